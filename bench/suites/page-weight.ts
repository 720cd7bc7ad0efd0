import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchContext, BenchRow } from '../harness';

const SUITE = 'page weight';

/**
 * JavaScript and CSS a first-time visitor downloads before the login screen is usable (gzipped, as
 * a phone on mobile data receives them), and how many of the built chunks that is: every other
 * route's code must wait until it is visited.
 */
export default async function pageWeight(ctx: BenchContext): Promise<BenchRow[]> {
  const context = await ctx.browser.newContext({ baseURL: ctx.baseURL });
  const page = await context.newPage();
  const bodies: { url: string; type: 'js' | 'css'; bytes: number }[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    const type = url.endsWith('.js') ? 'js' : url.endsWith('.css') ? 'css' : null;
    if (!type) return;
    const body = await response.body().catch(() => null);
    if (body) bodies.push({ url, type, bytes: gzipSync(body, { level: 9 }).length });
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
  await page.waitForLoadState('networkidle');
  await context.close();

  const sum = (type: 'js' | 'css') =>
    bodies.filter((b) => b.type === type).reduce((total, b) => total + b.bytes, 0);
  const builtChunks = fs
    .readdirSync(path.join(ctx.distDir, 'client', 'assets'))
    .filter((f) => f.endsWith('.js'));
  return [
    {
      suite: SUITE,
      metric: 'login screen JavaScript (gzip)',
      value: sum('js') / 1024,
      unit: 'KB',
      target: { max: 150 },
    },
    { suite: SUITE, metric: 'login screen CSS (gzip)', value: sum('css') / 1024, unit: 'KB' },
    {
      suite: SUITE,
      metric: `JS chunks loaded for login (of ${builtChunks.length} built)`,
      value: bodies.filter((b) => b.type === 'js').length,
      unit: 'chunks',
    },
  ];
}
