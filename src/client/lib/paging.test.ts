import { describe, expect, it } from 'vitest';
import { visiblePages } from './paging';

describe('visiblePages', () => {
  it('shows every page when there are few', () => {
    expect(visiblePages(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(visiblePages(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(visiblePages(20, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
  });
});
