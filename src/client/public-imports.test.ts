/**
 * Cross-feature imports go through a feature's public file (DEVELOPERS.md, Architecture): code outside
 * `features/<name>/` may import `features/<name>` (its index.ts) and nothing deeper. Biome keeps the
 * three layers apart (biome.json); this keeps the features apart, by resolving every relative import.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CLIENT = path.resolve(__dirname);
const FEATURES = path.join(CLIENT, 'features');

/** Deep imports allowed on purpose, with why. */
const ALLOWED: Record<string, string> = {
  // The query client is in the login screen's first bundle: going through the auth public file
  // splits that bundle and costs the login page about 4 KB (bench page-weight budget).
  'lib/query-client.ts -> features/auth/api/use-profile': 'login page weight',
  // The remittance form takes the payment form's Mobile Money fields (hire.md §2); exported from the
  // payments public file, which the route table loads, they would join the login screen's bundle.
  'features/hire/components/record-remittance-form.tsx -> features/payments/components/momo-fields':
    'login page weight',
  // Add tenant's 'Payment received now' takes the payment form's method fields (decision 057), for
  // the same reason.
  'features/tenants/components/tenant-form.tsx -> features/payments/components/momo-fields':
    'login page weight',
  'features/tenants/components/tenant-form.tsx -> features/payments/components/payment-method-fields':
    'login page weight',
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The feature a file belongs to, or null outside features/. */
function featureOf(file: string): string | null {
  const relative = path.relative(FEATURES, file);
  return relative.startsWith('..') ? null : (relative.split(path.sep)[0] ?? null);
}

function deepImports(): string[] {
  const problems: string[] = [];
  for (const file of sourceFiles(CLIENT)) {
    const text = fs.readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map(
      (match) => match[1] ?? '',
    );
    for (const specifier of specifiers) {
      const target = path.resolve(path.dirname(file), specifier);
      const feature = featureOf(target);
      if (feature === null || feature === featureOf(file)) continue;
      const inside = path.relative(path.join(FEATURES, feature), target);
      if (inside === '' || inside === 'index') continue;
      const key = `${path.relative(CLIENT, file)} -> ${path.relative(CLIENT, target)}`;
      if (!(key in ALLOWED)) problems.push(key);
    }
  }
  return problems;
}

describe('feature boundaries', () => {
  it('imports another feature only through its public file', () => {
    expect(deepImports()).toEqual([]);
  });
});
