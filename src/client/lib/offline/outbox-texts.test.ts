import { describe, expect, it } from 'vitest';
import { countOf, receiptSpan, sentMessage } from './outbox-texts';
import { signOutLosesText } from './sign-out';

const sent = (kind: 'payment' | 'remittance' | 'odometer', receiptNumber?: string) => ({
  record: { kind },
  answer: receiptNumber ? { _id: 'x', receiptNumber } : { _id: 'x' },
});

describe('the outbox’s words (docs/offline.md §3)', () => {
  it('gives following receipt numbers as a span, others as a list', () => {
    expect(receiptSpan(['0041', '0042', '0043'])).toBe('0041–0043');
    expect(receiptSpan(['R-0007', 'R-0008'])).toBe('R-0007–R-0008');
    expect(receiptSpan(['0041', '0047'])).toBe('0041, 0047');
    expect(receiptSpan(['0041'])).toBe('0041');
    expect(receiptSpan(['A-0041', 'B-0042'])).toBe('A-0041, B-0042');
  });

  it('says what one round sent, by kind, with the receipts in order', () => {
    expect(sentMessage([sent('payment', '0043'), sent('payment', '0041'), sent('payment', '0042')])).toBe(
      '3 payments sent: receipts 0041–0043',
    );
    expect(sentMessage([sent('payment', '0041'), sent('remittance', 'R-0007'), sent('odometer')])).toBe(
      '1 payment sent: receipt 0041; 1 remittance sent: receipt R-0007; 1 odometer reading sent',
    );
  });

  it('counts records in the singular and the plural', () => {
    expect(countOf('odometer', 1)).toBe('1 odometer reading');
    expect(countOf('maintenance', 2)).toBe('2 maintenance records');
  });

  it('warns before a sign-out loses records, in the document’s words', () => {
    expect(signOutLosesText(3)).toBe('3 records have not been sent and will be lost. Sign out anyway?');
    expect(signOutLosesText(1)).toBe('1 record has not been sent and will be lost. Sign out anyway?');
  });
});
