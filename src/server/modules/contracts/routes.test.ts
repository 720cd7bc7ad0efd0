import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { api } from '../../../shared/paths';
import { CONTRACTS_EXPORT_FILE, type Contract, HIRE_MESSAGES } from '../../../shared/schemas/hire';
import { dailySalesTerms } from '../../../shared/test-data/hire';
import { businessToday } from '../../lib/business-day';
import { expectFieldError, okBody, recordRouteChecks } from '../../test/api-checks';
import { readXlsx } from '../../test/read-xlsx';
import { freshAppForEachTest } from '../../test/test-app';
import { auditEventsOf, vehicleBody } from '../vehicles/test-data';
import { CONTRACT_MESSAGES } from './service';
import { dailySalesBody, HIRER, remittanceBody, rentalBody, workAndPayBody } from './test-data';

const t = freshAppForEachTest('Staff');
const today = businessToday();

const get = (url: string, as = t.cookie) => t.request('GET', url, { cookie: as });
const post = (url: string, payload: unknown, as = t.cookie) =>
  t.request('POST', url, { cookie: as, payload });
const put = (url: string, payload: unknown, as = t.cookie) => t.request('PUT', url, { cookie: as, payload });

async function vehicle(overrides: Parameters<typeof vehicleBody>[0] = {}): Promise<string> {
  return okBody(await post(api.addVehicle, vehicleBody(overrides)))._id;
}
const addContract = (payload: unknown, as = t.cookie) => post(api.contracts, payload, as);
const created = async (payload: unknown): Promise<Contract> => okBody(await addContract(payload));
const remit = async (contractId: string, amount: number, date = today, extra: object = {}) =>
  okBody(await post(api.remittances, remittanceBody(contractId, { amount, date, ...extra })));
const contractsIn = async () => okBody(await get(api.contracts)) as Contract[];

recordRouteChecks(t, 'contracts', {
  notFound: 'Contract not found',
  deleted: CONTRACT_MESSAGES.deleted,
  add: async () => created(rentalBody(await vehicle())),
  body: (contract) => rentalBody((contract as Contract).vehicleId),
});

