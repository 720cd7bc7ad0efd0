import { isIsoDate } from '../../../shared/dates';
import { MOBILE_MONEY } from '../../../shared/ledger';
import type { OutboxRecord, QueuedKind } from '../../lib/offline/outbox';

/**
 * The fields of a refused record that its outbox entry lets the user correct (docs/offline.md §3):
 * the simple ones of each kind's body. Anything else (the tenant, the contract, the issues) is fixed
 * by discarding the record and making it again.
 */

export type RecordFieldType = 'amount' | 'km' | 'date' | 'text';

export interface RecordField {
  /** The body's own key ('amountPaid', 'Date', 'reference'). */
  name: string;
  label: string;
  type: RecordFieldType;
}

/** The Mobile Money transaction id: shown only when the record is Mobile Money or carries one. */
const REFERENCE = 'reference';

const FIELDS: Record<QueuedKind, RecordField[]> = {
  payment: [
    { name: 'amountPaid', label: 'Amount paid (GHC)', type: 'amount' },
    { name: 'Date', label: 'Date', type: 'date' },
    { name: 'date', label: 'Date', type: 'date' },
    { name: REFERENCE, label: 'Transaction ID', type: 'text' },
  ],
  remittance: [
    { name: 'amount', label: 'Amount (GHC)', type: 'amount' },
    { name: 'date', label: 'Date', type: 'date' },
    { name: REFERENCE, label: 'Transaction ID', type: 'text' },
    { name: 'note', label: 'Note', type: 'text' },
  ],
  maintenance: [
    { name: 'cost', label: 'Cost (GHC)', type: 'amount' },
    { name: 'maintenanceDate', label: 'Maintenance date', type: 'date' },
  ],
  odometer: [
    { name: 'km', label: 'Odometer reading (km)', type: 'km' },
    { name: 'date', label: 'Date', type: 'date' },
    { name: 'note', label: 'Note', type: 'text' },
  ],
  expense: [
    { name: 'amount', label: 'Amount (GHC)', type: 'amount' },
    { name: 'date', label: 'Date', type: 'date' },
    { name: 'payee', label: 'Payee', type: 'text' },
    { name: REFERENCE, label: 'Reference', type: 'text' },
    { name: 'note', label: 'Note', type: 'text' },
  ],
};

/** The fields of this record's body that can be edited: only those its body has. */
export function editableFields(record: Pick<OutboxRecord, 'kind' | 'body'>): RecordField[] {
  const { kind, body } = record;
  return FIELDS[kind].filter((field) => {
    if (!(field.name in body)) return false;
    if (field.name === REFERENCE && (kind === 'payment' || kind === 'remittance')) {
      return body.method === MOBILE_MONEY || Boolean(body[REFERENCE]);
    }
    return true;
  });
}

/** A body value as the field shows it. */
export function fieldText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** What is wrong with a field's text, or null. */
export function fieldProblem(field: RecordField, text: string): string | null {
  const value = text.trim();
  if (field.type === 'amount') {
    const amount = Number(value);
    return value !== '' && Number.isFinite(amount) && amount > 0 ? null : 'Enter an amount above 0';
  }
  if (field.type === 'km') {
    const km = Number(value);
    return value !== '' && Number.isInteger(km) && km >= 0 ? null : 'Enter the reading in whole km';
  }
  if (field.type === 'date')
    return /^\d{4}-\d{2}-\d{2}$/.test(value) && isIsoDate(value) ? null : 'Enter the date as YYYY-MM-DD';
  return null;
}

/** The field's text back into the body, in the type the form had put there. */
function bodyValue(field: RecordField, text: string, previous: unknown): unknown {
  const value = text.trim();
  if (field.type === 'amount' || field.type === 'km')
    return typeof previous === 'string' ? value : Number(value);
  if (value === '') return previous === null ? null : '';
  return value;
}

/**
 * The edited record's changes for `editRecord`: its body with the new values, and its amount and
 * date as the outbox lists them.
 */
export function recordChanges(
  record: Pick<OutboxRecord, 'kind' | 'body' | 'amount' | 'date'>,
  texts: Readonly<Record<string, string>>,
): Pick<OutboxRecord, 'body' | 'amount' | 'date'> {
  const body: Record<string, unknown> = { ...record.body };
  let { amount, date } = record;
  for (const field of editableFields(record)) {
    const text = texts[field.name];
    if (text === undefined) continue;
    body[field.name] = bodyValue(field, text, record.body[field.name]);
    if (field.type === 'amount') amount = Number(text.trim());
    if (field.type === 'date') date = text.trim();
  }
  return { body, amount, date };
}
