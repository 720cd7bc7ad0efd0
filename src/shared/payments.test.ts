import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS_TONES, paymentStatusLabel } from './payments';

describe('paymentStatusLabel (decision 056)', () => {
  it.each([
    ['Completed', 'Completed'],
    ['Partial', 'Partial'],
    [null, 'Pending'],
    [undefined, 'Pending'],
    ['', 'Pending'],
    // Not a status the server stores: nothing known, so Pending.
    ['Cheque', 'Pending'],
  ])('reads %j as %s', (stored, label) => {
    expect(paymentStatusLabel(stored)).toBe(label);
  });

  it('never shows a part payment as Pending, and gives each label its tone', () => {
    expect(paymentStatusLabel('Partial')).not.toBe('Pending');
    expect(PAYMENT_STATUS_TONES).toEqual({ Completed: 'green', Partial: 'blue', Pending: 'yellow' });
  });
});
