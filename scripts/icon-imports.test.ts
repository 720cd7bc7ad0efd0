import { describe, expect, it } from 'vitest';
import { iconFiles, rewriteIconImports } from './icon-imports';

const BARREL = [
  "export { default as EyeOff, default as EyeOffIcon, default as LucideEyeOff } from './icons/eye-off.mjs';",
  "export { default as Building2, default as Building2Icon, default as LucideBuilding2 } from './icons/building-2.mjs';",
  "export { default as createLucideIcon } from './createLucideIcon.mjs';",
].join('\n');
const files = iconFiles(BARREL);

describe('icon imports (build only)', () => {
  it('maps each name the barrel exports to its icon file, and nothing else', () => {
    expect(files.get('EyeOff')).toBe('eye-off');
    expect(files.get('LucideEyeOff')).toBe('eye-off');
    expect(files.get('Building2Icon')).toBe('building-2');
    expect(files.has('createLucideIcon')).toBe(false);
  });

  it('imports each icon from its own file, keeping local names and type imports', () => {
    const code =
      "import {\n  EyeOff,\n  Building2 as Home,\n  type LucideIcon,\n} from 'lucide-react';\nuse(EyeOff, Home);";
    expect(rewriteIconImports(code, files)).toBe(
      [
        "import EyeOff from 'lucide-react/icons/eye-off';",
        "import Home from 'lucide-react/icons/building-2';",
        "import { type LucideIcon } from 'lucide-react';",
        'use(EyeOff, Home);',
      ].join('\n'),
    );
  });

  it('leaves an import alone when it names something that is not an icon', () => {
    const code = "import { EyeOff, createLucideIcon } from 'lucide-react';";
    expect(rewriteIconImports(code, files)).toBe(code);
  });

  it('leaves type-only imports and other packages alone', () => {
    const code = "import type { LucideIcon } from 'lucide-react';\nimport { EyeOff } from 'other-icons';";
    expect(rewriteIconImports(code, files)).toBe(code);
  });
});
