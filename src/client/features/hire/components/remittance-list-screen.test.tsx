import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import { mockFetch } from '../../../test/fetch-mock';
import { testRemittance } from '../../../test/hire-data';
import { listRequests, pageReply } from '../../../test/paged';
import { renderApp } from '../../../test/render';
import { RemittanceListScreen } from './remittance-list-screen';

const REMITTANCES = [
  testRemittance(),
  testRemittance({
    _id: 'rem-8',
    contractId: 'con-2',
    contract: {
      _id: 'con-2',
      type: 'work_and_pay',
      hirerName: 'Esi Owusu',
      vehicle: { _id: 'veh-2', make: 'Nissan', model: 'Urvan', vehicleRegNum: 'GT 5678-22' },
    },
    amount: 150.5,
    method: 'Mobile Money',
    receiptNumber: 'RCT-000041',
    balanceAfter: 1200,
  }),
];

function renderList(url: string = routes.remittanceList) {
  const fetchMock = mockFetch({
    [`GET ${api.remittances}`]: pageReply(REMITTANCES, { amount: 450.5 }, { total: 37, pageSize: 10 }),
  });
  return { ...renderApp(<RemittanceListScreen />, { path: routes.remittanceList, url }), fetchMock };
}

describe('Remittance list (docs/lists.md)', () => {
  it('asks the server for its first page, newest first, and shows the total and sum of every match', async () => {
    const { fetchMock } = renderList();
    const table = await screen.findByRole('table', { name: 'Remittances' });
    expect(listRequests(fetchMock, api.remittances)).toEqual([{ page: '1', pageSize: '10' }]);
    expect(screen.getByText('37 remittances')).toBeTruthy();
    expect(screen.getByText('Total Received: ₵450.50')).toBeTruthy();
    expect(within(table).getByText('GT 5678-22')).toBeTruthy();
    const receipt = within(table).getByRole('link', { name: 'View receipt RCT-000041' });
    expect(receipt.getAttribute('href')).toBe(routes.vehicleReceipt('rem-8'));
    const hirer = within(table).getByRole('link', { name: 'Esi Owusu' });
    expect(hirer.getAttribute('href')).toBe(routes.contract('con-2'));
    const date = within(table).getByRole('columnheader', { name: /Date/ });
    expect(date.getAttribute('aria-sort')).toBe('descending');
  });

  it('sends the search, the method, the days and the sort from the URL, and exports the same', async () => {
    const { fetchMock } = renderList(
      `${routes.remittanceList}?q=kofi&method=Cash&from=2026-03-01&to=2026-03-31&sort=amount&order=asc`,
    );
    await screen.findByRole('table', { name: 'Remittances' });
    expect(listRequests(fetchMock, api.remittances)).toEqual([
      {
        page: '1',
        pageSize: '10',
        q: 'kofi',
        sort: 'amount',
        order: 'asc',
        method: 'Cash',
        from: '2026-03-01',
        to: '2026-03-31',
      },
    ]);
    const exportButton = screen.getByRole('button', { name: 'Export Remittances' });
    expect(exportButton).toBeTruthy();
  });

  it('changes the method filter on the server and goes back to page 1', async () => {
    const { user, fetchMock } = renderList(`${routes.remittanceList}?page=2`);
    await screen.findByRole('table', { name: 'Remittances' });
    await user.selectOptions(screen.getByLabelText('Method'), 'Mobile Money');
    await waitFor(() =>
      expect(listRequests(fetchMock, api.remittances).at(-1)).toEqual({
        page: '1',
        pageSize: '10',
        method: 'Mobile Money',
      }),
    );
  });
});
