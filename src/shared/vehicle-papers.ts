/**
 * A vehicle's papers and service (docs/reminders.md §1–2): fixed values, labels, file names and pure
 * rules, without zod, so the compliance and vehicle screens use them without loading the validation
 * code (schemas/vehicle-papers.ts re-exports them).
 */
import { addMonthsClamped, daysBetween, toDay } from './dates';
import type { VehicleType } from './fleet';
import { containsText } from './list';

/** The documents a vehicle keeps (docs/reminders.md §1). */
export const DOCUMENT_KINDS = ['roadworthy', 'insurance', 'vit', 'registration', 'permit', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  roadworthy: 'Roadworthy',
  insurance: 'Insurance',
  vit: 'VIT',
  registration: 'Registration',
  permit: 'Permit',
  other: 'Other',
};

/**
 * A kind's standing on a vehicle: from its latest document (valid, expiring, expired), or none on
 * record: `missing` where the law asks for one, `none` where it does not.
 */
export const COMPLIANCE_STATUSES = ['valid', 'expiring', 'expired', 'missing', 'none'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];
export const COMPLIANCE_STATUS_LABELS: Record<ComplianceStatus, string> = {
  valid: 'Valid',
  expiring: 'Expiring',
  expired: 'Expired',
  missing: 'Missing',
  none: 'None',
};
/** What one document's expiry makes it, whatever else is on record. */
export const DOCUMENT_STATUSES = ['valid', 'expiring', 'expired'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Vehicles that earn money on the road: 6-month roadworthy, quarterly VIT (docs/reminders.md, Ghana facts). */
export const COMMERCIAL_TYPES: readonly VehicleType[] = ['taxi', 'bus', 'truck', 'commercial car'];
export const isCommercial = (type: string) => (COMMERCIAL_TYPES as readonly string[]).includes(type);
/** What a commercial vehicle must have on record; without one, the kind is `missing`. */
export const REQUIRED_COMMERCIAL_KINDS: readonly DocumentKind[] = ['roadworthy', 'insurance', 'vit'];

/** An expiry this many days away or fewer (today included) is `expiring`. */
export const EXPIRY_WARNING_DAYS = 30;

/** Months a roadworthy certificate lasts (DVLA, L.I. 2180). */
export const ROADWORTHY_MONTHS = { commercial: 6, private: 12 } as const;

const parts = (day: string) => toDay(day).split('-').map(Number) as [number, number, number];
const asDay = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10);

/** The last day of `day`'s month: 2028-02-10 → 2028-02-29. */
export function monthEnd(day: string): string {
  const [year, month] = parts(day);
  return asDay(year, month + 1, 0);
}

/** The last day of `day`'s calendar quarter: 2026-02-10 → 2026-03-31, 2026-11-01 → 2026-12-31. */
export function quarterEnd(day: string): string {
  const [year, month] = parts(day);
  return asDay(year, Math.ceil(month / 3) * 3 + 1, 0);
}

/** A roadworthy's expiry: 6 months after issue for commercial types, 12 for a luxury car (clamped). */
export function roadworthyExpiry(issuedOn: string, vehicleType: string): string {
  const months = isCommercial(vehicleType) ? ROADWORTHY_MONTHS.commercial : ROADWORTHY_MONTHS.private;
  return addMonthsClamped(issuedOn, months);
}

/** A VIT sticker covers its quarter: the next is due then (the 15-day grace is not counted). */
export const vitExpiry = (issuedOn: string) => quarterEnd(issuedOn);

/** Kinds whose expiry the server derives when none is given; every other kind needs one. */
export const derivesExpiry = (kind: DocumentKind) => kind === 'roadworthy' || kind === 'vit';

/** The expiry docs/reminders.md §1 gives a document sent without one; null when the kind has none. */
export function defaultExpiry(kind: DocumentKind, vehicleType: string, issuedOn: string): string | null {
  if (kind === 'roadworthy') return roadworthyExpiry(issuedOn, vehicleType);
  if (kind === 'vit') return vitExpiry(issuedOn);
  return null;
}

export const expiryRequiredMessage = (kind: DocumentKind) =>
  `Expiry date is required for ${DOCUMENT_KIND_LABELS[kind]}`;

/**
 * What an expiry day makes a document on `today`: the expiry is the last day it covers, so it is
 * `expired` from the day after; `expiring` from `window` days before it up to and including it.
 */
export function documentStatus(
  expiresOn: string,
  today: string,
  window = EXPIRY_WARNING_DAYS,
): DocumentStatus {
  const left = daysBetween(today, expiresOn);
  if (left < 0) return 'expired';
  return left <= window ? 'expiring' : 'valid';
}

/** A kind's standing on a vehicle from its latest document of that kind (null: none on record). */
export function kindStatus(
  latest: { expiresOn: string } | null,
  kind: DocumentKind,
  vehicleType: string,
  today: string,
): ComplianceStatus {
  if (latest) return documentStatus(latest.expiresOn, today);
  return isCommercial(vehicleType) && REQUIRED_COMMERCIAL_KINDS.includes(kind) ? 'missing' : 'none';
}

