import { toPesewas } from '../../../shared/money';
import type { Db } from '../../db/connection';
import type { ApartmentsTable, Database, PaymentsTable, RentRecordsTable } from '../../db/schema';
import type { Seeder, SeedScale } from '../../db/seed';
import { newId } from '../../lib/ids';

/** How many rows each scale makes (large: the figures `npm run bench` measures against). */
export const APARTMENT_SEED_COUNTS: Record<
  SeedScale,
  { apartments: number; tenants: number; payments: number }
> = {
  small: { apartments: 14, tenants: 18, payments: 40 },
  large: { apartments: 200, tenants: 2000, payments: 5000 },
};

/** Rows per INSERT: far below SQLite's and PostgreSQL's bound-parameter limits at 13 columns. */
const BATCH = 500;

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

const FIRST_NAMES = [
  'Kwame',
  'Kofi',
  'Kwaku',
  'Yaw',
  'Kwabena',
  'Kwasi',
  'Kojo',
  'Ama',
  'Akosua',
  'Adwoa',
  'Abena',
  'Akua',
  'Yaa',
  'Efua',
  'Esi',
  'Afua',
  'Ekow',
  'Fiifi',
  'Mawuli',
  'Selorm',
  'Edem',
  'Dzifa',
  'Nana',
  'Naa',
];
const SURNAMES = [
  'Mensah',
  'Owusu',
  'Asante',
  'Boateng',
  'Osei',
  'Agyeman',
  'Appiah',
  'Ofori',
  'Darko',
  'Amoah',
  'Quaye',
  'Tetteh',
  'Addo',
  'Sarpong',
  'Ansah',
  'Acheampong',
  'Gyamfi',
  'Frimpong',
  'Opoku',
  'Antwi',
  'Bonsu',
  'Adjei',
  'Lartey',
  'Quartey',
  'Annan',
];
/** Ghanaian mobile network prefixes (MTN, Telecel, AirtelTigo) without the leading 0. */
const PHONE_PREFIXES = ['24', '54', '55', '59', '20', '50', '27', '57', '26'];
const METHODS = ['Cash', 'Mobile Money', 'Mobile Money', 'Bank Transfer'];
const LEASE_MONTHS = [6, 12, 12, 12, 24];

/** A small deterministic generator, so every run seeds the same portfolio. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

const addMonths = (day: string, months: number) => {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Inserts rows in batches of BATCH on the given connection (the caller's transaction). */
async function insertInBatches<T extends 'apartments' | 'rent_records' | 'payments'>(
  db: Db,
  table: T,
  rows: readonly Database[T][],
) {
  for (let start = 0; start < rows.length; start += BATCH) {
    // Kysely cannot relate a generic table to its row type; the signature above does.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH) as never)
      .execute();
  }
}

/** Builds the portfolio: properties in Accra and Kumasi, tenants with GH phones, cedi payments. */
export function apartmentSeedRows(scale: SeedScale, now = Date.now()) {
  const counts = APARTMENT_SEED_COUNTS[scale];
  const rng = random(scale === 'small' ? 233 : 2330);
  // Rows are stamped one second apart, oldest first, so "newest first" is the reverse of creation.
  let clock = now - (counts.apartments + counts.tenants + counts.payments + 10) * 1000;
  const stamp = () => {
    clock += 1000;
    return new Date(clock).toISOString();
  };

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
      title: `${unit.kind} ${String.fromCharCode(65 + (i % 6))}${Math.floor(i / 6) + 1}`,
      location: `${area}, ${city}`,
      price_pesewas: price * 100,
      status,
      description: rng.pick(DESCRIPTIONS),
      tenant: status === 'Occupied' ? `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}` : '',
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
      tenant_name: `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`,
      tenant_phone: `+233${rng.pick(PHONE_PREFIXES)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`,
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
      tenant_id: tenant.id,
      tenant_name: tenant.tenant_name,
      amount_pesewas: Math.max(100, amount),
      method: rng.pick(METHODS),
      date: addDays(tenant.rented_date, rng.int(0, 90)),
      status: completed ? 'Completed' : 'Partial',
    });
  }
  // Recorded in date order, so the newest-first list reads as a payment history.
  drafts.sort((a, b) => a.date.localeCompare(b.date));
  const payments: PaymentsTable[] = drafts.map((draft) => {
    const at = stamp();
    return { ...draft, created_at: at, updated_at: at };
  });
  return { apartments, tenants, payments };
}

/** Seeds properties, tenants and payments together; skips when any of them already has rows. */
export const apartmentsSeeder: Seeder = {
  name: 'apartments',
  async run(db, scale): Promise<Record<string, number>> {
    for (const table of ['apartments', 'rent_records', 'payments'] as const) {
      const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
      if (row) return {};
    }
    const { apartments, tenants, payments } = apartmentSeedRows(scale);
    // One transaction: a failed seed leaves nothing behind, and SQLite writes it all at once.
    await db.transaction().execute(async (trx) => {
      await insertInBatches(trx, 'apartments', apartments);
      await insertInBatches(trx, 'rent_records', tenants);
      await insertInBatches(trx, 'payments', payments);
    });
    return { apartments: apartments.length, rent_records: tenants.length, payments: payments.length };
  },
};
