import { useRegisterSW } from 'virtual:pwa-register/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { NewVersionPrompt } from './app/new-version';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { profileQueryOptions } from './features/auth';
import { queryClient } from './lib/query-client';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

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
