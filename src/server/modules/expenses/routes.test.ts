import type { HTTPMethods } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { DATA_CHANGED_HEADER } from '../../../shared/constants';
import { EXPENSES_EXPORT_FILE } from '../../../shared/expenses';
import { api } from '../../../shared/paths';
import type { Expense, ExpenseInput } from '../../../shared/schemas/expenses';
import { okBody, recordRouteChecks } from '../../test/api-checks';
import { readXlsx } from '../../test/read-xlsx';
import { freshAppForEachTest } from '../../test/test-app';
import { apartmentBody } from '../apartments/test-data';
import { auditEventsOf, fieldErrors, vehicleBody } from '../vehicles/test-data';
import { EXPENSE_MESSAGES } from './routes';
import { EXPENSE_UNIT_MISSING, EXPENSE_VEHICLE_MISSING } from './service';
import { expenseBody } from './test-data';

const t = freshAppForEachTest('Staff');
let admin: string;
beforeEach(async () => {
  admin = (await t.signIn('Admin')).cookie;
});

const call = (method: HTTPMethods, url: string, payload?: object, as = t.cookie) =>
  t.request(method, url, { cookie: as, payload });

const addExpense = async (overrides: Partial<ExpenseInput> = {}, as = t.cookie): Promise<Expense> =>
  okBody(await call('POST', api.expenses, expenseBody(overrides), as));
const addUnit = async (title = 'Flat 2B', as = admin) =>
  okBody(await call('POST', api.addApartment, apartmentBody({ title }), as)) as {
    _id: string;
    title: string;
  };
const addVehicle = async (vehicleRegNum = 'GR 2345-21', as = t.cookie) =>
  okBody(
    await call('POST', api.addVehicle, vehicleBody({ vehicleRegNum, make: 'Toyota', model: 'Hiace' }), as),
  ) as {
    _id: string;
  };

recordRouteChecks(t, 'expenses', {
  notFound: EXPENSE_MESSAGES.notFound,
  deleted: EXPENSE_MESSAGES.deleted,
  add: () => addExpense(),
  body: () => expenseBody(),
});

