import { useEffect } from 'react';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { Button } from '../components/ui/button';
import { toast } from '../lib/toast';

/** How often an open app asks the server whether a new build is out. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;
const TOAST_ID = 'new-version';

/** The toast's text and its one button. */
export function NewVersionToast({ onReload }: { onReload: () => void }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <p>A new version is ready</p>
      <Button variant="secondary" onClick={onReload}>
        Reload
      </Button>
    </div>
  );
}

/**
 * The plugin's `useRegisterSW` (virtual:pwa-register/react), which exists only in a build: main.tsx
 * passes it in, tests a fake.
 */
export type RegisterHook = (options: RegisterSWOptions) => {
  needRefresh: [boolean, unknown];
  updateServiceWorker: (reloadPage?: boolean) => Promise<void>;
};

/**
 * Registers the service worker and says so when a new build has been fetched in the background
 * (docs/decisions/142-installable-app-shell.md). The new build only takes over when the user presses
 * 'Reload': until then this page keeps running the files of the build it opened with. The toast
 * stays until then; an open app looks for a new build every hour and whenever it comes back to the
 * screen, since a single-page app seldom loads a page the browser would check on.
 */
export function NewVersionPrompt({ useRegister }: { useRegister: RegisterHook }) {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegister({
    onRegisteredSW(_url, registration) {
      if (registration) watchForUpdates(registration);
    },
    // Without a service worker the app works as before, online only: nothing to tell the user.
    onRegisterError() {},
  });

  useEffect(() => {
    if (!needRefresh) return;
    toast.show(<NewVersionToast onReload={() => void updateServiceWorker(true)} />, {
      toastId: TOAST_ID,
      autoClose: false,
      closeOnClick: false,
      draggable: false,
    });
  }, [needRefresh, updateServiceWorker]);

  return null;
}

function watchForUpdates(registration: ServiceWorkerRegistration) {
  const check = () => {
    // Offline or a server being restarted: the next check will do.
    if (navigator.onLine) registration.update().catch(() => {});
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
