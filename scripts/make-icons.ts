// Draws the app's install icons (docs/decisions/143-app-icons-and-headers.md) from the mark in
// src/client/public/favicon.svg, with the Chromium Playwright already uses: nothing is downloaded.
// Run it again only when the mark changes: `npx tsx scripts/make-icons.ts`, then commit the PNGs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'src/client/public/icons');

/** The house of favicon.svg on the brand blue; rounded corners only where nothing crops them. */
const mark = (corner: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">` +
  `<rect width="32" height="32" rx="${corner}" fill="#1d4ed8"/>` +
  `<path d="M8 15 16 8l8 7v9h-5v-6h-6v6H8z" fill="#fff"/></svg>`;

// A maskable icon is cropped by the phone to a circle or squircle: it needs a full-bleed background,
// and the house (corners 11.3 of 32 units from the centre) sits inside the safe circle of 40 %.
const ICONS = [
  { file: 'icon-192.png', size: 192, svg: mark(6) },
  { file: 'icon-512.png', size: 512, svg: mark(6) },
  { file: 'icon-maskable-512.png', size: 512, svg: mark(0) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: mark(0) },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${icon.svg}</body></html>`);
    await page.screenshot({ path: path.join(outDir, icon.file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
