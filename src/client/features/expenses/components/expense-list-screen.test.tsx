import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import { mockFetch } from '../../../test/fetch-mock';
import { listRequests, pageReply } from '../../../test/paged';
import { renderApp, testProfile } from '../../../test/render';
import { ExpenseListScreen } from './expense-list-screen';

function renderList(url: string) {
  const fetchMock = mockFetch({
    [`GET ${api.expenses}`]: pageReply([], { amount: 0 }),
    // The unit and vehicle pickers' first pages.
    [`GET ${api.apartments}`]: pageReply([], {}),
    [`GET ${api.vehicles}`]: pageReply([], {}),
  });
  const view = renderApp(<ExpenseListScreen />, { path: routes.expenses, url, profile: testProfile() });
  return { ...view, fetchMock };
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement | HTMLSelectElement;

describe('Expenses list filters (docs/insight.md §1)', () => {
  it('reads From, To and the category from the URL, each day bounding the other', async () => {
    const { fetchMock } = renderList(`${routes.expenses}?from=2026-01-01&to=2026-03-31&category=Fuel`);
    await waitFor(() =>
      expect(listRequests(fetchMock, api.expenses).at(-1)).toMatchObject({
        from: '2026-01-01',
        to: '2026-03-31',
        category: 'Fuel',
      }),
    );
    expect(field('From').value).toBe('2026-01-01');
    expect((field('From') as HTMLInputElement).max).toBe('2026-03-31');
    expect(field('To').value).toBe('2026-03-31');
    expect((field('To') as HTMLInputElement).min).toBe('2026-01-01');
    expect(field('Category').value).toBe('Fuel');
  });

  it('asks again with the category and days as chosen', async () => {
    const { user, fetchMock } = renderList(routes.expenses);
    await screen.findByText('No expenses found.');
    await user.selectOptions(field('Category'), 'Caretaker');
    await waitFor(() =>
      expect(listRequests(fetchMock, api.expenses).at(-1)).toMatchObject({ category: 'Caretaker' }),
    );
    await user.type(field('To'), '2026-02-28');
    await waitFor(() =>
      expect(listRequests(fetchMock, api.expenses).at(-1)).toMatchObject({
        category: 'Caretaker',
        to: '2026-02-28',
      }),
    );
    expect((field('From') as HTMLInputElement).max).toBe('2026-02-28');
    // 'All' clears the category.
    await user.selectOptions(field('Category'), '');
    await waitFor(() => expect(listRequests(fetchMock, api.expenses).at(-1)?.category).toBeUndefined());
  });
});
