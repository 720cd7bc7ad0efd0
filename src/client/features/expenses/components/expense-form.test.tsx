import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import type { Expense } from '../../../../shared/schemas/expenses';
import { outboxRecords } from '../../../lib/offline/outbox';
import { OUTBOX_TEXTS } from '../../../lib/offline/outbox-texts';
import { callsTo, type MockHandler, mockFetch } from '../../../test/fetch-mock';
import { testVehicle } from '../../../test/hire-data';
import { renderApp, testProfile } from '../../../test/render';
import { AddExpenseScreen } from './add-expense-screen';
import { EditExpenseScreen } from './edit-expense-screen';
import { categoryOptions } from './expense-form';

const page = (items: unknown[]) => ({
  body: { items, total: items.length, page: 1, pageSize: 10, totals: {} },
});
const pickers: Record<string, MockHandler> = {
  [`GET ${api.vehicles}`]: page([testVehicle()]),
  [`GET ${api.apartments}`]: page([{ _id: 'apt-1', title: 'Flat 2B' }]),
};
const optionsOf = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((option) => option.value).filter(Boolean);

describe('categoryOptions (docs/insight.md §1)', () => {
  it('offers property categories for a unit, vehicle categories for a vehicle, all for neither', () => {
    expect(categoryOptions({ apartmentId: 'a', vehicleId: '' })).not.toContain('Fuel');
    expect(categoryOptions({ apartmentId: 'a', vehicleId: '' })).toContain('Caretaker');
    expect(categoryOptions({ apartmentId: '', vehicleId: 'v' })).toEqual([
      'Fuel',
      'Repairs',
      'Tyres',
      'Insurance',
      'Roadworthy',
      'VIT',
      'Fines',
      'Other',
    ]);
    expect(categoryOptions({ apartmentId: '', vehicleId: '' })).toHaveLength(13);
  });
});

describe('Add Expense', () => {
  it('starts with today and Cash; choosing a vehicle limits the categories and clears one that no longer fits', async () => {
    const saved = { _id: 'exp-1' };
    const fetchMock = mockFetch({
      ...pickers,
      [`POST ${api.expenses}`]: { body: saved, headers: { 'X-Data-Changed': 'expenses' } },
    });
    const { user } = renderApp(<AddExpenseScreen />, { path: routes.addExpense, profile: testProfile() });
    const category = await screen.findByLabelText(/^Category/);
    expect((screen.getByLabelText(/^Method/) as HTMLSelectElement).value).toBe('Cash');
    expect((screen.getByLabelText(/^Date/) as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(optionsOf(category)).toContain('Caretaker');
    await user.selectOptions(category, 'Caretaker');

    await user.click(screen.getByRole('combobox', { name: /^Vehicle/ }));
    await user.click(await screen.findByRole('option', { name: /GR 1234-21/ }));
    await waitFor(() => expect((category as HTMLSelectElement).value).toBe(''));
    expect(optionsOf(category)).not.toContain('Caretaker');
    await user.selectOptions(category, 'Fuel');
    await user.type(screen.getByLabelText(/^Amount/), '350.50');
    await user.click(screen.getByRole('button', { name: 'Save Expense' }));
    expect(await screen.findByText('Expense added')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', api.expenses)[0]?.body).toMatchObject({
      category: 'Fuel',
      amount: '350.50',
      vehicleId: 'veh-1',
      apartmentId: null,
      method: 'Cash',
    });
  });
});

describe('Edit Expense', () => {
  it('shows the stored unit and sends the expense back', async () => {
    const stored: Expense = {
      _id: 'exp-1',
      date: '2026-03-14',
      category: 'Utilities',
      amount: 80,
      apartmentId: 'apt-1',
      vehicleId: null,
      apartment: { _id: 'apt-1', title: 'Flat 2B' },
      vehicle: null,
      payee: 'ECG',
      method: 'Mobile Money',
      reference: '',
      note: '',
      recordedBy: 'Ama',
      createdAt: '2026-03-14T10:00:00.000Z',
      updatedAt: '2026-03-14T10:00:00.000Z',
    };
    const fetchMock = mockFetch({
      ...pickers,
      [`GET ${api.expense('exp-1')}`]: { body: stored },
      [`PUT ${api.expense('exp-1')}`]: { body: stored, headers: { 'X-Data-Changed': 'expenses' } },
    });
    const { user } = renderApp(<EditExpenseScreen />, {
      path: `${routes.editExpense('')}:id`,
      url: routes.editExpense('exp-1'),
      profile: testProfile(),
    });
    const unit = (await screen.findByRole('combobox', { name: /^Unit/ })) as HTMLInputElement;
    await waitFor(() => expect(unit.value).toBe('Flat 2B'));
    expect(optionsOf(screen.getByLabelText(/^Category/))).not.toContain('Fuel');
    await user.click(screen.getByRole('button', { name: 'Update Expense' }));
    expect(await screen.findByText('Expense updated')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', api.expense('exp-1'))[0]?.body).toEqual({
      date: '2026-03-14',
      category: 'Utilities',
      amount: '80.00',
      apartmentId: 'apt-1',
      vehicleId: null,
      payee: 'ECG',
      method: 'Mobile Money',
      reference: '',
      note: '',
    });
  });
});

/** The Idempotency-Key each POST of the calls sent. */
const keysOf = (calls: { init?: RequestInit | undefined }[]) =>
  calls.map((call) => new Headers(call.init?.headers).get('idempotency-key'));

describe('Add Expense: recorded once, however often it is sent (decision 139)', () => {
  it('keeps a save the server failed in the outbox under the key it was sent with; the next visit makes a new key', async () => {
    let answers = 0;
    const fetchMock = mockFetch({
      ...pickers,
      [`POST ${api.expenses}`]: () => {
        answers += 1;
        return answers === 1
          ? { status: 503, body: { message: 'Try again later' } }
          : { body: { _id: 'exp-1' }, headers: { 'X-Data-Changed': 'expenses' } };
      },
    });
    const visit = async () => {
      const view = renderApp(<AddExpenseScreen />, { path: routes.addExpense, profile: testProfile() });
      await view.user.selectOptions(await screen.findByLabelText(/^Category/), 'Utilities');
      await view.user.type(screen.getByLabelText(/^Amount/), '90');
      return view;
    };
    const first = await visit();
    await first.user.click(screen.getByRole('button', { name: 'Save Expense' }));
    // A server failure: the expense waits in the outbox (docs/offline.md §3).
    expect(await screen.findByText(OUTBOX_TEXTS.queued)).toBeTruthy();
    expect(outboxRecords()).toMatchObject([{ kind: 'expense', amount: 90, summary: 'Utilities' }]);
    first.unmount();
    const second = await visit();
    await second.user.click(screen.getByRole('button', { name: 'Save Expense' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', api.expenses)).toHaveLength(2));
    const keys = keysOf(callsTo(fetchMock, 'POST', api.expenses));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(outboxRecords()[0]?.key).toBe(keys[0]);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
