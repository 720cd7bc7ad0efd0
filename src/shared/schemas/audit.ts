import { z } from 'zod';

/** What an audit event records (docs/ledger.md §7). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'void'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The kinds of record with an audit trail. Append only: each migration that widens the database's
 * CHECK takes the list up to its newest kind (db/migrations/widen-audit-entities.ts).
 */
export const AUDIT_ENTITIES = [
  'apartment',
  'rent_record',
  'payment',
  'vehicle',
  'maintenance',
  'user',
  'business',
  'contract',
  'remittance',
  'vehicle_document',
  'expense',
  'odometer_reading',
  'service_schedule',
  'reminder_settings',
  'alert_mark',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** The names the Activity tab shows for each kind of record. */
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  apartment: 'Apartment',
  rent_record: 'Tenant',
  payment: 'Payment',
  vehicle: 'Vehicle',
  maintenance: 'Maintenance',
  user: 'User',
  business: 'Business',
  contract: 'Contract',
  remittance: 'Remittance',
  vehicle_document: 'Vehicle document',
  expense: 'Expense',
  odometer_reading: 'Odometer reading',
  service_schedule: 'Service schedule',
  reminder_settings: 'Reminder settings',
  alert_mark: 'Alert',
};

export const AUDIT_MAX_PAGE_SIZE = 100;

/** A page number or page size in a query string, from 1 to `max`; `fallback` when not sent. */
export const pageNumber = (label: string, max: number, fallback: number) =>
  z
    .union([z.string(), z.number()], { error: `${label} must be a whole number` })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const parsed = Number(value);
      if (!Number.isInteger(parsed) || parsed < 1 || parsed > max) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number from 1 to ${max}` });
        return z.NEVER;
      }
      return parsed;
    });

/** A paged log's search (`q`), as every list's (docs/lists.md). */
export const searchParam = z
  .string({ error: 'q must be text' })
  .max(200, { error: 'q must be at most 200 characters' })
  .optional();

/** `GET /api/audit?entity=&entityId=&q=&page=&pageSize=` (Admin only). */
export const auditQuery = z.object({
  entity: z
    .union([z.enum(AUDIT_ENTITIES, { error: 'Unknown kind of record' }), z.literal('')])
    .optional()
    .transform((value) => value || undefined),
  entityId: z
    .string()
    .max(200)
    .optional()
    .transform((value) => value || undefined),
  /** Searches who acted, the record's id and its contents before and after (docs/lists.md). */
  q: searchParam,
  page: pageNumber('Page', 1_000_000, 1),
  pageSize: pageNumber('Page size', AUDIT_MAX_PAGE_SIZE, 20),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditEvent = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.string(), name: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

export const auditPage = z.object({
  items: z.array(auditEvent),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditPage = z.infer<typeof auditPage>;
