import { useRegisterSW } from 'virtual:pwa-register/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { NewVersionPrompt } from './app/new-version';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { profileQueryOptions } from './features/auth';
import { startConnectionWatch } from './lib/connection';
import { followSignedInUser } from './lib/offline/outbox-owner';
import { keepSavedData, restoreSavedData } from './lib/offline/saved-data';
import { queryClient } from './lib/query-client';
import './index.css';

/** Runs `then` once the page and the files it preloads have come (its load event). */
function afterPageLoad(then: () => void) {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

/** Runs `then` once, as soon as the profile query holds a signed-in user. */
function whenSignedIn(then: () => void) {
  const signedIn = () => Boolean(queryClient.getQueryData(profileQueryOptions().queryKey));
  if (signedIn()) return then();
  const stop = queryClient.getQueryCache().subscribe(() => {
    if (!signedIn()) return;
    stop();
    then();
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

startConnectionWatch();

// What the signed-in user saw last is put back first, so it shows offline too
// (docs/decisions/144-reading-offline.md); then the cache is kept saved while the app runs.
void restoreSavedData(queryClient).then(() => {
  keepSavedData(queryClient);
  // The signed-in user's waiting records show from the start (docs/offline.md §3).
  followSignedInUser(queryClient);
  // Records made offline are sent when the server can be reached (docs/offline.md §3), by code loaded
  // once the page's own files have come and someone is signed in: the first screen does not need it,
  // and nothing is sent signed out (docs/decisions/179-opening-code-in-fewer-files.md).
  afterPageLoad(() =>
    whenSignedIn(() => {
      void import('./lib/offline/outbox-start').then(({ startSending }) => startSending(queryClient));
    }),
  );
  // The profile is loaded when the app starts (docs/screens.md §4), alongside the route's code rather
  // than after it.
  void queryClient.prefetchQuery(profileQueryOptions());

  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createAppRouter()} />
        <NewVersionPrompt useRegister={useRegisterSW} />
      </Providers>
    </StrictMode>,
  );
});
