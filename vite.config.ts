import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkPlan } from './scripts/chunk-plan';
import { iconImports } from './scripts/icon-imports';
import { precompress } from './scripts/precompress';

// The client: built to dist/client and served by the Fastify process (src/server/plugins/client.ts).
export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [iconImports(), react(), tailwindcss(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Fewer, fuller chunks for a first visit over 3G (docs/decisions/104-first-visit-chunks.md).
    rolldownOptions: { output: { codeSplitting: chunkPlan } },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
