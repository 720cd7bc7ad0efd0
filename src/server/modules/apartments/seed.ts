import type { DataKind } from '../../../shared/constants';
import { addDays } from '../../../shared/dates';
import { toPesewas } from '../../../shared/money';
import { insertInBatches } from '../../db/insert-in-batches';
import type { ApartmentsTable, PaymentsTable, RentRecordsTable } from '../../db/schema';
import type { Seeder, SeedScale } from '../../db/seed';
import { accountHasAny, ghanaianName, ghanaMobile, secondStamps, seededRandom } from '../../db/seed-utils';
import { newId } from '../../lib/ids';
import { bumpListVersions } from '../../lib/service-context';

/** How many rows each scale makes (large: the figures `npm run bench` measures against). */
export const APARTMENT_SEED_COUNTS: Record<
  SeedScale,
  { apartments: number; tenants: number; payments: number }
> = {
  small: { apartments: 14, tenants: 18, payments: 40 },
  large: { apartments: 200, tenants: 2000, payments: 5000 },
  // One business of the many-accounts bench (accounts.md §3).
  account: { apartments: 10, tenants: 30, payments: 300 },
};

const CITIES = {
  Accra: [
    'East Legon',
    'Osu',
    'Cantonments',
    'Airport Residential',
    'Labone',
    'Dzorwulu',
    'Adenta',
    'Madina',
    'Spintex',
    'Dansoman',
    'Kaneshie',
    'Achimota',
    'Haatso',
    'Teshie',
    'Tema Community 25',
  ],
  Kumasi: [
    'Adum',
    'Asokwa',
    'Bantama',
    'Ahodwo',
    'Nhyiaso',
    'Danyame',
    'Kwadaso',
    'Santasi',
    'Atonsu',
    'Ayigya',
    'Bomso',
    'Kotei',
  ],
};

/** Unit kinds with their monthly rent range in cedis. */
const UNITS = [
  { kind: 'Single Room', min: 350, max: 800 },
  { kind: 'Chamber and Hall', min: 600, max: 1500 },
  { kind: 'Self-Contained Studio', min: 1200, max: 2500 },
  { kind: '1-Bedroom Apartment', min: 1500, max: 3500 },
  { kind: '2-Bedroom Apartment', min: 2500, max: 6500 },
  { kind: '3-Bedroom Townhouse', min: 4500, max: 12000 },
];

const DESCRIPTIONS = [
  'Tiled floors, running water and a prepaid meter.',
  'Walled and gated compound with parking for one car.',
  'Newly painted, close to the main road and a trotro station.',
  'Borehole water, poly tank and ceiling fans in every room.',
  'Fitted kitchen, wardrobes and a small balcony.',
  'Quiet neighbourhood; security man on duty at night.',
];

const METHODS = ['Cash', 'Mobile Money', 'Mobile Money', 'Bank Transfer'];
const LEASE_MONTHS = [6, 12, 12, 12, 24];

