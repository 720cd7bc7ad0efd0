import { z } from 'zod';
import { isIsoDate } from '../dates';
import { LICENSE_TYPES, normalizeRegNum, regNumKey, VEHICLE_TYPES } from '../fleet';
import { enumParam, listAnswer, listQuery, noTotals } from '../list-query';
import { blankAsMissing, dateField, requiredText } from './common';
import { phoneField } from './phone-field';

export {
  LICENSE_TYPES,
  type LicenseType,
  licenseTypeLabel,
  normalizeRegNum,
  regNumKey,
  VEHICLE_TYPES,
  VEHICLES_EXPORT_FILE,
  type VehicleType,
  vehicleTypeLabel,
} from '../fleet';

/** Most history rows one vehicle may carry; far above a real service log, low enough to bound a request. */
export const MAX_HISTORY_ROWS = 200;

const lowerTrim = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** One of a fixed list of lower-case values, matched whatever the letter case of the input. */
function choiceField<T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.preprocess(
    lowerTrim,
    z.enum(values, {
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? `${label} is required`
          : `${label} must be one of: ${values.join(', ')}`,
    }),
  );
}

export const vehicleTypeField = choiceField('Vehicle type', VEHICLE_TYPES);
export const licenseTypeField = choiceField('License type', LICENSE_TYPES);

export const historyRow = z.object({
  hist: requiredText('Maintenance history', 500),
  date: dateField('History date'),
});

const historyList = z
  .array(historyRow, { error: 'Maintenance history must be a list' })
  .max(MAX_HISTORY_ROWS, { error: `At most ${MAX_HISTORY_ROWS} maintenance history rows` });

/** The fields of the add form (docs/screens.md §5 "Add vehicle": all required, history rows optional). */
export const vehicleFields = z.object({
  vehicleType: vehicleTypeField,
  make: requiredText('Make', 100),
  model: requiredText('Model', 100),
  vehicleRegNum: requiredText('Registration number', 20)
    .transform(normalizeRegNum)
    .refine((value) => regNumKey(value).length > 0, {
      error: 'Registration number must contain letters or digits',
    }),
  chassisNum: requiredText('Chassis number', 50),
  maintenanceHist: historyList.nullish().transform((rows) => rows ?? []),
  driverName: requiredText('Driver name', 100),
  contactDetails: z.object(
    { phone: phoneField('Phone'), location: requiredText('Location', 200) },
    { error: 'Phone and location are required' },
  ),
  licenseNum: requiredText('License number', 50),
  licenseType: licenseTypeField,
  licenseNumExp: dateField('License expiry date'),
});
export type VehicleInput = z.input<typeof vehicleFields>;

/** Writes may name the type with the legacy read spelling `vehiceType` (docs/product.md §2). */
function acceptLegacyType(value: unknown) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const body = value as Record<string, unknown>;
  if ((body.vehicleType == null || body.vehicleType === '') && body.vehiceType !== undefined) {
    return { ...body, vehicleType: body.vehiceType };
  }
  return value;
}

export const vehicleCreateBody = z.preprocess(acceptLegacyType, vehicleFields);
export type VehicleCreate = z.output<typeof vehicleCreateBody>;

/**
 * Edit (docs/screens.md §5 "Edit vehicle"): type and license type are not required; when absent the
 * stored values stay, as does the history when `maintenanceHist` is absent. A list given replaces it.
 * A vehicle exactly as it is read (both type spellings, `_id`, timestamps) is a valid edit.
 */
/**
 * On edit the licence number and expiry must be sent, but blank is none: a hirer without a licence
 * leaves the vehicle without one (docs/decisions/063-hirer-replaces-driver-in-full.md), and that
 * vehicle, read and sent back, stays a valid edit. An add still requires both filled in.
 */
const licenseNumOnEdit = z
  .string({ error: 'License number is required' })
  .trim()
  .max(50, { error: 'License number must be at most 50 characters' });
const licenseExpOnEdit = z
  .string({ error: 'License expiry date is required' })
  .trim()
  .refine((value) => value === '' || isIsoDate(value), {
    error: 'License expiry date must be a valid date (YYYY-MM-DD)',
  })
  .transform((value) => (value.length <= 10 ? value : new Date(value).toISOString()));

export const vehicleUpdateBody = z.preprocess(
  acceptLegacyType,
  // A blank type or license type is one not sent (docs/product.md §2): the stored one stays.
  vehicleFields.extend({
    vehicleType: blankAsMissing(vehicleTypeField, 'Vehicle type'),
    licenseType: blankAsMissing(licenseTypeField, 'License type'),
    licenseNum: licenseNumOnEdit,
    licenseNumExp: licenseExpOnEdit,
    maintenanceHist: historyList.nullish(),
  }),
);
export type VehicleUpdate = z.output<typeof vehicleUpdateBody>;

/** A vehicle as every endpoint answers it: the type under both spellings. */
export const vehicleRecord = z.object({
  _id: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
  vehiceType: z.enum(VEHICLE_TYPES),
  make: z.string(),
  model: z.string(),
  vehicleRegNum: z.string(),
  chassisNum: z.string(),
  maintenanceHist: z.array(z.object({ hist: z.string(), date: z.string() })),
  driverName: z.string(),
  contactDetails: z.object({ phone: z.string(), location: z.string() }),
  licenseNum: z.string(),
  licenseType: z.enum(LICENSE_TYPES),
  licenseNumExp: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VehicleRecord = z.infer<typeof vehicleRecord>;
export const vehicleList = z.array(vehicleRecord);

/** What the vehicle list sorts by (docs/lists.md): `createdAt` (newest first) by default. */
export const VEHICLE_SORTS = ['createdAt', 'vehicleRegNum'] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];

/**
 * `GET /api/get/vehicle_records` and its export (docs/lists.md): `q` searches the registration, make,
 * model and driver (name, and phone when `q` is a phone number); `vehicleType` filters ('' or `All`
 * for every type, as a screen's "All" sends it).
 */
export const vehicleListQuery = listQuery(VEHICLE_SORTS, {
  vehicleType: z
    .union([enumParam('vehicleType', VEHICLE_TYPES), z.literal(''), z.literal('All')], {
      error: `vehicleType must be one of: ${VEHICLE_TYPES.join(', ')}`,
    })
    .optional()
    .transform((value) => (value === '' || value === 'All' ? undefined : value)),
});
export type VehicleListQuery = z.output<typeof vehicleListQuery>;
export const vehicleListAnswer = listAnswer(vehicleRecord, noTotals);
