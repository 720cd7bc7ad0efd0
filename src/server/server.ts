import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { openDatabase, ping } from './db/connection';
import { migrate, pendingMigrations } from './db/migrate';
import { hashPassword } from './lib/passwords';
import { accountsService } from './modules/accounts/service';
import { startBackupScheduler } from './modules/backups/scheduler';
import { copyDatabase } from './modules/backups/service';
import { startContractFiguresScheduler, transactionsOn } from './modules/contracts/figures';
import { startOnlinePaymentsScheduler } from './modules/online-payments';
import { startReminderScheduler } from './modules/reminders/scheduler';
import { startRentFiguresScheduler } from './modules/rent-records/figures-scheduler';

const log = pino({ level: process.env.LOG_LEVEL ?? 'info' });

/** How long a stop may wait for the requests being answered and the background work. */
const STOP_TIMEOUT_MS = 10_000;

async function main() {
  const config = loadConfig();
  const { db, engine, close } = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  try {
    await ping(db);
  } catch (error) {
    await close().catch(() => {});
    const where =
      engine === 'postgres' ? 'the PostgreSQL server in DATABASE_URL' : `the database in ${config.dataDir}`;
    throw new ConfigError(`Cannot reach ${where}: ${(error as Error).message}`);
  }
  const backups = { ...config.backups, dataDir: config.dataDir };
  // An existing embedded database is copied before its schema changes (docs/backups.md §1); a backup
  // that fails stops the start with the schema as it was.
  const pending = engine === 'sqlite' ? await pendingMigrations(db) : [];
  if (pending.length > 0) {
    try {
      const copy = await copyDatabase(backups);
      log.info({ backup: copy.name, pending }, 'database backed up before its migrations');
    } catch (error) {
      await close().catch(() => {});
      throw new ConfigError(
        `Cannot back up the database before migrating it (${(error as Error).message}); nothing was changed.`,
      );
    }
  }
  const applied = await migrate(db, engine);
  if (applied.length) log.info({ applied }, 'migrations applied');

  if (config.admin) {
    const { password, ...details } = config.admin;
    const admin = await accountsService.createFirstAdmin(db, engine, {
      ...details,
      passwordHash: await hashPassword(password),
    });
    if (admin) log.info({ email: admin.email }, 'first administrator created from ADMIN_EMAIL');
  }

  const app = await buildApp({ config, db, engine, logger: { level: config.logLevel } });
  await app.listen({ port: config.port, host: config.host });
  log.info({ engine, url: `http://${config.host}:${config.port}` }, 'property manager is up');
  // The daily reminders, and once now when today's run was missed (docs/reminders.md §4).
  const scheduler = startReminderScheduler(db, app.messaging, app.log);
  // The contracts' stored figures, brought to each new day (docs/decisions/078-stored-contract-figures.md).
  // Both give way to the requests being answered between their batches (plugins/background-pace.ts).
  const figures = startContractFiguresScheduler(db, transactionsOn(db), app.log, {
    pace: app.backgroundPace,
  });
  // The stored rent figures follow the business day (docs/decisions/075-stored-rent-figures.md).
  const rentFigures = startRentFiguresScheduler(db, app.log, { pace: app.backgroundPace });
  // Pending online payments asked about, then expired (docs/collect.md §2): webhooks may never come.
  const paymentChecks = startOnlinePaymentsScheduler(app.onlinePayments);

  // The embedded database's daily backup, and one now when none was made since its time last came
  // round (docs/backups.md §1). PostgreSQL's are the database's own.
  const backupScheduler = engine === 'sqlite' ? startBackupScheduler(db, backups, app.log) : null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // A request that never ends must not keep a stopped server alive (systemd would wait 90 s, then kill it).
    setTimeout(() => {
      log.error({ signal }, `not stopped after ${STOP_TIMEOUT_MS / 1000} s: exiting`);
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    try {
      // Stops accepting connections and waits for in-flight requests before closing the database.
      await scheduler.stop();
      await figures.stop();
      await rentFigures.stop();
      await paymentChecks.stop();
      await backupScheduler?.stop();
      await app.close();
      await close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    log.fatal({ err: error }, 'start-up failed');
  }
  process.exit(1);
});
