import { sql } from 'kysely';
import { fromPesewas, requirePesewas } from '../../../shared/money';
import type {
  Apartment,
  ApartmentListQuery,
  ApartmentSort,
  ApartmentStatus,
} from '../../../shared/schemas/apartments';
import { deleteOwned } from '../../db/owned-rows';
import type { ApartmentsTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { searchCondition } from '../../lib/list-read';
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

/** A property as stored: the API's fields before its tenancies (docs/ledger.md §2) are added. */
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

/** The column each sort of the list orders by (docs/lists.md); every sort ends with the id. */
const SORT_COLUMNS = {
  createdAt: 'created_at',
  title: 'title',
  price: 'price_pesewas',
} as const satisfies Record<ApartmentSort, string>;

/** One account's properties: plain queries, every one scoped by the account. */
export function apartmentsRepository(db: Executor, accountId: string) {
  const own = () => db.selectFrom('apartments').where('account_id', '=', accountId);

  /** The properties a list query matches (docs/lists.md): `q` on title, location and tenant; `status`. */
  function matching(query: ApartmentListQuery) {
    let found = own();
    if (query.status) found = found.where('status', '=', query.status);
    const search = searchCondition(query.q, ['title', 'location', 'tenant']);
    if (search) found = found.where(search);
    return found;
  }

  return {
    /** How many properties a list query matches (docs/lists.md). */
    async count(query: ApartmentListQuery): Promise<number> {
      const row = await matching(query)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** Properties a list query matches, in its order (a sort asked for, else newest first). */
    async rows(query: ApartmentListQuery, limit: number, offset: number): Promise<StoredApartment[]> {
      const direction = query.order ?? (query.sort === 'title' ? 'asc' : 'desc');
      const column = SORT_COLUMNS[query.sort ?? 'createdAt'];
      const rows = await matching(query)
        .select(APARTMENTS_COLUMNS)
        .orderBy(column, direction)
        .orderBy('id', direction)
        .limit(limit)
        .offset(offset)
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

    /** Sets the status and tenant its tenancies give a unit (docs/ledger.md §2). Null when unknown. */
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
