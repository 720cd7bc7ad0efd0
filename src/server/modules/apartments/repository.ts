import { sql } from 'kysely';
import { fromPesewas, requirePesewas } from '../../../shared/money';
import type { Apartment, ApartmentStatus } from '../../../shared/schemas/apartments';
import { deleteOwned } from '../../db/owned-rows';
import type { ApartmentsTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { monotonicNowIso } from '../../lib/monotonic-clock';
import type { Executor } from '../../lib/service-context';

/** What a create or edit stores (the parsed body: price in cedis, rounded to the pesewa). */
export interface ApartmentInput {
  title: string;
  location: string;
  price: number;
  status?: ApartmentStatus | undefined;
  description: string;
  tenant?: string | undefined;
}

/** The columns the API shows (never the owner): lists read only these. */
const APARTMENTS_COLUMNS = [
  'id',
  'title',
  'location',
  'price_pesewas',
  'status',
  'description',
  'tenant',
  'created_at',
  'updated_at',
] as const;
type ApartmentRow = Pick<ApartmentsTable, (typeof APARTMENTS_COLUMNS)[number]>;

/** A property as stored: the API's fields before its tenancies (ledger.md §2) are added. */
export type StoredApartment = Omit<Apartment, 'currentTenancy' | 'tenants'>;

export function toApartment(row: ApartmentRow): StoredApartment {
  return {
    _id: row.id,
    title: row.title,
    location: row.location,
    price: fromPesewas(Number(row.price_pesewas)),
    status: row.status,
    description: row.description,
    tenant: row.tenant,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const pesewas = (cedis: number) => requirePesewas(cedis);

/** One account's properties: plain queries, every one scoped by the account. */
export function apartmentsRepository(db: Executor, accountId: string) {
  const own = () => db.selectFrom('apartments').where('account_id', '=', accountId);
  return {
    /** Every property, newest first. */
    async list(): Promise<StoredApartment[]> {
      const rows = await own()
        .select(APARTMENTS_COLUMNS)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toApartment);
    },

    async findById(id: string): Promise<StoredApartment | null> {
      const row = await own().select(APARTMENTS_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? toApartment(row) : null;
    },

    async insert(input: ApartmentInput): Promise<StoredApartment> {
      const now = monotonicNowIso();
      const row: ApartmentsTable = {
        id: newId(),
        account_id: accountId,
        title: input.title,
        location: input.location,
        price_pesewas: pesewas(input.price),
        status: input.status ?? 'Available',
        description: input.description,
        tenant: input.tenant ?? '',
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('apartments').values(row).execute();
      return toApartment(row);
    },

    /** Replaces the editable fields; a missing status or tenant keeps the stored one. Null when unknown. */
    async update(id: string, input: ApartmentInput): Promise<StoredApartment | null> {
      const row = await db
        .updateTable('apartments')
        .set({
          title: input.title,
          location: input.location,
          price_pesewas: pesewas(input.price),
          description: input.description,
          ...(input.status !== undefined ? { status: input.status } : {}),
          ...(input.tenant !== undefined ? { tenant: input.tenant } : {}),
          updated_at: nowIso(),
        })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .returning(APARTMENTS_COLUMNS)
        .executeTakeFirst();
      return row ? toApartment(row) : null;
    },

    /**
     * Takes the unit's row for this transaction (a concurrent tenancy for the same unit waits), and
     * answers it; null when unknown.
     */
    async lock(id: string): Promise<StoredApartment | null> {
      const row = await db
        .updateTable('apartments')
        .set({ updated_at: sql<string>`updated_at` })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .returning(APARTMENTS_COLUMNS)
        .executeTakeFirst();
      return row ? toApartment(row) : null;
    },

    /** Sets the status and tenant its tenancies give a unit (ledger.md §2). Null when unknown. */
    async setOccupancy(id: string, status: ApartmentStatus, tenant: string): Promise<StoredApartment | null> {
      const row = await db
        .updateTable('apartments')
        .set({ status, tenant, updated_at: nowIso() })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .returning(APARTMENTS_COLUMNS)
        .executeTakeFirst();
      return row ? toApartment(row) : null;
    },

    /** True when a property was deleted. */
    async remove(id: string): Promise<boolean> {
      return (await deleteOwned(db, 'apartments', accountId, { id })) > 0;
    },
  };
}
