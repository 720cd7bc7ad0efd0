import { describe, expect, it } from 'vitest';
import { smsLength } from './sms-length';

describe('smsLength', () => {
  it('counts a plain message against 160 characters, one SMS', () => {
    expect(smsLength('Dear Ama, your rent is GHC 1,200.00 in arrears.')).toEqual({
      length: 47,
      unicode: false,
      outside: [],
      perSms: 160,
      messages: 1,
    });
    expect(smsLength('a'.repeat(160)).messages).toBe(1);
  });

  it('splits a longer one into parts of 153', () => {
    expect(smsLength('a'.repeat(161)).messages).toBe(2);
    expect(smsLength('a'.repeat(306)).messages).toBe(2);
    expect(smsLength('a'.repeat(307)).messages).toBe(3);
  });

  it('counts the GSM extension characters twice', () => {
    expect(smsLength('Pay €5 [now]').length).toBe(15);
    expect(smsLength('Pay €5 [now]').unicode).toBe(false);
  });

  it('goes Unicode, 70 an SMS, with a character outside the GSM alphabet such as ₵ or ɛ', () => {
    const cedi = smsLength('You owe ₵1,200.00');
    expect(cedi).toMatchObject({ unicode: true, outside: ['₵'], perSms: 70, messages: 1, length: 17 });
    expect(smsLength(`Yɛ ${'a'.repeat(70)}`)).toMatchObject({ unicode: true, outside: ['ɛ'], messages: 2 });
    expect(smsLength(`${'a'.repeat(134)}ɔ`).messages).toBe(3);
  });
});
