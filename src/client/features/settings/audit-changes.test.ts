import { describe, expect, it } from 'vitest';
import {
  codeWords,
  fieldChanges,
  fieldLabel,
  flatten,
  formatDay,
  formatEventTime,
  formatValue,
  formatWhen,
  guessKind,
  nameOf,
} from './audit-changes';

const apartment = {
  _id: 'apt-1',
  title: 'Sunset Flat',
  location: 'East Legon',
  price: 1500,
  status: 'Available',
  description: '',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

describe('formatValue (how the log writes a value)', () => {
  it('writes money as GHC with two decimals, from cedis or from pesewas', () => {
    expect(formatValue(3430, 'money')).toBe('GHC 3,430.00');
    expect(formatValue(343_000, 'pesewas')).toBe('GHC 3,430.00');
    expect(formatValue(250.5, 'money')).toBe('GHC 250.50');
  });

  it('writes days as 18 Sep 2026, whether stored as a day or a date-time', () => {
    expect(formatDay('2026-09-18')).toBe('18 Sep 2026');
    expect(formatValue('2026-03-04T00:00:00.000Z', 'day')).toBe('4 Mar 2026');
    expect(formatDay('not a day')).toBe('not a day');
  });

  it('writes codes in words, booleans as Yes/No, distances in km, nothing as a dash', () => {
    expect(codeWords('daily_sales')).toBe('Daily sales');
    expect(formatValue('daily_sales', 'code')).toBe('Daily sales');
    expect(formatValue('vit', 'code', { vit: 'VIT' })).toBe('VIT');
    expect(formatValue(true)).toBe('Yes');
    expect(formatValue(false, 'yesNo')).toBe('No');
    expect(formatValue(45_200, 'km')).toBe('45,200 km');
    expect(formatValue('+233241112233', 'phone')).toBe('+233 24 111 2233');
    expect(guessKind('payerPhone', '+233241112233')).toBe('phone');
    expect(formatValue([1, 2, 6], 'text', { 1: 'Mon', 2: 'Tue', 6: 'Sat' })).toBe('Mon, Tue, Sat');
    for (const nothing of [null, undefined, '', []]) expect(formatValue(nothing)).toBe('—');
  });

  it('names a reference by its name, never its id, and a history line by its day and words', () => {
    expect(formatValue({ _id: 'v1', make: 'Toyota', model: 'Hiace', vehicleRegNum: 'GR 1234-21' })).toBe(
      'GR 1234-21',
    );
    expect(formatValue({ _id: 't1', tenantName: 'Kofi Boateng' })).toBe('Kofi Boateng');
    expect(formatValue({ hist: 'Oil change', date: '2026-01-15' })).toBe('15 Jan 2026: Oil change');
    expect(nameOf({ _id: 'x', amount: 5 })).toBeUndefined();
  });

  it('guesses what an unlisted field holds from its name and value', () => {
    expect(guessKind('paidPesewas', 12_500)).toBe('pesewas');
    expect(guessKind('amountPaid', 12)).toBe('money');
    expect(guessKind('startDate', '2026-01-02')).toBe('day');
    expect(guessKind('type', 'work_and_pay')).toBe('code');
    expect(guessKind('enabled', true)).toBe('yesNo');
    expect(fieldLabel('paidPesewas')).toBe('Paid');
    expect(fieldLabel('hirer.licenseNum')).toBe('License num');
  });
});

describe('fieldChanges (the before/after view)', () => {
  it('shows only the fields an edit changed, never the id or the timestamps', () => {
    const after = { ...apartment, price: 1800, status: 'Occupied', updatedAt: '2026-02-01T09:00:00.000Z' };
    expect(fieldChanges({ action: 'update', before: apartment, after })).toEqual([
      { field: 'price', label: 'Price', before: 'GHC 1,500.00', after: 'GHC 1,800.00' },
      { field: 'status', label: 'Status', before: 'Available', after: 'Occupied' },
    ]);
  });

  it('uses the labels and kinds it is given, in their order, and leaves out what `other` refuses', () => {
    const before = { _id: 'c1', amount: 200, type: 'daily_sales', paidPesewas: 100, vehicleId: 'v1' };
    const after = { _id: 'c1', amount: 250, type: 'work_and_pay', paidPesewas: 500, vehicleId: 'v2' };
    const specs = [
      { key: 'type', label: 'Contract type', kind: 'code' as const },
      { key: 'amount', label: 'Amount', kind: 'money' as const },
    ];
    expect(fieldChanges({ action: 'update', before, after }, specs, () => null)).toEqual([
      { field: 'type', label: 'Contract type', before: 'Daily sales', after: 'Work and pay' },
      { field: 'amount', label: 'Amount', before: 'GHC 200.00', after: 'GHC 250.00' },
    ]);
    // Without `other`, an unlisted field shows in words; an amount in pesewas as GHC; ids never.
    expect(fieldChanges({ action: 'update', before, after }, specs).at(-1)).toEqual({
      field: 'paidPesewas',
      label: 'Paid',
      before: 'GHC 1.00',
      after: 'GHC 5.00',
    });
  });

  it('shows the filled fields of a created record as after only, and of a deleted one as before only', () => {
    const created = fieldChanges({ action: 'create', before: null, after: apartment });
    // The empty description is left out: a new record shows what it holds.
    expect(created.map((change) => change.field)).toEqual(['title', 'location', 'price', 'status']);
    expect(created.every((change) => change.before === '—')).toBe(true);
    const deleted = fieldChanges({ action: 'delete', before: apartment, after: null });
    expect(deleted.every((change) => change.after === '—')).toBe(true);
    expect(deleted[0]?.before).toBe('Sunset Flat');
  });

  it('opens nested groups into their fields and settings lists by kind', () => {
    expect(
      flatten({
        hirer: { name: 'Yaw', phone: '024' },
        vehicle: { _id: 'v1', vehicleRegNum: 'GR-1' },
        kinds: [{ kind: 'lease_7', enabled: true, template: 'Hi' }],
      }),
    ).toEqual({
      'hirer.name': 'Yaw',
      'hirer.phone': '024',
      vehicle: { _id: 'v1', vehicleRegNum: 'GR-1' },
      'kinds.lease_7.enabled': true,
      'kinds.lease_7.template': 'Hi',
    });
  });

  it('leaves out the legacy vehiceType copy of vehicleType', () => {
    const before = { _id: 'v1', vehicleType: 'taxi', vehiceType: 'taxi' };
    const after = { _id: 'v1', vehicleType: 'bus', vehiceType: 'bus' };
    expect(fieldChanges({ action: 'update', before, after }).map((change) => change.field)).toEqual([
      'vehicleType',
    ]);
  });
});

describe('formatWhen', () => {
  it("formats when an event happened in the viewer's time zone", () => {
    expect(formatWhen('2026-05-01T23:30:00.000Z', 'Africa/Accra')).toBe('2026-05-01 23:30');
    expect(formatWhen('2026-05-01T23:30:00.000Z', 'Europe/London')).toBe('2026-05-02 00:30');
    expect(formatWhen('2026-05-01T23:30:00.000Z', 'Not/AZone')).toBe('2026-05-01 23:30');
    expect(formatEventTime('2026-05-01T23:30:00.000Z', 'Europe/London')).toBe('2 May 2026, 00:30');
  });
});
