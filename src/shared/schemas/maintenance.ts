import { z } from 'zod';
import { DEFAULT_MAINTENANCE_STATUS, MAINTENANCE_STATUSES } from '../fleet';
import { dayParam, listAnswer, listQuery } from '../list-query';
import { blankAsMissing, dateField, moneyField, requiredText } from './common';
import { odometerEditField, odometerField } from './vehicle-papers';

export {
  DEFAULT_MAINTENANCE_STATUS,
  MAINTENANCE_EXPORT_FILE,
  MAINTENANCE_STATUSES,
  type MaintenanceStatus,
} from '../fleet';

/** Most issues one record may list. */
export const MAX_ISSUES = 50;

const statusField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(MAINTENANCE_STATUSES, {
    error: (issue) =>
      issue.input === '' ? 'Status is required' : `Status must be one of: ${MAINTENANCE_STATUSES.join(', ')}`,
  }),
);

/**
 * The vehicle's id. A populated reference (`{ _id, … }`, as the record is read) is accepted too,
 * so a client may send back what it received.
 */
const vehicleIdField = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && '_id' in value ? (value as { _id: unknown })._id : value,
  requiredText('Vehicle', 200),
);

/** A single text is taken as a list of one issue. */
function issueList(min: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z
      .array(requiredText('Issue', 500), {
        error: (issue) => (issue.input == null ? 'Add at least one issue' : 'Issues must be a list of texts'),
      })
      .min(min, { error: 'Add at least one issue' })
      .max(MAX_ISSUES, { error: `At most ${MAX_ISSUES} issues` }),
  );
}

/**
 * Add (docs/screens.md §5): date, cost, status and each issue text required; the add form always has
 * at least one issue; status defaults to pending (section 9).
 */
export const maintenanceFields = z.object({
  vehicleId: vehicleIdField,
  maintenanceDate: dateField('Maintenance date'),
  cost: moneyField('Cost'),
  issue: issueList(1),
  status: statusField.nullish().transform((status) => status ?? DEFAULT_MAINTENANCE_STATUS),
  /** The vehicle's odometer in km when the job was done (docs/reminders.md §2); optional. */
  odometer: odometerField,
});
export type MaintenanceInput = z.input<typeof maintenanceFields>;

export const maintenanceCreateBody = maintenanceFields;
export type MaintenanceCreate = z.output<typeof maintenanceCreateBody>;

/**
 * Edit sends the whole record. The edit form may remove every issue (docs/screens.md §4), so the list
 * may be empty; an absent list or status keeps the stored one rather than clearing or resetting it,
 * and so does a blank status (an empty optional field is one not sent, docs/product.md §2). A
 * record exactly as it is read (populated `vehicleId`, `_id`, timestamps) is a valid edit.
 */
export const maintenanceUpdateBody = maintenanceFields.extend({
  issue: issueList(0).optional(),
  status: blankAsMissing(statusField, 'Status'),
  odometer: odometerEditField,
});
export type MaintenanceUpdate = z.output<typeof maintenanceUpdateBody>;

/** The populated vehicle reference: kept from a snapshot once the vehicle itself is deleted. */
export const maintenanceVehicleRef = z.object({
  _id: z.string(),
  make: z.string(),
  model: z.string(),
  vehicleRegNum: z.string(),
});
export type MaintenanceVehicleRef = z.infer<typeof maintenanceVehicleRef>;

export const maintenanceRecord = z.object({
  _id: z.string(),
  vehicleId: maintenanceVehicleRef,
  maintenanceDate: z.string(),
  cost: z.number(),
  issue: z.array(z.string()),
  status: z.enum(MAINTENANCE_STATUSES),
  /** The odometer reading the record carries, in km; null when none was given. */
  odometer: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MaintenanceRecord = z.infer<typeof maintenanceRecord>;
export const maintenanceList = z.array(maintenanceRecord);

/** What the maintenance list sorts by (docs/lists.md): `maintenanceDate` (latest first) by default. */
export const MAINTENANCE_SORTS = ['maintenanceDate', 'cost'] as const;
export type MaintenanceSort = (typeof MAINTENANCE_SORTS)[number];

const STATUS_FILTER_ERROR = `Status must be All or one of: ${MAINTENANCE_STATUSES.join(', ')}`;

/**
 * `GET /api/get/maintenance_records` and its export (docs/lists.md): `q` searches the registration and
 * the issues; `status` ('' or `All` for every status, as the screen's filter sends it), `vehicleId`,
 * and a span of maintenance days `from`/`to` (both included).
 */
export const maintenanceListQuery = listQuery(MAINTENANCE_SORTS, {
  status: z
    .union([z.enum(MAINTENANCE_STATUSES), z.literal('All'), z.literal('')], { error: STATUS_FILTER_ERROR })
    .optional()
    .transform((value) => (value === '' || value === 'All' ? undefined : value)),
  vehicleId: z
    .string({ error: 'vehicleId must be text' })
    .max(200, { error: 'vehicleId must be at most 200 characters' })
    .optional(),
  from: dayParam('from').optional(),
  to: dayParam('to').optional(),
});
export type MaintenanceListParams = z.output<typeof maintenanceListQuery>;

/** The sums over every matching record (cedis). */
export const maintenanceTotals = z.object({ cost: z.number() });
export type MaintenanceTotals = z.infer<typeof maintenanceTotals>;
export const maintenanceListAnswer = listAnswer(maintenanceRecord, maintenanceTotals);
