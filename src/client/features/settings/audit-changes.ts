import { formatGhc } from '../../../shared/money';
import { formatPhone } from '../../../shared/phone';
import type { AuditAction, AuditEvent } from '../../../shared/schemas/audit';

/**
 * How the activity log writes a recorded value (docs/decisions/064-activity-log-sentences.md): money
 * as GHC 1,234.00 (pesewas turned into cedis), days as 18 Sep 2026, codes in words, Yes/No, never
 * an id. The per-entity wording and labels live in ./audit-entities.
 */

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

export const NO_VALUE = '—';

/**
 * How a value is written: `money` is cedis as the API answers them, `pesewas` an integer of pesewas,
 * `day` an ISO date or date-time, `code` a stored code (`daily_sales`), `km` a distance.
 */
export type ValueKind =
  | 'text'
  | 'money'
  | 'pesewas'
  | 'day'
  | 'code'
  | 'yesNo'
  | 'km'
  | 'number'
  | 'phone'
  | 'password';

/** A field as the log shows it: the form's label, how its value is written, and words for its codes. */
export interface FieldSpec {
  key: string;
  label: string;
  kind?: ValueKind;
  codes?: Readonly<Record<string | number, string>>;
}

/** Fields that name a record, most telling first; also looked for in a reference. */
const NAME_FIELDS = [
  'title',
  'tenantName',
  'name',
  'hirerName',
  'vehicleRegNum',
  'task',
  'receiptNumber',
] as const;

