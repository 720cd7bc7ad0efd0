import { describe, expect, it } from 'vitest';
import { today } from './dates';
import {
  COMMERCIAL_TYPES,
  complianceText,
  defaultExpiry,
  documentStatus,
  expiryRequiredMessage,
  formatKm,
  isCommercial,
  kindStatus,
  licenceStatus,
  matchesComplianceFilters,
  monthEnd,
  namesTask,
  odometerConflict,
  quarterEnd,
  roadworthyExpiry,
  vitExpiry,
} from './vehicle-papers';

describe('calendar ends', () => {
  it.each([
    ['2026-01-01', '2026-03-31'],
    ['2026-03-31', '2026-03-31'],
    ['2026-04-01', '2026-06-30'],
    ['2026-06-15', '2026-06-30'],
    ['2026-07-01', '2026-09-30'],
    ['2026-09-30', '2026-09-30'],
    ['2026-10-01', '2026-12-31'],
    ['2026-12-31', '2026-12-31'],
    ['2028-02-29', '2028-03-31'],
  ])('the quarter of %s ends on %s', (day, end) => {
    expect(quarterEnd(day)).toBe(end);
    expect(vitExpiry(day)).toBe(end);
  });

  it.each([
    ['2026-02-10', '2026-02-28'],
    ['2028-02-10', '2028-02-29'],
    ['2100-02-01', '2100-02-28'],
    ['2026-04-30', '2026-04-30'],
    ['2026-12-01', '2026-12-31'],
  ])('the month of %s ends on %s', (day, end) => {
    expect(monthEnd(day)).toBe(end);
  });
});

describe('default expiry (docs/reminders.md §1)', () => {
  it('names taxis, buses, trucks and commercial cars commercial, luxury cars not', () => {
    expect(COMMERCIAL_TYPES).toEqual(['taxi', 'bus', 'truck', 'commercial car']);
    for (const type of COMMERCIAL_TYPES) expect(isCommercial(type)).toBe(true);
    expect(isCommercial('luxury car')).toBe(false);
  });

  it.each([
    ['taxi', '2026-01-15', '2026-07-15'],
    ['bus', '2026-08-31', '2027-02-28'],
    ['truck', '2027-08-31', '2028-02-29'],
    ['commercial car', '2026-12-31', '2027-06-30'],
    ['luxury car', '2026-01-15', '2027-01-15'],
    ['luxury car', '2028-02-29', '2029-02-28'],
    ['luxury car', '2027-02-28', '2028-02-28'],
  ])('a %s roadworthy issued %s expires %s', (type, issued, expires) => {
    expect(roadworthyExpiry(issued, type)).toBe(expires);
    expect(defaultExpiry('roadworthy', type, issued)).toBe(expires);
  });

  it('gives a VIT sticker the end of its quarter, whatever the vehicle', () => {
    expect(defaultExpiry('vit', 'taxi', '2026-01-14')).toBe('2026-03-31');
    expect(defaultExpiry('vit', 'bus', '2026-10-15')).toBe('2026-12-31');
  });

  it.each(['insurance', 'registration', 'permit', 'other'] as const)('derives none for %s', (kind) => {
    expect(defaultExpiry(kind, 'taxi', '2026-01-15')).toBeNull();
  });

  it('names the kind whose expiry is required', () => {
    expect(expiryRequiredMessage('insurance')).toBe('Expiry date is required for Insurance');
  });
});