describe('contracts of each kind', () => {
  it('records a daily-sales contract with Monday to Saturday as its default working days', async () => {
    const vehicleId = await vehicle();
    const contract = await created(dailySalesBody(vehicleId, { workingDays: undefined }));
    expect(contract).toMatchObject({
      vehicleId,
      ...dailySalesTerms(),
      hirer: {
        name: HIRER.name,
        phone: '+233245557788',
        licenseNum: HIRER.licenseNum,
        licenseExp: HIRER.licenseExp,
        ghanaCard: HIRER.ghanaCard,
      },
      startDate: '2026-01-05',
      days: null,
      progress: null,
      forecastEndDate: null,
    });
    expect(contract.vehicle).toMatchObject({ _id: vehicleId, make: 'Toyota', model: 'Corolla' });
    expect(okBody(await get(api.contract(contract._id)))).toEqual(contract);
  });

  it('derives what has fallen due, arrears and the next due date as of today', async () => {
    // Every day a working day, started 9 days ago: 10 amounts of ₵100 due, today's included.
    const contract = await created(
      dailySalesBody(await vehicle(), {
        amount: 100,
        workingDays: [1, 2, 3, 4, 5, 6, 7],
        startDate: addDays(today, -9),
      }),
    );
    expect(contract).toMatchObject({ expected: 1000, paid: 0, arrears: 1000, balance: 1000 });
    expect(contract.nextDueDate).toBe(addDays(today, -9));
    await remit(contract._id, 250, addDays(today, -1));
    const after = okBody(await get(api.contract(contract._id)));
    // ₵250 settles the first two days and half the third: the third is the oldest unpaid.
    expect(after).toMatchObject({ expected: 1000, paid: 250, arrears: 750, balance: 750 });
    expect(after.nextDueDate).toBe(addDays(today, -7));
  });

  it('records a rental: the whole price falls due on its start date, the deposit is never counted', async () => {
    const contract = await created(
      rentalBody(await vehicle(), {
        startDate: addDays(today, -2),
        endDate: addDays(today, 3),
        deposit: 500,
      }),
    );
    expect(contract).toMatchObject({
      frequency: 'daily',
      workingDays: [1, 2, 3, 4, 5, 6, 7],
      days: 5,
      deposit: 500,
      expected: 1500,
      paid: 0,
      arrears: 1500,
      balance: 1500,
      nextDueDate: addDays(today, -2),
    });
    await remit(contract._id, 1500);
    expect(okBody(await get(api.contract(contract._id)))).toMatchObject({
      paid: 1500,
      arrears: 0,
      balance: 0,
      nextDueDate: null,
    });
  });

  it('records work and pay with its progress and the day the total is forecast to be reached', async () => {
    // ₵1,000 a week towards ₵10,000, started 14 days ago: 3 weeks fallen due.
    const contract = await created(
      workAndPayBody(await vehicle(), { startDate: addDays(today, -14), totalPrice: 10_000 }),
    );
    expect(contract).toMatchObject({ expected: 3000, arrears: 3000, balance: 10_000, progress: 0 });
    // Paid on time from now on, the 10 instalments are paid from today's (the 3rd due date) on:
    // the 3rd to the 12th, the last on the start + 11 weeks. The 2 passed stay in arrears.
    expect(contract.forecastEndDate).toBe(addDays(today, -14 + 7 * 11));
    await remit(contract._id, 3000);
    const paidUp = okBody(await get(api.contract(contract._id)));
    expect(paidUp).toMatchObject({ arrears: 0, balance: 7000, progress: 0.3 });
    // 7 instalments left, from today's on: the last on the start + 8 weeks.
    expect(paidUp.forecastEndDate).toBe(addDays(today, -14 + 7 * 8));
  });

  it.each([
    [workAndPayBody('v', { totalPrice: undefined }), 'totalPrice', HIRE_MESSAGES.totalPriceRequired],
    [dailySalesBody('v', { totalPrice: 5000 }), 'totalPrice', HIRE_MESSAGES.totalPriceOnlyWorkAndPay],
    [rentalBody('v', { endDate: undefined }), 'endDate', HIRE_MESSAGES.endDateRequired],
    [rentalBody('v', { endDate: '2026-03-01' }), 'endDate', HIRE_MESSAGES.rentalAtLeastOneDay],
    [rentalBody('v', { frequency: 'weekly' }), 'frequency', HIRE_MESSAGES.rentalDaily],
    [dailySalesBody('v', { endDate: '2026-01-01' }), 'endDate', HIRE_MESSAGES.endBeforeStart],
    [dailySalesBody('v', { deposit: 100 }), 'deposit', HIRE_MESSAGES.depositOnlyRental],
    [dailySalesBody('v', { workingDays: [] }), 'workingDays', HIRE_MESSAGES.workingDaysRequired],
    [dailySalesBody('v', { workingDays: [1, 1] }), 'workingDays', HIRE_MESSAGES.workingDaysUnique],
    [
      dailySalesBody('v', { hirer: { ...HIRER, ghanaCard: 'GHA-12345-6' } }),
      'hirer.ghanaCard',
      'Ghana Card number must look like GHA-123456789-0',
    ],
    [dailySalesBody('v', { amount: 0 }), 'amount', 'Amount must be greater than 0'],
    [
      dailySalesBody('v', { type: 'lease' as never }),
      'type',
      'Contract type must be one of: daily_sales, work_and_pay, rental',
    ],
  ])('refuses %j with 400 on %s and writes nothing', async (body, path, message) => {
    const vehicleId = await vehicle();
    expectFieldError(await addContract({ ...body, vehicleId }), path, message);
    expect(await contractsIn()).toEqual([]);
  });

  it('takes a Ghana Card typed in lower case with spaces, stored upper case', async () => {
    const contract = await created(
      dailySalesBody(await vehicle(), { hirer: { ...HIRER, ghanaCard: ' gha-987654321-5 ' } }),
    );
    expect(contract.hirer.ghanaCard).toBe('GHA-987654321-5');
  });

  it('refuses an unknown vehicle, and another business’s vehicle, with 400 on vehicleId', async () => {
    expectFieldError(
      await addContract(dailySalesBody('no-such-vehicle')),
      'vehicleId',
      CONTRACT_MESSAGES.unknownVehicle,
    );
    const otherAccount = await t.newAccount('Other fleet');
    const { cookie } = await t.signIn('Admin', { accountId: otherAccount });
    const theirs = okBody(await post(api.addVehicle, vehicleBody(), cookie))._id;
    expectFieldError(
      await addContract(dailySalesBody(theirs)),
      'vehicleId',
      CONTRACT_MESSAGES.unknownVehicle,
    );
    expect(await contractsIn()).toEqual([]);
  });
});

