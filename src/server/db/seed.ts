import { apartmentsSeeder } from '../modules/apartments/seed';
import { hireSeeder } from '../modules/contracts/seed';
import { expensesSeeder } from '../modules/expenses/seed';
import { vehiclePapersSeeder } from '../modules/vehicle-documents/seed';
import { fleetSeeder } from '../modules/vehicles/seed';
import type { Db } from './connection';

/**
 * small: a demo portfolio; large: the figures `npm run bench` measures; xl: the lists' bench
 * (docs/lists.md: a business ten years of records deep); account: one of the bench's 200 businesses.
 */
export type SeedScale = 'small' | 'large' | 'xl' | 'account';

export const SEED_SCALES: readonly SeedScale[] = ['small', 'large', 'xl', 'account'];

/**
 * A demo data seeder of one module. It adds a realistic Ghanaian portfolio or fleet and skips
 * itself when its tables already hold rows, so `npm run seed:demo` can be run twice safely.
 */
export interface Seeder {
  name: string;
  /** Seeds one account (docs/accounts.md): every row is that account's, and its lists move at once. */
  run(db: Db, scale: SeedScale, accountId: string): Promise<{ [table: string]: number }>;
}

/** Every module's seeder, in the order they run. Modules append theirs. */
export const seeders: Seeder[] = [
  apartmentsSeeder,
  fleetSeeder,
  hireSeeder,
  vehiclePapersSeeder,
  expensesSeeder,
];

/** Runs every seeder for one account; each skips itself when the account already has its rows. */
export async function seedAccount(
  db: Db,
  scale: SeedScale,
  accountId: string,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const seeder of seeders) Object.assign(counts, await seeder.run(db, scale, accountId));
  return counts;
}
