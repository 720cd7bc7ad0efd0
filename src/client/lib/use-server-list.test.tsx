import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, type MockReply, mockFetch } from '../test/fetch-mock';
import { listSearches, pageOf } from '../test/paged';
import { renderApp } from '../test/render';
import { listSearch, pageCountOf, useServerList } from './use-server-list';

interface Person {
  _id: string;
  name: string;
}

const PATH = '/api/people';
const PEOPLE: Person[] = Array.from({ length: 7 }, (_, index) => ({
  _id: `p${index + 1}`,
  name: `Person ${index + 1}`,
}));

/** A fake server: filters by `q` on the name, pages by `page`/`pageSize`, sums nothing but counts. */
function serve(url: string): MockReply {
  const query = new URL(url, 'http://localhost').searchParams;
  const q = (query.get('q') ?? '').toLowerCase();
  const matching = PEOPLE.filter((person) => person.name.toLowerCase().includes(q));
  return pageOf(matching, url, { count: matching.length * 100 });
}

function Harness() {
  const list = useServerList<Person, { count: number }>({
    path: PATH,
    pageSize: 3,
    filters: ['status'],
    queryKey: (request) => ['people', 'page', request],
  });
  return (
    <div>
      <input
        aria-label="Search"
        value={list.params.search}
        onChange={(e) => list.params.setSearch(e.target.value)}
      />
      <ul aria-label="People">
        {list.items.map((person) => (
          <li key={person._id}>{person.name}</li>
        ))}
      </ul>
      <p data-testid="summary">
        {list.isPending
          ? 'loading'
          : `${list.total} found, ${list.totals?.count}, page ${list.page} of ${list.pageCount}`}
      </p>
      <p data-testid="stale">{list.isPlaceholderData ? 'stale' : 'fresh'}</p>
      <button type="button" onClick={() => list.params.setPage(list.page + 1)}>
        Next
      </button>
    </div>
  );
}

/** The query strings of the list requests made so far. */
function requests(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return listSearches(fetchMock, PATH);
}

const names = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('useServerList', () => {
  it('asks the server for the page in the URL, with its search, sort and filters, and shows total and totals', async () => {
    const fetchMock = mockFetch({ [`GET ${PATH}`]: (_init, url) => serve(url) });
    renderApp(<Harness />, {
      path: '/people',
      url: '/people?q=person&page=2&sort=name&order=desc&status=Paid&other=x',
    });
    await waitFor(() => expect(names()).toEqual(['Person 4', 'Person 5', 'Person 6']));
    expect(screen.getByTestId('summary').textContent).toBe('7 found, 700, page 2 of 3');
    // Only the named filters are sent; the whole list is never asked for.
    expect(requests(fetchMock)).toEqual(['page=2&pageSize=3&q=person&sort=name&order=desc&status=Paid']);
  });

  it('asks once, about 250 ms after the last key, and goes back to page 1', async () => {
    const fetchMock = mockFetch({ [`GET ${PATH}`]: (_init, url) => serve(url) });
    const { user } = renderApp(<Harness />, { path: '/people', url: '/people?page=2' });
    await waitFor(() => expect(names()).toEqual(['Person 4', 'Person 5', 'Person 6']));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'son 7');
    // The field shows every key at once; the server has not been asked yet.
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('son 7');
    expect(requests(fetchMock)).toEqual(['page=2&pageSize=3']);
    await waitFor(() => expect(names()).toEqual(['Person 7']));
    expect(requests(fetchMock)).toEqual(['page=2&pageSize=3', 'page=1&pageSize=3&q=son+7']);
    expect(screen.getByTestId('summary').textContent).toBe('1 found, 100, page 1 of 1');
  });

  it('keeps the previous page on screen while the next one loads', async () => {
    const next = deferred<MockReply>();
    mockFetch({
      [`GET ${PATH}`]: (_init, url) => (url.includes('page=2') ? next.promise : serve(url)),
    });
    const { user } = renderApp(<Harness />, { path: '/people' });
    await waitFor(() => expect(names()).toEqual(['Person 1', 'Person 2', 'Person 3']));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('stale').textContent).toBe('stale'));
    expect(names()).toEqual(['Person 1', 'Person 2', 'Person 3']);
    next.resolve(serve(`${PATH}?page=2&pageSize=3`));
    await waitFor(() => expect(names()).toEqual(['Person 4', 'Person 5', 'Person 6']));
    expect(screen.getByTestId('stale').textContent).toBe('fresh');
  });
});

it('goes to the last page when the page asked for is past the end (an old link, the last row deleted)', async () => {
  const fetchMock = mockFetch({ [`GET ${PATH}`]: (_init, url) => serve(url) });
  const { router } = renderApp(<Harness />, { path: '/people', url: '/people?page=9' });
  await waitFor(() => expect(names()).toEqual(['Person 7']));
  expect(router.state.location.search).toBe('?page=3');
  expect(requests(fetchMock)).toEqual(['page=9&pageSize=3', 'page=3&pageSize=3']);
});

describe('listSearch and pageCountOf', () => {
  it('leaves out empty values and trims the search', () => {
    expect(
      listSearch({ page: 1, pageSize: 8, q: '  ', filters: { status: '', method: 'momo' } }).toString(),
    ).toBe('page=1&pageSize=8&method=momo');
    expect(listSearch({ page: 3, pageSize: 8, q: ' Ama ', sort: 'Date', order: 'asc' }).toString()).toBe(
      'page=3&pageSize=8&q=Ama&sort=Date&order=asc',
    );
  });

  it('counts at least one page and a last partial page', () => {
    expect([pageCountOf(0, 8), pageCountOf(8, 8), pageCountOf(9, 8)]).toEqual([1, 1, 2]);
  });
});
