import type { Locator, Page } from '@playwright/test';
import { type BenchContext, median } from './harness';

/**
 * Opens `url` in a signed-in browser context, waits for the first `readySelector`, and answers what
 * `measure` answers there.
 */
async function onScreen<T>(
  ctx: BenchContext,
  url: string,
  readySelector: string,
  measure: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await ctx.signedInContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.locator(readySelector).first().waitFor();
    return await measure(page);
  } finally {
    await context.close();
  }
}

/** `onScreen` where `measure` times something several times: the median of its times. */
export async function medianOnScreen(
  ctx: BenchContext,
  url: string,
  readySelector: string,
  measure: (page: Page) => Promise<number[]>,
): Promise<number> {
  return median(await onScreen(ctx, url, readySelector, measure));
}

/** How a search feels: each key's echo in the box, and the results after the last key. */
export interface SearchTimes {
  /** Median milliseconds from a key until the box shows it. */
  key: number;
  /** Median milliseconds from the last key until the list shows what was searched for. */
  results: number;
}

/**
 * Opens `url`, then three times types `text` into the search `boxOf(page)` one key at a time, as a
 * person does. A list's search goes to the server about 250 ms after the last key (docs/lists.md),
 * keeping the previous page meanwhile, so the results' time includes that wait; `shown(query)`
 * resolves once the list shows the results for `query` (in lower case).
 */
export async function timeSearch(
  ctx: BenchContext,
  url: string,
  readySelector: string,
  boxOf: (page: Page) => Locator,
  text: string,
  shown: (page: Page, query: string) => Promise<unknown>,
): Promise<SearchTimes> {
  return onScreen(ctx, url, readySelector, async (page) => {
    const box = boxOf(page);
    const keys: number[] = [];
    const results: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      await box.fill('');
      await page.waitForTimeout(1_000);
      await box.click();
      for (let i = 0; i < text.length; i += 1) {
        const start = performance.now();
        await page.keyboard.type(text[i] as string);
        await page.waitForFunction(
          (typed) => (document.activeElement as HTMLInputElement | null)?.value === typed,
          text.slice(0, i + 1),
          { polling: 'raf' },
        );
        keys.push(performance.now() - start);
      }
      const start = performance.now();
      await shown(page, text.toLowerCase());
      results.push(performance.now() - start);
    }
    return { key: median(keys), results: median(results) };
  });
}