/** Fields shown as money when nothing better is known of them (cedis, as the API answers). */
const MONEY_FIELDS = new Set([
  'price',
  'amount',
  'amountPaid',
  'monthlyPrice',
  'totalAmount',
  'totalPrice',
  'amountPaidOnUtility',
  'cost',
  'deposit',
  'balance',
  'balanceAfter',
  'paid',
  'due',
  'arrears',
  'expected',
]);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const CODE = /^[a-z]+(?:[_-][a-z]+)+$/;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `2026-09-18` (or a date-time on that day) → `18 Sep 2026`; anything else as it is. */
export function formatDay(value: string): string {
  const match = ISO_DAY.exec(value);
  if (!match) return value;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${Number(match[3])} ${month} ${match[1]}` : value;
}

/** Cedis as every amount in the app: `GHC 1,234.00`. */
export const formatMoney = (cedis: number) => formatGhc(cedis);

/** Integer pesewas as cedis: `343000` → `GHC 3,430.00`. */
export const formatPesewas = (pesewas: number) => formatGhc(pesewas / 100);

/** `daily_sales` → `Daily sales`, `non-commercial` → `Non commercial`; a label when one is given. */
export function codeWords(code: string, codes?: Readonly<Record<string | number, string>>): string {
  const known = codes?.[code];
  if (known) return known;
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'tenantName' → 'Tenant name', 'paidPesewas' → 'Paid' (an amount is never called pesewas on screen). */
export function fieldLabel(field: string): string {
  const last = field.split('.').at(-1) ?? field;
  const words = last
    .replace(/Pesewas$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name a record or a reference goes by (title, tenant's or user's name, hirer, plate...). */
export function nameOf(value: unknown): string | undefined {
  if (!isObject(value)) return undefined;
  for (const key of NAME_FIELDS) {
    const name = value[key];
    if (typeof name === 'string' && name.trim() !== '') return name;
  }
  return undefined;
}

/** What kind of value an unknown field holds, from its name and value. */
export function guessKind(field: string, value: unknown): ValueKind {
  const last = field.split('.').at(-1) ?? field;
  if (typeof value === 'boolean') return 'yesNo';
  if (typeof value === 'number') {
    if (/Pesewas$/.test(last)) return 'pesewas';
    if (MONEY_FIELDS.has(last)) return 'money';
    if (/km$|Km$|^odometer$/.test(last)) return 'km';
    return 'number';
  }
  if (typeof value === 'string') {
    if (ISO_DAY.test(value)) return 'day';
    if (/^\+\d{8,15}$/.test(value)) return 'phone';
    if (CODE.test(value)) return 'code';
  }
  return 'text';
}

/** A value as text in the given kind; a reference by its name, a list joined, nothing as '—'. */
export function formatValue(value: unknown, kind: ValueKind = 'text', codes?: FieldSpec['codes']): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (Array.isArray(value)) {
    if (value.length === 0) return NO_VALUE;
    return value.map((item) => formatValue(item, kind, codes)).join(', ');
  }
  if (isObject(value)) {
    const name = nameOf(value);
    if (name) return name;
    // A dated line (a vehicle's maintenance history): its day, then what it says.
    if (typeof value.date === 'string' && typeof value.hist === 'string')
      return `${formatDay(value.date)}: ${value.hist}`;
    return Object.entries(value)
      .filter(([key]) => key !== '_id' && !/Id$/.test(key))
      .map(([key, item]) => `${fieldLabel(key)}: ${formatValue(item, guessKind(key, item))}`)
      .join('; ');
  }
  if (kind === 'password') return 'Changed';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (codes?.[value]) return codes[value];
    if (kind === 'money') return formatMoney(value);
    if (kind === 'pesewas') return formatPesewas(value);
    if (kind === 'km') return `${value.toLocaleString('en-GH')} km`;
    return value.toLocaleString('en-GH');
  }
  const text = String(value);
  if (kind === 'day') return formatDay(text);
  if (kind === 'phone') return formatPhone(text);
  if (kind === 'code') return codeWords(text, codes);
  if (codes?.[text]) return codes[text];
  if (kind === 'money' || kind === 'pesewas') {
    const amount = Number(text);
    if (Number.isFinite(amount)) return kind === 'money' ? formatMoney(amount) : formatPesewas(amount);
  }
  return text;
}

/** Fields never shown: ids, timestamps, and the legacy copy `vehiceType`. */
export function isHiddenField(field: string): boolean {
  const last = field.split('.').at(-1) ?? field;
  return (
    last === '_id' ||
    last === 'id' ||
    /Id$/.test(last) ||
    ['createdAt', 'updatedAt', 'vehiceType', 'recordedBy'].includes(last)
  );
}

/**
 * A record as flat fields: a nested group (a hirer, contact details, last done) becomes
 * `group.field`; a reference (an object with an `_id`) stays whole, shown by its name; a list of
 * settings keyed by `kind` becomes `list.<kind>.<field>`.
 */
export function flatten(record: unknown): Fields {
  const flat: Fields = {};
  if (!isObject(record)) return flat;
  for (const [key, value] of Object.entries(record)) {
    if (isObject(value) && !('_id' in value)) {
      for (const [inner, item] of Object.entries(value)) flat[`${key}.${inner}`] = item;
    } else if (
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((item) => isObject(item) && 'kind' in item)
    ) {
      for (const item of value as Fields[]) {
        for (const [inner, setting] of Object.entries(item)) {
          if (inner !== 'kind') flat[`${key}.${String(item.kind)}.${inner}`] = setting;
        }
      }
    } else {
      flat[key] = value;
    }
  }
  return flat;
}

const sameValue = (left: unknown, right: unknown) =>
  JSON.stringify(left ?? null) === JSON.stringify(right ?? null);

/**
 * The fields an event shows, by their screen labels: for a create the filled fields of the new
 * record (after only), for a delete those of the removed one (before only), for an edit or a void
 * the fields that differ. `specs` names the fields in the form's order; `other` decides any field it
 * does not list (null hides it).
 */
export function fieldChanges(
  event: Pick<AuditEvent, 'action' | 'before' | 'after'>,
  specs: readonly FieldSpec[] = [],
  other: (field: string) => FieldSpec | null = (field) => ({ key: field, label: fieldLabel(field) }),
): FieldChange[] {
  const before = flatten(event.before);
  const after = flatten(event.after);
  const listed = new Map(specs.map((spec) => [spec.key, spec]));
  const keys = [
    ...new Set([...specs.map((spec) => spec.key), ...Object.keys(after), ...Object.keys(before)]),
  ];
  const changes: FieldChange[] = [];
  for (const key of keys) {
    if (!(key in after) && !(key in before)) continue;
    if (!listed.has(key) && isHiddenField(key)) continue;
    const spec = listed.get(key) ?? other(key);
    if (!spec) continue;
    if (event.action === 'create' && !(key in after)) continue;
    if (event.action === 'delete' && !(key in before)) continue;
    if (event.action !== 'create' && event.action !== 'delete' && sameValue(before[key], after[key]))
      continue;
    const show = (value: unknown) => formatValue(value, spec.kind ?? guessKind(key, value), spec.codes);
    // A record added or removed shows what it held, not the fields it left empty.
    if (event.action === 'create' && show(after[key]) === NO_VALUE) continue;
    if (event.action === 'delete' && show(before[key]) === NO_VALUE) continue;
    changes.push({
      field: key,
      label: spec.label,
      before: event.action === 'create' ? NO_VALUE : show(before[key]),
      after: event.action === 'delete' ? NO_VALUE : show(after[key]),
    });
  }
  return changes;
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

/** When an event happened as the log says it: `3 May 2026, 14:05` in the viewer's time zone. */
export function formatEventTime(iso: string, timeZone: string | undefined): string {
  const when = formatWhen(iso, timeZone);
  const [day, time] = when.split(' ');
  return day && time ? `${formatDay(day)}, ${time}` : when;
}
