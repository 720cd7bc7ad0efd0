import { openDatabase } from '../../src/server/db/connection';
import { businessToday } from '../../src/server/lib/business-day';
import { newId, nowIso } from '../../src/server/lib/ids';
import { hashPassword } from '../../src/server/lib/passwords';
import { accountsRepository } from '../../src/server/modules/accounts/repository';
import { hireSeeder } from '../../src/server/modules/contracts/seed';
import { fleetSeeder } from '../../src/server/modules/vehicles/seed';
import { addDays } from '../../src/shared/dates';
import { api } from '../../src/shared/paths';
import type { Board, Contract, ContractLedger } from '../../src/shared/schemas/hire';
import type { BenchContext, BenchRow } from '../harness';
import { latencyRows, oneAtATime } from '../load';
import { portOf } from './api';

const SUITE = 'hire';
/** docs/hire.md §5: the day's board and a contract's ledger answer within 150 ms (p99). */
const P99_MS = 150;
/** The smaller business: the same 400 contracts with a tenth of the history (73 days). */
const SMALL_HISTORY_DAYS = 73;

/**
 * A second business on the same database with the large fleet and a tenth of the history, and a
 * signed-in cookie of its Admin: the board and ledger at 25,000 remittances beside 250,000.
 */
async function smallerBusiness(ctx: BenchContext): Promise<{ cookie: string; remittances: number }> {
  const handle = await openDatabase({ dataDir: ctx.dataDir });
  const email = `hire-${newId()}@example.com`;
  const password = 'bench-password-456';
  let remittances = 0;
  try {
    const account = await accountsRepository(handle.db).insert(newId(), 'Bench fleet, 73 days');
    await fleetSeeder.run(handle.db, 'large', account._id);
    const counts = await hireSeeder.run(handle.db, 'large', account._id, { historyDays: SMALL_HISTORY_DAYS });
    remittances = counts.remittances ?? 0;
    const now = nowIso();
    await handle.db
      .insertInto('users')
      .values({
        id: newId(),
        account_id: account._id,
        name: 'Bench Admin',
        email,
        phone: '',
        role: 'Admin',
        password_hash: await hashPassword(password),
        timezone: 'Africa/Accra',
        created_at: now,
        updated_at: now,
      })
      .execute();
  } finally {
    await handle.close();
  }
  const login = await fetch(`${ctx.baseURL}${api.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`bench sign-in (smaller business) failed: ${login.status}`);
  return { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '', remittances };
}

/** The board today and a month ago, and the longest contract ledger, for one business. */
async function measure(ctx: BenchContext, cookie: string, label: string) {
  const headers = { cookie };
  const port = portOf(ctx.baseURL);
  const read = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${ctx.baseURL}${path}`, { headers });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const board = await read<Board>(api.hireToday);
  const contracts = await read<Contract[]>(api.contracts);
  // The longest ledger: a daily contract running the whole history.
  const longest = contracts
    .filter((contract) => contract.type === 'daily_sales')
    .sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
  const ledger = await read<ContractLedger>(api.contractLedger(longest?._id ?? ''));
  const monthAgo = `${api.hireToday}?date=${addDays(businessToday(), -30)}`;
  const today = await oneAtATime(port, () => api.hireToday, headers, { runs: 100, warmup: 5 });
  const past = await oneAtATime(port, () => monthAgo, headers, { runs: 50, warmup: 3 });
  const ledgerTimes = await oneAtATime(port, () => api.contractLedger(longest?._id ?? ''), headers, {
    runs: 100,
    warmup: 5,
  });
  // The whole contract list, as old clients read it (the screen asks for a page).
  const list = await oneAtATime(port, () => api.contracts, headers, { runs: 30, warmup: 3 });
  return {
    rows: [
      { suite: SUITE, metric: `${label}: board rows`, value: board.rows.length, unit: 'rows' },
      { suite: SUITE, metric: `${label}: ledger entries`, value: ledger.entries.length, unit: 'rows' },
      ...latencyRows(SUITE, `${label}: GET /api/hire/today`, today, P99_MS),
      ...latencyRows(SUITE, `${label}: the board 30 days ago`, past, P99_MS),
      ...latencyRows(SUITE, `${label}: GET /api/hire/contracts/{id}/ledger`, ledgerTimes, P99_MS),
      ...latencyRows(SUITE, `${label}: contract list, whole (old clients)`, list),
    ] satisfies BenchRow[],
    today,
    ledger: ledgerTimes,
  };
}

/**
 * Hire contracts on the large demo data (docs/hire.md §5): the day's board and a contract ledger at
 * 250,000 remittances, and the same at 25,000 (another business on the same database), to show how
 * the cost grows with the history.
 */
export default async function hire(ctx: BenchContext): Promise<BenchRow[]> {
  const large = await measure(
    ctx,
    ctx.cookie,
    `${Math.round((ctx.seeded.remittances ?? 0) / 1000)}k remittances`,
  );
  const smaller = await smallerBusiness(ctx);
  const small = await measure(ctx, smaller.cookie, `${Math.round(smaller.remittances / 1000)}k remittances`);
  return [
    {
      suite: SUITE,
      metric: 'remittances (large business)',
      value: ctx.seeded.remittances ?? 0,
      unit: 'rows',
    },
    { suite: SUITE, metric: 'remittances (smaller business)', value: smaller.remittances, unit: 'rows' },
    ...large.rows,
    ...small.rows,
    {
      suite: SUITE,
      metric: 'board median: large ÷ smaller',
      value: large.today.p50 / small.today.p50,
      unit: 'x',
    },
    {
      suite: SUITE,
      metric: 'ledger median: large ÷ smaller',
      value: large.ledger.p50 / small.ledger.p50,
      unit: 'x',
    },
  ];
}
