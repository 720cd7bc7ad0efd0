import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { TOAST_MS } from '../../shared/constants';
import { queryClient as appQueryClient, refreshOnDataChanges } from '../lib/query-client';
import { loadedToasts, loadToasts, whenToastsLoad } from '../lib/toast';

/** How long after the page's load event react-toastify loads, unless a toast asks for it sooner. */
export const TOASTS_AFTER_LOAD_MS = 1000;

/**
 * react-toastify's container (its script brings its own styles). It is not in the first bundle: it
 * loads once the first screen's files are in (a second after the page's load event) or as soon as
 * the app fires a toast, and toasts fired before it mounts wait in react-toastify's queue
 * (docs/decisions/152-faster-first-visit.md).
 */
function useToastContainer() {
  const [toastify, setToastify] = useState(loadedToasts);
  useEffect(() => {
    if (toastify) return;
    let mounted = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void whenToastsLoad().then((module) => {
      if (mounted) setToastify(module);
    });
    const loadSoon = () => {
      // A file that does not come (offline) is asked for again by the next toast (lib/toast.ts).
      timer = setTimeout(() => loadToasts().catch(() => undefined), TOASTS_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') loadSoon();
    else window.addEventListener('load', loadSoon, { once: true });
    return () => {
      mounted = false;
      clearTimeout(timer);
      window.removeEventListener('load', loadSoon);
    };
  }, [toastify]);
  return toastify?.ToastContainer;
}

/**
 * Query cache and toasts (top right, 3000 ms unless a toast asks for longer). While mounted, the
 * client refreshes whatever data each write's answer says it changed.
 */
export function Providers({
  children,
  client = appQueryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  useEffect(() => refreshOnDataChanges(client), [client]);
  const ToastContainer = useToastContainer();
  return (
    <QueryClientProvider client={client}>
      {children}
      {ToastContainer ? (
        <ToastContainer position="top-right" autoClose={TOAST_MS.short} newestOnTop closeOnClick />
      ) : null}
    </QueryClientProvider>
  );
}
