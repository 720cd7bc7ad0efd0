import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { receiptNumberOfQuery } from './ledger';
import { filterParam } from './list-query';

describe('receiptNumberOfQuery', () => {
  it.each([
    ['RCT-000123', 123],
    ['rct-000123', 123],
    ['rct123', 123],
    [' 000123 ', 123],
    ['123', 123],
  ])('reads %s as receipt %i', (q, number) => {
    expect(receiptNumberOfQuery(q)).toBe(number);
  });

  it.each([['Ama'], ['RCT-'], ['12a'], ['024 555 0000'], [''], [undefined]])(
    'names no receipt in %s',
    (q) => {
      expect(receiptNumberOfQuery(q)).toBeNull();
    },
  );
});

describe('filterParam', () => {
  const query = z.object({ status: filterParam('status', ['Completed', 'Partial']) });

  it("takes a value, and '' or All or nothing as no filter", () => {
    expect(query.parse({ status: 'Partial' })).toEqual({ status: 'Partial' });
    expect(query.parse({ status: 'All' }).status).toBeUndefined();
    expect(query.parse({ status: '' }).status).toBeUndefined();
    expect(query.parse({}).status).toBeUndefined();
  });

  it('refuses another value naming the parameter and its values', () => {
    const result = query.safeParse({ status: 'Paid' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('status must be one of: Completed, Partial');
  });
});
