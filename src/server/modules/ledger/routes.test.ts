import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { api } from '../../../shared/paths';
import { IDEMPOTENCY_HEADER } from '../../../shared/schemas/payments';
import { businessToday } from '../../lib/business-day';
import { expectFieldError, okBody } from '../../test/api-checks';
import { shownText } from '../../test/read-pdf';
import { readXlsx } from '../../test/read-xlsx';
import { freshAppForEachTest } from '../../test/test-app';
import { apartmentBody, rentRecordBody } from '../apartments/test-data';

const t = freshAppForEachTest('Manager');
const today = businessToday();

const tenancy = async (overrides: Record<string, unknown> = {}, cookie = t.cookie) =>
  okBody(await t.request('POST', api.addRentRecord, { cookie, payload: rentRecordBody(overrides) })).data;
const pay = (payload: Record<string, unknown>, cookie = t.cookie) =>
  t.request('POST', api.addPayment, {
    cookie,
    payload: { amountPaid: 500, method: 'Cash', date: today, status: 'Partial', ...payload },
  });
const read = (url: string, cookie = t.cookie) => t.request('GET', url, { cookie });
const voidPayment = (id: string, reason?: string, cookie = t.cookie) =>
  t.request('DELETE', api.deletePayment(id), { cookie, ...(reason ? { payload: { reason } } : {}) });
const paymentRows = () => t.handle.db.selectFrom('payments').selectAll().orderBy('receipt_number').execute();

describe('receipt numbers (docs/ledger.md §3)', () => {
  it('numbers each account from RCT-000001, never reads a number a client sends, and never reuses one', async () => {
    const { _id } = await tenancy();
    const first = okBody(await pay({ tenant: _id, receiptNumber: 'RCT-999999' }));
    expect(first.receiptNumber).toBe('RCT-000001');
    expect(first.recordedBy).toEqual({ _id: expect.any(String), name: expect.stringContaining('Manager') });
    const second = okBody(await pay({ tenant: _id }));
    expect(second.receiptNumber).toBe('RCT-000002');
    okBody(await voidPayment(second._id, 'Entered twice'));
    expect(okBody(await pay({ tenant: _id })).receiptNumber).toBe('RCT-000003');

    // Another business starts its own series.
    const other = await t.newAccount('Other business');
    const { cookie } = await t.signIn('Staff', { accountId: other });
    const theirs = await tenancy({}, cookie);
    expect(okBody(await pay({ tenant: theirs._id }, cookie)).receiptNumber).toBe('RCT-000001');
  });

  it('stays gapless and unique under 20 concurrent add-payment requests, refused ones using no number', async () => {
    const { _id } = await tenancy();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        // Every fourth names an unknown tenant: refused, and its number must not be lost.
        pay({ tenant: index % 4 === 3 ? 'no-such-tenant' : _id, amountPaid: index + 1 }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(15);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
    const numbers = (await paymentRows()).map((row) => Number(row.receipt_number));
    expect(numbers).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
  });

  it('uses no number for an idempotent replay', async () => {
    const { _id } = await tenancy();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: api.addPayment,
        headers: { cookie: t.cookie, [IDEMPOTENCY_HEADER]: 'Zq8wLm3Rt6Yp1Vx4Nc7B' },
        payload: { tenant: _id, amountPaid: 10, date: today, method: 'Cash' },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().receiptNumber).toBe(b.json().receiptNumber);
    expect(okBody(await pay({ tenant: _id })).receiptNumber).toBe('RCT-000002');
  });
});

