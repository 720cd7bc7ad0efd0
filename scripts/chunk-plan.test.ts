import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkOf } from './chunk-plan';

/** A module graph as the bundler describes it: each module with what it imports statically. */
function graph(imports: Record<string, string[]>, entry: string): Rolldown.ChunkingContext {
  return {
    getModuleInfo(id) {
      if (!(id in imports)) return null;
      const importers = Object.keys(imports).filter((other) => imports[other]?.includes(id));
      return {
        id,
        isEntry: id === entry,
        importers,
        importedIds: imports[id] ?? [],
      } as unknown as Rolldown.ModuleInfo;
    },
  };
}

const ui = (name: string) => `/app/src/client/components/ui/${name}.tsx`;
const icon = (name: string) => `/app/node_modules/lucide-react/dist/esm/icons/${name}.mjs`;
const ctx = graph(
  {
    '/app/src/client/main.tsx': ['/app/src/client/features/auth/login.tsx'],
    '/app/src/client/features/auth/login.tsx': [ui('button'), icon('eye')],
    [ui('button')]: [],
    [icon('eye')]: [],
    '/app/src/client/features/payments/list.tsx': [
      ui('table'),
      ui('button'),
      icon('pencil'),
      ui('phone-link'),
    ],
    [ui('table')]: ['/app/src/shared/money.ts', icon('pencil')],
    [icon('pencil')]: [],
    '/app/src/shared/money.ts': [],
    [ui('phone-link')]: ['/app/src/shared/phone.ts'],
    '/app/src/shared/phone.ts': ['/app/node_modules/libphonenumber-js/index.js'],
    '/app/src/shared/schemas/payment.ts': ['/app/node_modules/zod/v4/index.js'],
    '/app/node_modules/zod/v4/index.js': [],
  },
  '/app/src/client/main.tsx',
);

describe('the chunk plan (docs/decisions/104-first-visit-chunks.md)', () => {
  it('gathers the pieces lazy screens share into the kit', () => {
    expect(chunkOf(ui('table'), ctx)).toBe('kit');
    expect(chunkOf(icon('pencil'), ctx)).toBe('kit');
    expect(chunkOf('/app/src/shared/money.ts', ctx)).toBe('kit');
  });

  it('leaves what the first bundle holds in it, so the kit never imports it back', () => {
    expect(chunkOf(ui('button'), ctx)).toBeNull();
    expect(chunkOf(icon('eye'), ctx)).toBeNull();
  });

  it('keeps out what reaches the phone helpers or zod, so screens without them do not download them', () => {
    expect(chunkOf(ui('phone-link'), ctx)).toBeNull();
    expect(chunkOf('/app/src/shared/phone.ts', ctx)).toBeNull();
    expect(chunkOf('/app/src/shared/schemas/payment.ts', ctx)).toBeNull();
  });

  it('leaves screens and libraries to the bundler', () => {
    expect(chunkOf('/app/src/client/features/payments/list.tsx', ctx)).toBeNull();
    expect(chunkOf('/app/node_modules/zod/v4/index.js', ctx)).toBeNull();
  });
});
