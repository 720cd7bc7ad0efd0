/**
 * Screens speak to users, never of environment variables (decision 067): those belong in the
 * README's Configuration table. No variable named there appears anywhere in the client's or the
 * shared code (comments included: the simplest rule that cannot miss a string a screen shows).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const SCANNED = ['src/client', 'src/shared'].map((dir) => path.join(ROOT, dir));

/** The variables in the first column of the README's Configuration table (`NAME`, `OTHER`). */
function readmeVariables(readme: string): string[] {
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) =>
      [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] as string),
    );
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** `file:line: NAME` for each variable named in a file; a name inside a longer one (`E2E_PORT`) is not it. */
function variablesNamed(files: { file: string; text: string }[], variables: string[]): string[] {
  const pattern = new RegExp(`(?<![A-Za-z0-9_])(${variables.join('|')})(?![A-Za-z0-9_])`, 'g');
  return files.flatMap(({ file, text }) =>
    text
      .split('\n')
      .flatMap((line, index) => [...line.matchAll(pattern)].map((m) => `${file}:${index + 1}: ${m[1]}`)),
  );
}

const variables = readmeVariables(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8'));

describe('screen texts name no environment variable (decision 067)', () => {
  it("reads the README's Configuration table", () => {
    expect(variables).toEqual(
      expect.arrayContaining(['PORT', 'SMS_PROVIDER', 'ADMIN_PASSWORD', 'REMINDER_TIME']),
    );
    expect(variables.length).toBeGreaterThanOrEqual(18);
  });

  it('finds a variable in a text, but not inside a longer name', () => {
    const files = [
      {
        file: 'a.ts',
        text: "const note = 'Set SMS_PROVIDER to hubtel';\nconst E2E_PORT = 1;\nconst SMS_LENGTH = 160;",
      },
    ];
    expect(variablesNamed(files, variables)).toEqual(['a.ts:1: SMS_PROVIDER']);
  });

  it('finds none in src/client or src/shared', () => {
    const files = SCANNED.flatMap(sourceFiles).map((file) => ({
      file: path.relative(ROOT, file),
      text: fs.readFileSync(file, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(100);
    expect(variablesNamed(files, variables)).toEqual([]);
  });
});
