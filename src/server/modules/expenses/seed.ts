import { addMonthsClamped } from '../../../shared/dates';
import type { ExpenseCategory } from '../../../shared/expenses';
import type { PaymentMethod } from '../../../shared/payments';
import type { Db } from '../../db/connection';
import { insertInBatches } from '../../db/insert-in-batches';
import type { ExpensesTable } from '../../db/schema';
import type { Seeder, SeedScale } from '../../db/seed';
import { type Rng, seededRandom } from '../../db/seed-utils';
import { businessToday } from '../../lib/business-day';
import { newId } from '../../lib/ids';
import { bumpListVersions } from '../../lib/service-context';

/** How many months back the demo's expenses go: a year is what the reports' periods read. */
const MONTHS: Record<SeedScale, number> = { small: 12, large: 12, xl: 12, account: 6 };

interface Kind {
  category: ExpenseCategory;
  payees: readonly string[];
  /** The amount's range in cedis. */
  min: number;
  max: number;
  /** The chance of one in a month. */
  chance: number;
}

/** A unit's month: its utilities often, a caretaker and security most months, repairs now and then. */
const UNIT_KINDS: Kind[] = [
  { category: 'Utilities', payees: ['ECG', 'Ghana Water'], min: 80, max: 450, chance: 0.6 },
  { category: 'Caretaker', payees: ['Kwesi Mensah', 'Auntie Ama'], min: 150, max: 300, chance: 0.3 },
  { category: 'Security', payees: ['Nightwatch Security'], min: 200, max: 400, chance: 0.2 },
  { category: 'Repairs', payees: ['Yaw the plumber', 'Kofi Electricals'], min: 60, max: 1200, chance: 0.15 },
  { category: 'Cleaning', payees: ['Zoomlion'], min: 40, max: 120, chance: 0.15 },
  { category: 'Property rate', payees: ['Accra Metropolitan Assembly'], min: 300, max: 900, chance: 0.03 },
];

/** A vehicle's month: fuel most weeks, tyres and fines now and then. */
const VEHICLE_KINDS: Kind[] = [
  {
    category: 'Fuel',
    payees: ['Goil', 'Shell', 'Star Oil', 'TotalEnergies'],
    min: 150,
    max: 800,
    chance: 0.9,
  },
  { category: 'Fuel', payees: ['Goil', 'Star Oil'], min: 150, max: 800, chance: 0.5 },
  { category: 'Tyres', payees: ['Abossey Okai Tyres'], min: 400, max: 2400, chance: 0.06 },
  { category: 'Fines', payees: ['MTTD'], min: 50, max: 300, chance: 0.04 },
  { category: 'Repairs', payees: ['Suame Magazine fitter'], min: 100, max: 1500, chance: 0.08 },
];

/** The business's own: its accountant, its phone bills. */
const GENERAL_KINDS: Kind[] = [
  { category: 'Other', payees: ['Osei & Co. Accountants'], min: 300, max: 600, chance: 0.3 },
  { category: 'Utilities', payees: ['MTN Ghana'], min: 50, max: 150, chance: 0.8 },
];

const METHODS: readonly PaymentMethod[] = ['Cash', 'Cash', 'Mobile Money', 'Bank Transfer'];

/** The demo expenses of the given units and vehicles over the scale's months, up to `today`. */
export function expenseSeedRows(
  scale: SeedScale,
  accountId: string,
  subjects: { units: string[]; vehicles: string[] },
  today: string,
  rng: Rng = seededRandom(2024),
): ExpensesTable[] {
  const rows: ExpensesTable[] = [];
  const now = new Date().toISOString();
  const add = (kind: Kind, monthStart: string, subject: { apartment_id?: string; vehicle_id?: string }) => {
    const date = `${monthStart.slice(0, 8)}${String(rng.int(1, 28)).padStart(2, '0')}`;
    if (date > today) return;
    rows.push({
      id: newId(),
      account_id: accountId,
      date,
      category: kind.category,
      amount_pesewas: rng.int(kind.min * 100, kind.max * 100),
      apartment_id: subject.apartment_id ?? null,
      vehicle_id: subject.vehicle_id ?? null,
      payee: rng.pick(kind.payees),
      method: rng.pick(METHODS),
      reference: rng.next() < 0.4 ? `RCPT-${rng.int(10000, 99999)}` : '',
      note: '',
      recorded_by_id: null,
      recorded_by_name: 'Demo data',
      created_at: now,
      updated_at: now,
      request_key: null,
    });
  };
  const firstOfMonth = `${today.slice(0, 8)}01`;
  for (let back = MONTHS[scale] - 1; back >= 0; back -= 1) {
    const month = addMonthsClamped(firstOfMonth, -back);
    for (const apartment_id of subjects.units)
      for (const kind of UNIT_KINDS) if (rng.next() < kind.chance) add(kind, month, { apartment_id });
    for (const vehicle_id of subjects.vehicles)
      for (const kind of VEHICLE_KINDS) if (rng.next() < kind.chance) add(kind, month, { vehicle_id });
    for (const kind of GENERAL_KINDS) if (rng.next() < kind.chance) add(kind, month, {});
  }
  return rows;
}

async function idsOf(db: Db, table: 'apartments' | 'vehicles', accountId: string): Promise<string[]> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The demo's expenses (docs/insight.md §1): a few a month for each unit and vehicle, over a year. */
export const expensesSeeder: Seeder = {
  name: 'expenses',
  async run(db, scale, accountId): Promise<Record<string, number>> {
    const existing = await db
      .selectFrom('expenses')
      .select('id')
      .where('account_id', '=', accountId)
      .limit(1);
    if (await existing.executeTakeFirst()) return {};
    const rows = expenseSeedRows(
      scale,
      accountId,
      { units: await idsOf(db, 'apartments', accountId), vehicles: await idsOf(db, 'vehicles', accountId) },
      businessToday(),
    );
    await db.transaction().execute(async (trx) => {
      await insertInBatches(trx, 'expenses', rows);
      await bumpListVersions(trx, accountId, ['expenses']);
    });
    return { expenses: rows.length };
  },
};
