import { z } from 'zod';
import { VEHICLE_TYPES } from '../fleet';
import { filterParam, listAnswer, listQuery } from '../list-query';
import {
  COMPLIANCE_STATUSES,
  DOCUMENT_KINDS,
  DOCUMENT_STATUSES,
  derivesExpiry,
  expiryRequiredMessage,
  MAX_KM,
  ODOMETER_SOURCES,
  SERVICE_STATUSES,
} from '../vehicle-papers';
import { blankAsNull, dayField, optionalDay, optionalMoney, optionalText, requiredText } from './common';

export * from '../vehicle-papers';

const CHOICE = (label: string, values: readonly string[]) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? `${label} is required`
      : `${label} must be one of: ${values.join(', ')}`,
});

/** Digits, with or without thousands separators, a sign or a fraction: nothing else (no `1e5`). */
const NUMBER_TEXT = /^-?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/;

/**
 * A whole number given as a number or as text (`45200`, `45,200`), within [min, max]. An exponent
 * in text is refused, so `1e5` never passes for 100,000.
 */
export function wholeNumberField(label: string, { min = 0, max = MAX_KM } = {}) {
  const tooSmall = min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`;
  return z.union([z.number(), z.string()], { error: `${label} is required` }).transform((value, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const text = typeof value === 'string' ? value.trim() : null;
    if (text === '') return fail(`${label} is required`);
    if (text !== null && !NUMBER_TEXT.test(text)) return fail(`${label} must be a number`);
    const parsed = text === null ? (value as number) : Number(text.replace(/,/g, ''));
    if (!Number.isFinite(parsed)) return fail(`${label} must be a number`);
    if (parsed < min) return fail(tooSmall);
    if (!Number.isInteger(parsed)) return fail(`${label} must be a whole number`);
    if (parsed > max) return fail(`${label} must be at most ${max}`);
    return parsed;
  });
}

/** An optional whole number: missing, null and blank all mean none. */
const optionalWhole = (label: string, range: { min?: number; max?: number } = {}) =>
  z.preprocess(blankAsNull, wholeNumberField(label, range).nullish()).transform((value) => value ?? null);

/** A kilometre reading (docs/reminders.md §2). */
export const kmField = (label: string) => wholeNumberField(label, { min: 0, max: MAX_KM });

/** The optional `odometer` a new maintenance record or remittance may carry: none when left out. */
export const odometerField = optionalWhole('Odometer', { min: 0, max: MAX_KM });

/**
 * The `odometer` of an edit: left out, or blank, keeps the stored one (docs/product.md §2: an old client
 * that never knew the field loses nothing); null clears it, as the read shows a record without one.
 */
export const odometerEditField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  kmField('Odometer').nullable().optional(),
);

export const PAPERS_MESSAGES = {
  expiryBeforeIssue: 'Expiry date cannot be before the issue date',
  needsInterval: 'Give an interval: every so many km, every so many months, or both',
} as const;

/**
 * A vehicle document as the add and edit forms send it (docs/reminders.md §1). Edit takes the whole
 * document, and a document exactly as its GET answers it (`_id`, `vehicleId`, derived fields ignored:
 * a document stays with its vehicle). An expiry left blank is derived where the kind allows it.
 */
export const documentFields = z.object({
  kind: z.enum(DOCUMENT_KINDS, CHOICE('Document kind', DOCUMENT_KINDS)),
  number: optionalText('Document number', 50),
  issuedOn: dayField('Issue date'),
  expiresOn: optionalDay('Expiry date'),
  cost: optionalMoney('Cost').transform((value) => value ?? 0),
  note: optionalText('Note', 500),
});

function documentRules(body: z.output<typeof documentFields>, ctx: z.RefinementCtx) {
  if (body.expiresOn === null && !derivesExpiry(body.kind))
    ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: expiryRequiredMessage(body.kind) });
  if (body.expiresOn !== null && body.expiresOn < body.issuedOn)
    ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: PAPERS_MESSAGES.expiryBeforeIssue });
}

/** `POST /api/vehicles/{id}/documents` and `PUT /api/vehicle_documents/{id}`. */
export const documentBody = documentFields.superRefine(documentRules);
export type DocumentBody = z.input<typeof documentFields>;
export type DocumentInput = z.output<typeof documentFields>;

/** A document as every endpoint answers it, with its standing as of today. */
export const vehicleDocument = z.object({
  _id: z.string(),
  vehicleId: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  issuedOn: z.string(),
  /** The last day it covers. */
  expiresOn: z.string(),
  /** True when the server derived the expiry (docs/reminders.md §1). */
  expiryDerived: z.boolean(),
  cost: z.number(),
  note: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  /** The latest document of its kind on the vehicle: the one its compliance reads. */
  current: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VehicleDocument = z.infer<typeof vehicleDocument>;
export const vehicleDocumentList = z.array(vehicleDocument);

const complianceEntry = z.object({
  status: z.enum(COMPLIANCE_STATUSES),
  expiresOn: z.string().nullable(),
  documentId: z.string().nullable(),
});
export type ComplianceEntry = z.infer<typeof complianceEntry>;

/** `GET /api/compliance`: one row per vehicle, its standing per kind and its driver licence's. */
export const complianceRow = z.object({
  vehicle: z.object({
    _id: z.string(),
    make: z.string(),
    model: z.string(),
    vehicleRegNum: z.string(),
    vehicleType: z.enum(VEHICLE_TYPES),
  }),
  commercial: z.boolean(),
  documents: z.object(
    Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, complianceEntry])) as Record<
      (typeof DOCUMENT_KINDS)[number],
      typeof complianceEntry
    >,
  ),
  licence: z.object({ status: z.enum(COMPLIANCE_STATUSES), expiresOn: z.string().nullable() }),
});
export type ComplianceRow = z.infer<typeof complianceRow>;
export const complianceList = z.array(complianceRow);

/** The grid's query and its export's (`?status=&q=`). */
export const complianceQuery = z.object({
  status: z
    .union([z.enum(COMPLIANCE_STATUSES), z.literal('All'), z.literal('')], {
      error: `Status must be All or one of: ${COMPLIANCE_STATUSES.join(', ')}`,
    })
    .optional(),
  q: z.string().max(200, { error: 'Search must be at most 200 characters' }).optional(),
});

/** The grid's sorts (docs/lists.md): by plate, or by make and model; each ends with the vehicle's id. */
export const COMPLIANCE_SORTS = ['vehicleRegNum', 'make'] as const;
export type ComplianceSort = (typeof COMPLIANCE_SORTS)[number];

/**
 * `GET /api/compliance` (docs/lists.md): without `page` the whole array as before; with it one page,
 * searched by plate, make, model or driver (`q`) and filtered by a status any kind or the licence is in.
 */
export const complianceListQuery = listQuery(COMPLIANCE_SORTS, {
  status: filterParam('status', COMPLIANCE_STATUSES),
});
export type ComplianceListQuery = z.infer<typeof complianceListQuery>;

/** The page's sums: how many matching vehicles have something expired, expiring or missing. */
export const complianceTotals = z.object({
  expired: z.number().int(),
  expiring: z.number().int(),
  missing: z.number().int(),
});
export type ComplianceTotals = z.infer<typeof complianceTotals>;
export const complianceListAnswer = listAnswer(complianceRow, complianceTotals);

/** `GET /api/vehicles/{id}/costs`: what the vehicle has cost, in cedis (documents count as expenses). */
export const vehicleCosts = z.object({ maintenance: z.number(), documents: z.number(), total: z.number() });
export type VehicleCosts = z.infer<typeof vehicleCosts>;

/** `POST /api/vehicles/{id}/odometer`: a reading taken by hand. */
export const odometerBody = z.object({
  date: dayField('Date'),
  km: kmField('Odometer reading'),
  note: optionalText('Note', 500),
});
export type OdometerBody = z.input<typeof odometerBody>;
export type OdometerInput = z.output<typeof odometerBody>;

/** A reading of any source, as `GET /api/vehicles/{id}/odometer` lists them. */
export const odometerReading = z.object({
  /** The reading's own id, or the maintenance record's or remittance's that carries it. */
  _id: z.string(),
  date: z.string(),
  km: z.number(),
  source: z.enum(ODOMETER_SOURCES),
  note: z.string(),
});
export type OdometerReading = z.infer<typeof odometerReading>;
export const odometerList = z.array(odometerReading);

/**
 * A service schedule as the forms send it (docs/reminders.md §2): either interval or both. A start date
 * left out is today, a start km the latest reading (else 0); on an edit, left out keeps the stored
 * one. A schedule exactly as read is a valid edit (derived fields ignored).
 */
export const scheduleFields = z.object({
  task: requiredText('Task', 100),
  everyKm: optionalWhole('Every km', { min: 1, max: 1_000_000 }),
  everyMonths: optionalWhole('Every months', { min: 1, max: 120 }),
  startDate: optionalDay('Start date'),
  startKm: optionalWhole('Start km', { min: 0, max: MAX_KM }),
});

/** `POST /api/vehicles/{id}/schedules` and `PUT /api/service_schedules/{id}`. */
export const scheduleBody = scheduleFields.superRefine((body, ctx) => {
  if (body.everyKm === null && body.everyMonths === null) {
    for (const path of ['everyKm', 'everyMonths'])
      ctx.addIssue({ code: 'custom', path: [path], message: PAPERS_MESSAGES.needsInterval });
  }
});
export type ScheduleBody = z.input<typeof scheduleFields>;
export type ScheduleInput = z.output<typeof scheduleFields>;

/** A schedule as every endpoint answers it, with what is derived as of today. */
export const serviceSchedule = z.object({
  _id: z.string(),
  vehicleId: z.string(),
  task: z.string(),
  everyKm: z.number().nullable(),
  everyMonths: z.number().nullable(),
  startDate: z.string(),
  startKm: z.number(),
  /** The latest completed maintenance record naming the task, else the schedule's start. */
  lastDone: z.object({ date: z.string(), km: z.number().nullable() }),
  currentKm: z.number().nullable(),
  nextDueDate: z.string().nullable(),
  nextDueKm: z.number().nullable(),
  status: z.enum(SERVICE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceSchedule = z.infer<typeof serviceSchedule>;
export const serviceScheduleList = z.array(serviceSchedule);
