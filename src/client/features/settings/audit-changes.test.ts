import { describe, expect, it } from 'vitest';
import { displayValue, fieldChanges, fieldLabel, formatWhen, recordName } from './audit-changes';

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

describe('fieldChanges (the before/after view)', () => {
  it('shows only the fields an edit changed, never the id or the timestamps', () => {
    const after = { ...apartment, price: 1800, status: 'Occupied', updatedAt: '2026-02-01T09:00:00.000Z' };
    expect(fieldChanges({ action: 'update', before: apartment, after })).toEqual([
      { field: 'price', label: 'Price', before: '₵1,500.00', after: '₵1,800.00' },
      { field: 'status', label: 'Status', before: 'Available', after: 'Occupied' },
    ]);
  });

  it('shows every field of a created record as after only, and of a deleted one as before only', () => {
    const created = fieldChanges({ action: 'create', before: null, after: apartment });
    expect(created.map((change) => change.field)).toEqual([
      'title',
      'location',
      'price',
      'status',
      'description',
    ]);
    expect(created.every((change) => change.before === '—')).toBe(true);
    expect(created.find((change) => change.field === 'description')?.after).toBe('—');

    const deleted = fieldChanges({ action: 'delete', before: apartment, after: null });
    expect(deleted.map((change) => change.field)).toEqual([
      'title',
      'location',
      'price',
      'status',
      'description',
    ]);
    expect(deleted.every((change) => change.after === '—')).toBe(true);
    expect(deleted[0]?.before).toBe('Sunset Flat');
  });

  it('compares nested values, shows a populated reference by its name and a list joined', () => {
    const before = {
      _id: 'm1',
      vehicleId: { _id: 'v1', make: 'Toyota', model: 'Hiace', vehicleRegNum: 'GR 1234-21' },
      issue: ['Brakes'],
      maintenanceDate: '2026-03-04T00:00:00.000Z',
    };
    const after = { ...before, issue: ['Brakes', 'Tyres'] };
    expect(fieldChanges({ action: 'update', before, after })).toEqual([
      { field: 'issue', label: 'Issue', before: 'Brakes', after: 'Brakes, Tyres' },
    ]);
    expect(displayValue(before.vehicleId)).toBe('GR 1234-21');
    expect(displayValue(before.maintenanceDate)).toBe('2026-03-04');
  });

  it('leaves out the legacy vehiceType copy of vehicleType', () => {
    const before = { _id: 'v1', vehicleType: 'taxi', vehiceType: 'taxi' };
    const after = { _id: 'v1', vehicleType: 'bus', vehiceType: 'bus' };
    expect(fieldChanges({ action: 'update', before, after }).map((change) => change.field)).toEqual([
      'vehicleType',
    ]);
  });

  it('shows a password change as the server records it, never a value', () => {
    const before = { _id: 'u1', name: 'Ama' };
    const after = { _id: 'u1', name: 'Ama', password: '(changed)' };
    expect(fieldChanges({ action: 'update', before, after })).toEqual([
      { field: 'password', label: 'Password', before: '—', after: '(changed)' },
    ]);
  });
});

describe('labels and names', () => {
  it('turns API field names into words', () => {
    expect(fieldLabel('tenantName')).toBe('Tenant name');
    expect(fieldLabel('noOfMonthsRented')).toBe('No of months rented');
    expect(fieldLabel('vehicleRegNum')).toBe('Vehicle reg num');
  });

  it("names the record by its title, name or plate, else by a reference's name", () => {
    expect(recordName({ before: null, after: apartment })).toBe('Sunset Flat');
    expect(
      recordName({ before: { _id: 'p1', tenant: { _id: 't1', tenantName: 'Kofi' } }, after: null }),
    ).toBe('Kofi');
    expect(recordName({ before: null, after: { _id: 'x', amount: 5 } })).toBeUndefined();
  });

  it("formats when an event happened in the viewer's time zone", () => {
    expect(formatWhen('2026-05-01T23:30:00.000Z', 'Africa/Accra')).toBe('2026-05-01 23:30');
    expect(formatWhen('2026-05-01T23:30:00.000Z', 'Europe/London')).toBe('2026-05-02 00:30');
    expect(formatWhen('2026-05-01T23:30:00.000Z', 'Not/AZone')).toBe('2026-05-01 23:30');
  });
});
