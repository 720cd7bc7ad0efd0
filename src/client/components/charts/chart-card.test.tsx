import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatGhc } from '../../../shared/money';
import { ChartCard, horizontalHeight } from './chart-card';
import { CHART_COLORS, INCOME_AND_EXPENSES, shortCategory } from './chart-types';
import { MonthsChart } from './months-chart';

const months = [
  { month: 'Oct 26', collected: 1200.5, due: 1500 },
  { month: 'Nov 26', collected: 0, due: 750.25 },
];

function renderChart(data = months) {
  return render(
    <ChartCard
      title="Collections"
      categoryLabel="Month"
      data={data}
      categoryKey="month"
      series={[
        { key: 'collected', label: 'Collected', color: CHART_COLORS.blue },
        { key: 'due', label: 'Fallen due', color: CHART_COLORS.amber },
      ]}
      format={formatGhc}
    />,
  );
}

describe('ChartCard', () => {
  it('gives screen readers the numbers as a table captioned by the title, and hides the drawing from them', async () => {
    renderChart();
    const table = screen.getByRole('table', { name: 'Collections' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthCollectedFallen due',
      'Oct 26GHC 1,200.50GHC 1,500.00',
      'Nov 26GHC 0.00GHC 750.25',
    ]);
    expect(table.closest('[aria-hidden="true"]')).toBeNull();
    expect(table.parentElement?.className).toBe('sr-only');
    expect(document.querySelector('[aria-hidden="true"].h-60')).not.toBeNull();
  });

  it('shows the numbers to everyone on request, and hides them again', async () => {
    renderChart();
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Show numbers' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const table = screen.getByRole('table', { name: 'Collections' });
    expect(table.parentElement?.className).not.toContain('sr-only');
    await user.click(screen.getByRole('button', { name: 'Hide numbers' }));
    expect(table.parentElement?.className).toBe('sr-only');
  });

  it('says there is nothing to show instead of drawing an empty chart', () => {
    renderChart([]);
    expect(screen.getByText('Nothing to show for this period.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show numbers' })).toBeNull();
  });
});

describe('horizontal bars', () => {
  it('keep a name that fits whole, and a longer one on one line with both its ends', () => {
    expect(shortCategory('Studio C2', 15)).toBe('Studio C2');
    expect(shortCategory('1-Bedroom Apartment D1', 15)).toBe('1-Bedro…ment D1');
    expect(shortCategory('1-Bedroom Apartment D1', 15)).not.toBe(shortCategory('1-Bedroom Apartment D2', 15));
    expect(shortCategory('1-Bedroom Apartment D1', 15).length).toBeLessThanOrEqual(15);
  });

  it('grow taller with the number of names, never below the card’s usual height', () => {
    expect(horizontalHeight(1)).toBe(240);
    expect(horizontalHeight(10)).toBe(424);
    expect(horizontalHeight(10)).toBeGreaterThan(horizontalHeight(5));
  });
});

describe('MonthsChart', () => {
  const renderMonths = (months: { month: string; income: number; expenses: number }[]) =>
    render(
      <MonthsChart
        title="Income and costs"
        months={months}
        series={INCOME_AND_EXPENSES}
        emptyText="No money in these months."
      />,
    );

  it('labels each YYYY-MM month and writes the amounts in cedis, keeping months of nought among others', () => {
    renderMonths([
      { month: '2025-12', income: 0, expenses: 0 },
      { month: '2026-01', income: 0, expenses: 99.5 },
    ]);
    const rows = within(screen.getByRole('table', { name: 'Income and costs' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthIncomeExpenses',
      'Dec 25GHC 0.00GHC 0.00',
      'Jan 26GHC 0.00GHC 99.50',
    ]);
  });

  it('says its empty text when every month is nought in every series', () => {
    renderMonths([
      { month: '2025-12', income: 0, expenses: 0 },
      { month: '2026-01', income: 0, expenses: 0 },
    ]);
    expect(screen.getByText('No money in these months.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
