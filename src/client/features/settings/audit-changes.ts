import { toDay } from '../../../shared/dates';
import { formatCedi } from '../../../shared/money';
import type { AuditAction, AuditEvent } from '../../../shared/schemas/audit';

/** One field of a before/after view, its values as shown ('—' for none). */
export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** What each action is called on screen. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  void: 'Voided',
};

/**
 * Fields left out of the view: the id and timestamps every record has (an edit always moves
 * `updatedAt`), and the vehicle's legacy `vehiceType`, a copy of `vehicleType`.
 */
const HIDDEN_FIELDS = new Set(['_id', 'createdAt', 'updatedAt', 'vehiceType']);

/** Fields that name a record, most telling first; also looked for in a populated reference. */
const NAME_FIELDS = ['title', 'tenantName', 'name', 'vehicleRegNum'] as const;

export const NO_VALUE = '—';

/** Fields that hold cedi amounts: shown like every amount in the app (design.md, Values). */
const MONEY_FIELDS = new Set([
  'price',
  'amountPaid',
  'monthlyPrice',
  'totalAmount',
  'amountPaidOnUtility',
  'cost',
]);

/** A field's value as shown: amounts with the cedi sign and two decimals, the rest as `displayValue`. */
function fieldValue(field: string, value: unknown): string {
  return MONEY_FIELDS.has(field) && typeof value === 'number' ? formatCedi(value) : displayValue(value);
}

type Fields = Record<string, unknown>;

function fieldsOf(record: unknown): Fields {
  return record && typeof record === 'object' && !Array.isArray(record) ? (record as Fields) : {};
}

function nameOf(record: Fields): string | undefined {
  for (const key of NAME_FIELDS) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** 'tenantName' → 'Tenant name', 'noOfMonthsRented' → 'No of months rented'. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored value as text: ISO dates as their day, a populated reference by its name, lists joined. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}T/.test(value) ? toDay(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? NO_VALUE : value.map(displayValue).join(', ');
  if (typeof value === 'object') return nameOf(value as Fields) ?? JSON.stringify(value);
  return String(value);
}

const sameValue = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/**
 * The fields an event shows: for a create every field of the new record (after only), for a delete
 * every field of the removed one (before only), for an edit or a void the fields that differ.
 */
export function fieldChanges(event: Pick<AuditEvent, 'action' | 'before' | 'after'>): FieldChange[] {
  const before = fieldsOf(event.before);
  const after = fieldsOf(event.after);
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter(
    (field) => !HIDDEN_FIELDS.has(field),
  );
  const shown =
    event.action === 'create'
      ? fields.filter((field) => field in after)
      : event.action === 'delete'
        ? fields.filter((field) => field in before)
        : fields.filter((field) => !sameValue(before[field], after[field]));
  return shown.map((field) => ({
    field,
    label: fieldLabel(field),
    before: event.action === 'create' ? NO_VALUE : fieldValue(field, before[field]),
    after: event.action === 'delete' ? NO_VALUE : fieldValue(field, after[field]),
  }));
}

/** The name of the record an event is about (a title, a tenant's or user's name, a plate), if it has one. */
export function recordName(event: Pick<AuditEvent, 'before' | 'after'>): string | undefined {
  const record = fieldsOf(event.after ?? event.before);
  const own = nameOf(record);
  if (own) return own;
  for (const value of Object.values(record)) {
    const nested =
      value && typeof value === 'object' && !Array.isArray(value) ? nameOf(value as Fields) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

/** When an event happened, as 'YYYY-MM-DD HH:mm' in the viewer's time zone (UTC if it is unknown). */
export function formatWhen(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const format = (zone: string | undefined) => {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((item) => item.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
  };
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}
