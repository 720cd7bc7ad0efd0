import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

// The server: bundled to dist/server/server.js; packages stay in node_modules (native better-sqlite3).
const external = [
  ...builtinModules,
  ...builtinModules.map((name) => `node:${name}`),
  ...Object.keys(pkg.dependencies),
].map((name) => new RegExp(`^${name.replace(/[/.]/g, '\\$&')}(/.*)?$`));

export default defineConfig({
  build: {
    ssr: 'src/server/server.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { external, output: { format: 'es', entryFileNames: 'server.js' } },
  },
  ssr: { noExternal: [] },
});
