import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { routes } from '../src/shared/paths';

/** The modules each opening screen's routes load on demand: the shell, the feature's public file, the screen. */
export const SCREEN_MODULES: Record<string, string[]> = {
  // The login form (early-data.js preloads it for '/' and for any screen whose profile request says 401).
  '/': ['features/auth/components/login-screen.tsx'],
  [routes.apartmentsDashboard]: [
    'app/layout/app-shell.tsx',
    'features/apartments/index.ts',
    'features/apartments/components/apartment-dashboard-screen.tsx',
  ],
  [routes.payments]: [
    'app/layout/app-shell.tsx',
    'features/payments/index.ts',
    'features/payments/components/payment-list-screen.tsx',
  ],
};

/** Where the script's list of each screen's files goes (src/client/early-data.js). */
const PLACEHOLDER = '/* the screens\u2019 code, written by the build */ {}';

/** The built files `chunk` needs, itself first, without those the entry already brings. */
function filesOf(
  chunk: Rolldown.OutputChunk,
  bundle: Rolldown.OutputBundle,
  entryFiles: Set<string>,
): string[] {
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (entryFiles.has(fileName) || files.includes(fileName)) return;
    const next = bundle[fileName];
    if (next?.type !== 'chunk') return;
    files.push(fileName);
    for (const imported of next.imports) visit(imported);
  };
  visit(chunk.fileName);
  return files;
}

/** The tag index.html (src/client/index.html) holds for the script, replaced by the script itself. */
export const EARLY_SCRIPT_TAG = '<script src="/early-data.js"></script>';

/** The script without its comment lines and indentation: it travels in every first visit's page. */
const compact = (code: string) =>
  code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^(\/\/|\/\*\*|\*)/.test(line))
    .join('\n');

/**
 * Writes `early-data.js` into index.html, the plain script the page runs before the app's
 * (docs/decisions/152-faster-first-visit.md and 177-first-visit-requests.md): it starts the opening screen's API requests and, for
 * the screens named here, preloads their lazily loaded code, so neither waits for the app's first
 * bundle and then for each other. Inline, it starts them as the page arrives rather than one round
 * trip later; the server allows it by its hash (src/server/plugins/client.ts).
 */
export function earlyData(clientRoot: string): Plugin {
  return {
    name: 'early-data',
    apply: 'build',
    // After Vite has written index.html into the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const entryFiles = new Set<string>();
      const addStatic = (fileName: string) => {
        const chunk = bundle[fileName];
        if (entryFiles.has(fileName) || chunk?.type !== 'chunk') return;
        entryFiles.add(fileName);
        for (const imported of chunk.imports) addStatic(imported);
      };
      for (const chunk of chunks) if (chunk.isEntry) addStatic(chunk.fileName);

      const code: Record<string, string[]> = {};
      for (const [screen, modules] of Object.entries(SCREEN_MODULES)) {
        const files = modules.flatMap((module) => {
          const id = path.join(clientRoot, module);
          const chunk = chunks.find((item) => item.moduleIds.includes(id));
          if (!chunk) this.error(`early-data: no built chunk holds ${module}`);
          return filesOf(chunk, bundle, entryFiles);
        });
        code[screen] = [...new Set(files)].map((file) => `/${file}`);
      }
      const template = fs.readFileSync(path.join(clientRoot, 'early-data.js'), 'utf8');
      if (!template.includes(PLACEHOLDER)) this.error('early-data: the placeholder is missing');
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || !String(page.source).includes(EARLY_SCRIPT_TAG)) {
        this.error('early-data: index.html has no early-data.js script tag');
      }
      const script = compact(template.replace(PLACEHOLDER, JSON.stringify(code)));
      page.source = String(page.source).replace(EARLY_SCRIPT_TAG, () => `<script>${script}</script>`);
    },
  };
}
