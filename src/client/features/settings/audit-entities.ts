import { licenseTypeLabel, VEHICLE_TYPES, vehicleTypeLabel } from '../../../shared/fleet';
import {
  CONTRACT_STATUS_LABELS,
  CONTRACT_TYPE_LABELS,
  FREQUENCY_LABELS,
  WEEKDAY_LABELS,
} from '../../../shared/hire';
import { BILLING_LABELS } from '../../../shared/ledger';
import { REMINDER_KIND_LABELS, type ReminderKind } from '../../../shared/reminders';
import { AUDIT_ENTITY_LABELS, type AuditAction, type AuditEvent } from '../../../shared/schemas/audit';
import { DOCUMENT_KIND_LABELS, ODOMETER_SOURCE_LABELS } from '../../../shared/vehicle-papers';
import {
  codeWords,
  type FieldChange,
  type FieldSpec,
  fieldChanges,
  formatMoney,
  formatValue,
  nameOf,
} from './audit-changes';

/**
 * Each kind of audited record in words a landlord reads (docs/decisions/064-activity-log-sentences.md):
 * the sentence an event makes ("Ama Mensah recorded payment RCT-000123 of GHC 3,430.00 for Kofi
 * Boateng") and the fields its forms show, by their labels, in the forms' order.
 */

type Fields = Record<string, unknown>;

const fieldsOf = (record: unknown): Fields =>
  record && typeof record === 'object' && !Array.isArray(record) ? (record as Fields) : {};
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
const amount = (value: unknown): string | undefined =>
  typeof value === 'number' ? formatMoney(value) : undefined;

/** A vehicle as a sentence names it: its plate, else make and model. */
function vehicleName(value: unknown): string | undefined {
  const vehicle = fieldsOf(value);
  return (
    text(vehicle.vehicleRegNum) ??
    (text(vehicle.make) ? `${vehicle.make} ${vehicle.model ?? ''}`.trim() : undefined)
  );
}

/** Joins the parts given, leaving out the missing ones: `['payment', 'RCT-1', undefined]` → `payment RCT-1`. */
const phrase = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join(' ');

/** The plain verbs of each action. */
const VERBS: Record<AuditAction, string> = {
  create: 'added',
  update: 'edited',
  delete: 'deleted',
  void: 'voided',
};

interface EntityWording {
  /** The object of the sentence (what the actor did it to), from the record as it stands. */
  object: (record: Fields, action: AuditAction) => string;
  /** Verbs that differ from the plain ones ("recorded" a payment). */
  verbs?: Partial<Record<AuditAction, string>>;
  /** The form's fields, in the form's order. */
  fields: readonly FieldSpec[];
  /** A field the list does not name: its spec, or null to leave it out (derived figures, ids). */
  other?: (field: string) => FieldSpec | null;
}

const VEHICLE_TYPE_CODES = Object.fromEntries(VEHICLE_TYPES.map((type) => [type, vehicleTypeLabel(type)]));

const PAYMENT_FIELDS: readonly FieldSpec[] = [
  { key: 'receiptNumber', label: 'Receipt number' },
  { key: 'tenant', label: 'Tenant' },
  { key: 'amountPaid', label: 'Amount Paid', kind: 'money' },
  { key: 'method', label: 'Payment Method' },
  { key: 'network', label: 'Network' },
  { key: 'reference', label: 'Transaction ID' },
  { key: 'payerPhone', label: 'Payer phone', kind: 'phone' },
  { key: 'date', label: 'Payment Date', kind: 'day' },
  { key: 'status', label: 'Payment Status' },
  { key: 'voided.at', label: 'Voided on', kind: 'day' },
  { key: 'voided.by', label: 'Voided by' },
  { key: 'voided.reason', label: 'Reason' },
];

const REMITTANCE_FIELDS: readonly FieldSpec[] = [
  { key: 'receiptNumber', label: 'Receipt number' },
  { key: 'amount', label: 'Amount', kind: 'money' },
  { key: 'date', label: 'Date', kind: 'day' },
  { key: 'method', label: 'Payment Method' },
  { key: 'network', label: 'Network' },
  { key: 'reference', label: 'Transaction ID' },
  { key: 'payerPhone', label: 'Payer phone', kind: 'phone' },
  { key: 'odometer', label: 'Odometer (km)', kind: 'km' },
  { key: 'note', label: 'Note' },
  { key: 'voided.at', label: 'Voided on', kind: 'day' },
  { key: 'voided.by', label: 'Voided by' },
  { key: 'voided.reason', label: 'Reason' },
];

