import type { ToastContent, ToastOptions } from 'react-toastify';

type Toastify = typeof import('react-toastify');

let loading: Promise<Toastify> | undefined;
let loaded: Toastify | undefined;
let announceLoaded: (module: Toastify) => void = () => {};
const loadedOnce = new Promise<Toastify>((resolve) => {
  announceLoaded = resolve;
});

/**
 * react-toastify, loaded after the first screen rather than in the first bundle
 * (docs/decisions/152-faster-first-visit.md). Screens, which are lazy chunks, import it directly.
 */
export function loadToasts(): Promise<Toastify> {
  loading ??= importToastify().then(
    (module) => {
      loaded = module;
      announceLoaded(module);
      return module;
    },
    (error: unknown) => {
      // Its file did not come (the connection went before it was fetched): the next toast, the
      // connection coming back or the next timer asks again, and no toast is dropped meanwhile.
      loading = undefined;
      window.addEventListener('online', retryWaiting, { once: true });
      throw error;
    },
  );
  return loading;
}

/** The import itself; tests replace it to play a file that does not come. */
let importToastify = (): Promise<Toastify> => import('react-toastify');

/** Tests: the import react-toastify is loaded with. */
export function setToastifyImportForTests(load: () => Promise<Toastify>): void {
  importToastify = load;
}

/** Toasts fired while react-toastify could not be loaded, shown once it is. */
const waiting: ((module: Toastify) => void)[] = [];

function retryWaiting() {
  if (waiting.length > 0) void loadToasts().then(showWaiting, () => undefined);
}

function showWaiting(module: Toastify) {
  for (const show of waiting.splice(0)) show(module);
}

/** Resolves once react-toastify has loaded, whoever asked for it; does not load it. */
export function whenToastsLoad(): Promise<Toastify> {
  return loadedOnce;
}

/** react-toastify if it has loaded, else undefined. */
export function loadedToasts(): Toastify | undefined {
  return loaded;
}

/** Runs `show` with react-toastify now if it has loaded, else once it has. */
function withToasts(show: (module: Toastify) => void) {
  if (loaded) {
    show(loaded);
    return;
  }
  waiting.push(show);
  loadToasts().then(showWaiting, () => undefined);
}

/**
 * The toasts the first bundle and the UI kit fire (a failed mutation, a new build, the outbox's
 * report, an export or a delete), so neither brings react-toastify onto a first screen. A toast
 * fired before the container is mounted waits in react-toastify's queue and shows once it mounts.
 */
export const toast = {
  show(content: ToastContent, options?: ToastOptions) {
    withToasts((module) => module.toast(content, options));
  },
  info(content: ToastContent, options?: ToastOptions) {
    withToasts((module) => module.toast.info(content, options));
  },
  success(content: ToastContent, options?: ToastOptions) {
    withToasts((module) => module.toast.success(content, options));
  },
  error(content: ToastContent, options?: ToastOptions) {
    withToasts((module) => module.toast.error(content, options));
  },
};
