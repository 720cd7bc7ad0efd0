import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtStamp, STAMP_FILE, sourceStamp, writeStamp } from './build-stamp.mjs';

describe('the build stamp', () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-stamp-'));
    write('src/server/server.ts', 'export {};\n');
    write('src/client/index.html', '<!doctype html>\n');
    write('package-lock.json', '{}\n');
    write('vite.config.ts', 'export default {};\n');
  });

  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('is the same for the same sources, and counts their files', () => {
    const first = sourceStamp(root);
    expect(first.files).toBe(4);
    expect(sourceStamp(root)).toEqual(first);
    // The time a file was written does not count, only what it holds.
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'src/server/server.ts'), later, later);
    expect(sourceStamp(root)).toEqual(first);
  });

  it.each([
    ['a source edited', () => write('src/server/server.ts', 'export const changed = 1;\n')],
    ['a source added', () => write('src/shared/new.ts', 'export {};\n')],
    ['a source removed', () => fs.rmSync(path.join(root, 'src/client/index.html'))],
    [
      'a source renamed',
      () => fs.renameSync(path.join(root, 'src/server/server.ts'), path.join(root, 'src/server/main.ts')),
    ],
    ['a dependency updated', () => write('package-lock.json', '{"lockfileVersion":3}\n')],
    ['the bundler configured', () => write('vite.config.ts', 'export default { base: "/" };\n')],
    ['a script the build imports', () => write('scripts/chunk-plan.ts', 'export {};\n')],
  ])('changes with %s', (_name, change) => {
    const before = sourceStamp(root).stamp;
    change();
    expect(sourceStamp(root).stamp).not.toBe(before);
  });

  it.each([
    ['a test edited', () => write('src/server/server.test.ts', 'it.todo("x");\n')],
    ['a file outside the build', () => write('README.md', '# Notes\n')],
    ['the build itself', () => write('dist/server/server.js', 'export {};\n')],
  ])('stays with %s', (_name, change) => {
    const before = sourceStamp(root).stamp;
    change();
    expect(sourceStamp(root).stamp).toBe(before);
  });

  it('is written into the build, and read back until the sources change', () => {
    expect(builtStamp(root)).toBeUndefined();
    const written = writeStamp(root);
    expect(fs.existsSync(path.join(root, STAMP_FILE))).toBe(true);
    expect(builtStamp(root)).toBe(written);
    expect(builtStamp(root)).toBe(sourceStamp(root).stamp);
    write('src/shared/pulled.ts', 'export {};\n');
    expect(builtStamp(root)).not.toBe(sourceStamp(root).stamp);
  });

  it('reads a damaged stamp as none (the next start builds)', () => {
    write(STAMP_FILE, '{ not json');
    expect(builtStamp(root)).toBeUndefined();
  });
});
