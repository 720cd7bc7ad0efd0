import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../shared/schemas/audit';
import { AUDIT_CAR, AUDIT_CONTRACT, AUDIT_REMITTANCE } from '../../test/audit-data';
import { eventChanges, eventSentence } from './audit-entities';

const actor = { _id: 'u1', name: 'Ama Mensah' };
type Event = Pick<AuditEvent, 'actor' | 'action' | 'entity' | 'before' | 'after'>;
const event = (
  entity: AuditEvent['entity'],
  action: AuditEvent['action'],
  before: unknown,
  after: unknown,
): Event => ({
  actor,
  entity,
  action,
  before,
  after,
});
const created = (entity: AuditEvent['entity'], after: object) => event(entity, 'create', null, after);

const payment = {
  _id: 'p1',
  tenant: { _id: 't1', tenantName: 'Kofi Boateng' },
  amountPaid: 3430,
  method: 'Mobile Money',
  network: 'MTN MoMo',
  reference: 'TX-1',
  payerPhone: null,
  date: '2026-09-18',
  status: 'Completed',
  receiptNumber: 'RCT-000123',
  recordedBy: { _id: 'u1', name: 'Ama Mensah' },
  balanceAfter: 0,
};

describe('eventSentence: every kind of record in words', () => {
  it.each([
    [created('payment', payment), 'Ama Mensah recorded payment RCT-000123 of GHC 3,430.00 for Kofi Boateng'],
    [
      event('payment', 'void', payment, {
        ...payment,
        voided: { at: '2026-09-19T10:00:00Z', by: 'Ama', reason: 'Twice' },
      }),
      'Ama Mensah voided payment RCT-000123 of GHC 3,430.00 for Kofi Boateng',
    ],
    [
      created('remittance', AUDIT_REMITTANCE),
      'Ama Mensah recorded remittance RCT-000045 of GHC 250.00 from Yaw Darko for GR-1234-20',
    ],
    [
      created('rent_record', {
        _id: 't1',
        tenantName: 'Kofi Boateng',
        apartment: { _id: 'a1', title: 'Flat K1' },
      }),
      'Ama Mensah added tenant Kofi Boateng (Flat K1)',
    ],
    [
      event('rent_record', 'update', { tenantName: 'Kofi Boateng' }, { tenantName: 'Kofi Boateng' }),
      'Ama Mensah edited tenant Kofi Boateng',
    ],
    [
      event('apartment', 'delete', { title: 'Sunset Flat' }, null),
      'Ama Mensah deleted apartment Sunset Flat',
    ],
    [
      created('vehicle', { ...AUDIT_CAR, vehicleType: 'taxi' }),
      'Ama Mensah added vehicle GR-1234-20 (Toyota Corolla)',
    ],
    [
      created('maintenance', { _id: 'm1', vehicleId: AUDIT_CAR, cost: 1200, issue: ['Brakes'] }),
      'Ama Mensah recorded maintenance of GHC 1,200.00 on GR-1234-20',
    ],
    [
      created('user', { _id: 'u3', name: 'Esi Owusu', role: 'Staff' }),
      'Ama Mensah added user Esi Owusu (Staff)',
    ],
    [
      created('business', { _id: 'acc', name: 'Mensah Estates' }),
      'Ama Mensah created the business Mensah Estates',
    ],
    [event('business', 'update', { name: 'A' }, { name: 'B' }), 'Ama Mensah edited the business details'],
    [
      created('contract', AUDIT_CONTRACT),
      'Ama Mensah added a daily sales contract of Yaw Darko on GR-1234-20',
    ],
    [
      event('contract', 'update', AUDIT_CONTRACT, AUDIT_CONTRACT),
      'Ama Mensah edited the contract of Yaw Darko on GR-1234-20',
    ],
    [
      created('vehicle_document', { _id: 'd1', kind: 'roadworthy', number: 'RW-9', vehicle: AUDIT_CAR }),
      'Ama Mensah added the Roadworthy document RW-9 of GR-1234-20',
    ],
    [
      created('odometer_reading', { _id: 'o1', date: '2026-09-18', km: 45_200, vehicle: AUDIT_CAR }),
      'Ama Mensah recorded an odometer reading of 45,200 km for GR-1234-20',
    ],
    [
      event('service_schedule', 'delete', { _id: 's1', task: 'Oil change', vehicle: AUDIT_CAR }, null),
      'Ama Mensah deleted the service schedule “Oil change” for GR-1234-20',
    ],
    [
      event('reminder_settings', 'update', { kinds: [] }, { kinds: [] }),
      'Ama Mensah changed the reminder settings',
    ],
    [
      created('expense', { _id: 'x1', category: 'Fuel', amount: 350.5, vehicle: AUDIT_CAR }),
      'Ama Mensah recorded expense Fuel of GHC 350.50 for GR-1234-20',
    ],
    [
      created('expense', {
        _id: 'x2',
        category: 'Utilities',
        amount: 80,
        apartment: { _id: 'a1', title: 'Flat 2B' },
      }),
      'Ama Mensah recorded expense Utilities of GHC 80.00 for Flat 2B',
    ],
  ])('%#: %s', (audited, sentence) => {
    expect(eventSentence(audited)).toBe(sentence);
  });

  it('never titles a remittance with the name of who recorded it', () => {
    expect(eventSentence(created('remittance', AUDIT_REMITTANCE))).not.toContain('Kwame Asante');
  });

  it('still says something for a kind of record it has no words for', () => {
    const unknown = { ...created('expense', {}), entity: 'alert' } as unknown as Event;
    expect(eventSentence(unknown)).toBe('Ama Mensah added alert');
  });
});