describe('Mobile Money details (docs/ledger.md §3)', () => {
  const momo = (tenant: string, overrides: Record<string, unknown> = {}) =>
    pay({
      tenant,
      method: 'Mobile Money',
      network: 'MTN MoMo',
      reference: 'MP240112.1532.C12345',
      payerPhone: '024 555 0101',
      ...overrides,
    });

  it('stores network, reference and payer phone (E.164), and answers them on every read', async () => {
    const { _id } = await tenancy();
    const payment = okBody(await momo(_id));
    expect(payment).toMatchObject({
      network: 'MTN MoMo',
      reference: 'MP240112.1532.C12345',
      payerPhone: '+233245550101',
    });
    expect(okBody(await read(api.payment(payment._id)))).toEqual(payment);
  });

  it('refuses a network without Mobile Money and a malformed payer phone with 400, writing nothing', async () => {
    const { _id } = await tenancy();
    expectFieldError(
      await pay({ tenant: _id, method: 'Cash', network: 'MTN MoMo' }),
      'network',
      'A network goes only with the method Mobile Money',
    );
    expect((await momo(_id, { network: 'Vodafone Cash' })).statusCode).toBe(400);
    expect((await momo(_id, { payerPhone: '12' })).statusCode).toBe(400);
    expect(await paymentRows()).toHaveLength(0);
  });

  it('never counts one reference twice for a method (trimmed, any case), until the receipt holding it is voided', async () => {
    const { _id } = await tenancy();
    const first = okBody(await momo(_id, { reference: 'ABC123' }));
    const again = await momo(_id, { reference: '  abc123 ', network: 'Telecel Cash' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(first.receiptNumber);
    expect(await paymentRows()).toHaveLength(1);
    // Another method's reference space is its own.
    expect((await pay({ tenant: _id, method: 'Bank Transfer', reference: 'ABC123' })).statusCode).toBe(200);
    // An edit cannot take a reference another receipt holds, and keeps its own.
    const other = okBody(await momo(_id, { reference: 'XYZ789' }));
    const edit = (reference: string) =>
      t.request('PUT', api.editPayment(other._id), {
        cookie: t.cookie,
        payload: { ...other, reference },
      });
    expect((await edit('abc123')).statusCode).toBe(409);
    expect(okBody(await edit('XYZ789')).reference).toBe('XYZ789');
    okBody(await voidPayment(first._id));
    expect((await momo(_id, { reference: 'abc123' })).statusCode).toBe(200);
  });

  it('lets concurrent payments with one reference record it once', async () => {
    const { _id } = await tenancy();
    const answers = await Promise.all(Array.from({ length: 6 }, () => momo(_id, { reference: 'RACE-1' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await paymentRows()).toHaveLength(1);
  });
});

describe('void, not delete (docs/ledger.md §3)', () => {
  it('takes the payment out of every list and total, keeps its row and receipt, marked VOID with who, when and why', async () => {
    const { _id } = await tenancy({ totalAmount: 1000 });
    const kept = okBody(await pay({ tenant: _id, amountPaid: 300 }));
    const voided = okBody(await pay({ tenant: _id, amountPaid: 200 }));
    expect(voided.balanceAfter).toBe(500);
    const answer = await voidPayment(voided._id, 'Entered twice');
    expect(okBody(answer)).toEqual({ message: 'Payment deleted successfully' });
    expect(answer.headers['x-data-changed']).toBe('payments, tenants');

    expect((await read(api.payment(voided._id))).statusCode).toBe(404);
    expect(okBody(await read(api.payments)).map((row: { _id: string }) => row._id)).toEqual([kept._id]);
    expect(okBody(await read(api.rentRecord(_id))).data).toMatchObject({ paid: 300, balance: 700 });
    const receipt = okBody(await read(api.receipt(voided._id)));
    expect(receipt.receiptNumber).toBe(voided.receiptNumber);
    expect(receipt.voided).toEqual({
      at: expect.any(String),
      by: expect.stringContaining('Manager'),
      reason: 'Entered twice',
    });
    expect((await voidPayment(voided._id)).statusCode).toBe(404);
    expect(await paymentRows()).toHaveLength(2);
  });

  it('is refused to Staff (403), and old clients void without a body', async () => {
    const { _id } = await tenancy();
    const payment = okBody(await pay({ tenant: _id }));
    const { cookie } = await t.signIn('Staff');
    expect((await voidPayment(payment._id, undefined, cookie)).statusCode).toBe(403);
    const bare = await t.app.inject({
      method: 'DELETE',
      url: api.deletePayment(payment._id),
      headers: { cookie: t.cookie },
    });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(okBody(await read(api.receipt(payment._id))).voided.reason).toBeNull();
  });
});

describe('balance after each payment', () => {
  it('runs in date order, then receipt order, whatever order they were recorded in', async () => {
    const { _id } = await tenancy({ totalAmount: 1000 });
    const late = okBody(await pay({ tenant: _id, amountPaid: 100, date: '2026-03-01' }));
    const early = okBody(await pay({ tenant: _id, amountPaid: 200, date: '2026-01-01' }));
    const sameDay = okBody(await pay({ tenant: _id, amountPaid: 50, date: '2026-01-01' }));
    const byId = new Map(
      okBody(await read(api.payments)).map((row: { _id: string; balanceAfter: number }) => [
        row._id,
        row.balanceAfter,
      ]),
    );
    expect([byId.get(early._id), byId.get(sameDay._id), byId.get(late._id)]).toEqual([800, 750, 650]);
  });
});

describe('receipts (docs/ledger.md §4)', () => {
  it('answers the receipt with the business details, the amount in words and the paid-through date', async () => {
    okBody(
      await t.request('PUT', api.businessSettings, {
        cookie: (await t.signIn('Admin')).cookie,
        payload: {
          name: 'Adjei Properties',
          address: 'Box 12, Adenta',
          phone: '0302 123 456',
          ghanaPostGps: 'ga-123-4567',
        },
      }),
    );
    const { _id } = await tenancy({
      tenantName: 'Efua Sey',
      rentedDate: '2026-01-10',
      monthlyPrice: 1000,
      amountPaidOnUtility: 0,
      totalAmount: 12000,
    });
    const payment = okBody(
      await pay({ tenant: _id, amountPaid: 2500.5, method: 'Mobile Money', network: 'Telecel Cash' }),
    );
    const receipt = okBody(await read(api.receipt(payment._id)));
    // The business as printed: its details, not its rent tax rate.
    expect(receipt.business).not.toHaveProperty('rentTaxRate');
    expect(receipt).toMatchObject({
      receiptNumber: 'RCT-000001',
      business: {
        name: 'Adjei Properties',
        address: 'Box 12, Adenta',
        phone: '+233302123456',
        ghanaPostGps: 'GA-123-4567',
      },
      tenant: { name: 'Efua Sey', phone: '+233241112233' },
      roomDescription: 'Room 4, Adenta block B',
      amount: 2500.5,
      amountInWords: 'Two thousand five hundred Ghana cedis and fifty pesewas',
      method: 'Mobile Money',
      network: 'Telecel Cash',
      balanceAfter: 9499.5,
      paidThrough: '2026-03-09',
      voided: null,
    });
    const pdf = await read(api.receiptPdf(payment._id));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="Receipt_RCT-000001.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await read(api.receipt('no-such-payment'))).statusCode).toBe(404);
    expect((await read(api.receiptPdf('no-such-payment'))).statusCode).toBe(404);
  });
});

describe('the unit on receipts and statements (decision 058)', () => {
  const occurrences = (text: string, part: string) => text.split(part).length - 1;

  it('names the unit once when the room repeats it, and keeps what the room says beyond it', async () => {
    const flat = okBody(
      await t.request('POST', api.addApartment, {
        cookie: t.cookie,
        payload: apartmentBody({ title: '2-Bedroom Flat K1', location: 'Kasoa Road' }),
      }),
    );
    // The demo data's room is the unit itself.
    const same = await tenancy({ apartmentId: flat._id, roomDescription: '2-Bedroom Flat K1, Kasoa Road' });
    const payment = okBody(await pay({ tenant: same._id }));
    const receipt = okBody(await read(api.receipt(payment._id)));
    expect(receipt.apartment).toEqual({ title: '2-Bedroom Flat K1', location: 'Kasoa Road' });
    expect(receipt.roomDescription).toBe('');
    const receiptText = shownText((await read(api.receiptPdf(payment._id))).rawPayload);
    expect(occurrences(receiptText, '2-Bedroom Flat K1')).toBe(1);
    const statementText = shownText((await read(api.statementPdf(same._id))).rawPayload);
    expect(occurrences(statementText, '2-Bedroom Flat K1')).toBe(1);

    // A room saying more than the unit keeps the rest, once.
    const shop = okBody(
      await t.request('POST', api.addApartment, {
        cookie: t.cookie,
        payload: apartmentBody({ title: 'Shop 4', location: 'Kasoa Road' }),
      }),
    );
    const room = await tenancy({ apartmentId: shop._id, roomDescription: 'Shop 4, Kasoa Road, Room 3' });
    const second = okBody(await pay({ tenant: room._id }));
    expect(okBody(await read(api.receipt(second._id))).roomDescription).toBe('Room 3');
    const secondText = shownText((await read(api.receiptPdf(second._id))).rawPayload);
    expect(occurrences(secondText, 'Shop 4')).toBe(1);
    expect(secondText).toContain('Room 3');
  });
});

describe('the tenancy ledger and statement (docs/ledger.md §4)', () => {
  it('lists the charges fallen due and the payments in date order with a running balance', async () => {
    const start = '2026-01-15';
    const { _id } = await tenancy({
      billing: 'monthly',
      rentedDate: start,
      expirationDate: '2026-06-14',
      noOfMonthsRented: 5,
      amountPaidOnUtility: 100,
      monthlyPrice: 400,
      totalAmount: 2100,
    });
    const first = okBody(await pay({ tenant: _id, amountPaid: 500, date: '2026-01-15' }));
    okBody(await pay({ tenant: _id, amountPaid: 400, date: '2026-02-20' }));
    const ledger = okBody(await read(api.tenancyLedger(_id)));
    const charges = ledger.entries.filter((entry: { kind: string }) => entry.kind === 'charge');
    // Every instalment of a term in the past has fallen due (the test runs after June 2026).
    expect(today > '2026-06-14').toBe(true);
    expect(charges.map((entry: { amount: number }) => entry.amount)).toEqual([100, 400, 400, 400, 400, 400]);
    expect(ledger.entries.slice(0, 4)).toEqual([
      { date: start, kind: 'charge', description: 'Utility', amount: 100, balance: 100 },
      {
        date: start,
        kind: 'charge',
        description: 'Rent 2026-01-15 to 2026-02-14',
        amount: 400,
        balance: 500,
      },
      {
        date: start,
        kind: 'payment',
        description: 'Payment by Cash',
        amount: 500,
        balance: 0,
        receiptNumber: first.receiptNumber,
        paymentId: first._id,
      },
      {
        date: '2026-02-15',
        kind: 'charge',
        description: 'Rent 2026-02-15 to 2026-03-14',
        amount: 400,
        balance: 400,
      },
    ]);
    expect(ledger.totals).toEqual({ charged: 2100, paid: 900, balance: 1200, arrears: 1200 });
    expect(ledger.entries.at(-1).balance).toBe(1200);

    const pdf = await read(api.statementPdf(_id));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="Statement_Akosua_Mensah\.pdf"$/,
    );
    expect((await read(api.tenancyLedger('no-such-record'))).statusCode).toBe(404);
  });
});

describe('arrears (docs/ledger.md §5)', () => {
  it('lists the tenancies in arrears, most days overdue first, and drops one once paid', async () => {
    const late = await tenancy({
      tenantName: 'Long overdue',
      rentedDate: addDays(today, -60),
      totalAmount: 1000,
    });
    const recent = await tenancy({
      tenantName: 'Just due',
      rentedDate: addDays(today, -5),
      totalAmount: 500,
    });
    await tenancy({ tenantName: 'Not yet due', rentedDate: addDays(today, 5), totalAmount: 500 });
    okBody(await pay({ tenant: recent._id, amountPaid: 200 }));
    const arrears = okBody(await read(api.arrears));
    expect(arrears).toEqual([
      expect.objectContaining({ _id: late._id, tenantName: 'Long overdue', arrears: 1000, daysOverdue: 60 }),
      expect.objectContaining({ _id: recent._id, arrears: 300, balance: 300, daysOverdue: 5 }),
    ]);
    const exported = await read(`${api.exportArrears}?q=long`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toContain('Arrears_List.xlsx');
    const sheet = await readXlsx(exported);
    expect(sheet.header).toEqual([
      'Tenant Name',
      'Phone',
      'Unit',
      'Arrears',
      'Balance',
      'Days Overdue',
      'Paid Through',
    ]);
    expect(sheet.rows.map((row) => row[0])).toEqual(['Long overdue']);

    okBody(await pay({ tenant: late._id, amountPaid: 1000 }));
    expect(okBody(await read(api.arrears)).map((row: { _id: string }) => row._id)).toEqual([recent._id]);
  });
});

describe('business settings (docs/ledger.md §4)', () => {
  it('lets everyone read them and only the Admin change them; the name is the account name', async () => {
    expect(okBody(await read(api.businessSettings))).toMatchObject({ address: '', receiptFooter: '' });
    const body = { name: 'Adjei Estates', receiptFooter: 'Thank you for paying on time.' };
    expect(
      (await t.request('PUT', api.businessSettings, { cookie: t.cookie, payload: body })).statusCode,
    ).toBe(403);
    const admin = await t.signIn('Admin');
    const saved = await t.request('PUT', api.businessSettings, { cookie: admin.cookie, payload: body });
    expect(okBody(saved)).toMatchObject(body);
    expect(saved.headers['x-data-changed']).toBe('account');
    expect(okBody(await read(api.profile)).account.name).toBe('Adjei Estates');
    const events = okBody(await read(`${api.audit}?entity=business`, admin.cookie));
    expect(events.items[0]).toMatchObject({
      action: 'update',
      entity: 'business',
      after: { name: 'Adjei Estates' },
    });
  });

  it('refuses a malformed GhanaPostGPS address, phone or e-mail with 400, changing nothing', async () => {
    const admin = await t.signIn('Admin');
    const put = (payload: Record<string, unknown>) =>
      t.request('PUT', api.businessSettings, { cookie: admin.cookie, payload: { name: 'X', ...payload } });
    expectFieldError(
      await put({ ghanaPostGps: 'GA1234567' }),
      'ghanaPostGps',
      'GhanaPostGPS address must look like GA-123-4567',
    );
    expect((await put({ ghanaPostGps: 'G-123-4567' })).statusCode).toBe(400);
    expect((await put({ phone: 'call me' })).statusCode).toBe(400);
    expect((await put({ email: 'not-an-email' })).statusCode).toBe(400);
    expect((await put({ name: '' })).statusCode).toBe(400);
    expect(okBody(await read(api.businessSettings)).name).not.toBe('X');
    expect(okBody(await put({ ghanaPostGps: 'ak-1234-5678' })).ghanaPostGps).toBe('AK-1234-5678');
  });

  it('keeps the rent tax rate in percent (docs/insight.md §2): 8 at first, kept when not sent, 0–100 with 2 decimals', async () => {
    const admin = await t.signIn('Admin');
    const put = (payload: Record<string, unknown>) =>
      t.request('PUT', api.businessSettings, {
        cookie: admin.cookie,
        payload: { name: 'Adjei', ...payload },
      });
    const stored = async () => okBody(await read(api.businessSettings)).rentTaxRate;
    expect(await stored()).toBe(8);
    expect(okBody(await put({ rentTaxRate: 7.5 })).rentTaxRate).toBe(7.5);
    // An old client sends no rate, or a form a blank one: the stored rate stays.
    expect(okBody(await put({})).rentTaxRate).toBe(7.5);
    expect(okBody(await put({ rentTaxRate: '' })).rentTaxRate).toBe(7.5);
    expect(okBody(await put({ rentTaxRate: null })).rentTaxRate).toBe(7.5);
    expect(okBody(await put({ rentTaxRate: '12.25' })).rentTaxRate).toBe(12.25);
    expect(okBody(await put({ rentTaxRate: 0 })).rentTaxRate).toBe(0);
    expect(okBody(await put({ rentTaxRate: 100 })).rentTaxRate).toBe(100);
    for (const [value, message] of [
      [-1, 'Rent tax rate must be between 0 and 100'],
      [100.01, 'Rent tax rate must be between 0 and 100'],
      [7.255, 'Rent tax rate can have at most 2 decimal places, for example 7.25'],
      ['eight', 'Rent tax rate must be a number'],
      ['0x10', 'Rent tax rate must be a number'],
      ['1e1', 'Rent tax rate must be a number'],
      [true, 'Rent tax rate must be a number'],
    ] as const) {
      expectFieldError(await put({ rentTaxRate: value }), 'rentTaxRate', message);
    }
    expect(await stored()).toBe(100);
    // Stored in hundredths of a percent.
    await put({ rentTaxRate: 0.07 });
    const row = await t.handle.db
      .selectFrom('accounts')
      .select('rent_tax_rate_bp')
      .where('id', '=', t.accountId)
      .executeTakeFirstOrThrow();
    expect(row.rent_tax_rate_bp).toBe(7);
  });
});