describe('one active contract per vehicle', () => {
  it('refuses a second active contract over overlapping dates with 409 naming the hirer', async () => {
    const vehicleId = await vehicle({ vehicleRegNum: 'GR 4455-22' });
    await created(dailySalesBody(vehicleId));
    const second = await addContract(
      rentalBody(vehicleId, { startDate: '2026-06-01', endDate: '2026-06-05' }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'GR 4455-22 is already hired to Yaw Darko (Daily sales) with no end date. Terminate that contract first, or choose dates after it.',
    );
    expect(await contractsIn()).toHaveLength(1);
  });

  it('lets rentals follow each other: the return day is free for the next hirer', async () => {
    const vehicleId = await vehicle();
    await created(rentalBody(vehicleId, { startDate: '2026-03-01', endDate: '2026-03-08' }));
    await created(rentalBody(vehicleId, { startDate: '2026-03-08', endDate: '2026-03-10' }));
    const clash = await addContract(
      rentalBody(vehicleId, { startDate: '2026-03-09', endDate: '2026-03-12' }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toContain('until 2026-03-09');
  });

  it('frees the vehicle once a contract is terminated or completed, and a terminated one can run again only if free', async () => {
    const vehicleId = await vehicle();
    const first = await created(dailySalesBody(vehicleId));
    const ended = okBody(
      await put(api.contract(first._id), { ...first, status: 'terminated', terminatedOn: '2026-02-01' }),
    );
    expect(ended).toMatchObject({ status: 'terminated', terminatedOn: '2026-02-01' });
    const next = await created(
      dailySalesBody(vehicleId, { startDate: '2026-02-02', hirer: { ...HIRER, name: 'Kojo Mensah' } }),
    );
    const reopen = await put(api.contract(first._id), { ...ended, status: 'active' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toContain('Kojo Mensah');
    expect(okBody(await get(api.contract(next._id))).status).toBe('active');
  });

  it('checks two contracts saved at once for one vehicle one after the other', async () => {
    const vehicleId = await vehicle();
    const answers = await Promise.all(
      ['Ama', 'Kofi', 'Esi', 'Yaw'].map((name) =>
        addContract(dailySalesBody(vehicleId, { hirer: { ...HIRER, name } })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await contractsIn()).toHaveLength(1);
  });
});

describe('the vehicle follows its hirer', () => {
  it('gives the vehicle the hirer of an active daily-sales or work-and-pay contract as its driver', async () => {
    const vehicleId = await vehicle({
      driverName: 'Old Driver',
      contactDetails: { phone: '020 000 1111', location: 'Accra' },
    });
    await created(workAndPayBody(vehicleId));
    const driven = okBody(await get(api.vehicle(vehicleId)));
    expect(driven).toMatchObject({
      driverName: HIRER.name,
      contactDetails: { phone: '+233245557788', location: 'Accra' },
      licenseNum: HIRER.licenseNum,
      licenseNumExp: HIRER.licenseExp,
    });
    const events = await auditEventsOf(t);
    expect(events.map((event) => [event.action, event.entity])).toEqual([
      ['create', 'vehicle'],
      ['create', 'contract'],
      ['update', 'vehicle'],
    ]);
  });

  it('gives a hirer with no licence no licence on the vehicle: never the old driver’s, and no licence alert (decision 063)', async () => {
    // The old driver's licence expires within 30 days: it has its alert before the new contract.
    const vehicleId = await vehicle({
      driverName: 'Old Driver',
      contactDetails: { phone: '020 000 1111', location: 'Accra' },
      licenseNum: 'DL-OLD-0001',
      licenseNumExp: addDays(today, 10),
    });
    const licenceAlertsFor = async () =>
      (
        (await okBody(await get(`${api.alerts}?kind=licence_expiry`))) as { subject: { vehicleId: string } }[]
      ).filter((alert) => alert.subject.vehicleId === vehicleId);
    expect(await licenceAlertsFor()).toHaveLength(1);

    await created(dailySalesBody(vehicleId, { hirer: { ...HIRER, licenseNum: '', licenseExp: '' } }));
    const driven = okBody(await get(api.vehicle(vehicleId)));
    expect(driven).toMatchObject({
      driverName: HIRER.name,
      contactDetails: { phone: '+233245557788', location: 'Accra' },
      licenseNum: '',
      licenseNumExp: '',
    });
    expect(await licenceAlertsFor()).toEqual([]);
  });

  it('takes a licence number without an expiry as the hirer gives it: the old expiry goes', async () => {
    const vehicleId = await vehicle({ driverName: 'Old Driver', licenseNum: 'DL-OLD-0001' });
    await created(workAndPayBody(vehicleId, { hirer: { ...HIRER, licenseExp: '' } }));
    expect(okBody(await get(api.vehicle(vehicleId)))).toMatchObject({
      licenseNum: HIRER.licenseNum,
      licenseNumExp: '',
    });
  });

  it('keeps the licence when the hirer is the vehicle’s driver (the same phone) and gives none', async () => {
    const vehicleId = await vehicle({
      driverName: 'Yaw D.',
      contactDetails: { phone: HIRER.phone, location: 'Accra' },
      licenseNum: 'DL-YAW-0001',
      licenseNumExp: '2027-06-30',
    });
    await created(dailySalesBody(vehicleId, { hirer: { ...HIRER, licenseNum: '', licenseExp: '' } }));
    expect(okBody(await get(api.vehicle(vehicleId)))).toMatchObject({
      driverName: HIRER.name,
      licenseNum: 'DL-YAW-0001',
      licenseNumExp: '2027-06-30',
    });
  });

  it('leaves the vehicle’s driver alone for a rental', async () => {
    const vehicleId = await vehicle({ driverName: 'Company Driver' });
    await created(rentalBody(vehicleId));
    expect(okBody(await get(api.vehicle(vehicleId))).driverName).toBe('Company Driver');
  });
});

describe('work and pay completes by itself', () => {
  it('completes when its remittances reach the total, and runs again when one is voided', async () => {
    const contract = await created(
      workAndPayBody(await vehicle(), { startDate: addDays(today, -21), amount: 500, totalPrice: 1200 }),
    );
    await remit(contract._id, 500, addDays(today, -10));
    await remit(contract._id, 500, addDays(today, -3));
    expect(okBody(await get(api.contract(contract._id))).status).toBe('active');
    const last = await remit(contract._id, 200, addDays(today, -1));
    const done = okBody(await get(api.contract(contract._id)));
    expect(done).toMatchObject({
      status: 'completed',
      completedOn: addDays(today, -1),
      paid: 1200,
      balance: 0,
      progress: 1,
      nextDueDate: null,
      forecastEndDate: null,
    });
    const { cookie } = await t.signIn('Manager');
    okBody(await t.request('DELETE', api.remittance(last._id), { cookie, payload: { reason: 'Bounced' } }));
    expect(okBody(await get(api.contract(contract._id)))).toMatchObject({
      status: 'active',
      completedOn: null,
      paid: 1000,
    });
  });

  it('cannot be set completed by hand before it is paid', async () => {
    const contract = await created(workAndPayBody(await vehicle()));
    expectFieldError(
      await put(api.contract(contract._id), { ...contract, status: 'completed' }),
      'status',
      CONTRACT_MESSAGES.completesByItself,
    );
  });
});

describe('completed by hand, and schedules too long to end', () => {
  it('lets nothing more fall due on a daily-sales contract after the day it was completed', async () => {
    const contract = await created(
      dailySalesBody(await vehicle(), {
        amount: 100,
        workingDays: [1, 2, 3, 4, 5, 6, 7],
        startDate: addDays(today, -4),
      }),
    );
    const done = okBody(await put(api.contract(contract._id), { ...contract, status: 'completed' }));
    expect(done).toMatchObject({ status: 'completed', completedOn: today, expected: 500 });
    // Moved back, as if completed two days ago: what fell due stops there.
    await t.handle.db
      .updateTable('hire_contracts')
      .set({ completed_on: addDays(today, -2) })
      .where('id', '=', contract._id)
      .execute();
    expect(okBody(await get(api.contract(contract._id)))).toMatchObject({
      expected: 300,
      nextDueDate: addDays(today, -4),
    });
  });

  it('answers a work-and-pay contract of millions of instalments without a date it cannot write', async () => {
    const contract = await created(
      workAndPayBody(await vehicle(), {
        amount: 1,
        frequency: 'monthly',
        totalPrice: 5_000_000,
        startDate: addDays(today, -1),
      }),
    );
    expect(contract).toMatchObject({ expected: 1, forecastEndDate: null, nextDueDate: addDays(today, -1) });
  });
});

describe('edits, terminations and deletes', () => {
  it('takes back a contract exactly as read and changes nothing (round trip)', async () => {
    const contract = await created(dailySalesBody(await vehicle()));
    const eventsBefore = (await auditEventsOf(t)).length;
    const again = okBody(await put(api.contract(contract._id), contract));
    expect(again).toEqual(contract);
    expect(await auditEventsOf(t)).toHaveLength(eventsBefore);
  });

  it('terminates on today by default: nothing falls due after it', async () => {
    const contract = await created(
      dailySalesBody(await vehicle(), {
        amount: 100,
        workingDays: [1, 2, 3, 4, 5, 6, 7],
        startDate: addDays(today, -4),
      }),
    );
    const ended = okBody(await put(api.contract(contract._id), { ...contract, status: 'terminated' }));
    expect(ended).toMatchObject({
      status: 'terminated',
      terminatedOn: today,
      expected: 500,
      nextDueDate: addDays(today, -4),
    });
    const earlier = okBody(
      await put(api.contract(contract._id), { ...ended, terminatedOn: addDays(today, -2) }),
    );
    expect(earlier).toMatchObject({ expected: 300 });
    const events = await auditEventsOf(t);
    expect(events.at(-1)).toMatchObject({ action: 'update', entity: 'contract' });
  });

  it('deletes a contract without remittances, and refuses one with remittances (409), even voided', async () => {
    const { cookie: admin } = await t.signIn('Admin');
    const unused = await created(rentalBody(await vehicle()));
    okBody(await t.request('DELETE', api.contract(unused._id), { cookie: admin }));
    const used = await created(rentalBody(await vehicle()));
    const money = await remit(used._id, 100);
    okBody(await t.request('DELETE', api.remittance(money._id), { cookie: admin }));
    const refused = await t.request('DELETE', api.contract(used._id), { cookie: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CONTRACT_MESSAGES.hasRemittances);
    expect((await get(api.contract(used._id))).statusCode).toBe(200);
  });

  it('refuses to delete a vehicle that has contracts (409), keeping both', async () => {
    const { cookie: admin } = await t.signIn('Admin');
    const vehicleId = await vehicle();
    await created(rentalBody(vehicleId));
    const refused = await t.request('DELETE', api.deleteVehicle(vehicleId), { cookie: admin });
    expect(refused.statusCode).toBe(409);
    expect((await get(api.vehicle(vehicleId))).statusCode).toBe(200);
  });
});

describe('the list, its filters and its export', () => {
  it('filters by type and status and searches hirer name, phone and registration', async () => {
    const taxi = await vehicle({ vehicleRegNum: 'AS 1200-19' });
    const bus = await vehicle({ vehicleRegNum: 'GT 7788-23' });
    const a = await created(
      dailySalesBody(taxi, { hirer: { ...HIRER, name: 'Akwasi Owusu', phone: '024 300 1000' } }),
    );
    const b = await created(
      rentalBody(bus, { hirer: { ...HIRER, name: 'Efua Mensah', phone: '020 400 2000' } }),
    );
    const ids = async (query: string) =>
      (okBody(await get(`${api.contracts}?${query}`)) as Contract[]).map((contract) => contract._id);
    expect(await ids('')).toEqual([b._id, a._id]);
    expect(await ids('type=rental')).toEqual([b._id]);
    expect(await ids('status=active&type=daily_sales')).toEqual([a._id]);
    expect(await ids('q=akwasi')).toEqual([a._id]);
    expect(await ids('q=0244002000'.replace('0244002000', '020 400 2000'))).toEqual([b._id]);
    expect(await ids('q=gt7788')).toEqual([b._id]);
    expect(await ids('status=terminated')).toEqual([]);
  });

  it('exports Contracts_List.xlsx with the list’s filters and the standing of each', async () => {
    const contract = await created(
      rentalBody(await vehicle(), { hirer: { ...HIRER, name: 'Export Hirer' } }),
    );
    await remit(contract._id, 700);
    const response = await get(`${api.exportContracts}?type=rental`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(CONTRACTS_EXPORT_FILE);
    const sheet = await readXlsx(response);
    expect(sheet.header.slice(0, 6)).toEqual([
      'Hirer',
      'Hirer Phone',
      'Vehicle',
      'Make and Model',
      'Type',
      'Amount',
    ]);
    expect(sheet.rows).toHaveLength(1);
    const row = Object.fromEntries(sheet.header.map((name, index) => [String(name), sheet.rows[0]?.[index]]));
    expect(row).toMatchObject({
      Hirer: 'Export Hirer',
      Type: 'Rental',
      Paid: 700,
      Balance: 1400,
      Status: 'Active',
    });
  });
});

describe('a contract’s ledger', () => {
  it('lists one due line per period and the remittances with a running balance', async () => {
    const contract = await created(
      workAndPayBody(await vehicle(), {
        amount: 400,
        frequency: 'weekly',
        totalPrice: 1000,
        startDate: addDays(today, -14),
      }),
    );
    const money = await remit(contract._id, 500, addDays(today, -7));
    const ledger = okBody(await get(api.contractLedger(contract._id)));
    expect(ledger.entries).toEqual([
      {
        date: addDays(today, -14),
        kind: 'due',
        description: expect.stringContaining('Instalment 1 of 3'),
        amount: 400,
        balance: 400,
      },
      {
        date: addDays(today, -7),
        kind: 'due',
        description: expect.stringContaining('Instalment 2 of 3'),
        amount: 400,
        balance: 800,
      },
      {
        date: addDays(today, -7),
        kind: 'remittance',
        description: 'Remittance by Cash',
        amount: 500,
        balance: 300,
        receiptNumber: money.receiptNumber,
        remittanceId: money._id,
      },
      // The last instalment is the rest of the total.
      {
        date: today,
        kind: 'due',
        description: expect.stringContaining('Instalment 3 of 3'),
        amount: 200,
        balance: 500,
      },
    ]);
    expect(ledger.totals).toEqual({ expected: 1000, paid: 500, arrears: 500 });
    expect(ledger.contract._id).toBe(contract._id);
  });
});
