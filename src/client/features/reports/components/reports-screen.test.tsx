import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfitReport } from '../../../../shared/schemas/reports';
import { mockFetch } from '../../../test/fetch-mock';
import { renderApp, testProfile } from '../../../test/render';
import { ReportsScreen } from './reports-screen';

const TOTALS = { income: 2230.7, expenses: 1330.98, profit: 899.72, rentTax: 136.01 };
const ANSWERS: Record<string, ProfitReport> = {
  property: {
    rows: [
      { key: 'u1', label: 'A Flat 1', income: 1500.15, expenses: 120.12, profit: 1380.03 },
      { key: 'none', label: 'No unit', income: 200.02, expenses: 270.07, profit: -70.05 },
    ],
    totals: TOTALS,
  },
  vehicle: {
    rows: [{ key: 'v1', label: 'GR 100-26', income: 450.45, expenses: 290.29, profit: 160.16 }],
    totals: TOTALS,
  },
  month: {
    rows: [
      { key: '2026-01', label: 'Jan 2026', income: 1500.42, expenses: 1220.87, profit: 279.55 },
      { key: '2026-02', label: 'Feb 2026', income: 730.28, expenses: 110.11, profit: 620.17 },
    ],
    totals: TOTALS,
  },
};

/** The report URLs asked for, query strings and all. */
const reportUrls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/reports/profit'));

function renderReports() {
  const fetchMock = mockFetch({
    'GET /api/reports/profit': (_init, url) => ({
      body: ANSWERS[new URL(url, 'http://x').searchParams.get('groupBy') ?? ''],
    }),
    'GET /api/settings/business': { body: { name: 'B', rentTaxRate: 7.5 } },
  });
  const view = renderApp(<ReportsScreen />, { path: '/reports', profile: testProfile({ role: 'Staff' }) });
  return { ...view, fetchMock };
}

describe('/reports (docs/insight.md §2)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-14T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the totals with the rent tax estimate and the three tables for this month', async () => {
    const { fetchMock } = renderReports();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('GHC 2,230.70')).toBeTruthy();
    expect(within(totals).getByText('GHC 136.01')).toBeTruthy();
    expect(await within(totals).findByText(/^7.5 % of the rent collected/)).toBeTruthy();
    const property = await screen.findByRole('table', { name: 'Profit and loss by property' });
    expect(within(property).getByText('No unit')).toBeTruthy();
    expect(within(property).getByText('GHC -70.05')).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Profit and loss by month' })).toBeTruthy();
    expect(reportUrls(fetchMock)).toContain(
      '/api/reports/profit?from=2026-02-01&to=2026-02-28&groupBy=vehicle',
    );
  });

  it('switches to last year, and to a custom period, refusing one that ends before it starts', async () => {
    const { user, fetchMock } = renderReports();
    await screen.findByRole('region', { name: 'Totals' });
    await user.selectOptions(screen.getByLabelText('Period'), 'last-year');
    expect(await screen.findByText('2025-01-01 to 2025-12-31')).toBeTruthy();
    expect(reportUrls(fetchMock)).toContain(
      '/api/reports/profit?from=2025-01-01&to=2025-12-31&groupBy=month',
    );
    expect(screen.getByRole('button', { name: 'Export Report' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Period'), 'custom');
    const to = screen.getByLabelText('To') as HTMLInputElement;
    expect(to.value).toBe('2025-12-31');
    await user.clear(to);
    await user.type(to, '2024-06-30');
    expect(await screen.findByText('Choose a From day on or before the To day.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export Report' })).toBeNull();
  });
});
