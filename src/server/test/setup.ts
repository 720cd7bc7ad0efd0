import { afterAll, afterEach, vi } from 'vitest';
import { releaseTestDatabases } from './test-app';

// A test that makes the server print an error fails: errors are answered, not logged and ignored.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map(String).join(' | ')}`);
});

// The databases the file's apps shared (test-app.ts) go with the file.
afterAll(releaseTestDatabases);