const ENTITIES: Partial<Record<string, EntityWording>> = {
  apartment: {
    object: (record) => phrase('apartment', text(record.title)),
    fields: [
      { key: 'title', label: 'Title' },
      { key: 'location', label: 'Location' },
      { key: 'price', label: 'Price (per month)', kind: 'money' },
      { key: 'status', label: 'Status' },
      { key: 'description', label: 'Description' },
      { key: 'tenant', label: 'Tenant' },
    ],
    other: () => null,
  },
  rent_record: {
    object: (record) => {
      const unit = text(fieldsOf(record.apartment).title);
      return phrase('tenant', text(record.tenantName), unit && `(${unit})`);
    },
    fields: [
      { key: 'tenantName', label: 'Tenant Name' },
      { key: 'tenantPhone', label: 'Phone', kind: 'phone' },
      { key: 'apartment', label: 'Unit' },
      { key: 'roomDescription', label: 'Room Description' },
      { key: 'rentedDate', label: 'Rented Date', kind: 'day' },
      { key: 'expirationDate', label: 'Expiration Date', kind: 'day' },
      { key: 'noOfMonthsRented', label: 'No. of Months Rented', kind: 'number' },
      { key: 'monthlyPrice', label: 'Monthly Price', kind: 'money' },
      { key: 'amountPaidOnUtility', label: 'Utility', kind: 'money' },
      { key: 'totalAmount', label: 'Total Amount', kind: 'money' },
      { key: 'billing', label: 'Billing', kind: 'code', codes: BILLING_LABELS },
      { key: 'status', label: 'Status' },
      { key: 'statementLink', label: 'Statement link' },
    ],
    other: () => null,
  },
  payment: {
    verbs: { create: 'recorded' },
    object: (record) =>
      phrase(
        'payment',
        text(record.receiptNumber),
        amount(record.amountPaid) && `of ${amount(record.amountPaid)}`,
        nameOf(record.tenant) && `for ${nameOf(record.tenant)}`,
      ),
    fields: PAYMENT_FIELDS,
    other: () => null,
  },
  vehicle: {
    object: (record) => {
      const model = phrase(text(record.make), text(record.model));
      return phrase('vehicle', text(record.vehicleRegNum), model && `(${model})`);
    },
    fields: [
      { key: 'vehicleType', label: 'Vehicle Type', kind: 'code', codes: VEHICLE_TYPE_CODES },
      { key: 'make', label: 'Make' },
      { key: 'model', label: 'Model' },
      { key: 'vehicleRegNum', label: 'Registration Number' },
      { key: 'chassisNum', label: 'Chassis Number' },
      { key: 'driverName', label: 'Driver Name' },
      { key: 'contactDetails.phone', label: 'Phone', kind: 'phone' },
      { key: 'contactDetails.location', label: 'Location' },
      { key: 'licenseNum', label: 'License Number' },
      {
        key: 'licenseType',
        label: 'License Type',
        kind: 'code',
        codes: {
          commercial: licenseTypeLabel('commercial'),
          'non-commercial': licenseTypeLabel('non-commercial'),
        },
      },
      { key: 'licenseNumExp', label: 'License Expiry Date', kind: 'day' },
      { key: 'maintenanceHist', label: 'Maintenance history' },
    ],
    other: () => null,
  },
  maintenance: {
    verbs: { create: 'recorded' },
    object: (record) =>
      phrase(
        'maintenance',
        amount(record.cost) && `of ${amount(record.cost)}`,
        vehicleName(record.vehicleId) && `on ${vehicleName(record.vehicleId)}`,
      ),
    fields: [
      { key: 'vehicleId', label: 'Vehicle' },
      { key: 'maintenanceDate', label: 'Maintenance Date', kind: 'day' },
      { key: 'cost', label: 'Cost (GHC)', kind: 'money' },
      { key: 'issue', label: 'Issues' },
      { key: 'status', label: 'Status', kind: 'code' },
      { key: 'odometer', label: 'Odometer (km)', kind: 'km' },
    ],
    other: () => null,
  },
  expense: {
    verbs: { create: 'recorded' },
    object: (record) =>
      phrase(
        'expense',
        text(record.category),
        amount(record.amount) && `of ${amount(record.amount)}`,
        (text(fieldsOf(record.apartment).title) ?? vehicleName(record.vehicle)) &&
          `for ${text(fieldsOf(record.apartment).title) ?? vehicleName(record.vehicle)}`,
      ),
    fields: [
      { key: 'date', label: 'Date', kind: 'day' },
      { key: 'category', label: 'Category' },
      { key: 'amount', label: 'Amount (GHC)', kind: 'money' },
      { key: 'apartment.title', label: 'Unit' },
      { key: 'vehicle.vehicleRegNum', label: 'Vehicle' },
      { key: 'payee', label: 'Payee' },
      { key: 'method', label: 'Method' },
      { key: 'reference', label: 'Reference' },
      { key: 'note', label: 'Note' },
    ],
    other: () => null,
  },
  user: {
    object: (record) => phrase('user', text(record.name), text(record.role) && `(${record.role})`),
    fields: [
      { key: 'name', label: 'Name' },
      { key: 'email', label: 'Email' },
      { key: 'phone', label: 'Phone', kind: 'phone' },
      { key: 'role', label: 'Role' },
      { key: 'timezone', label: 'Timezone' },
      { key: 'password', label: 'Password', kind: 'password' },
    ],
    other: () => null,
  },
  business: {
    verbs: { create: 'created' },
    object: (record, action) =>
      action === 'create' ? phrase('the business', text(record.name)) : 'the business details',
    fields: [
      { key: 'name', label: 'Business name' },
      { key: 'address', label: 'Address' },
      { key: 'phone', label: 'Phone', kind: 'phone' },
      { key: 'email', label: 'Email' },
      { key: 'ghanaPostGps', label: 'GhanaPostGPS address' },
      { key: 'receiptFooter', label: 'Receipt footer' },
      // Settings → Payments (docs/collect.md §2): keys are recorded by their last 4 characters only.
      { key: 'provider', label: 'Online payments provider' },
      { key: 'paystackSecretKey', label: 'Paystack secret key' },
      { key: 'hubtelClientId', label: 'Hubtel client ID' },
      { key: 'hubtelClientSecret', label: 'Hubtel client secret' },
      { key: 'hubtelMerchantAccount', label: 'Hubtel merchant account' },
    ],
    other: () => null,
  },
  contract: {
    object: (record, action) => {
      const hirer = text(fieldsOf(record.hirer).name);
      const kind = typeof record.type === 'string' ? codeWords(record.type, CONTRACT_TYPE_LABELS) : undefined;
      const what =
        action === 'create' ? phrase(kind ? `a ${kind.toLowerCase()}` : 'a', 'contract') : 'the contract';
      return phrase(
        what,
        hirer && `of ${hirer}`,
        vehicleName(record.vehicle) && `on ${vehicleName(record.vehicle)}`,
      );
    },
    fields: [
      { key: 'vehicle', label: 'Vehicle' },
      { key: 'type', label: 'Contract type', kind: 'code', codes: CONTRACT_TYPE_LABELS },
      { key: 'hirer.name', label: 'Hirer name' },
      { key: 'hirer.phone', label: 'Hirer phone', kind: 'phone' },
      { key: 'hirer.licenseNum', label: 'License number' },
      { key: 'hirer.licenseExp', label: 'License expiry date', kind: 'day' },
      { key: 'hirer.ghanaCard', label: 'Ghana Card number' },
      { key: 'amount', label: 'Amount', kind: 'money' },
      { key: 'frequency', label: 'Frequency', kind: 'code', codes: FREQUENCY_LABELS },
      { key: 'workingDays', label: 'Working days', codes: WEEKDAY_LABELS },
      { key: 'startDate', label: 'Start date', kind: 'day' },
      { key: 'endDate', label: 'End date', kind: 'day' },
      { key: 'totalPrice', label: 'Total price', kind: 'money' },
      { key: 'deposit', label: 'Deposit', kind: 'money' },
      { key: 'status', label: 'Status', kind: 'code', codes: CONTRACT_STATUS_LABELS },
      { key: 'terminatedOn', label: 'Termination date', kind: 'day' },
      { key: 'completedOn', label: 'Completed on', kind: 'day' },
      { key: 'notes', label: 'Notes' },
      { key: 'statementLink', label: 'Statement link' },
    ],
    other: () => null,
  },
  remittance: {
    verbs: { create: 'recorded' },
    object: (record) => {
      const contract = fieldsOf(record.contract);
      return phrase(
        'remittance',
        text(record.receiptNumber),
        amount(record.amount) && `of ${amount(record.amount)}`,
        text(contract.hirerName) && `from ${contract.hirerName}`,
        vehicleName(contract.vehicle) && `for ${vehicleName(contract.vehicle)}`,
      );
    },
    fields: REMITTANCE_FIELDS,
    other: () => null,
  },
  vehicle_document: {
    object: (record) =>
      phrase(
        'the',
        typeof record.kind === 'string' ? codeWords(record.kind, DOCUMENT_KIND_LABELS) : undefined,
        'document',
        text(record.number),
        vehicleName(record.vehicle) && `of ${vehicleName(record.vehicle)}`,
      ),
    fields: [
      { key: 'kind', label: 'Document kind', kind: 'code', codes: DOCUMENT_KIND_LABELS },
      { key: 'number', label: 'Document number' },
      { key: 'issuedOn', label: 'Issue date', kind: 'day' },
      { key: 'expiresOn', label: 'Expiry date', kind: 'day' },
      { key: 'cost', label: 'Cost', kind: 'money' },
      { key: 'note', label: 'Note' },
    ],
    other: () => null,
  },
  odometer_reading: {
    verbs: { create: 'recorded' },
    object: (record, event) =>
      phrase(
        event === 'create' ? 'an odometer reading' : 'the odometer reading',
        typeof record.km === 'number' && `of ${formatValue(record.km, 'km')}`,
        vehicleName(record.vehicle) && `for ${vehicleName(record.vehicle)}`,
      ),
    fields: [
      { key: 'date', label: 'Date', kind: 'day' },
      { key: 'km', label: 'Odometer reading (km)', kind: 'km' },
      { key: 'source', label: 'Source', kind: 'code', codes: ODOMETER_SOURCE_LABELS },
      { key: 'note', label: 'Note' },
    ],
    other: () => null,
  },
  service_schedule: {
    object: (record) =>
      phrase(
        'the service schedule',
        text(record.task) && `“${record.task}”`,
        vehicleName(record.vehicle) && `for ${vehicleName(record.vehicle)}`,
      ),
    fields: [
      { key: 'task', label: 'Task' },
      { key: 'everyKm', label: 'Every (km)', kind: 'km' },
      { key: 'everyMonths', label: 'Every (months)', kind: 'number' },
      { key: 'startDate', label: 'Start date', kind: 'day' },
      { key: 'startKm', label: 'Start km', kind: 'km' },
    ],
    other: () => null,
  },
  reminder_settings: {
    verbs: { update: 'changed' },
    object: () => 'the reminder settings',
    fields: [],
    other: (field) => {
      const [, kind, setting] = field.split('.');
      if (!kind || !setting) return null;
      const name = REMINDER_KIND_LABELS[kind as ReminderKind] ?? codeWords(kind);
      return setting === 'enabled'
        ? { key: field, label: `${name}: send`, kind: 'yesNo' }
        : { key: field, label: `${name}: message` };
    },
  },
};

