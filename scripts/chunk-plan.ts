import type { Rolldown } from 'vite';
import { SCREEN_MODULES } from './early-data';

/** The pieces screens share: the UI kit, the client helpers, `src/shared` and the icons. */
const KIT = /[\\/](src[\\/](client[\\/](components[\\/]ui|lib)|shared)|node_modules[\\/]lucide-react)[\\/]/;
/**
 * Libraries only some screens need: libphonenumber's metadata (about 25 KB, behind the phone helpers)
 * and zod (about 20 KB, behind the forms' schemas). A kit piece that reaches one stays out of the kit.
 */
const HEAVY = /[\\/](src[\\/]shared[\\/]phone\.ts|node_modules[\\/]zod[\\/].*)$/;

/** The app's page and its script; the light public pages (statement.html) are the other entry. */
const APP_ENTRY = /[\\/]src[\\/]client[\\/](index\.html|main\.tsx)$/;
const PUBLIC_ENTRY = /[\\/]src[\\/]client[\\/](statement\.html|public-pages[\\/]main\.ts)$/;

/** The modules of the screens a first visit opens (scripts/early-data.ts), the login form apart. */
const OPENING = new Set(
  Object.entries(SCREEN_MODULES)
    .filter(([screen]) => screen !== '/')
    .flatMap(([, modules]) => modules.map((module) => `src/client/${module}`)),
);
const isOpening = (id: string) => OPENING.has(id.replace(/\\/g, '/').replace(/^.*?(src\/client\/)/, '$1'));

const STYLES = /\.css(\?|$)/;

/**
 * The outbox's sender, loaded once someone is signed in and the page's files have come
 * (src/client/main.tsx): its own chunk, not the kits, so the login screen never waits for either.
 */
const OUTBOX_SENDER = /[\\/]src[\\/]client[\\/]lib[\\/]offline[\\/]outbox-(start|sender|toast)\.ts$/;

/**
 * The login form, loaded on demand with its form library (react-hook-form and its resolvers): a
 * signed-in first visit does not download them; early-data.js preloads them for '/'.
 */
const LOGIN_FORM = /[\\/]features[\\/]auth[\\/]components[\\/]login-screen\.tsx$/;
const FORM_LIBRARY = /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/;

/** Whether `test` holds for `id` or for a module `id` reaches through `next` (cycles end as false). */
function reaches(id: string, next: (id: string) => string[], test: (id: string) => boolean) {
  const seen = new Set<string>();
  const visit = (current: string): boolean => {
    if (seen.has(current)) return false;
    seen.add(current);
    return test(current) || next(current).some(visit);
  };
  return visit(id);
}

/**
 * The chunk of a module, or null for the bundler's own choice (docs/decisions/104-first-visit-chunks.md,
 * docs/decisions/177-first-visit-requests.md).
 *
 * Left alone, the bundler gives every module that a different set of chunks shares a chunk of its
 * own: the login screen's first bundle came in 15 files and the payments screen waited on about 40
 * more, six at a time over HTTP/1.1 at 300 ms a request. So:
 * - **first**: everything the app's entry imports statically, and the pieces the login form
 *   shares with it (its form library apart), in one chunk;
 * - **common**: what the light public pages share with the app (paths, money), in one chunk the
 *   statement page loads too; what only they use stays in their own chunk;
 * - **kit**: the screens a first visit opens (the shell, the dashboard, the payments list:
 *   scripts/early-data.ts) with everything they import, their own modules and the UI kit, `lib/`,
 *   `src/shared` and the icons alike, in one chunk: over HTTP/1.1 the payments screen's nine small
 *   files came in two waves of six requests, each wave a round trip; **more-kit**: the UI kit and
 *   helpers the other screens use, in a second one (those screens come later, most often from the
 *   service worker's copy; their own modules stay the bundler's). Neither holds what reaches
 *   libphonenumber, zod or the form library, so a screen without a phone field or a form does not
 *   download them.
 * No chunk imports back from one that imports it (a cycle would run a chunk's code before its
 * imports are ready): first and common import nothing from the lazy chunks.
 */
export function chunkOf(id: string, ctx: Rolldown.ChunkingContext): string | null {
  // A page's style sheet stays its own: the app must not load the public pages' styles.
  if (STYLES.test(id)) return null;
  const info = (module: string) => ctx.getModuleInfo(module);
  const importers = (module: string) => info(module)?.importers ?? [];
  const imported = (module: string) => info(module)?.importedIds ?? [];
  const anyImporters = (module: string) => [...importers(module), ...(info(module)?.dynamicImporters ?? [])];
  if (reaches(id, importers, (module) => PUBLIC_ENTRY.test(module))) {
    return reaches(id, anyImporters, (module) => APP_ENTRY.test(module)) ? 'common' : null;
  }
  if (APP_ENTRY.test(id)) return null;
  if (reaches(id, importers, (module) => APP_ENTRY.test(module))) return 'first';
  if (LOGIN_FORM.test(id)) return 'forms';
  if (reaches(id, importers, (module) => LOGIN_FORM.test(module))) {
    return reaches(id, imported, (module) => FORM_LIBRARY.test(module)) ? 'forms' : 'first';
  }
  if (OUTBOX_SENDER.test(id)) return null;
  if (reaches(id, imported, (module) => HEAVY.test(module) || FORM_LIBRARY.test(module))) return null;
  if (reaches(id, importers, isOpening)) return 'kit';
  return KIT.test(id) ? 'more-kit' : null;
}

export const chunkPlan: Rolldown.CodeSplittingOptions = {
  groups: [{ name: chunkOf, includeDependenciesRecursively: false }],
};
