import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import type { Profile } from '../../shared/schemas/auth';
import { Providers } from '../app/providers';
import { authKeys } from '../features/auth';
import { setOutboxOwner } from '../lib/offline/outbox';
import { createQueryClient } from '../lib/query-client';

export const testProfile = (overrides: Partial<Profile> = {}): Profile => ({
  _id: 'user-1',
  name: 'Ama Mensah',
  email: 'ama@example.com',
  phone: '+233241112233',
  role: 'Admin',
  timezone: 'Africa/Accra',
  account: { _id: 'account-1', name: 'Mensah Properties' },
  ...overrides,
});

/** A query client like the app's, without retries. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
    mutations: { retry: false },
  });
  return client;
}

/** Shows where the router ended up (rendered for paths the test did not declare). */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

export interface RenderAppOptions {
  /** Route path of `element` (default '/'). */
  path?: string;
  /** First URL (default: `path`). */
  url?: string;
  /** More routes; unknown paths render a location probe. */
  routes?: RouteObject[];
  /** Seeds the profile cache (null: signed out). */
  profile?: Profile | null;
  queryClient?: QueryClient;
}

/** Renders an element inside a memory router, a fresh query client and the toast container. */
export function renderApp(element: ReactElement | null, options: RenderAppOptions = {}) {
  const { path = '/', url = path, routes = [], profile, queryClient = createTestQueryClient() } = options;
  if (profile !== undefined) queryClient.setQueryData(authKeys.profile(), profile);
  // The outbox keeps the signed-in user's records (lib/offline/outbox.ts), as the app's start does.
  if (profile) setOutboxOwner({ userId: profile._id, accountId: profile.account._id });
  const router = createMemoryRouter(
    [...(element ? [{ path, element }] : []), ...routes, { path: '*', element: <LocationProbe /> }],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const view = render(
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient, user };
}
