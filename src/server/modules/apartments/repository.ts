import { fromPesewas, toPesewas } from '../../../shared/money';
import type { Apartment, ApartmentStatus } from '../../../shared/schemas/apartments';
import type { Db } from '../../db/connection';
import type { ApartmentsTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { monotonicNowIso } from '../../lib/monotonic-clock';

/** What a create or edit stores (the parsed body: price in cedis, rounded to the pesewa). */
export interface ApartmentInput {
  title: string;
  location: string;
  price: number;
  status?: ApartmentStatus | undefined;
  description: string;
  tenant?: string | undefined;
}

export function toApartment(row: ApartmentsTable): Apartment {
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

const pesewas = (cedis: number) => toPesewas(cedis) ?? 0;

export function apartmentsRepository(db: Db) {
  return {
    /** Every property, newest first. */
    async list(): Promise<Apartment[]> {
      const rows = await db
        .selectFrom('apartments')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toApartment);
    },

    async find(id: string): Promise<Apartment | null> {
      const row = await db.selectFrom('apartments').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toApartment(row) : null;
    },

    async create(input: ApartmentInput): Promise<Apartment> {
      const now = monotonicNowIso();
      const row: ApartmentsTable = {
        id: newId(),
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
    async update(id: string, input: ApartmentInput): Promise<Apartment | null> {
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
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toApartment(row) : null;
    },

    /** True when a property was deleted. */
    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('apartments').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type ApartmentsRepository = ReturnType<typeof apartmentsRepository>;
