import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import type { Apartment } from '../../../../shared/schemas/apartments';
import { mockFetch } from '../../../test/fetch-mock';
import { testApartment } from '../../../test/ledger-data';
import { listRequests, pageReply, queryOf } from '../../../test/paged';
import { renderApp, testProfile } from '../../../test/render';
import { ApartmentsListScreen } from './apartments-list-screen';

const APARTMENTS: Apartment[] = Array.from({ length: 20 }, (_, index) =>
  testApartment({
    _id: `apt-${index + 1}`,
    title: `Flat ${index + 1}`,
    status: index % 4 === 0 ? 'Occupied' : 'Available',
  }),
);

/** A fake server: `q` on the title, the status filter, 9 a page. */
function renderList(url: string = routes.apartments) {
  const fetchMock = mockFetch({
    [`GET ${api.apartments}`]: (_init, requested) => {
      const query = queryOf(requested);
      const matching = APARTMENTS.filter(
        (apartment) =>
          apartment.title.toLowerCase().includes((query.q ?? '').toLowerCase()) &&
          (!query.status || apartment.status === query.status),
      );
      const page = Number(query.page);
      const pageSize = Number(query.pageSize);
      return pageReply(
        matching.slice((page - 1) * pageSize, page * pageSize),
        {},
        {
          total: matching.length,
          page,
          pageSize,
        },
      );
    },
  });
  const view = renderApp(<ApartmentsListScreen />, { path: routes.apartments, url, profile: testProfile() });
  return { ...view, fetchMock };
}

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const totalCard = () => screen.getByText('Total Properties').parentElement?.textContent ?? '';

describe('Apartments list: the server pages, searches, filters and sorts (docs/lists.md)', () => {
  it('asks for one page of 9 and pages by the server total', async () => {
    const { user, fetchMock } = renderList();
    await waitFor(() => expect(titles()).toHaveLength(9));
    expect(listRequests(fetchMock, api.apartments)).toEqual([{ page: '1', pageSize: '9' }]);
    expect(totalCard()).toContain('20');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Apartments pages' })).getByRole('button', { name: '3' }),
    );
    await waitFor(() => expect(titles()).toEqual(['Flat 19', 'Flat 20']));
  });

  it('sends the status, the search and the sort; the card keeps every property and says how many match', async () => {
    const { user, fetchMock } = renderList();
    await waitFor(() => expect(titles()).toHaveLength(9));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Occupied');
    await waitFor(() => expect(titles()).toEqual(['Flat 1', 'Flat 5', 'Flat 9', 'Flat 13', 'Flat 17']));
    expect(totalCard()).toContain('20');
    expect(totalCard()).toContain('5 match the filters');
    await user.type(screen.getByRole('searchbox'), 'Flat 1');
    await waitFor(() => expect(titles()).toEqual(['Flat 1', 'Flat 13', 'Flat 17']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price, lowest first');
    await waitFor(() =>
      expect(listRequests(fetchMock, api.apartments).at(-1)).toEqual({
        page: '1',
        pageSize: '9',
        q: 'Flat 1',
        sort: 'price',
        order: 'asc',
        status: 'Occupied',
      }),
    );
    // Only whole words were searched for; the count of every property asks for one row.
    const asked = listRequests(fetchMock, api.apartments);
    expect(asked.filter((query) => query.q !== undefined && query.q !== 'Flat 1')).toEqual([]);
    expect(asked).toContainEqual({ page: '1', pageSize: '1' });
  });

  it('reads the sort from the URL', async () => {
    const { fetchMock } = renderList(`${routes.apartments}?sort=title&order=desc`);
    await waitFor(() => expect(titles()).toHaveLength(9));
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('title:desc');
    expect(listRequests(fetchMock, api.apartments)).toEqual([
      { page: '1', pageSize: '9', sort: 'title', order: 'desc' },
    ]);
  });
});
