import type {
  ComplianceEntry,
  ComplianceRow,
  OdometerReading,
  ServiceSchedule,
  VehicleCosts,
  VehicleDocument,
} from '../../shared/schemas/vehicle-papers';
import { DOCUMENT_KINDS, type DocumentKind } from '../../shared/vehicle-papers';

/** A current insurance policy of veh-1, valid. */
export function testDocument(overrides: Partial<VehicleDocument> = {}): VehicleDocument {
  return {
    _id: 'doc-1',
    vehicleId: 'veh-1',
    kind: 'insurance',
    number: 'POL-2026-0042',
    issuedOn: '2026-01-10',
    expiresOn: '2027-01-09',
    expiryDerived: false,
    cost: 850.5,
    note: 'Third party',
    status: 'valid',
    current: true,
    createdAt: '2026-01-10T09:00:00.000Z',
    updatedAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * A taxi's papers as the server answers them, newest issued first: a roadworthy expiring (its
 * expiry worked out) with an older one, an expired insurance, no VIT (missing on a taxi), a permit.
 */
export function testDocuments(): VehicleDocument[] {
  return [
    testDocument({
      _id: 'doc-rw2',
      kind: 'roadworthy',
      number: 'RW-2',
      issuedOn: '2026-03-01',
      expiresOn: '2026-09-01',
      expiryDerived: true,
      cost: 250,
      note: '',
      status: 'expiring',
    }),
    testDocument({
      _id: 'doc-permit',
      kind: 'permit',
      number: 'PMT-7',
      issuedOn: '2026-02-01',
      expiresOn: '2027-01-31',
      cost: 100,
      note: '',
    }),
    testDocument({
      _id: 'doc-ins',
      issuedOn: '2025-01-10',
      expiresOn: '2026-01-09',
      status: 'expired',
    }),
    testDocument({
      _id: 'doc-rw1',
      kind: 'roadworthy',
      number: 'RW-1',
      issuedOn: '2025-09-01',
      expiresOn: '2026-03-01',
      expiryDerived: true,
      cost: 200,
      note: '',
      status: 'expired',
      current: false,
    }),
  ];
}

export function testReading(overrides: Partial<OdometerReading> = {}): OdometerReading {
  return {
    _id: 'odo-1',
    date: '2026-03-01',
    km: 45_200,
    source: 'manual',
    note: 'Read at the rank',
    ...overrides,
  };
}

/** "Oil change every 5,000 km or 3 months", due. */
export function testSchedule(overrides: Partial<ServiceSchedule> = {}): ServiceSchedule {
  return {
    _id: 'sch-1',
    vehicleId: 'veh-1',
    task: 'Oil change',
    everyKm: 5000,
    everyMonths: 3,
    startDate: '2026-01-01',
    startKm: 40_000,
    lastDone: { date: '2026-01-01', km: 40_000 },
    currentKm: 45_200,
    nextDueDate: '2026-04-01',
    nextDueKm: 45_000,
    status: 'due',
    createdAt: '2026-01-01T09:00:00.000Z',
    updatedAt: '2026-01-01T09:00:00.000Z',
    ...overrides,
  };
}

export const testCosts = (overrides: Partial<VehicleCosts> = {}): VehicleCosts => ({
  maintenance: 1200,
  documents: 1300.5,
  total: 2500.5,
  ...overrides,
});

const NONE: ComplianceEntry = { status: 'none', expiresOn: null, documentId: null };

/** A vehicle's compliance row: every kind none, then `documents` as given. */
export function testComplianceRow(
  vehicle: Partial<ComplianceRow['vehicle']> = {},
  documents: Partial<Record<DocumentKind, Partial<ComplianceEntry>>> = {},
  licence: ComplianceRow['licence'] = { status: 'valid', expiresOn: '2027-05-31' },
): ComplianceRow {
  const full = {
    _id: 'veh-1',
    make: 'Toyota',
    model: 'Corolla',
    vehicleRegNum: 'GR 1234-21',
    vehicleType: 'taxi' as const,
    ...vehicle,
  };
  return {
    vehicle: full,
    commercial: full.vehicleType !== 'luxury car',
    documents: Object.fromEntries(
      DOCUMENT_KINDS.map((kind) => [kind, { ...NONE, ...documents[kind] }]),
    ) as ComplianceRow['documents'],
    licence,
  };
}
