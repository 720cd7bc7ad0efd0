import { vehicleTypeLabel } from '../../../shared/fleet';
import type { ServiceSchedule, VehicleDocument } from '../../../shared/schemas/vehicle-papers';
import {
  type ComplianceStatus,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  type DocumentKind,
  defaultExpiry,
  formatKm,
  isCommercial,
  kindStatus,
  ROADWORTHY_MONTHS,
} from '../../../shared/vehicle-papers';

/** One kind on a vehicle: its current document (the one its standing comes from) and older ones. */
export interface KindPapers {
  kind: DocumentKind;
  /** The latest document of the kind; null when none is on record. */
  current: VehicleDocument | null;
  /** The kind's standing: the current document's, else missing (the law asks for one) or none. */
  status: ComplianceStatus;
  /** Older documents of the kind, newest first. */
  history: VehicleDocument[];
}

/**
 * A vehicle's documents by kind, every kind listed (docs/reminders.md §1): the server marks each kind's
 * latest as `current` and answers newest first, so the rest of a kind is its history.
 */
export function papersByKind(
  documents: readonly VehicleDocument[],
  vehicleType: string,
  today: string,
): KindPapers[] {
  return DOCUMENT_KINDS.map((kind) => {
    const ofKind = documents.filter((document) => document.kind === kind);
    const current = ofKind.find((document) => document.current) ?? null;
    return {
      kind,
      current,
      status: current ? current.status : kindStatus(null, kind, vehicleType, today),
      history: ofKind.filter((document) => document !== current),
    };
  });
}

/**
 * What the expiry field says about leaving it blank, for this kind on this vehicle (null: the kind
 * needs an expiry). With an issue date it names the date the server would work out.
 */
export function expiryHint(kind: DocumentKind, vehicleType: string, issuedOn: string): string | null {
  let rule: string;
  if (kind === 'roadworthy') {
    const months = isCommercial(vehicleType) ? ROADWORTHY_MONTHS.commercial : ROADWORTHY_MONTHS.private;
    rule = `${months} months after the issue date for a ${vehicleTypeLabel(vehicleType).toLowerCase()}`;
  } else if (kind === 'vit') {
    rule = "the last day of the issue date's quarter, when the next sticker is due";
  } else return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(issuedOn) ? defaultExpiry(kind, vehicleType, issuedOn) : null;
  return `Leave blank to work it out: ${rule}${day ? ` (${day})` : ''}.`;
}

/** `Roadworthy`, `VIT`: how a kind is named in a sentence or a button. */
export const kindLabel = (kind: DocumentKind) => DOCUMENT_KIND_LABELS[kind];

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-GH')} ${count === 1 ? one : many}`;

/** 'every 5,000 km or 3 months', 'every 5,000 km', 'every month'. */
export function intervalText(schedule: Pick<ServiceSchedule, 'everyKm' | 'everyMonths'>): string {
  const { everyKm, everyMonths } = schedule;
  if (everyKm === null)
    return everyMonths === 1 ? 'every month' : `every ${plural(everyMonths ?? 0, 'month', 'months')}`;
  const months = everyMonths !== null ? ` or ${plural(everyMonths, 'month', 'months')}` : '';
  return `every ${formatKm(everyKm)}${months}`;
}

/** '2026-01-01 at 40,000 km', or the day alone when no reading is known for it. */
export function lastDoneText(lastDone: ServiceSchedule['lastDone']): string {
  return lastDone.km !== null ? `${lastDone.date} at ${formatKm(lastDone.km)}` : lastDone.date;
}

/** '2026-04-01 or 45,000 km', either alone, or '—' when neither can be told. */
export function nextDueText(schedule: Pick<ServiceSchedule, 'nextDueDate' | 'nextDueKm'>): string {
  const parts = [
    schedule.nextDueDate,
    schedule.nextDueKm !== null ? formatKm(schedule.nextDueKm) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' or ') : '—';
}
