import type { Locator, Page } from '@playwright/test';
import { type BenchContext, median } from './harness';

/**
 * Opens `url` in a signed-in browser context, waits for the first `readySelector`, lets `measure`
 * time whatever it does there, and answers the median of the times it returns.
 */
export async function medianOnScreen(
  ctx: BenchContext,
  url: string,
  readySelector: string,
  measure: (page: Page) => Promise<number[]>,
): Promise<number> {
  const context = await ctx.signedInContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(readySelector).first().waitFor();
  const times = await measure(page);
  await context.close();
  return median(times);
}

/**
 * Types `text` into `box` one key at a time and answers, per key, the milliseconds until
 * `updated(typedSoFar)` resolves (`typedSoFar` in lower case).
 */
export async function timeEachKey(
  page: Page,
  box: Locator,
  text: string,
  updated: (typedSoFar: string) => Promise<unknown>,
): Promise<number[]> {
  await box.click();
  const times: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const typed = text.slice(0, i + 1).toLowerCase();
    const start = performance.now();
    await page.keyboard.type(text[i] as string);
    await updated(typed);
    times.push(performance.now() - start);
  }
  return times;
}
