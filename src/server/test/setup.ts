import { afterEach, vi } from 'vitest';

// A test that makes the server print an error fails: errors are answered, not logged and ignored.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map(String).join(' | ')}`);
});