describe('eventChanges: the changed fields by the forms’ labels', () => {
  it('shows an edit of a contract by its form labels, codes in words, derived figures and ids left out', () => {
    const after = {
      ...AUDIT_CONTRACT,
      type: 'work_and_pay',
      amount: 300,
      totalPrice: 30_000,
      hirer: { ...AUDIT_CONTRACT.hirer, licenseNum: 'DL-1' },
      workingDays: [1, 2, 3],
      vehicleId: 'v2',
      paid: 900,
    };
    expect(eventChanges(event('contract', 'update', AUDIT_CONTRACT, after))).toEqual([
      { field: 'type', label: 'Contract type', before: 'Daily sales', after: 'Work and pay' },
      { field: 'hirer.licenseNum', label: 'License number', before: '—', after: 'DL-1' },
      { field: 'amount', label: 'Amount', before: 'GHC 250.00', after: 'GHC 300.00' },
      {
        field: 'workingDays',
        label: 'Working days',
        before: 'Mon, Tue, Wed, Thu, Fri, Sat',
        after: 'Mon, Tue, Wed',
      },
      { field: 'totalPrice', label: 'Total price', before: '—', after: 'GHC 30,000.00' },
    ]);
  });

  it('shows a tenant edit with dates as days and money as GHC', () => {
    const before = {
      _id: 't1',
      tenantName: 'Kofi',
      expirationDate: '2026-09-18',
      monthlyPrice: 1800,
      paid: 0,
      billing: 'advance',
    };
    const after = {
      ...before,
      expirationDate: '2027-03-18',
      monthlyPrice: 2000,
      paid: 5000,
      billing: 'monthly',
    };
    expect(eventChanges(event('rent_record', 'update', before, after))).toEqual([
      { field: 'expirationDate', label: 'Expiration Date', before: '18 Sep 2026', after: '18 Mar 2027' },
      { field: 'monthlyPrice', label: 'Monthly Price', before: 'GHC 1,800.00', after: 'GHC 2,000.00' },
      { field: 'billing', label: 'Billing', before: 'In advance', after: 'Monthly' },
    ]);
  });

  it('shows a new statement link on a tenant and a contract without any token', () => {
    for (const entity of ['rent_record', 'contract'] as const) {
      const changes = eventChanges(
        event(
          entity,
          'update',
          { _id: 'r1', statementLink: 'Old link' },
          { _id: 'r1', statementLink: 'New link' },
        ),
      );
      expect(changes).toEqual([
        { field: 'statementLink', label: 'Statement link', before: 'Old link', after: 'New link' },
      ]);
    }
  });

  it('shows a void with when, by whom and why', () => {
    const voided = {
      ...payment,
      voided: { at: '2026-09-19T10:00:00.000Z', by: 'Ama Mensah', reason: 'Counted twice' },
    };
    expect(eventChanges(event('payment', 'void', payment, voided))).toEqual([
      { field: 'voided.at', label: 'Voided on', before: '—', after: '19 Sep 2026' },
      { field: 'voided.by', label: 'Voided by', before: '—', after: 'Ama Mensah' },
      { field: 'voided.reason', label: 'Reason', before: '—', after: 'Counted twice' },
    ]);
  });

  it('shows reminder settings by the reminder’s name, a password change without its value', () => {
    const before = { _id: 'acc', kinds: [{ kind: 'lease_7', enabled: false, template: 'Hi' }] };
    const after = { _id: 'acc', kinds: [{ kind: 'lease_7', enabled: true, template: 'Hi' }] };
    expect(eventChanges(event('reminder_settings', 'update', before, after))).toEqual([
      {
        field: 'kinds.lease_7.enabled',
        label: 'Lease ends in 7 days (to the tenant): send',
        before: 'No',
        after: 'Yes',
      },
    ]);
    expect(
      eventChanges(
        event(
          'user',
          'update',
          { _id: 'u1', name: 'Ama' },
          { _id: 'u1', name: 'Ama', password: '(changed)' },
        ),
      ),
    ).toEqual([{ field: 'password', label: 'Password', before: '—', after: 'Changed' }]);
  });

  it('shows a vehicle by its form labels, its type and licence type in words', () => {
    const before = {
      ...AUDIT_CAR,
      vehicleType: 'commercial car',
      vehiceType: 'commercial car',
      contactDetails: { phone: '024', location: 'Accra' },
      licenseType: 'commercial',
    };
    const after = {
      ...before,
      vehicleType: 'taxi',
      vehiceType: 'taxi',
      contactDetails: { phone: '024', location: 'Kasoa' },
      licenseType: 'non-commercial',
    };
    expect(eventChanges(event('vehicle', 'update', before, after))).toEqual([
      { field: 'vehicleType', label: 'Vehicle Type', before: 'Commercial Car', after: 'Taxi' },
      { field: 'contactDetails.location', label: 'Location', before: 'Accra', after: 'Kasoa' },
      { field: 'licenseType', label: 'License Type', before: 'Commercial', after: 'Non-commercial' },
    ]);
  });
});
