import { fromPesewas, requirePesewas } from '../../../shared/money';
import type { DocumentInput, VehicleDocument } from '../../../shared/schemas/vehicle-papers';
import type { DocumentKind } from '../../../shared/vehicle-papers';
import { deleteOwned } from '../../db/owned-rows';
import type { VehicleDocumentsTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { monotonicNowIso } from '../../lib/monotonic-clock';
import type { Executor } from '../../lib/service-context';

/** A document as stored, before its standing as of today is added. */
export type StoredDocument = Omit<VehicleDocument, 'status' | 'current'>;

/** What a write stores besides the form's fields: the expiry the service decided. */
export interface DecidedExpiry {
  expiresOn: string;
  derived: boolean;
}

/** The columns the API shows (never the owner). */
const DOCUMENT_COLUMNS = [
  'id',
  'vehicle_id',
  'kind',
  'number',
  'issued_on',
  'expires_on',
  'expiry_derived',
  'cost_pesewas',
  'note',
  'created_at',
  'updated_at',
] as const;
type DocumentRow = Pick<VehicleDocumentsTable, (typeof DOCUMENT_COLUMNS)[number]>;

function toStored(row: DocumentRow): StoredDocument {
  return {
    _id: row.id,
    vehicleId: row.vehicle_id,
    kind: row.kind,
    number: row.number,
    issuedOn: row.issued_on,
    expiresOn: row.expires_on,
    expiryDerived: Number(row.expiry_derived) === 1,
    cost: fromPesewas(Number(row.cost_pesewas)),
    note: row.note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The order of a vehicle's history, newest issued first: the first of a kind is its latest, the one
 * its compliance reads. Documents issued the same day follow the order they were recorded in.
 */
export function newestIssuedFirst<T extends Pick<StoredDocument, '_id' | 'issuedOn' | 'createdAt'>>(
  documents: T[],
): T[] {
  const later = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
  return documents.sort(
    (a, b) => later(a.issuedOn, b.issuedOn) || later(a.createdAt, b.createdAt) || later(a._id, b._id),
  );
}

/** The columns a create or edit writes from the form's fields and the decided expiry. */
function columns(input: DocumentInput, expiry: DecidedExpiry) {
  return {
    kind: input.kind,
    number: input.number,
    issued_on: input.issuedOn,
    expires_on: expiry.expiresOn,
    expiry_derived: expiry.derived ? 1 : 0,
    cost_pesewas: requirePesewas(input.cost),
    note: input.note,
  };
}

/** One account's vehicle documents: plain queries, every one scoped by the account. */
export function vehicleDocumentsRepository(db: Executor, accountId: string) {
  const own = () => db.selectFrom('vehicle_documents').where('account_id', '=', accountId);

  const repository = {
    /** A vehicle's documents, newest issued first (its history). */
    async ofVehicle(vehicleId: string): Promise<StoredDocument[]> {
      const rows = await own().select(DOCUMENT_COLUMNS).where('vehicle_id', '=', vehicleId).execute();
      return newestIssuedFirst(rows.map(toStored));
    },

    /** The latest document of each kind of every vehicle of the account: vehicle id → kind → document. */
    async latestByVehicle(): Promise<Map<string, Map<DocumentKind, StoredDocument>>> {
      const rows = await own().select(DOCUMENT_COLUMNS).execute();
      const latest = new Map<string, Map<DocumentKind, StoredDocument>>();
      for (const document of newestIssuedFirst(rows.map(toStored))) {
        let kinds = latest.get(document.vehicleId);
        if (!kinds) {
          kinds = new Map();
          latest.set(document.vehicleId, kinds);
        }
        if (!kinds.has(document.kind)) kinds.set(document.kind, document);
      }
      return latest;
    },

    async findById(id: string): Promise<StoredDocument | null> {
      const row = await own().select(DOCUMENT_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? toStored(row) : null;
    },

    /** Inserts a document of a vehicle; its id. */
    async insert(vehicleId: string, input: DocumentInput, expiry: DecidedExpiry): Promise<string> {
      const now = monotonicNowIso();
      const row: VehicleDocumentsTable = {
        id: newId(),
        account_id: accountId,
        vehicle_id: vehicleId,
        ...columns(input, expiry),
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('vehicle_documents').values(row).execute();
      return row.id;
    },

    /** Replaces a document's fields (it stays with its vehicle); false when the account has none. */
    async update(id: string, input: DocumentInput, expiry: DecidedExpiry): Promise<boolean> {
      const result = await db
        .updateTable('vehicle_documents')
        .set({ ...columns(input, expiry), updated_at: nowIso() })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** True when a document was deleted. */
    async remove(id: string): Promise<boolean> {
      return (await deleteOwned(db, 'vehicle_documents', accountId, { id })) > 0;
    },

    /** Removes a vehicle's documents (with the vehicle: they are its own history). */
    async removeOfVehicle(vehicleId: string): Promise<number> {
      return deleteOwned(db, 'vehicle_documents', accountId, { column: 'vehicle_id', value: vehicleId });
    },
  };
  return repository;
}
