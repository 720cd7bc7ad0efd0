import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';

// What makes the app installable and its shell open without a network
// (docs/decisions/142-installable-app-shell.md, docs/offline.md).

/** The web app manifest: Chrome on Android offers "Install app" from it. */
export const APP_MANIFEST: Partial<ManifestOptions> = {
  id: '/home',
  name: 'Property Tracking System',
  short_name: 'Properties',
  description: 'Manage apartments, tenants, payments, vehicles and maintenance in one place.',
  start_url: '/home',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#1d4ed8',
  background_color: '#f9fafb',
  lang: 'en',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * The app shell the service worker keeps, one build's files: pages, scripts, styles, fonts, icons
 * (the plugin adds the manifest itself). The .br and .gz copies beside them (scripts/precompress.ts)
 * are the same files again: left out.
 */
export const PRECACHED = ['**/*.{html,js,css,woff,woff2,svg,png,ico}'];

/**
 * Navigations the service worker never answers with the app's page: the API (a signed-in user's
 * data, and JSON errors the browser must show as they are) and files, named with an extension
 * (exports, receipts, backups), which must come from the server or fail as themselves.
 */
export const NOT_THE_APP = [
  /^\/api(\/|\?|$)/,
  /^[^?]*\/[^/?]+\.[^/?]+(\?.*)?$/,
  // The public pages (a statement link, the test checkout): the server's own page, not the app's.
  /^\/s\//,
  /^\/pay\//,
];

/**
 * The public pages' entry and its own files (named after the entry): a tenant's phone never runs
 * the app's service worker, and the app's users never open them, so the app's shell leaves them out
 * (docs/decisions/157-public-pages-served-apart.md).
 */
export const NOT_PRECACHED = ['statement.html', 'assets/statement-*'];

/** The public pages' HTML entry, beside index.html. */
const PUBLIC_PAGES_HTML = 'statement.html';

/**
 * Takes the app's manifest link out of the public pages' HTML (the PWA plugin adds it to every
 * page): a tenant opening a statement link must not be offered to install the business's app.
 * Listed after VitePWA, so its own 'post' step has run.
 */
export function publicPagesWithoutManifest(): Plugin {
  return {
    name: 'public-pages-without-manifest',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        context.filename.endsWith(PUBLIC_PAGES_HTML)
          ? html.replace(/\s*<link rel="manifest"[^>]*>/, '')
          : html,
    },
  };
}