const addMonths = (day: string, months: number) => {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};
/** Builds one account's portfolio: properties in Accra and Kumasi, tenants with GH phones, cedi payments. */
export function apartmentSeedRows(scale: SeedScale, accountId: string, now = Date.now()) {
  const counts = APARTMENT_SEED_COUNTS[scale];
  const rng = seededRandom(scale === 'small' ? 233 : 2330);
  const stamp = secondStamps(now, counts.apartments + counts.tenants + counts.payments + 10);

  const apartments: ApartmentsTable[] = [];
  for (let i = 0; i < counts.apartments; i += 1) {
    const city = i % 3 === 2 ? 'Kumasi' : 'Accra';
    const area = rng.pick(CITIES[city]);
    const unit = rng.pick(UNITS);
    const price = Math.round(rng.int(unit.min, unit.max) / 50) * 50;
    const roll = rng.next();
    const status = roll < 0.6 ? 'Occupied' : roll < 0.88 ? 'Available' : 'Maintenance';
    const at = stamp();
    apartments.push({
      id: newId(),
      account_id: accountId,
      title: `${unit.kind} ${String.fromCharCode(65 + (i % 6))}${Math.floor(i / 6) + 1}`,
      location: `${area}, ${city}`,
      price_pesewas: price * 100,
      status,
      description: rng.pick(DESCRIPTIONS),
      tenant: status === 'Occupied' ? ghanaianName(rng) : '',
      created_at: at,
      updated_at: at,
    });
  }

  const tenants: RentRecordsTable[] = [];
  for (let i = 0; i < counts.tenants; i += 1) {
    const home = apartments[i % apartments.length] as ApartmentsTable;
    const months = rng.pick(LEASE_MONTHS);
    const rented = addDays('2024-01-01', rng.int(0, 800));
    const monthly = Math.round(home.price_pesewas / 100 / 10) * 10 * 100;
    const utility = rng.int(4, 40) * 1000 + rng.pick([0, 50]);
    const at = stamp();
    tenants.push({
      id: newId(),
      account_id: accountId,
      tenant_name: ghanaianName(rng),
      tenant_phone: ghanaMobile(rng),
      room_description: `${home.title}, ${home.location}`,
      rented_date: rented,
      expiration_date: addMonths(rented, months),
      months_rented: months,
      utility_pesewas: utility,
      monthly_price_pesewas: monthly,
      total_pesewas: months * monthly + utility,
      status: rng.next() < 0.85 ? 'Active' : 'Inactive',
      created_at: at,
      updated_at: at,
      apartment_id: null,
      billing: 'advance',
    });
  }

  const drafts: Omit<PaymentsTable, 'created_at' | 'updated_at'>[] = [];
  for (let i = 0; i < counts.payments; i += 1) {
    const tenant = tenants[i % tenants.length] as RentRecordsTable;
    const completed = rng.next() < 0.6;
    const share = completed ? 1 : rng.pick([0.25, 0.5, 0.75]);
    const amount = toPesewas((tenant.monthly_price_pesewas / 100) * rng.pick([1, 3, 6]) * share) ?? 0;
    drafts.push({
      id: newId(),
      account_id: accountId,
      tenant_id: tenant.id,
      tenant_name: tenant.tenant_name,
      amount_pesewas: Math.max(100, amount),
      method: rng.pick(METHODS),
      date: addDays(tenant.rented_date, rng.int(0, 90)),
      status: completed ? 'Completed' : 'Partial',
      request_key: null,
      receipt_number: 0,
      reference: null,
      network: null,
      payer_phone: null,
      recorded_by_id: null,
      recorded_by_name: null,
      voided_at: null,
      voided_by_id: null,
      voided_by_name: null,
      void_reason: null,
    });
  }
  // Recorded in date order, so the newest-first list reads as a payment history.
  drafts.sort((a, b) => a.date.localeCompare(b.date));
  const payments: PaymentsTable[] = drafts.map((draft, index) => {
    const at = stamp();
    return { ...draft, receipt_number: index + 1, created_at: at, updated_at: at };
  });
  return { apartments, tenants, payments };
}

/** The cached lists the seed fills (shared/constants DATA_KINDS). */
const SEEDED_LISTS: DataKind[] = ['apartments', 'tenants', 'payments'];

/**
 * Seeds one account's properties, tenants and payments together; skips when the account already has
 * any of them. The same transaction moves the account's list counters, so a server already running
 * on this database shows the seeded rows at once instead of a cached empty list.
 */
export const apartmentsSeeder: Seeder = {
  name: 'apartments',
  async run(db, scale, accountId): Promise<Record<string, number>> {
    if (await accountHasAny(db, accountId, ['apartments', 'rent_records', 'payments'])) return {};
    const { apartments, tenants, payments } = apartmentSeedRows(scale, accountId);
    // One transaction: a failed seed leaves nothing behind, and SQLite writes it all at once.
    await db.transaction().execute(async (trx) => {
      await insertInBatches(trx, 'apartments', apartments);
      await insertInBatches(trx, 'rent_records', tenants);
      await insertInBatches(trx, 'payments', payments);
      await trx
        .insertInto('receipt_counters')
        .values({ account_id: accountId, last_number: payments.length })
        .execute();
      await bumpListVersions(trx, accountId, SEEDED_LISTS);
    });
    return { apartments: apartments.length, rent_records: tenants.length, payments: payments.length };
  },
};
