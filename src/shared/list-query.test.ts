import { describe, expect, it } from 'vitest';
import { listQuery, pageWindow, phoneDigitsOfQuery } from './list-query';

describe('phoneDigitsOfQuery', () => {
  it('takes a phone number written any common way, without the trunk 0', () => {
    expect(phoneDigitsOfQuery('024 412 3456')).toBe('244123456');
    expect(phoneDigitsOfQuery('+233-24-412-3456')).toBe('233244123456');
    expect(phoneDigitsOfQuery('(024) 41')).toBe('2441');
  });

  it('never treats a name, a plate or a code with digits in it as a phone number', () => {
    expect(phoneDigitsOfQuery('r0mwn8aow2')).toBeNull();
    expect(phoneDigitsOfQuery('GR 1234-21')).toBeNull();
    expect(phoneDigitsOfQuery('RCT-000123')).toBeNull();
    expect(phoneDigitsOfQuery('12')).toBeNull();
    expect(phoneDigitsOfQuery('')).toBeNull();
  });
});

describe('listQuery', () => {
  const schema = listQuery(['createdAt', 'title'], {});

  it('fills nothing in and accepts the bounds', () => {
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ page: '3', pageSize: '100', sort: 'title', order: 'asc' })).toEqual({
      page: 3,
      pageSize: 100,
      sort: 'title',
      order: 'asc',
    });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ pageSize: '101' }, 'pageSize'],
    [{ pageSize: 'ten' }, 'pageSize'],
    [{ sort: 'price' }, 'sort'],
    [{ order: 'up' }, 'order'],
  ])('refuses %o naming the parameter', (input, name) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(new RegExp(`^${name} `));
  });

  it('pages from 1 with 25 rows by default', () => {
    expect(pageWindow({})).toEqual({ page: 1, pageSize: 25, offset: 0 });
    expect(pageWindow({ page: 3, pageSize: 8 })).toEqual({ page: 3, pageSize: 8, offset: 16 });
  });
});
