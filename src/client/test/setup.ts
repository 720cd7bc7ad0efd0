import 'fake-indexeddb/auto';
import { format } from 'node:util';
import { cleanup } from '@testing-library/react';
import HTMLElementConfig from 'happy-dom/lib/config/HTMLElementConfig.js';
import HTMLElementConfigContentModelEnum from 'happy-dom/lib/config/HTMLElementConfigContentModelEnum.js';
import { toast } from 'react-toastify';
import { afterEach, vi } from 'vitest';
import { resetConnectionForTests } from '../lib/connection';
import { resetOutboxForTests } from '../lib/offline/outbox';
import { loadToasts } from '../lib/toast';

// The app loads react-toastify after its first screen (lib/toast.ts); tests have it from the start,
// so a test's toasts show as soon as they are fired.
await loadToasts();

// Any console.error (React warnings, failed prop types, act() problems…) fails the test.
console.error = (...args: unknown[]) => {
  throw new Error(`console.error was called: ${format(...args)}`);
};

// happy-dom does not know the HTML `<search>` element (the list screens' filter landmark) and makes
// it an HTMLUnknownElement, which React reports as an error; browsers know it.
HTMLElementConfig.search ??= {
  className: 'HTMLElement',
  contentModel: HTMLElementConfigContentModelEnum.anyDescendants,
};

// Nor does it have `select.size` and `option.defaultSelected`: react-hook-form then takes every
// select for one the user changed before the form was ready, and keeps its first option instead of
// the form's default value (a payment's stored method). Browsers answer these from the attributes.
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      const size = Number.parseInt(this.getAttribute('size') ?? '', 10);
      return Number.isNaN(size) || size < 0 ? 0 : size;
    },
  });
}
if (!('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
  });
}

afterEach(async () => {
  cleanup();
  // Records a test queued (the outbox is one IndexedDB per test file) are not the next test's.
  await resetOutboxForTests();
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A test whose fetch got no answer marks the app offline (lib/connection.ts): not the next test.
  resetConnectionForTests();
});
