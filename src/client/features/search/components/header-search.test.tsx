import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import type { SearchAnswer, SearchResult } from '../../../../shared/schemas/search';
import { TopBar } from '../../../app/layout/top-bar';
import { mockFetch } from '../../../test/fetch-mock';
import { renderApp, testProfile } from '../../../test/render';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';
import { HeaderSearch, SEARCH_LABEL } from './header-search';

const RESULTS: SearchResult[] = [
  {
    kind: 'tenant',
    id: 't1',
    label: 'Akosua Mensah',
    subLabel: '+233 24 111 2233 · Flat 2',
    route: routes.tenant('t1'),
  },
  { kind: 'unit', id: 'u1', label: 'Akos Court', subLabel: 'East Legon', route: routes.editApartment('u1') },
  {
    kind: 'receipt',
    id: 'p1',
    label: 'RCT-000123',
    subLabel: 'Akosua Mensah · GHC 800.00',
    route: routes.receipt('p1'),
  },
];

/** The search endpoint answering RESULTS for any search, remembering what it was asked. */
function mockSearch(results: SearchResult[] = RESULTS) {
  const asked: string[] = [];
  const fetchMock = mockFetch({
    [`GET ${api.search}`]: (_init, url) => {
      const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
      asked.push(q);
      return { body: { q, results } satisfies SearchAnswer };
    },
  });
  return { asked, fetchMock };
}

const box = () => screen.getByRole('combobox', { name: SEARCH_LABEL });

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('HeaderSearch', () => {
  it('asks the server once typing pauses, and shows the results grouped by kind', async () => {
    const { asked } = mockSearch();
    const { user } = renderApp(<HeaderSearch />);
    await user.type(box(), 'akos');
    await screen.findAllByRole('option');
    const list = screen.getByRole('listbox', { name: 'Search results' });
    expect(asked).toEqual(['akos']);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().getAttribute('aria-controls')).toBe(list.id);
    const groups = within(list).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toHaveLength(3);
    expect(groups.map((group) => group.textContent?.slice(0, 8))).toEqual([
      'TenantsA',
      'UnitsAko',
      'Receipts',
    ]);
    expect(within(groups[0] as HTMLElement).getByRole('option').textContent).toContain('+233 24 111 2233');
  });

  it('asks nothing below two characters', async () => {
    const { asked } = mockSearch();
    const { user } = renderApp(<HeaderSearch />);
    await user.type(box(), ' a ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('moves with the arrows, wraps round, and opens the highlighted record with Enter', async () => {
    mockSearch();
    const { user } = renderApp(<HeaderSearch />);
    await user.type(box(), 'akos');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    await user.keyboard('{ArrowUp}');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('location')).textContent).toBe(routes.editApartment('u1'));
  });

  it('closes with Escape, and opens a record with a click', async () => {
    mockSearch();
    const { user } = renderApp(<HeaderSearch />);
    await user.type(box(), 'rct-123');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((box() as HTMLInputElement).value).toBe('rct-123');
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: /RCT-000123/ }));
    expect((await screen.findByTestId('location')).textContent).toBe(routes.receipt('p1'));
  });

  it('says so when nothing matches', async () => {
    mockSearch([]);
    const { user } = renderApp(<HeaderSearch />);
    await user.type(box(), 'zzz');
    expect((await screen.findByText('No matches for “zzz”')).getAttribute('role')).toBe('status');
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('shows the server’s message when the search fails', async () => {
    mockFetch({
      [`GET ${api.search}`]: { status: 400, body: { message: 'q must be at most 200 characters' } },
    });
    const { user } = renderApp(<HeaderSearch />);
    await user.type(box(), 'abc');
    expect(await screen.findByText('q must be at most 200 characters')).toBeTruthy();
  });
});

describe('the top bar’s search', () => {
  it('is a box on desktops', async () => {
    mockSearch();
    renderApp(<TopBar menuOpen={false} onOpenMenu={() => undefined} />, { profile: testProfile() });
    expect(await screen.findByRole('combobox', { name: SEARCH_LABEL })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
  });

  it('is an icon on phones that opens the box across the screen, closed when a record opens', async () => {
    setViewportWidth(PHONE_WIDTH);
    mockSearch();
    const { user } = renderApp(<TopBar menuOpen={false} onOpenMenu={() => undefined} />, {
      profile: testProfile(),
    });
    const opener = await screen.findByRole('button', { name: 'Search' });
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(opener);
    expect(screen.getByTestId('search-panel')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(box()));
    await user.keyboard('akos');
    await user.click(await screen.findByRole('option', { name: /Flat 2/ }));
    expect(screen.queryByTestId('search-panel')).toBeNull();
    expect((await screen.findByTestId('location')).textContent).toBe(routes.tenant('t1'));
  });

  it('on phones, Escape on an empty box closes the panel', async () => {
    setViewportWidth(PHONE_WIDTH);
    mockSearch();
    const { user } = renderApp(<TopBar menuOpen={false} onOpenMenu={() => undefined} />, {
      profile: testProfile(),
    });
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('search-panel')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
  });
});
