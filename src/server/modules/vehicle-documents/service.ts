import type { PagedList } from '../../../shared/list-query';
import {
  type ComplianceFilters,
  type ComplianceListQuery,
  type ComplianceRow,
  type ComplianceTotals,
  type DocumentInput,
  defaultExpiry,
  expiryRequiredMessage,
  matchesComplianceFilters,
  type VehicleDocument,
} from '../../../shared/schemas/vehicle-papers';
import { vehicleLookup, withVehicle } from '../../db/vehicle-lookup';
import { businessToday } from '../../lib/business-day';
import { refusedAs } from '../../lib/db-errors';
import { invalidField, notFound } from '../../lib/domain-errors';
import { readPage } from '../../lib/list-read';
import type { ReadContext, ServiceContext } from '../../lib/service-context';
import { audit } from '../audit';
import { toComplianceRow, toDocument } from './present';
import { type DecidedExpiry, type StoredDocument, vehicleDocumentsRepository } from './repository';

export const DOCUMENT_MESSAGES = {
  notFound: 'Vehicle document not found',
  deleted: 'Vehicle document deleted successfully',
} as const;

const repository = (ctx: ReadContext) => vehicleDocumentsRepository(ctx.trx, ctx.accountId);
const vehicles = (ctx: ReadContext) => vehicleLookup(ctx.trx, ctx.accountId);
const missing = () => notFound('Vehicle document');
/** The vehicle of the path is unknown, another account's, or was deleted meanwhile. */
const vehicleMissing = () => notFound('Vehicle record');

/**
 * The expiry a save stores. None given: the one docs/reminders.md §1 derives (roadworthy, VIT), else 400.
 * A derived expiry sent back unchanged with the same kind and issue date stays derived (round trip);
 * any other given expiry is the one stored. To derive again after changing the issue date, send none.
 */
function decideExpiry(
  input: DocumentInput,
  vehicleType: string,
  before: StoredDocument | null,
): DecidedExpiry {
  if (input.expiresOn === null) {
    const derived = defaultExpiry(input.kind, vehicleType, input.issuedOn);
    if (derived === null) throw invalidField('expiresOn', expiryRequiredMessage(input.kind));
    return { expiresOn: derived, derived: true };
  }
  const echoed =
    before?.expiryDerived === true &&
    input.expiresOn === before.expiresOn &&
    input.issuedOn === before.issuedOn &&
    input.kind === before.kind;
  return { expiresOn: input.expiresOn, derived: echoed };
}

/** A stored document as the API shows it: `current` when it is the latest of its kind on its vehicle. */
async function present(ctx: ReadContext, stored: StoredDocument): Promise<VehicleDocument> {
  const latest = (await repository(ctx).ofVehicle(stored.vehicleId)).find(
    (each) => each.kind === stored.kind,
  );
  return toDocument(stored, latest?._id === stored._id, businessToday());
}

/**
 * What a document write changes: the vehicle's documents, and its compliance and costs, which the
 * vehicle's screens show (read under `vehicles`).
 */
const changedDocuments = (ctx: ServiceContext) => ctx.changed('documents', 'vehicles');

