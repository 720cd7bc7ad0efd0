import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// npm 12 runs a dependency's install scripts only when package.json's allowScripts names it
// (docs/decisions/074-npm-allow-scripts.md). This keeps the policy and the lockfile in step.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const manifest = read('package.json') as { allowScripts?: Record<string, boolean | string> };
const lockfile = read('package-lock.json') as {
  packages: Record<string, { hasInstallScript?: boolean; optional?: boolean }>;
};

/**
 * Packages whose install script is left blocked on purpose, with the reason. Empty today: both
 * packages with install scripts need theirs (decision 074).
 */
const NOT_NEEDED: Record<string, string> = {};

/** `node_modules/a/node_modules/@scope/b` → `@scope/b`. */
const nameOf = (location: string) =>
  location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);

const withInstallScripts = [
  ...new Set(
    Object.entries(lockfile.packages)
      .filter(([location, entry]) => location.includes('node_modules/') && entry.hasInstallScript)
      .map(([location]) => nameOf(location)),
  ),
].sort();
const lockedNames = new Set(
  Object.keys(lockfile.packages)
    .filter((location) => location.includes('node_modules/'))
    .map(nameOf),
);
const allowScripts = manifest.allowScripts ?? {};

describe('allowScripts in package.json', () => {
  it('covers every locked package with an install script, or says why it is not needed', () => {
    const uncovered = withInstallScripts.filter(
      (name) => allowScripts[name] === undefined && NOT_NEEDED[name] === undefined,
    );
    expect(uncovered).toEqual([]);
  });

  it('lets the install scripts of better-sqlite3 (the embedded database) and esbuild run', () => {
    expect(withInstallScripts).toEqual(['better-sqlite3', 'esbuild']);
    expect(allowScripts).toEqual({ 'better-sqlite3': true, esbuild: true });
  });

  it('names only packages the lockfile installs, each of them with an install script', () => {
    for (const name of Object.keys(allowScripts)) {
      expect(lockedNames.has(name), `${name} is in the lockfile`).toBe(true);
      expect(withInstallScripts, `${name} has an install script`).toContain(name);
    }
    for (const name of Object.keys(NOT_NEEDED)) expect(withInstallScripts).toContain(name);
  });

  it('allows by name with true: the lockfile has no resolved URLs, so a pinned entry would never match', () => {
    for (const value of Object.values(allowScripts)) expect(value).toBe(true);
  });
});
