import type { Db } from './connection';

/**
 * Whether the account already has a row in any of `tables`: a seed fills an account once and leaves
 * an account that has data of its own alone.
 */
export async function accountHasAny(
  db: Db,
  accountId: string,
  tables: readonly (
    | 'apartments'
    | 'rent_records'
    | 'payments'
    | 'vehicles'
    | 'maintenance_records'
    | 'hire_contracts'
    | 'vehicle_documents'
    | 'odometer_readings'
    | 'service_schedules'
  )[],
): Promise<boolean> {
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('account_id', '=', accountId)
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** A small deterministic generator (mulberry32), so every run seeds the same data. */
export function seededRandom(seed: number): Rng {
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
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as never,
  };
}

/**
 * Timestamps one second apart, starting `count` seconds before `now` and oldest first, so
 * "newest first" lists show the last created row first.
 */
export function secondStamps(now: number, count: number): () => string {
  let clock = now - count * 1000;
  return () => {
    clock += 1000;
    return new Date(clock).toISOString();
  };
}

/** Common Ghanaian first names (Akan day names among them) and surnames, for generated people. */
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

/** A Ghanaian first name and surname, for tenants and drivers. */
export const ghanaianName = (rng: Rng) => `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`;

/** Ghanaian mobile network prefixes (MTN, Telecel, AirtelTigo) without the leading 0. */
const PHONE_PREFIXES = ['24', '54', '55', '59', '20', '50', '27', '57', '26'];

/** A Ghanaian mobile number in E.164 form (+233…). */
export const ghanaMobile = (rng: Rng) =>
  `+233${rng.pick(PHONE_PREFIXES)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