/** Vehicle documents (docs/reminders.md §1): a vehicle's history of papers, the latest of a kind counts. */
export const vehicleDocumentsService = {
  /** A vehicle's documents, newest issued first, each with its standing as of today. */
  async ofVehicle(ctx: ReadContext, vehicleId: string): Promise<VehicleDocument[]> {
    if (!(await vehicles(ctx).findReference(vehicleId))) throw vehicleMissing();
    const today = businessToday();
    const seen = new Set<string>();
    return (await repository(ctx).ofVehicle(vehicleId)).map((stored) => {
      const current = !seen.has(stored.kind);
      seen.add(stored.kind);
      return toDocument(stored, current, today);
    });
  },

  /**
   * Adds a document to a vehicle. The vehicle's row is taken first, so a vehicle deleted at the same
   * time either takes the document with it or is gone before it (404).
   */
  async create(ctx: ServiceContext, vehicleId: string, input: DocumentInput): Promise<VehicleDocument> {
    const vehicle = await vehicles(ctx).lock(vehicleId);
    if (!vehicle) throw vehicleMissing();
    const expiry = decideExpiry(input, vehicle.vehicleType, null);
    const id = await refusedAs(() => repository(ctx).insert(vehicleId, input, expiry), {
      foreignKey: vehicleMissing,
    });
    const stored = await repository(ctx).findById(id);
    if (!stored) throw missing();
    const created = await present(ctx, stored);
    await audit.created(ctx, 'vehicle_document', await withVehicle(ctx, vehicleId, created));
    changedDocuments(ctx);
    return created;
  },

  /** Replaces a document (the whole document; it stays with its vehicle). */
  async update(ctx: ServiceContext, id: string, input: DocumentInput): Promise<VehicleDocument> {
    const storedBefore = await repository(ctx).findById(id);
    if (!storedBefore) throw missing();
    const vehicle = await vehicles(ctx).lock(storedBefore.vehicleId);
    if (!vehicle) throw missing();
    const before = await present(ctx, storedBefore);
    const expiry = decideExpiry(input, vehicle.vehicleType, storedBefore);
    if (!(await repository(ctx).update(id, input, expiry))) throw missing();
    const storedAfter = await repository(ctx).findById(id);
    if (!storedAfter) throw missing();
    const after = await present(ctx, storedAfter);
    await audit.updated(
      ctx,
      'vehicle_document',
      await withVehicle(ctx, storedBefore.vehicleId, before),
      await withVehicle(ctx, storedBefore.vehicleId, after),
    );
    changedDocuments(ctx);
    return after;
  },

  async remove(ctx: ServiceContext, id: string): Promise<void> {
    const stored = await repository(ctx).findById(id);
    if (!stored) throw missing();
    const before = await present(ctx, stored);
    if (!(await repository(ctx).remove(id))) throw missing();
    await audit.deleted(ctx, 'vehicle_document', await withVehicle(ctx, stored.vehicleId, before));
    changedDocuments(ctx);
  },

  /** Removes a vehicle's documents with it (its own history), each with its audit event. */
  async removeOfVehicle(ctx: ServiceContext, vehicleId: string): Promise<boolean> {
    const documents = await vehicleDocumentsService.ofVehicle(ctx, vehicleId);
    if (documents.length === 0) return false;
    await repository(ctx).removeOfVehicle(vehicleId);
    for (const document of documents)
      await audit.deleted(ctx, 'vehicle_document', await withVehicle(ctx, vehicleId, document));
    changedDocuments(ctx);
    return true;
  },

  /**
   * Every vehicle's compliance row as of today, by registration number: the grid's and its export's
   * rows before their filters, and what the alert feed reads (document and licence expiry, missing).
   */
  async complianceRows(ctx: ReadContext): Promise<ComplianceRow[]> {
    const [all, latest] = await Promise.all([vehicles(ctx).summaries(), repository(ctx).latestByVehicle()]);
    const today = businessToday();
    return all.map((vehicle) => toComplianceRow(vehicle, latest.get(vehicle._id), today));
  },

  /**
   * `GET /api/compliance?page=` (docs/lists.md): one page searched, filtered, counted and sorted by
   * the database; only the page's vehicles have their documents read.
   */
  async compliancePage(
    ctx: ReadContext,
    query: ComplianceListQuery,
  ): Promise<PagedList<ComplianceRow, ComplianceTotals>> {
    const today = businessToday();
    const queries = repository(ctx).compliancePage(query, today);
    return readPage(query, {
      count: queries.count,
      totals: queries.totals,
      rows: async (limit, offset) => {
        const page = await queries.rows(limit, offset);
        const latest = await repository(ctx).latestByVehicle(page.map((vehicle) => vehicle._id));
        return page.map((vehicle) => toComplianceRow(vehicle, latest.get(vehicle._id), today));
      },
    });
  },

  /** `GET /api/compliance?status=&q=` without `page` (the old whole array) and its export. */
  async compliance(ctx: ReadContext, filters: ComplianceFilters = {}): Promise<ComplianceRow[]> {
    return (await vehicleDocumentsService.complianceRows(ctx)).filter((row) =>
      matchesComplianceFilters(row, filters),
    );
  },
};
