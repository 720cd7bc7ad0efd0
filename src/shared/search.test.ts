import { describe, expect, it } from 'vitest';
import { receiptNumberOfQuery, searchableText } from './search';

describe('receiptNumberOfQuery', () => {
  it('reads RCT-000123, rct123, RCT000123 and 000123 as receipt 123', () => {
    for (const typed of ['RCT-000123', 'rct123', 'RCT000123', '000123', ' 123 ']) {
      expect(receiptNumberOfQuery(typed), typed).toBe(123);
    }
  });

  it('reads nothing else as a receipt number', () => {
    for (const typed of ['RCT-', 'RCT-0', '12a', 'RC-12', '1 2', '024 111 2233', 'RCT-1234567890']) {
      expect(receiptNumberOfQuery(typed), typed).toBeNull();
    }
  });
});

describe('searchableText', () => {
  it('trims, and finds nothing to search below two characters', () => {
    expect(searchableText(' ab ')).toBe('ab');
    expect(searchableText(' a ')).toBeNull();
    expect(searchableText(undefined)).toBeNull();
  });
});
