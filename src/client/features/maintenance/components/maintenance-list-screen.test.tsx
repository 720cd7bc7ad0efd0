import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import type { MaintenanceRecord } from '../../../../shared/schemas/maintenance';
import { mockFetch } from '../../../test/fetch-mock';
import { testMaintenance } from '../../../test/hire-data';
import { renderApp, testProfile } from '../../../test/render';
import { MaintenanceListScreen } from './maintenance-list-screen';

/** The query strings the screen sent to the maintenance list. */
const requests = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === api.maintenanceRecords)
    .map((url) => url.search.slice(1));

/** A server holding 12 records (3 pending, 4 ongoing, 5 completed) that answers pages. */
function renderList(url: string = routes.maintenance) {
  const records: MaintenanceRecord[] = [
    testMaintenance({ _id: 'm-1', cost: 250 }),
    testMaintenance({ _id: 'm-2', cost: 1200.5, issue: ['Gearbox'] }),
  ];
  const byStatus: Record<string, number> = { pending: 3, ongoing: 4, completed: 5 };
  const fetchMock = mockFetch({
    [`GET ${api.maintenanceRecords}`]: (_init, requested) => {
      const query = new URL(requested, 'http://localhost').searchParams;
      const status = query.get('status');
      const pageSize = Number(query.get('pageSize'));
      return {
        body: {
          items: records.slice(0, pageSize),
          total: status ? (byStatus[status] ?? 0) : 12,
          page: Number(query.get('page')),
          pageSize,
          totals: { cost: 1450.5 },
        },
      };
    },
  });
  return {
    ...renderApp(<MaintenanceListScreen />, { path: routes.maintenance, url, profile: testProfile() }),
    fetchMock,
  };
}

describe('Maintenance list: pages from the server (docs/lists.md)', () => {
  it('shows the page the server answers, the counts of every status, and pages by the total', async () => {
    const { fetchMock } = renderList(`${routes.maintenance}?page=2`);
    await screen.findByRole('table', { name: 'Maintenance records' });
    expect((await screen.findAllByText('Gearbox')).length).toBeGreaterThan(0);
    const summary = screen.getByRole('region', { name: 'Maintenance summary' });
    await waitFor(() =>
      expect(summary.textContent).toMatch(/Total Records\s*12.*Pending\s*3.*Ongoing\s*4.*Completed\s*5/),
    );
    expect(requests(fetchMock)).toEqual(
      expect.arrayContaining([
        'page=2&pageSize=5',
        'page=1&pageSize=1',
        'page=1&pageSize=1&status=pending',
        'page=1&pageSize=1&status=ongoing',
        'page=1&pageSize=1&status=completed',
      ]),
    );
    // 12 records, 5 a page: three pages.
    const pages = screen.getByRole('navigation', { name: 'Maintenance pages' });
    expect(within(pages).getByRole('button', { name: /3/ })).toBeTruthy();
    // Never the whole list.
    expect(requests(fetchMock).every((query) => query.includes('page='))).toBe(true);
  });

  it('asks the server to search as you type, filter by status and sort by cost', async () => {
    const { user, fetchMock } = renderList();
    await screen.findByRole('table', { name: 'Maintenance records' });
    await user.type(screen.getByRole('searchbox', { name: /Search by registration number/ }), 'gear');
    await waitFor(() => expect(requests(fetchMock)).toContain('page=1&pageSize=5&q=gear'));
    expect(requests(fetchMock)).not.toContain('page=1&pageSize=5&q=g');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'ongoing');
    await waitFor(() => expect(requests(fetchMock)).toContain('page=1&pageSize=5&q=gear&status=ongoing'));
    await user.click(screen.getByRole('button', { name: /Cost \(GHC\)/ }));
    await waitFor(() =>
      expect(requests(fetchMock)).toContain('page=1&pageSize=5&q=gear&sort=cost&order=desc&status=ongoing'),
    );
  });
});
