// `npm run seed:demo [-- --scale large]`: fills the configured database with demo data.
import { loadConfig } from '../src/server/config/config';
import { openDatabase } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { type SeedScale, seeders } from '../src/server/db/seed';

export async function seedDemo(env: NodeJS.ProcessEnv, scale: SeedScale) {
  const config = loadConfig(env);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(handle.db, handle.engine);
    const counts: Record<string, number> = {};
    for (const seeder of seeders) Object.assign(counts, await seeder.run(handle.db, scale));
    return counts;
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const flag = process.argv.indexOf('--scale');
  const scale = (flag >= 0 ? process.argv[flag + 1] : 'small') as SeedScale;
  if (scale !== 'small' && scale !== 'large') {
    console.error('--scale must be small or large');
    process.exit(1);
  }
  seedDemo(process.env, scale)
    .then((counts) => {
      console.log(`Seeded (${scale}):`, counts);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