describe('document status', () => {
  it('is expired from the day after the expiry, expiring up to 30 days before it (both ends included)', () => {
    expect(documentStatus('2026-05-01', '2026-05-02')).toBe('expired');
    expect(documentStatus('2026-05-01', '2026-05-01')).toBe('expiring');
    expect(documentStatus('2026-05-01', '2026-04-01')).toBe('expiring'); // 30 days left
    expect(documentStatus('2026-05-01', '2026-03-31')).toBe('valid'); // 31 days left
  });

  it('changes at midnight in Accra (UTC all year), not in the viewer’s time zone', () => {
    const lastMinute = new Date('2026-05-01T23:59:00Z');
    const firstMinute = new Date('2026-05-02T00:00:00Z');
    expect(documentStatus('2026-05-01', today('Africa/Accra', lastMinute))).toBe('expiring');
    expect(documentStatus('2026-05-01', today('Africa/Accra', firstMinute))).toBe('expired');
    // In London (BST, UTC+1) the same minute is already the 2nd: Accra's day is the one that counts.
    expect(today('Europe/London', lastMinute)).toBe('2026-05-02');
  });

  it('is missing for a commercial vehicle without a roadworthy, insurance or VIT, none otherwise', () => {
    for (const kind of ['roadworthy', 'insurance', 'vit'] as const) {
      expect(kindStatus(null, kind, 'taxi', '2026-05-01')).toBe('missing');
      expect(kindStatus(null, kind, 'luxury car', '2026-05-01')).toBe('none');
    }
    expect(kindStatus(null, 'permit', 'bus', '2026-05-01')).toBe('none');
    expect(kindStatus({ expiresOn: '2026-04-30' }, 'permit', 'bus', '2026-05-01')).toBe('expired');
  });

  it('reads the driver licence with the same window', () => {
    expect(licenceStatus('2026-05-20', '2026-05-01')).toBe('expiring');
    expect(licenceStatus('2026-05-20T00:00:00.000Z', '2026-06-01')).toBe('expired');
    expect(licenceStatus('', '2026-06-01')).toBe('none');
  });

  it('writes a cell as its label and expiry', () => {
    expect(complianceText({ status: 'expired', expiresOn: '2026-05-01' })).toBe('Expired 2026-05-01');
    expect(complianceText({ status: 'missing', expiresOn: null })).toBe('Missing');
  });
});

describe('compliance filters', () => {
  const row = (documents: Record<string, string>, licence = 'valid') => ({
    vehicle: { make: 'Toyota', model: 'Hiace', vehicleRegNum: 'GN 3306-20' },
    documents: Object.fromEntries(
      ['roadworthy', 'insurance', 'vit', 'registration', 'permit', 'other'].map((kind) => [
        kind,
        { status: documents[kind] ?? 'none' },
      ]),
    ) as never,
    licence: { status: licence as never },
  });

  it('keeps a vehicle with any kind, or the licence, in the status', () => {
    expect(matchesComplianceFilters(row({ vit: 'expired' }), { status: 'expired' })).toBe(true);
    expect(matchesComplianceFilters(row({ vit: 'valid' }, 'expiring'), { status: 'expiring' })).toBe(true);
    expect(matchesComplianceFilters(row({ vit: 'valid' }), { status: 'missing' })).toBe(false);
    expect(matchesComplianceFilters(row({}), { status: 'All' })).toBe(true);
  });

  it('searches registration (spaces or not), make and model', () => {
    for (const q of ['gn 3306', 'GN3306', 'toyota', 'hiace', 'Toyota Hiace'])
      expect(matchesComplianceFilters(row({}), { q }), q).toBe(true);
    expect(matchesComplianceFilters(row({}), { q: 'corolla' })).toBe(false);
  });
});

describe('odometer readings only go up', () => {
  const readings = [
    { date: '2026-01-10', km: 40_000 },
    { date: '2026-03-01', km: 45_200 },
    { date: '2026-05-01', km: 50_000 },
  ];

  it('refuses a reading lower than one taken on an earlier day, naming the highest of them', () => {
    expect(odometerConflict(readings, { date: '2026-04-01', km: 45_000 })).toEqual({
      kind: 'lower',
      reading: { date: '2026-03-01', km: 45_200 },
      message: 'Lower than 45,200 km on 2026-03-01',
    });
  });

  it('refuses a reading higher than one taken on a later day, naming the lowest of them', () => {
    expect(odometerConflict(readings, { date: '2026-02-01', km: 51_000 })?.message).toBe(
      'Higher than 45,200 km on 2026-03-01',
    );
  });

  it('takes a reading between its neighbours, equal to one, or on the same day as one', () => {
    expect(odometerConflict(readings, { date: '2026-04-01', km: 47_000 })).toBeNull();
    expect(odometerConflict(readings, { date: '2026-04-01', km: 45_200 })).toBeNull();
    expect(odometerConflict(readings, { date: '2026-03-01', km: 41_000 })).toBeNull();
    expect(odometerConflict([], { date: '2026-03-01', km: 0 })).toBeNull();
  });

  it('formats km with thousands separators', () => {
    expect(formatKm(1_234_567)).toBe('1,234,567 km');
    expect(formatKm(0)).toBe('0 km');
  });
});

describe('a job names a task', () => {
  it('when an issue contains the task, whatever the letter case', () => {
    expect(namesTask('Engine OIL CHANGE and filter', 'oil change')).toBe(true);
    expect(namesTask('Engine oil and filter change', 'Oil change')).toBe(false);
    expect(namesTask('Anything', '  ')).toBe(false);
  });
});
