import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { api } from '../../../shared/paths';
import {
  type Board,
  type Contract,
  IDEMPOTENCY_HEADER,
  REMITTANCES_EXPORT_FILE,
  type Remittance,
} from '../../../shared/schemas/hire';
import { businessToday } from '../../lib/business-day';
import { expectFieldError, okBody, recordRouteChecks } from '../../test/api-checks';
import { readXlsx } from '../../test/read-xlsx';
import { freshAppForEachTest } from '../../test/test-app';
import { rentRecordBody } from '../apartments/test-data';
import { dailySalesBody, remittanceBody, rentalBody, workAndPayBody } from '../contracts/test-data';
import { auditEventsOf, vehicleBody } from '../vehicles/test-data';
import { REMITTANCE_MESSAGES } from './service';

const t = freshAppForEachTest('Staff');
const today = businessToday();

const get = (url: string, as = t.cookie) => t.request('GET', url, { cookie: as });
const post = (url: string, payload: unknown, as = t.cookie) =>
  t.request('POST', url, { cookie: as, payload });

async function contract(make: (vehicleId: string) => object): Promise<Contract> {
  const vehicleId = okBody(await post(api.addVehicle, vehicleBody()))._id;
  return okBody(await post(api.contracts, make(vehicleId)));
}
/** A rental of 7 days at ₵300 from 2026-03-01 (₵2,100 all due on its start). */
const rental = () => contract((vehicleId) => rentalBody(vehicleId));
const record = (payload: unknown, key?: string, as = t.cookie) =>
  t.app.inject({
    method: 'POST',
    url: api.remittances,
    payload: payload as object,
    headers: { cookie: as, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
  });
const recorded = async (payload: unknown): Promise<Remittance> => okBody(await record(payload));
const voidIt = async (id: string, reason?: string) => {
  const { cookie } = await t.signIn('Manager');
  return t.request('DELETE', api.remittance(id), { cookie, ...(reason ? { payload: { reason } } : {}) });
};

/** Every contract's stored `paid_pesewas` is the sum of its remittances that count (decision 049). */
async function expectPaidColumnsAgree() {
  const contracts = await t.handle.db.selectFrom('hire_contracts').select(['id', 'paid_pesewas']).execute();
  for (const row of contracts) {
    const sum = await t.handle.db
      .selectFrom('remittances')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_pesewas'), eb.lit(0)).as('paid'))
      .where('contract_id', '=', row.id)
      .where('voided_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(row.paid_pesewas), row.id).toBe(Number(sum.paid));
  }
}

recordRouteChecks(t, 'remittances', {
  notFound: 'Remittance not found',
  deleted: REMITTANCE_MESSAGES.voided,
  add: async () => recorded(remittanceBody((await rental())._id)),
  body: (remittance) => remittanceBody((remittance as Remittance).contractId),
});

describe('recording remittances', () => {
  it('records a remittance with a server receipt number, who recorded it and the balance after', async () => {
    const hire = await rental();
    const first = await recorded(
      remittanceBody(hire._id, {
        amount: 800,
        method: 'Mobile Money',
        network: 'MTN MoMo',
        reference: ' MP2603.0001 ',
        payerPhone: '024 999 0000',
        receiptNumber: 'RCT-999999',
        note: 'First half',
      } as never),
    );
    expect(first).toMatchObject({
      contractId: hire._id,
      contract: { _id: hire._id, type: 'rental', hirerName: 'Esi Quaye', vehicle: hire.vehicle },
      date: '2026-03-02',
      amount: 800,
      method: 'Mobile Money',
      network: 'MTN MoMo',
      reference: 'MP2603.0001',
      payerPhone: '+233249990000',
      receiptNumber: 'RCT-000001',
      balanceAfter: 1300,
      note: 'First half',
    });
    expect(first.recordedBy?.name).toBeTruthy();
    const second = await recorded(remittanceBody(hire._id, { amount: 1300, date: '2026-03-01' }));
    expect(second.receiptNumber).toBe('RCT-000002');
    // Dated earlier, the second settles first: the first's balance after it moves.
    expect(okBody(await get(api.remittance(first._id))).balanceAfter).toBe(0);
    expect(second.balanceAfter).toBe(800);
    expect(okBody(await get(api.contract(hire._id)))).toMatchObject({ paid: 2100, balance: 0, arrears: 0 });
  });

  it('shares one receipt series with rent payments: gapless and unique under 20 concurrent requests', async () => {
    const hire = await rental();
    const tenant = okBody(await post(api.addRentRecord, rentRecordBody())).data._id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? record(remittanceBody(hire._id, { amount: 10 + index }))
          : post(api.addPayment, { tenant, amountPaid: 10 + index, method: 'Cash', Date: '2026-03-02' }),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const numbers = answers.map((answer) => answer.json().receiptNumber as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, index) => `RCT-${String(index + 1).padStart(6, '0')}`),
    );
  });

  it('records once per Idempotency-Key: a repeat answers the first, other details are refused', async () => {
    const hire = await rental();
    const body = remittanceBody(hire._id, { amount: 450 });
    const key = 'remit-key-0000000001';
    const first = await record(body, key);
    const repeat = await record(body, key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    const other = await record({ ...body, amount: 451 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(REMITTANCE_MESSAGES.keyReused);
    expect(okBody(await get(`${api.remittances}?contractId=${hire._id}`))).toHaveLength(1);
    const next = await recorded(remittanceBody(hire._id));
    expect(next.receiptNumber).toBe('RCT-000002');
  });

  it('never counts a Mobile Money reference twice, across rent payments and remittances', async () => {
    const hire = await rental();
    const tenant = okBody(await post(api.addRentRecord, rentRecordBody())).data._id;
    const payment = okBody(
      await post(api.addPayment, {
        tenant,
        amountPaid: 100,
        method: 'Mobile Money',
        network: 'MTN MoMo',
        reference: 'ABC123',
        Date: '2026-03-01',
      }),
    );
    const again = await record(
      remittanceBody(hire._id, { method: 'Mobile Money', network: 'MTN MoMo', reference: ' abc123 ' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `This transaction ID is already recorded on receipt ${payment.receiptNumber}: a transfer is never counted twice.`,
    );
    const mine = await recorded(
      remittanceBody(hire._id, { method: 'Mobile Money', network: 'Telecel Cash', reference: 'TC-77' }),
    );
    const twice = await record(remittanceBody(hire._id, { method: 'Mobile Money', reference: 'tc-77' }));
    expect(twice.statusCode).toBe(409);
    // Voided, its reference is free again.
    okBody(await voidIt(mine._id));
    okBody(await record(remittanceBody(hire._id, { method: 'Mobile Money', reference: 'TC-77' })));
  });

  it.each([
    [{ contractId: undefined }, 'contractId', 'Contract is required'],
    [{ contractId: 'no-such-contract' }, 'contractId', REMITTANCE_MESSAGES.unknownContract],
    [{ amount: 0 }, 'amount', 'Amount must be greater than 0'],
    [{ amount: -5 }, 'amount', 'Amount cannot be negative'],
    [{ date: '2026-02-30' }, 'date', 'Date must be a valid date (YYYY-MM-DD)'],
    [{ method: undefined }, 'method', 'Payment method is required'],
    [{ method: 'Bitcoin' }, 'method', 'Payment method must be one of: Cash, Mobile Money, Bank Transfer'],
    [{ network: 'MTN MoMo' }, 'network', 'A network goes only with the method Mobile Money'],
    [
      { method: 'Mobile Money', network: 'Vodafone' },
      'network',
      'Network must be MTN MoMo, Telecel Cash or AirtelTigo Money',
    ],
    [{ payerPhone: '12' }, 'payerPhone', 'Payer phone must be a valid phone number, e.g. 024 123 4567'],
  ])(
    'refuses %j with 400 on %s, writing nothing and using no receipt number',
    async (overrides, path, message) => {
      const hire = await rental();
      expectFieldError(await record({ ...remittanceBody(hire._id), ...overrides }), path, message);
      expect(okBody(await get(api.remittances))).toEqual([]);
      expect((await recorded(remittanceBody(hire._id))).receiptNumber).toBe('RCT-000001');
    },
  );

  it('refuses another business’s contract as unknown', async () => {
    const otherAccount = await t.newAccount('Other fleet');
    const { cookie } = await t.signIn('Admin', { accountId: otherAccount });
    const vehicleId = okBody(await post(api.addVehicle, vehicleBody(), cookie))._id;
    const theirs = okBody(await post(api.contracts, rentalBody(vehicleId), cookie));
    expectFieldError(
      await record(remittanceBody(theirs._id)),
      'contractId',
      REMITTANCE_MESSAGES.unknownContract,
    );
  });
});

describe('editing and voiding', () => {
  it('edits a remittance, and moves it to another contract, settling both', async () => {
    const a = await rental();
    const b = await rental();
    const money = await recorded(remittanceBody(a._id, { amount: 500 }));
    const edited = okBody(
      await t.request('PUT', api.remittance(money._id), {
        cookie: t.cookie,
        payload: { ...money, contractId: b._id, amount: 600 },
      }),
    );
    expect(edited).toMatchObject({
      contractId: b._id,
      amount: 600,
      receiptNumber: money.receiptNumber,
      balanceAfter: 1500,
    });
    expect(okBody(await get(api.contract(a._id))).paid).toBe(0);
    expect(okBody(await get(api.contract(b._id))).paid).toBe(600);
    const round = okBody(
      await t.request('PUT', api.remittance(money._id), { cookie: t.cookie, payload: edited }),
    );
    expect(round).toEqual(edited);
    await recorded(remittanceBody(a._id, { amount: 50 }));
    okBody(await voidIt((await recorded(remittanceBody(b._id, { amount: 70 })))._id));
    await expectPaidColumnsAgree();
  });

  it('keeps the Mobile Money details an edit leaves out, and the transaction ID stays held', async () => {
    const hire = await rental();
    const money = await recorded(
      remittanceBody(hire._id, {
        method: 'Mobile Money',
        network: 'MTN MoMo',
        reference: 'KEEP-1',
        payerPhone: '024 999 0000',
      }),
    );
    const { network: _n, reference: _r, payerPhone: _p, ...withoutMomo } = money;
    const edited = okBody(
      await t.request('PUT', api.remittance(money._id), {
        cookie: t.cookie,
        payload: { ...withoutMomo, amount: 310 },
      }),
    );
    expect(edited).toMatchObject({
      amount: 310,
      network: 'MTN MoMo',
      reference: 'KEEP-1',
      payerPhone: '+233249990000',
    });
    const again = await record(remittanceBody(hire._id, { method: 'Mobile Money', reference: 'keep-1' }));
    expect(again.statusCode).toBe(409);
    // The form shows it under the transaction ID.
    expect(again.json().errors).toEqual([{ path: 'reference', message: again.json().message }]);
  });

  it('voids with a reason: gone from lists and totals, its receipt kept and marked VOID; Staff may not', async () => {
    const hire = await rental();
    const money = await recorded(remittanceBody(hire._id, { amount: 700 }));
    const staff = await t.request('DELETE', api.remittance(money._id), { cookie: t.cookie });
    expect(staff.statusCode).toBe(403);
    const voided = await voidIt(money._id, 'Counted twice');
    expect(okBody(voided)).toEqual({ message: REMITTANCE_MESSAGES.voided });
    expect((await get(api.remittance(money._id))).statusCode).toBe(404);
    expect(okBody(await get(api.remittances))).toEqual([]);
    expect(okBody(await get(api.contract(hire._id))).paid).toBe(0);
    const receipt = okBody(await get(api.receipt(money._id)));
    expect(receipt).toMatchObject({
      kind: 'hire',
      receiptNumber: money.receiptNumber,
      voided: { reason: 'Counted twice' },
    });
    expect((await voidIt(money._id)).statusCode).toBe(404);
    const events = await auditEventsOf(t);
    expect(events.filter((event) => event.entity === 'remittance').map((event) => event.action)).toEqual([
      'create',
      'void',
    ]);
  });
});

describe('receipts for remittances', () => {
  it('names the hirer, the vehicle and the contract, in JSON and as an A5 PDF', async () => {
    const hire = await rental();
    const money = await recorded(remittanceBody(hire._id, { amount: 2100.5 }));
    const receipt = okBody(await get(api.receipt(money._id)));
    expect(receipt).toMatchObject({
      paymentId: money._id,
      kind: 'hire',
      receiptNumber: 'RCT-000001',
      tenant: { name: 'Esi Quaye', phone: '+233201114455' },
      apartment: null,
      vehicle: { make: 'Toyota', model: 'Corolla', vehicleRegNum: hire.vehicle.vehicleRegNum },
      contract: { _id: hire._id, type: 'rental' },
      amount: 2100.5,
      amountInWords: 'Two thousand one hundred Ghana cedis and fifty pesewas',
      balanceAfter: -0.5,
      voided: null,
    });
    const pdf = await get(api.receiptPdf(money._id));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Receipt_RCT-000001.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the list and its export', () => {
  it('lists by contract and by span of days, newest first, and exports the same', async () => {
    const a = await rental();
    const b = await rental();
    const one = await recorded(remittanceBody(a._id, { date: '2026-03-01' }));
    const two = await recorded(remittanceBody(b._id, { date: '2026-03-02' }));
    const three = await recorded(remittanceBody(a._id, { date: '2026-03-03' }));
    const ids = async (query: string) =>
      (okBody(await get(`${api.remittances}?${query}`)) as Remittance[]).map((each) => each._id);
    expect(await ids('')).toEqual([three._id, two._id, one._id]);
    expect(await ids(`contractId=${a._id}`)).toEqual([three._id, one._id]);
    expect(await ids('from=2026-03-02&to=2026-03-02')).toEqual([two._id]);
    expect(await ids(`contractId=${a._id}&from=2026-03-02`)).toEqual([three._id]);
    // Counted from the day before the span: balance after the third is 2,100 − 600.
    expect(
      (okBody(await get(`${api.remittances}?contractId=${a._id}&from=2026-03-02`)) as Remittance[])[0]
        ?.balanceAfter,
    ).toBe(1500);
    expect((await get(`${api.remittances}?from=yesterday`)).statusCode).toBe(400);
    const exported = await get(`${api.exportRemittances}?contractId=${a._id}`);
    expect(exported.headers['content-disposition']).toContain(REMITTANCES_EXPORT_FILE);
    const sheet = await readXlsx(exported);
    expect(sheet.header.slice(0, 3)).toEqual(['Date', 'Receipt No.', 'Hirer']);
    expect(sheet.rows.map((row) => row[1])).toEqual([three.receiptNumber, one.receiptNumber]);
  });
});

describe('the day’s board', () => {
  it('shows each contract running that day with its due, what was paid that day and the arrears', async () => {
    // Every day a working day: ₵100 a day, started 3 days ago (4 amounts due by today).
    const daily = await contract((vehicleId) =>
      dailySalesBody(vehicleId, {
        amount: 100,
        workingDays: [1, 2, 3, 4, 5, 6, 7],
        startDate: addDays(today, -3),
      }),
    );
    // Weekly work and pay started 2 days ago: ₵700 fell due then, nothing today.
    const weekly = await contract((vehicleId) =>
      workAndPayBody(vehicleId, {
        amount: 700,
        frequency: 'weekly',
        totalPrice: 7000,
        startDate: addDays(today, -2),
      }),
    );
    // Not started yet: not on today's board.
    await contract((vehicleId) =>
      rentalBody(vehicleId, { startDate: addDays(today, 1), endDate: addDays(today, 3) }),
    );
    await recorded(remittanceBody(daily._id, { amount: 150, date: addDays(today, -1) }));
    await recorded(remittanceBody(daily._id, { amount: 100, date: today }));
    const board: Board = okBody(await get(api.hireToday));
    expect(board.date).toBe(today);
    expect(board.rows.map((row) => [row.contract._id, row.due, row.paidThatDay, row.arrears])).toEqual([
      [weekly._id, 0, 0, 700],
      [daily._id, 100, 100, 150],
    ]);
    expect(board.totals).toEqual({ expected: 100, collected: 100, outstanding: 850 });

    // Yesterday: the daily one had paid 150 of 300, the weekly one owed its first week.
    const yesterday: Board = okBody(await get(`${api.hireToday}?date=${addDays(today, -1)}`));
    expect(yesterday.rows.map((row) => [row.contract._id, row.due, row.paidThatDay, row.arrears])).toEqual([
      [weekly._id, 0, 0, 700],
      [daily._id, 100, 150, 150],
    ]);
    // Before any of them started, the board is empty.
    const before: Board = okBody(await get(`${api.hireToday}?date=${addDays(today, -10)}`));
    expect(before).toEqual({
      date: addDays(today, -10),
      rows: [],
      totals: { expected: 0, collected: 0, outstanding: 0 },
    });
    expect((await get(`${api.hireToday}?date=2026-02-30`)).statusCode).toBe(400);
  });

  it('leaves out a contract terminated before the day, and a rental on its return day', async () => {
    const ended = await contract((vehicleId) =>
      dailySalesBody(vehicleId, {
        startDate: addDays(today, -10),
        status: 'terminated',
        terminatedOn: addDays(today, -1),
      }),
    );
    await contract((vehicleId) => rentalBody(vehicleId, { startDate: addDays(today, -3), endDate: today }));
    expect(okBody(await get(api.hireToday)).rows).toEqual([]);
    const earlier: Board = okBody(await get(`${api.hireToday}?date=${addDays(today, -1)}`));
    expect(earlier.rows.map((row) => row.contract._id)).toContain(ended._id);
  });
});
