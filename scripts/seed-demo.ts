import { sql } from 'kysely';
// `npm run seed:demo [-- --scale large|xl] [-- --account "Business name"]`: fills the configured
// database with demo data, in the install's first account (made as 'My business' when there is none
// yet, and then taken over by the first administrator) or in the account of that name. The xl scale
// adds 200 small businesses beside the big one, as a shared install would hold (docs/lists.md).

import { loadConfig } from '../src/server/config/config';
import { openDatabase } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { SEED_SCALES, type SeedScale, seedAccount } from '../src/server/db/seed';
import { newId } from '../src/server/lib/ids';
import { accountsRepository } from '../src/server/modules/accounts/repository';
import { FIRST_ACCOUNT_NAME } from '../src/shared/constants';

/** The small businesses the xl scale seeds beside the big one. */
export const XL_SMALL_BUSINESSES = 200;

export async function seedDemo(env: NodeJS.ProcessEnv, scale: SeedScale, accountName?: string) {
  const config = loadConfig(env);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(handle.db, handle.engine);
    const accounts = accountsRepository(handle.db);
    let account = await accounts.first();
    if (accountName !== undefined) {
      const named = await handle.db
        .selectFrom('accounts')
        .select('id')
        .where('name', '=', accountName)
        .executeTakeFirst();
      account = named ? { _id: named.id, name: accountName } : await accounts.insert(newId(), accountName);
    }
    account ??= await accounts.insert(newId(), FIRST_ACCOUNT_NAME);
    const counts = await seedAccount(handle.db, scale, account._id);
    if (scale === 'xl') {
      for (let i = 1; i <= XL_SMALL_BUSINESSES; i += 1) {
        const small = await accounts.insert(newId(), `Small business ${i}`);
        await seedAccount(handle.db, 'account', small._id);
      }
      counts.accounts = XL_SMALL_BUSINESSES + 1;
    }
    // The planners' statistics for the rows just written, as a running server's would be (PostgreSQL's
    // autovacuum analyzes within minutes; SQLite keeps none until asked): without them both engines
    // guess a million-row table holds a dozen rows and choose plans for that. PostgreSQL vacuums too,
    // as its autovacuum soon would: the day totals' triggers leave a dead row version per row seeded
    // (a million for the xl fleet's 2,012 day totals: 52 ms to sum them instead of 9), and index-only
    // reads need the visibility map a vacuum writes (docs/decisions/098-counted-rows-indexes.md).
    await sql`${sql.raw(handle.engine === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(handle.db);
    return counts;
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name: string) => {
    const at = process.argv.indexOf(name);
    return at >= 0 ? process.argv[at + 1] : undefined;
  };
  const scale = (option('--scale') ?? 'small') as SeedScale;
  if (!SEED_SCALES.includes(scale) || scale === 'account') {
    console.error('--scale must be small, large or xl');
    process.exit(1);
  }
  const started = performance.now();
  seedDemo(process.env, scale, option('--account'))
    .then((counts) => {
      console.log(`Seeded (${scale}) in ${((performance.now() - started) / 1000).toFixed(1)} s:`, counts);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
