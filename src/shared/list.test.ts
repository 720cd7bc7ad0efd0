import { describe, expect, it } from 'vitest';
import { containsText, matchesFilter, paginate } from './list';

describe('list helpers', () => {
  it('matches case-insensitive substrings', () => {
    expect(containsText('East Legon Heights', 'legon')).toBe(true);
    expect(containsText('East Legon Heights', ' LEGON ')).toBe(true);
    expect(containsText('Kumasi', 'accra')).toBe(false);
    expect(containsText(null, '')).toBe(true);
    expect(containsText(undefined, 'a')).toBe(false);
  });

  it('pages 1-based and clamps out-of-range pages', () => {
    const items = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(paginate(items, 1, 9)).toEqual({
      items: [1, 2, 3, 4, 5, 6, 7, 8, 9],
      page: 1,
      pageCount: 3,
      total: 20,
    });
    expect(paginate(items, 3, 9).items).toEqual([19, 20]);
    expect(paginate(items, 99, 9).page).toBe(3);
    expect(paginate(items, -1, 9).page).toBe(1);
    expect(paginate([], 1, 9)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it('treats All and empty as no filter', () => {
    expect(matchesFilter('Occupied', 'All')).toBe(true);
    expect(matchesFilter('Occupied', '')).toBe(true);
    expect(matchesFilter('Occupied', 'Available')).toBe(false);
  });
});
