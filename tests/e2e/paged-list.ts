import type { Page, Request, Response } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Watches every request a screen makes to one list endpoint (docs/lists.md): each must ask for a
 * page (`page=`) and no answer may be a JSON array, the whole list the old clients get. `skip` leaves
 * out requests that are not the screen's (the alerts bell's unpaged feed, docs/lists.md).
 */
export function watchListRequests(
  page: Page,
  path: string,
  options: { skip?: (search: string) => boolean } = {},
) {
  const watches = (url: URL) => url.pathname === path && !options.skip?.(url.search);
  const searches: string[] = [];
  const bodies: Promise<unknown>[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (watches(url) && request.method() === 'GET') searches.push(url.search);
  });
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!watches(url) || response.request().method() !== 'GET') return;
    bodies.push(response.json().catch(() => null));
  });
  return {
    searches,
    /** Some request asked for all of `parts` (e.g. `sort=price`, `order=asc`). */
    asked(...parts: string[]) {
      return searches.some((search) => parts.every((part) => search.includes(part)));
    },
    /** Every request so far asked for a page and every answer was a page, never the whole array. */
    async expectOnlyPages() {
      expect(searches.length).toBeGreaterThan(0);
      for (const search of searches) expect(search).toMatch(/[?&]page=\d+/);
      const answers = await Promise.all(bodies);
      expect(answers.length).toBeGreaterThan(0);
      for (const body of answers) {
        expect(Array.isArray(body)).toBe(false);
        expect(body).toMatchObject({ items: expect.any(Array), total: expect.any(Number) });
      }
    },
  };
}

/** Sorted copy, in the server's collation for plain ASCII text (code point order). */
export function sortedTexts(texts: readonly string[], order: 'asc' | 'desc' = 'asc'): string[] {
  const sorted = [...texts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return order === 'asc' ? sorted : sorted.reverse();
}

/** Whether the page scrolls sideways (it must not at 360 px). */
export async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The page's whole width, sideways overflow included (at most 360 on a 360 px phone). */
export async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Matches a list endpoint with or without its query string (for `page.route`). */
export function listURL(path: string): RegExp {
  return new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)`);
}

/** An empty page of a list, as the server answers one past the end (docs/lists.md). */
export function emptyPage(url: string, totals: Record<string, number> = {}) {
  const query = new URL(url).searchParams;
  return {
    items: [],
    total: 0,
    page: Number(query.get('page') ?? 1),
    pageSize: Number(query.get('pageSize') ?? 25),
    totals,
  };
}
