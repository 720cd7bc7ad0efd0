import fs from 'node:fs';
import { builtinModules } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };

// The server: bundled to dist/server/server.js; packages stay in node_modules (native better-sqlite3).
const external = [
  ...builtinModules,
  ...builtinModules.map((name) => `node:${name}`),
  ...Object.keys(pkg.dependencies),
].map((name) => new RegExp(`^${name.replace(/[/.]/g, '\\$&')}(/.*)?$`));

/**
 * Worker threads' files, plain JavaScript the server starts by a URL beside its own
 * (`new URL('./x.mjs', import.meta.url)`): copied as they are next to server.js.
 */
const WORKERS = ['src/server/lib/xlsx-worker.mjs'];
function copyWorkers(): Plugin {
  return {
    name: 'copy-workers',
    generateBundle() {
      for (const file of WORKERS) {
        this.emitFile({ type: 'asset', fileName: file.split('/').pop(), source: fs.readFileSync(file) });
      }
    },
  };
}

export default defineConfig({
  plugins: [copyWorkers()],
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      // The backup's worker thread is TypeScript (it checks the copy with db/database-file.ts): bundled
      // beside server.js, which starts it as ./backup-worker.js (modules/backups/service.ts).
      // The spreadsheet reader's worker likewise (./spreadsheet-worker.js, lib/spreadsheet/index.ts).
      input: {
        server: 'src/server/server.ts',
        'backup-worker': 'src/server/modules/backups/worker.ts',
        'spreadsheet-worker': 'src/server/lib/spreadsheet/worker.ts',
      },
      external,
      output: { format: 'es', entryFileNames: '[name].js' },
    },
  },
  ssr: { noExternal: [] },
});