/** The driver licence's standing from its expiry day (the same window); `none` when none is known. */
export function licenceStatus(expiresOn: string | null, today: string): ComplianceStatus {
  return expiresOn ? documentStatus(toDay(expiresOn), today) : 'none';
}

/** The file 'Export Compliance' downloads. */
export const COMPLIANCE_EXPORT_FILE = 'Compliance_List.xlsx';

/** A compliance cell as the grid and the export write it: `Expired 2026-05-01`, `Missing`. */
export function complianceText(entry: { status: ComplianceStatus; expiresOn: string | null }): string {
  const label = COMPLIANCE_STATUS_LABELS[entry.status];
  return entry.expiresOn ? `${label} ${entry.expiresOn}` : label;
}

/** The compliance grid's filters: a status any kind (or the licence) is in, and a vehicle search. */
export interface ComplianceFilters {
  status?: string | undefined;
  q?: string | undefined;
}

/** The one rule for which vehicles the compliance grid answers and its export writes. */
export function matchesComplianceFilters(
  row: {
    vehicle: { make: string; model: string; vehicleRegNum: string };
    documents: Record<DocumentKind, { status: ComplianceStatus }>;
    licence: { status: ComplianceStatus };
  },
  filters: ComplianceFilters,
): boolean {
  const q = filters.q?.trim() ?? '';
  const { vehicle } = row;
  const found =
    !q ||
    containsText(vehicle.vehicleRegNum, q) ||
    containsText(vehicle.vehicleRegNum.replace(/\s/g, ''), q.replace(/\s/g, '')) ||
    containsText(vehicle.make, q) ||
    containsText(vehicle.model, q) ||
    containsText(`${vehicle.make} ${vehicle.model}`, q);
  const status = filters.status?.trim() ?? '';
  const inStatus =
    !status ||
    status === 'All' ||
    row.licence.status === status ||
    DOCUMENT_KINDS.some((kind) => row.documents[kind].status === status);
  return found && inStatus;
}

/** Where an odometer reading comes from: entered on its own, or carried by a record. */
export const ODOMETER_SOURCES = ['manual', 'maintenance', 'remittance'] as const;
export type OdometerSource = (typeof ODOMETER_SOURCES)[number];

/** Where a reading came from, as the odometer table says it. */
export const ODOMETER_SOURCE_LABELS: Record<OdometerSource, string> = {
  manual: 'Manual',
  maintenance: 'Maintenance',
  remittance: 'Remittance',
};

/** The largest reading taken (7 digits: no odometer shows more). */
export const MAX_KM = 9_999_999;

const KM_FORMAT = new Intl.NumberFormat('en-GH', { maximumFractionDigits: 0 });
/** `45,200 km`. */
export const formatKm = (km: number) => `${KM_FORMAT.format(km)} km`;

/** Why a reading cannot be taken: the reading of the vehicle it contradicts. */
export interface OdometerConflict {
  kind: 'lower' | 'higher';
  reading: { date: string; km: number };
  message: string;
}

/**
 * An odometer only goes up: a reading lower than one taken on an earlier day, or higher than one
 * taken on a later day, contradicts it. Readings of the same day never do (their order is unknown).
 * Names the reading contradicted: the highest of the earlier ones, else the lowest of the later ones.
 */
export function odometerConflict(
  readings: readonly { date: string; km: number }[],
  reading: { date: string; km: number },
): OdometerConflict | null {
  const day = toDay(reading.date);
  let lower: { date: string; km: number } | null = null;
  let higher: { date: string; km: number } | null = null;
  for (const each of readings) {
    const date = toDay(each.date);
    if (date < day && each.km > reading.km) {
      if (!lower || each.km > lower.km || (each.km === lower.km && date > lower.date))
        lower = { date, km: each.km };
    } else if (date > day && each.km < reading.km) {
      if (!higher || each.km < higher.km || (each.km === higher.km && date < higher.date))
        higher = { date, km: each.km };
    }
  }
  if (lower)
    return { kind: 'lower', reading: lower, message: `Lower than ${formatKm(lower.km)} on ${lower.date}` };
  if (higher)
    return {
      kind: 'higher',
      reading: higher,
      message: `Higher than ${formatKm(higher.km)} on ${higher.date}`,
    };
  return null;
}

/** A service schedule's standing as of today (docs/reminders.md §2). */
export const SERVICE_STATUSES = ['due', 'soon', 'ok'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = { due: 'Due', soon: 'Soon', ok: 'OK' };
/** 'soon' within this share of the interval (of its days, of its km), its end included. */
export const SERVICE_SOON_SHARE = 0.1;

/** Whether a maintenance issue names a schedule's task: it contains the task, whatever the letter case. */
export function namesTask(issue: string, task: string): boolean {
  const wanted = task.trim().toLowerCase();
  return wanted !== '' && issue.toLowerCase().includes(wanted);
}
