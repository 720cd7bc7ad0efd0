import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, routes } from '../../shared/paths';
import { PAYMENT_LIST } from '../features/payments/api/use-payments';
import { apiGet, apiPost } from './api-client';
import { firstPage, listSearch } from './use-server-list';

const EARLY_SCRIPT = fs.readFileSync(path.join(__dirname, '../early-data.js'), 'utf8');

/** Runs public/early-data.js as the page at `pathname` would; answers the addresses it asked for. */
function earlyRequests(pathname: string, search = '', profileStatus = 200) {
  const fetch = vi.fn((url: string, _init?: RequestInit) =>
    Promise.resolve(new Response('{}', { status: url === api.profile ? profileStatus : 200 })),
  );
  const page: { location: { pathname: string; search: string }; earlyAnswers?: Map<string, unknown> } = {
    location: { pathname, search },
  };
  new Function('window', 'fetch', 'document', EARLY_SCRIPT)(page, fetch, document);
  return { urls: fetch.mock.calls.map(([url]) => url), answers: page.earlyAnswers };
}

afterEach(() => {
  window.earlyAnswers = undefined;
});

describe('early answers', () => {
  it('asks for what each opening screen asks for, at the same addresses as the app', () => {
    expect(earlyRequests(routes.login).urls).toEqual([api.profile, api.setup]);
    expect(earlyRequests(routes.apartmentsDashboard).urls).toEqual([api.profile, api.dashboardApartments]);
    expect(earlyRequests(routes.payments).urls).toEqual([
      api.profile,
      `${api.payments}?${listSearch(firstPage(PAYMENT_LIST))}`,
    ]);
    // A list opened on another page or filter asks for another page: only the profile is started.
    expect(earlyRequests(routes.payments, '?page=2').urls).toEqual([api.profile]);
    expect(earlyRequests(routes.tenants).urls).toEqual([api.profile]);
  });

  it("preloads the login form's code for '/', and for another screen once the profile says 401", async () => {
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      );
    const built = EARLY_SCRIPT.replace(
      /\/\* the screens\u2019 code, written by the build \*\/ \{\}/,
      JSON.stringify({ '/': ['/assets/forms.js'], [routes.payments]: ['/assets/payments.js'] }),
    );
    const run = async (pathname: string, profileStatus: number) => {
      document.head.innerHTML = '';
      const fetch = vi.fn(
        async (url: string) => new Response('{}', { status: url === api.profile ? profileStatus : 200 }),
      );
      new Function('window', 'fetch', 'document', built)(
        { location: { pathname, search: '' } },
        fetch,
        document,
      );
      await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 0));
      return preloaded();
    };
    expect(await run(routes.login, 200)).toEqual(['/assets/forms.js']);
    expect(await run(routes.payments, 200)).toEqual(['/assets/payments.js']);
    expect(await run(routes.payments, 401)).toEqual(['/assets/payments.js', '/assets/forms.js']);
    expect(await run(routes.tenants, 401)).toEqual(['/assets/forms.js']);
  });

  it('stands for the first GET of its address only, and not after a write', async () => {
    const network = vi.fn(async () => new Response(JSON.stringify({ from: 'network' })));
    vi.stubGlobal('fetch', network);
    const early = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));
    window.earlyAnswers = new Map([
      [api.setup, early({ from: 'early' })],
      [api.profile, early({ from: 'early' })],
    ]);

    expect(await apiGet(api.setup)).toEqual({ from: 'early' });
    expect(network).not.toHaveBeenCalled();
    expect(await apiGet(api.setup)).toEqual({ from: 'network' });

    await apiPost(api.login, { email: 'ama@example.com', password: 'secret-password' });
    expect(await apiGet(api.profile)).toEqual({ from: 'network' });
  });

  it('a failed early request fails the GET as the network would', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => {});
    window.earlyAnswers = new Map([[api.profile, failed]]);
    await expect(apiGet(api.profile)).rejects.toMatchObject({ status: 0 });
  });
});
