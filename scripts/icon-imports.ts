import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;
const BARREL_EXPORT = /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g;

/** Each icon name lucide-react exports (`EyeOff`, `EyeOffIcon`, `LucideEyeOff`) → its file (`eye-off`). */
export function iconFiles(barrelSource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names = '', file = ''] of barrelSource.matchAll(BARREL_EXPORT)) {
    for (const name of names.split(',')) {
      const alias = name.trim().split(/\s+as\s+/)[1];
      if (alias) files.set(alias, file);
    }
  }
  return files;
}

/**
 * `import { EyeOff, Plus as Add } from 'lucide-react'` → one `lucide-react/icons/<file>` import per
 * icon (a path the package exports). Type imports stay on the barrel; an import naming anything that
 * is not an icon is left as it is.
 */
export function rewriteIconImports(code: string, files: Map<string, string>): string {
  return code.replace(BARREL_IMPORT, (whole, specifiers: string) => {
    const names = specifiers
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const types = names.filter((name) => name.startsWith('type '));
    const values = names
      .filter((name) => !name.startsWith('type '))
      .map((name) => {
        const [imported = '', local = imported] = name.split(/\s+as\s+/);
        return { local, file: files.get(imported) };
      });
    if (values.some((value) => !value.file)) return whole;
    return [
      ...values.map(({ local, file }) => `import ${local} from 'lucide-react/icons/${file}';`),
      ...(types.length ? [`import { ${types.join(', ')} } from 'lucide-react';`] : []),
    ].join('\n');
  });
}

/**
 * Build only: the app imports icons from the lucide-react barrel, which imports every icon, so the
 * bundler cannot tell which screen uses which icon and gives each one a chunk of its own (a request
 * each over 3G). Importing each icon from its own file makes the module graph say who uses it, and
 * the chunk plan (./chunk-plan.ts) can place it (docs/decisions/104-first-visit-chunks.md).
 */
export function iconImports(): Plugin {
  const require = createRequire(import.meta.url);
  const barrel = require.resolve('lucide-react').replace(/cjs[\\/]lucide-react\.js$/, 'esm/lucide-react.mjs');
  const files = iconFiles(fs.readFileSync(barrel, 'utf8'));
  return {
    name: 'icon-imports',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]src[\\/]client[\\/].*\.tsx?$/, code: 'lucide-react' },
      handler(code) {
        const rewritten = rewriteIconImports(code, files);
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}
