import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkPlan } from './scripts/chunk-plan';
import { earlyData } from './scripts/early-data';
import { iconImports } from './scripts/icon-imports';
import { precompress } from './scripts/precompress';
import {
  APP_MANIFEST,
  NOT_PRECACHED,
  NOT_THE_APP,
  PRECACHED,
  publicPagesWithoutManifest,
} from './scripts/pwa';

/**
 * React's names, exactly (react-router, react-hook-form and the rest stay themselves), resolved to
 * Preact's compatibility layer: about 55 KB less gzip on the login screen, the byte budget of
 * docs/offline.md §4.
 */
const PREACT_FOR_REACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

// The client: built to dist/client and served by the Fastify process (src/server/plugins/client.ts).
export default defineConfig(({ command }) => ({
  root: 'src/client',
  publicDir: 'public',
  // The build serves React as Preact (docs/decisions/165-preact-in-the-build.md); the dev server keeps
  // React for Fast Refresh.
  resolve: command === 'build' ? { alias: PREACT_FOR_REACT } : {},
  plugins: [
    iconImports(),
    // The opening screen's requests and code, started before the first bundle arrives (decision 152).
    earlyData(path.resolve(import.meta.dirname, 'src/client')),
    react(),
    tailwindcss(),
    // Installable, and the shell opens offline (docs/decisions/142-installable-app-shell.md). 'prompt':
    // a new build waits until the user reloads, so one page never runs files of two builds.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      manifest: APP_MANIFEST,
      workbox: {
        globPatterns: PRECACHED,
        globIgnores: NOT_PRECACHED,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: NOT_THE_APP,
        // No runtime caching at all: /api answers belong to the signed-in user and go to the network.
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
      },
    }),
    publicPagesWithoutManifest(),
    precompress(),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Fewer, fuller chunks for a first visit over 3G (docs/decisions/104-first-visit-chunks.md).
    rolldownOptions: {
      // Two pages: the app, and the light public pages a tenant opens from an SMS
      // (docs/decisions/156-statement-page-without-react.md).
      input: {
        index: path.resolve(import.meta.dirname, 'src/client/index.html'),
        statement: path.resolve(import.meta.dirname, 'src/client/statement.html'),
      },
      output: { codeSplitting: chunkPlan },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
