import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkOf } from './chunk-plan';

/**
 * A module graph as the bundler describes it: each module with what it imports statically, and
 * `lazy` what it imports on demand.
 */
function graph(imports: Record<string, string[]>, lazy: Record<string, string[]>): Rolldown.ChunkingContext {
  const importersOf = (edges: Record<string, string[]>, id: string) =>
    Object.keys(edges).filter((other) => edges[other]?.includes(id));
  return {
    getModuleInfo(id) {
      if (!(id in imports)) return null;
      return {
        id,
        isEntry: id.endsWith('.html'),
        importers: importersOf(imports, id),
        dynamicImporters: importersOf(lazy, id),
        importedIds: imports[id] ?? [],
      } as unknown as Rolldown.ModuleInfo;
    },
  };
}

const client = (file: string) => `/app/src/client/${file}`;
const ui = (name: string) => client(`components/ui/${name}.tsx`);
const icon = (name: string) => `/app/node_modules/lucide-react/dist/esm/icons/${name}.mjs`;
const LOGIN = client('features/auth/components/login-screen.tsx');
const PAYMENTS_SCREEN = client('features/payments/components/payment-list-screen.tsx');
const TENANTS_SCREEN = client('features/tenants/components/tenant-list-screen.tsx');
const FORMS = client('lib/forms.ts');
const HOOK_FORM = '/app/node_modules/react-hook-form/dist/index.esm.mjs';
const MONEY = '/app/src/shared/money.ts';

const ctx = graph(
  {
    [client('index.html')]: [client('main.tsx')],
    [client('main.tsx')]: [client('app/router.tsx'), client('index.css'), client('features/auth/start.tsx')],
    [client('app/router.tsx')]: [ui('button'), icon('eye')],
    [client('features/auth/start.tsx')]: [],
    [client('index.css')]: [],
    [ui('button')]: [],
    [icon('eye')]: [],
    [LOGIN]: [ui('input'), FORMS],
    [ui('input')]: [],
    [FORMS]: [HOOK_FORM],
    [HOOK_FORM]: [],
    [PAYMENTS_SCREEN]: [
      ui('table'),
      ui('button'),
      icon('pencil'),
      client('features/payments/receipt-cell.tsx'),
    ],
    [client('features/payments/receipt-cell.tsx')]: [],
    [ui('table')]: [MONEY, icon('pencil')],
    [icon('pencil')]: [],
    [MONEY]: [],
    [ui('phone-link')]: ['/app/src/shared/phone.ts'],
    '/app/src/shared/phone.ts': ['/app/node_modules/libphonenumber-js/index.js'],
    '/app/node_modules/libphonenumber-js/index.js': [],
    [TENANTS_SCREEN]: [
      ui('dialog'),
      ui('form-field'),
      ui('phone-link'),
      client('features/tenants/tenant-rows.ts'),
      '/app/src/shared/schemas/tenant.ts',
    ],
    [client('features/tenants/tenant-rows.ts')]: [],
    [ui('dialog')]: [],
    [ui('form-field')]: [FORMS],
    '/app/src/shared/schemas/tenant.ts': ['/app/node_modules/zod/v4/index.js'],
    '/app/node_modules/zod/v4/index.js': [],
    [client('lib/offline/outbox-start.ts')]: [client('lib/offline/outbox-sender.ts')],
    [client('lib/offline/outbox-sender.ts')]: [],
    [client('statement.html')]: [client('public-pages/main.ts')],
    [client('public-pages/main.ts')]: [
      client('public-pages/views.ts'),
      MONEY,
      client('public-pages/public.css'),
    ],
    [client('public-pages/views.ts')]: [],
    [client('public-pages/public.css')]: [],
  },
  {
    [client('app/router.tsx')]: [PAYMENTS_SCREEN, TENANTS_SCREEN],
    [client('features/auth/start.tsx')]: [LOGIN],
    [client('main.tsx')]: [client('lib/offline/outbox-start.ts')],
  },
);

describe('the chunk plan (docs/decisions/104-first-visit-chunks.md, 177-first-visit-requests.md)', () => {
  it("gathers the app's first bundle into one chunk, its entry apart", () => {
    expect(chunkOf(client('app/router.tsx'), ctx)).toBe('first');
    expect(chunkOf(ui('button'), ctx)).toBe('first');
    expect(chunkOf(icon('eye'), ctx)).toBe('first');
    expect(chunkOf(client('main.tsx'), ctx)).toBeNull();
  });

  it('puts the login form with its form library in one chunk, and what else it uses in the first', () => {
    expect(chunkOf(LOGIN, ctx)).toBe('forms');
    expect(chunkOf(FORMS, ctx)).toBe('forms');
    expect(chunkOf(HOOK_FORM, ctx)).toBe('forms');
    expect(chunkOf(ui('input'), ctx)).toBe('first');
  });

  it('shares with the public pages only what the app uses too, and never a style sheet', () => {
    expect(chunkOf(MONEY, ctx)).toBe('common');
    expect(chunkOf(client('public-pages/views.ts'), ctx)).toBeNull();
    expect(chunkOf(client('public-pages/public.css'), ctx)).toBeNull();
    expect(chunkOf(client('index.css'), ctx)).toBeNull();
  });

  it('gathers the opening screens, their own pieces and their kit into one chunk, the other screens’ kit into more-kit', () => {
    expect(chunkOf(PAYMENTS_SCREEN, ctx)).toBe('kit');
    expect(chunkOf(client('features/payments/receipt-cell.tsx'), ctx)).toBe('kit');
    expect(chunkOf(ui('table'), ctx)).toBe('kit');
    expect(chunkOf(icon('pencil'), ctx)).toBe('kit');
    expect(chunkOf(ui('dialog'), ctx)).toBe('more-kit');
  });

  it('leaves the outbox sender, loaded after sign-in, out of the kits', () => {
    expect(chunkOf(client('lib/offline/outbox-start.ts'), ctx)).toBeNull();
    expect(chunkOf(client('lib/offline/outbox-sender.ts'), ctx)).toBeNull();
  });

  it('keeps out what reaches the phone helpers, zod or the form library', () => {
    expect(chunkOf(ui('phone-link'), ctx)).toBeNull();
    expect(chunkOf('/app/src/shared/phone.ts', ctx)).toBeNull();
    expect(chunkOf('/app/src/shared/schemas/tenant.ts', ctx)).toBeNull();
    expect(chunkOf(ui('form-field'), ctx)).toBeNull();
  });

  it('leaves the other screens, their own pieces and the libraries to the bundler', () => {
    expect(chunkOf(TENANTS_SCREEN, ctx)).toBeNull();
    expect(chunkOf(client('features/tenants/tenant-rows.ts'), ctx)).toBeNull();
    expect(chunkOf('/app/node_modules/zod/v4/index.js', ctx)).toBeNull();
  });
});