describe('add an expense', () => {
  it('saves a unit’s expense and answers it populated, in cedis', async () => {
    const unit = await addUnit();
    const response = await call('POST', api.expenses, {
      ...expenseBody({ apartmentId: unit._id }),
      amount: '1,250.51',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers[DATA_CHANGED_HEADER]).toContain('expenses');
    const saved = response.json();
    expect(saved).toEqual({
      _id: expect.any(String),
      date: '2026-03-14',
      category: 'Utilities',
      amount: 1250.51,
      apartmentId: unit._id,
      vehicleId: null,
      apartment: { _id: unit._id, title: 'Flat 2B' },
      vehicle: null,
      payee: 'ECG',
      method: 'Mobile Money',
      reference: 'TX-1001',
      note: 'Prepaid units',
      recordedBy: expect.stringContaining('Staff User'),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(okBody(await call('GET', api.expense(saved._id)))).toEqual(saved);
    const row = await t.handle.db
      .selectFrom('expenses')
      .selectAll()
      .where('id', '=', saved._id)
      .executeTakeFirstOrThrow();
    expect(Number(row.amount_pesewas)).toBe(125051);
  });

  it('saves a vehicle’s expense (a populated reference too) and a general one; the method defaults to Cash', async () => {
    const vehicle = await addVehicle();
    const fuel = await addExpense({ vehicleId: { _id: vehicle._id } as unknown as string, category: 'Fuel' });
    expect(fuel.vehicle).toEqual({
      _id: vehicle._id,
      vehicleRegNum: 'GR 2345-21',
      make: 'Toyota',
      model: 'Hiace',
    });
    expect(fuel.apartment).toBeNull();
    const response = await call('POST', api.expenses, {
      date: '2026-03-15T10:00:00Z',
      category: 'Fines',
      amount: 100,
      apartmentId: '',
      vehicleId: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      date: '2026-03-15',
      method: 'Cash',
      apartmentId: null,
      vehicleId: null,
      payee: '',
      reference: '',
      note: '',
    });
  });

  it('names every missing or wrong field, and writes nothing', async () => {
    const empty = await call('POST', api.expenses, {});
    expect(empty.statusCode).toBe(400);
    expect(fieldErrors(empty)).toEqual({
      date: 'Date is required',
      category: 'Category is required',
      amount: 'Amount is required',
    });
    const wrong = await call('POST', api.expenses, {
      date: '2026-02-30',
      category: 'Petrol',
      amount: '0.001',
      method: 'Cheque',
      payee: 'x'.repeat(201),
      reference: 'y'.repeat(201),
      note: 'z'.repeat(2001),
    });
    expect(fieldErrors(wrong)).toEqual({
      date: 'Date must be a valid date (YYYY-MM-DD)',
      category: expect.stringMatching(/^Category must be one of: Repairs, Utilities/),
      amount: 'Amount can have at most 2 decimal places (pesewas), for example 12.34',
      method: 'Method must be Cash, Mobile Money or Bank Transfer',
      payee: 'Payee must be at most 200 characters',
      reference: 'Reference must be at most 200 characters',
      note: 'Note must be at most 2000 characters',
    });
    for (const [amount, message] of [
      [0, 'Amount must be greater than 0'],
      [-5, 'Amount cannot be negative'],
      ['ten', 'Amount must be a number'],
    ] as const) {
      expect(
        fieldErrors(await call('POST', api.expenses, expenseBody({ amount }))).amount,
        String(amount),
      ).toBe(message);
    }
    expect(okBody(await call('GET', api.expenses))).toEqual([]);
    expect(await auditEventsOf(t)).toEqual([]);
  });

  it('refuses a vehicle-only category for a unit and a property-only one for a vehicle, and both subjects', async () => {
    const unit = await addUnit();
    const vehicle = await addVehicle();
    const fuelOnUnit = await call(
      'POST',
      api.expenses,
      expenseBody({ apartmentId: unit._id, category: 'Fuel' }),
    );
    expect(fuelOnUnit.statusCode).toBe(400);
    expect(fieldErrors(fuelOnUnit)).toEqual({
      category:
        'Category Fuel is not for a unit: choose one of Repairs, Utilities, Caretaker, Property rate, Security, Cleaning, Other',
    });
    const rateOnVehicle = await call(
      'POST',
      api.expenses,
      expenseBody({ vehicleId: vehicle._id, category: 'Caretaker' }),
    );
    expect(fieldErrors(rateOnVehicle)).toEqual({
      category:
        'Category Caretaker is not for a vehicle: choose one of Fuel, Repairs, Tyres, Insurance, Roadworthy, VIT, Fines, Other',
    });
    const both = await call(
      'POST',
      api.expenses,
      expenseBody({ apartmentId: unit._id, vehicleId: vehicle._id, category: 'Repairs' }),
    );
    expect(fieldErrors(both)).toEqual({ vehicleId: 'An expense is of a unit or of a vehicle, not both' });
    // Shared categories fit both; a general expense takes any.
    await addExpense({ apartmentId: unit._id, category: 'Repairs' });
    await addExpense({ vehicleId: vehicle._id, category: 'Other' });
    await addExpense({ category: 'VIT' });
    await addExpense({ category: 'Property rate' });
    expect(okBody(await call('GET', api.expenses))).toHaveLength(4);
  });

  it('answers 400 for an unknown unit or vehicle, naming the field', async () => {
    const unit = await call('POST', api.expenses, expenseBody({ apartmentId: 'no-such-unit' }));
    expect(unit.statusCode).toBe(400);
    expect(unit.json()).toEqual({
      message: EXPENSE_UNIT_MISSING,
      errors: [{ path: 'apartmentId', message: EXPENSE_UNIT_MISSING }],
    });
    const vehicle = await call(
      'POST',
      api.expenses,
      expenseBody({ vehicleId: 'no-such-car', category: 'Fuel' }),
    );
    expect(fieldErrors(vehicle)).toEqual({ vehicleId: EXPENSE_VEHICLE_MISSING });
    expect(okBody(await call('GET', api.expenses))).toEqual([]);
  });
});

describe('edit and delete', () => {
  it('edits an expense, moving it from a unit to a vehicle; the record as read is unchanged and writes nothing', async () => {
    const unit = await addUnit();
    const vehicle = await addVehicle();
    const saved = await addExpense({ apartmentId: unit._id, category: 'Repairs' });
    const same = await call('PUT', api.expense(saved._id), saved);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual(saved);
    expect((await auditEventsOf(t)).filter((event) => event.entity === 'expense')).toHaveLength(1);

    const moved = await call('PUT', api.expense(saved._id), {
      ...saved,
      apartmentId: null,
      vehicleId: vehicle._id,
      amount: 99.99,
      method: '',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.headers[DATA_CHANGED_HEADER]).toContain('expenses');
    expect(moved.json()).toMatchObject({
      apartmentId: null,
      apartment: null,
      vehicleId: vehicle._id,
      amount: 99.99,
      method: 'Mobile Money',
      category: 'Repairs',
    });
    const events = (await auditEventsOf(t)).filter((event) => event.entity === 'expense');
    expect(events.map((event) => event.action)).toEqual(['create', 'update']);
    expect(events[1]?.before).toMatchObject({ amount: 250.5, apartmentId: unit._id });
    expect(events[1]?.after).toMatchObject({ amount: 99.99, vehicleId: vehicle._id });
  });

  it('checks an edit as an add: category of its subject, unknown ids, bad fields; 404 for an unknown expense', async () => {
    const unit = await addUnit();
    const saved = await addExpense({ apartmentId: unit._id, category: 'Caretaker' });
    const toVehicleCategory = await call('PUT', api.expense(saved._id), { ...saved, category: 'Tyres' });
    expect(fieldErrors(toVehicleCategory)).toEqual({
      category: expect.stringContaining('Category Tyres is not for a unit'),
    });
    const unknownUnit = await call('PUT', api.expense(saved._id), { ...saved, apartmentId: 'gone' });
    expect(fieldErrors(unknownUnit)).toEqual({ apartmentId: EXPENSE_UNIT_MISSING });
    const blankAmount = await call('PUT', api.expense(saved._id), { ...saved, amount: '' });
    expect(fieldErrors(blankAmount)).toEqual({ amount: 'Amount is required' });
    expect(okBody(await call('GET', api.expense(saved._id)))).toEqual(saved);
    const unknown = await call('PUT', api.expense('no-such-expense'), expenseBody());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: EXPENSE_MESSAGES.notFound });
  });

  it('lets Staff record and edit but only Managers and Admins delete, audited', async () => {
    const saved = await addExpense();
    const { cookie: manager } = await t.signIn('Manager');
    expect((await call('DELETE', api.expense(saved._id))).statusCode).toBe(403);
    const removed = await call('DELETE', api.expense(saved._id), undefined, manager);
    expect(removed.statusCode).toBe(200);
    expect(removed.headers[DATA_CHANGED_HEADER]).toContain('expenses');
    const events = (await auditEventsOf(t)).filter((event) => event.entity === 'expense');
    expect(events.map((event) => [event.action, event.entityId])).toEqual([
      ['create', saved._id],
      ['delete', saved._id],
    ]);
    expect(events[1]?.before).toEqual(saved);
  });

  it('keeps the expenses of a deleted unit or vehicle as general ones, and says the expenses changed', async () => {
    const unit = await addUnit();
    const vehicle = await addVehicle();
    const rent = await addExpense({ apartmentId: unit._id, category: 'Security' });
    const fuel = await addExpense({ vehicleId: vehicle._id, category: 'Fuel' });
    const unitGone = await call('DELETE', api.deleteApartment(unit._id), undefined, admin);
    expect(unitGone.statusCode, unitGone.body).toBe(200);
    expect(unitGone.headers[DATA_CHANGED_HEADER]).toContain('expenses');
    const carGone = await call('DELETE', api.deleteVehicle(vehicle._id), undefined, admin);
    expect(carGone.statusCode, carGone.body).toBe(200);
    expect(carGone.headers[DATA_CHANGED_HEADER]).toContain('expenses');
    expect(okBody(await call('GET', api.expense(rent._id)))).toMatchObject({
      apartmentId: null,
      apartment: null,
      category: 'Security',
      amount: 250.5,
    });
    expect(okBody(await call('GET', api.expense(fuel._id)))).toMatchObject({
      vehicleId: null,
      vehicle: null,
    });
    // A unit without expenses does not name them.
    const bare = await addUnit('Flat 9');
    const quiet = await call('DELETE', api.deleteApartment(bare._id), undefined, admin);
    expect(quiet.headers[DATA_CHANGED_HEADER] ?? '').not.toContain('expenses');
  });
});

describe('the list, its filters, pages and export', () => {
  async function fixture() {
    const unit = await addUnit('Flat 2B');
    const vehicle = await addVehicle('GW 777-22');
    const a = await addExpense({
      date: '2026-01-05',
      category: 'Utilities',
      amount: 100,
      apartmentId: unit._id,
      payee: 'ECG',
      reference: 'R-1',
      note: '',
    });
    const b = await addExpense({
      date: '2026-01-31',
      category: 'Fuel',
      amount: 300.25,
      vehicleId: vehicle._id,
      payee: 'Goil',
      reference: 'R-2',
      note: 'Full tank',
    });
    const c = await addExpense({
      date: '2026-02-01',
      category: 'Fines',
      amount: 50,
      vehicleId: vehicle._id,
      payee: 'MTTD',
      reference: '',
      note: 'Speeding 100%',
    });
    const d = await addExpense({
      date: '2026-02-10',
      category: 'Other',
      amount: 1000,
      payee: 'Accountant',
      reference: 'INV_9',
      note: '',
    });
    return { unit, vehicle, a, b, c, d };
  }

  it('lists every expense newest first without page, filtered and searched', async () => {
    const { unit, vehicle, a, b, c, d } = await fixture();
    const ids = async (query: string) =>
      (okBody(await call('GET', `${api.expenses}${query}`)) as Expense[]).map((each) => each._id);
    expect(await ids('')).toEqual([d._id, c._id, b._id, a._id]);
    expect(await ids('?from=2026-01-31&to=2026-02-01')).toEqual([c._id, b._id]);
    expect(await ids(`?apartmentId=${unit._id}`)).toEqual([a._id]);
    expect(await ids(`?vehicleId=${vehicle._id}`)).toEqual([c._id, b._id]);
    expect(await ids(`?vehicleId=${vehicle._id}&category=Fuel`)).toEqual([b._id]);
    expect(await ids('?category=All')).toHaveLength(4);
    expect(await ids('?q=goil')).toEqual([b._id]);
    expect(await ids('?q=r-')).toEqual([b._id, a._id]);
    expect(await ids('?q=full TANK')).toEqual([b._id]);
    expect(await ids('?q=100%')).toEqual([c._id]);
    expect(await ids('?q=inv_')).toEqual([d._id]);
    expect(await ids('?q=_')).toEqual([d._id]);
    expect(await ids('?q=nothing')).toEqual([]);
  });

  it('pages with the count, the sum of every match, and sorts by date or amount', async () => {
    const { vehicle, a, b, c, d } = await fixture();
    const page = okBody(await call('GET', `${api.expenses}?page=1&pageSize=2`));
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 2, totals: { amount: 1450.25 } });
    expect(page.items.map((each: Expense) => each._id)).toEqual([d._id, c._id]);
    const second = okBody(await call('GET', `${api.expenses}?page=2&pageSize=2&sort=date&order=asc`));
    expect(second.items.map((each: Expense) => each._id)).toEqual([c._id, d._id]);
    const byAmount = okBody(await call('GET', `${api.expenses}?page=1&sort=amount`));
    expect(byAmount.items.map((each: Expense) => each._id)).toEqual([d._id, b._id, a._id, c._id]);
    const filtered = okBody(await call('GET', `${api.expenses}?page=1&vehicleId=${vehicle._id}`));
    expect(filtered).toMatchObject({ total: 2, totals: { amount: 350.25 } });
    const past = okBody(await call('GET', `${api.expenses}?page=9`));
    expect(past).toMatchObject({ items: [], total: 4 });
  });

  it('does not list maintenance costs', async () => {
    const vehicle = await addVehicle();
    const job = await call('POST', api.addMaintenance, {
      vehicleId: vehicle._id,
      maintenanceDate: '2026-03-01',
      cost: 500,
      issue: ['Brakes'],
    });
    expect(job.statusCode, job.body).toBe(200);
    expect(okBody(await call('GET', `${api.expenses}?page=1`))).toMatchObject({
      total: 0,
      totals: { amount: 0 },
    });
  });

  it('answers 400 naming a bad parameter', async () => {
    for (const [query, message] of [
      ['?from=2026-13-01', 'from must be a date (YYYY-MM-DD)'],
      ['?to=yesterday', 'to must be a date (YYYY-MM-DD)'],
      ['?sort=payee', 'sort must be one of: date, amount'],
      ['?order=up', 'order must be one of: asc, desc'],
      ['?category=Petrol', expect.stringContaining('category must be one of: Repairs')],
      ['?page=0', 'page must be a whole number from 1 to 1000000000'],
      ['?page=1&pageSize=101', 'pageSize must be a whole number from 1 to 100'],
    ] as const) {
      const response = await call('GET', `${api.expenses}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toEqual(message);
      expect((await call('GET', `${api.exportExpenses}${query}`)).statusCode, query).toBe(400);
    }
  });

  it('exports Expenses_List.xlsx with the spec’s columns and the list’s filters', async () => {
    const { vehicle } = await fixture();
    const response = await call('GET', api.exportExpenses);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(EXPENSES_EXPORT_FILE);
    const sheet = await readXlsx(response);
    expect(sheet.sheetNames).toEqual(['Sheet1']);
    expect(sheet.header).toEqual([
      'Date',
      'Category',
      'Amount',
      'Property or Vehicle',
      'Payee',
      'Method',
      'Reference',
      'Note',
    ]);
    expect(sheet.rows).toHaveLength(4);
    const blank = (cell: unknown) => (cell == null ? '' : cell);
    const cells = sheet.rows.map((row) => Array.from({ length: 7 }, (_, index) => blank(row[index + 1])));
    expect(cells).toEqual([
      ['Other', 1000, '', 'Accountant', 'Mobile Money', 'INV_9', ''],
      ['Fines', 50, 'GW 777-22', 'MTTD', 'Mobile Money', '', 'Speeding 100%'],
      ['Fuel', 300.25, 'GW 777-22', 'Goil', 'Mobile Money', 'R-2', 'Full tank'],
      ['Utilities', 100, 'Flat 2B', 'ECG', 'Mobile Money', 'R-1', ''],
    ]);
    const days = sheet.rows.map((row) =>
      row[0] instanceof Date ? row[0].toISOString().slice(0, 10) : row[0],
    );
    expect(days).toEqual(['2026-02-10', '2026-02-01', '2026-01-31', '2026-01-05']);
    const filtered = await readXlsx(
      await call('GET', `${api.exportExpenses}?vehicleId=${vehicle._id}&q=goil`),
    );
    expect(filtered.rows).toHaveLength(1);
  });
});

describe('accounts', () => {
  async function otherAccount() {
    const accountId = await t.newAccount('Other business');
    const other = (await t.signIn('Admin', { accountId })).cookie;
    const unit = await addUnit('Their flat', other);
    const vehicle = await addVehicle('GT 1-26', other);
    const expense = await addExpense({ apartmentId: unit._id }, other);
    return { cookie: other, unit, vehicle, expense };
  }

  it("answers 404 for another account's expense, refuses their unit and vehicle, and never lists them", async () => {
    const theirs = await otherAccount();
    expect((await call('GET', api.expense(theirs.expense._id))).statusCode).toBe(404);
    expect((await call('PUT', api.expense(theirs.expense._id), expenseBody())).statusCode).toBe(404);
    expect((await call('DELETE', api.expense(theirs.expense._id), undefined, admin)).statusCode).toBe(404);
    expect(
      fieldErrors(await call('POST', api.expenses, expenseBody({ apartmentId: theirs.unit._id }))),
    ).toEqual({
      apartmentId: EXPENSE_UNIT_MISSING,
    });
    expect(
      fieldErrors(
        await call('POST', api.expenses, expenseBody({ vehicleId: theirs.vehicle._id, category: 'Fuel' })),
      ),
    ).toEqual({ vehicleId: EXPENSE_VEHICLE_MISSING });
    expect(okBody(await call('GET', api.expenses))).toEqual([]);
    expect(okBody(await call('GET', `${api.expenses}?page=1`))).toMatchObject({
      total: 0,
      totals: { amount: 0 },
    });
    expect((await readXlsx(await call('GET', api.exportExpenses))).rows).toEqual([]);
    expect(okBody(await call('GET', api.expense(theirs.expense._id), undefined, theirs.cookie))).toEqual(
      theirs.expense,
    );
  });
});
