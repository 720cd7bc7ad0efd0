import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type MockHandler, mockFetch } from '../test/fetch-mock';
import { createTestQueryClient, testProfile } from '../test/render';
import { Providers } from './providers';
import { RootLayout } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';
import { appRoutes } from './router';

function renderAt(url: string, handlers: Record<string, MockHandler>) {
  mockFetch(handlers);
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  render(
    <Providers client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const signedIn = { 'GET /api/view/profile_info': { body: testProfile({ role: 'Staff' }) } };
const signedOut = {
  'GET /api/view/profile_info': { status: 401, body: { message: 'Please sign in to continue' } },
  'GET /api/setup': { body: { needed: false, signup: false } },
};

describe('routes', () => {
  it('/ shows the login form once a user exists', async () => {
    renderAt('/', signedOut);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('/ shows the first-run setup form while no user exists', async () => {
    renderAt('/', { 'GET /api/setup': { body: { needed: true, signup: false } } });
    expect(await screen.findByRole('heading', { name: 'Create the administrator account' })).toBeTruthy();
    expect(screen.getByLabelText(/^Confirm password/)).toBeTruthy();
  });

  it("/ offers 'Create an account', leading to /signup, when the server allows sign-up", async () => {
    const router = renderAt('/', {
      ...signedOut,
      'GET /api/setup': { body: { needed: false, signup: true } },
    });
    const link = await screen.findByRole('link', { name: 'Create an account' });
    link.click();
    expect(await screen.findByRole('form', { name: 'Sign up' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('/signup says sign-up is closed when the server does not allow it', async () => {
    renderAt('/signup', signedOut);
    expect(await screen.findByRole('heading', { name: 'Sign-up is closed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/');
  });

  it('sends signed-out visitors of the signed-in area to /', async () => {
    const router = renderAt('/home', signedOut);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('/home shows the landing screen inside the apartment shell', async () => {
    renderAt('/home', signedIn);
    expect(await screen.findByRole('heading', { name: 'Welcome to Your Property Manager' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apartment Management' }).getAttribute('href')).toBe(
      '/apartments/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Car Rental Management' }).getAttribute('href')).toBe(
      '/vehicles/dashboard',
    );
    expect(screen.getByText('Property Manager')).toBeTruthy();
  });

  it('redirects the singular payment list path to the plural one', async () => {
    const router = renderAt('/apartment/payment/list?q=ama', signedIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/apartments/payment/list'));
    expect(router.state.location.search).toBe('?q=ama');
  });

  it('opens a tenant page, and the arrears screen, inside the apartment shell', async () => {
    renderAt('/apartments/tenant/rent-1', {
      ...signedIn,
      'GET /api/tenancies/rent-1/ledger': { status: 404, body: { message: 'Rent record not found' } },
      'GET /api/arrears': { body: [] },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await screen.findByText('Failed to load tenant data.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tenants' }).getAttribute('aria-current')).toBe('page');
    cleanup();
    renderAt('/apartments/arrears', { ...signedIn, 'GET /api/arrears': { body: [] } });
    expect(await screen.findByRole('heading', { name: 'Arrears', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Arrears' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows Page not found for unknown paths, with a link home', async () => {
    renderAt('/no/such/page', signedIn);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/home');
  });

  it('shows the error screen with a Reload button when a screen crashes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Crash = () => {
      throw new Error('Cannot read the rent');
    };
    mockFetch({});
    const router = createMemoryRouter([
      {
        path: '/',
        Component: RootLayout,
        errorElement: <RouteErrorScreen />,
        children: [{ index: true, Component: Crash }],
      },
    ]);
    render(
      <Providers client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Cannot read the rent')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
