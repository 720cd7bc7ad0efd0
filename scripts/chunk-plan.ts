import type { Rolldown } from 'vite';

/** The pieces screens share: the UI kit, the client helpers, `src/shared` and the icons. */
const KIT = /[\\/](src[\\/](client[\\/](components[\\/]ui|lib)|shared)|node_modules[\\/]lucide-react)[\\/]/;
/**
 * Libraries only some screens need: libphonenumber's metadata (about 25 KB, behind the phone helpers)
 * and zod (about 20 KB, behind the forms' schemas). A kit piece that reaches one stays out of the kit.
 */
const HEAVY = /[\\/](src[\\/]shared[\\/]phone\.ts|node_modules[\\/]zod[\\/].*)$/;

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
 * The chunk of a module, or null for the bundler's own choice (docs/decisions/104-first-visit-chunks.md).
 *
 * Left alone, the bundler gives each piece the lazy screens share a chunk of its own: the payments
 * screen waited on about 40 requests of a few hundred bytes, six at a time over 3G. The kit gathers
 * those pieces into one chunk, except:
 * - what the login screen's bundle already holds (statically reachable from the entry): kept there,
 *   so the first bundle does not grow and no chunk imports back into it (a cycle would run a chunk's
 *   code before its imports are ready);
 * - what reaches libphonenumber or zod, so a screen without a phone field or a form does not
 *   download them.
 */
export function chunkOf(id: string, ctx: Rolldown.ChunkingContext): string | null {
  if (!KIT.test(id)) return null;
  const info = (module: string) => ctx.getModuleInfo(module);
  const inFirstBundle = reaches(
    id,
    (module) => info(module)?.importers ?? [],
    (module) => info(module)?.isEntry ?? false,
  );
  if (inFirstBundle) return null;
  const usesHeavy = reaches(
    id,
    (module) => info(module)?.importedIds ?? [],
    (module) => HEAVY.test(module),
  );
  return usesHeavy ? null : 'kit';
}

export const chunkPlan: Rolldown.CodeSplittingOptions = {
  groups: [{ name: chunkOf, includeDependenciesRecursively: false }],
};