/** The words of a kind of record the log has no wording for (one added later): its label, lower case. */
function fallback(event: Pick<AuditEvent, 'entity'>): EntityWording {
  const kind =
    AUDIT_ENTITY_LABELS[event.entity as keyof typeof AUDIT_ENTITY_LABELS] ?? codeWords(event.entity);
  return {
    object: (record) => phrase(kind.toLowerCase(), nameOf(record)),
    fields: [],
  };
}

const wordingOf = (event: Pick<AuditEvent, 'entity'>) => ENTITIES[event.entity] ?? fallback(event);

/** The record an event is about: as it stands after it, or as it was before a delete. */
const recordOf = (event: Pick<AuditEvent, 'before' | 'after'>) => fieldsOf(event.after ?? event.before);

/** The sentence an event makes: who did what to which record ("Kwame edited tenant Kofi Boateng"). */
export function eventSentence(
  event: Pick<AuditEvent, 'actor' | 'action' | 'entity' | 'before' | 'after'>,
): string {
  const wording = wordingOf(event);
  const verb =
    wording.verbs?.[event.action] ?? VERBS[event.action] ?? codeWords(String(event.action)).toLowerCase();
  return `${event.actor.name} ${verb} ${wording.object(recordOf(event), event.action)}`;
}

/** The fields an event shows, by the forms' labels, old → new, each value in words. */
export function eventChanges(
  event: Pick<AuditEvent, 'action' | 'entity' | 'before' | 'after'>,
): FieldChange[] {
  const wording = wordingOf(event);
  return fieldChanges(event, wording.fields, wording.other);
}
