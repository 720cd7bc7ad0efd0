import { format } from 'node:util';
import { cleanup } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, vi } from 'vitest';

// Any console.error (React warnings, failed prop types, act() problems…) fails the test.
console.error = (...args: unknown[]) => {
  throw new Error(`console.error was called: ${format(...args)}`);
};

afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
