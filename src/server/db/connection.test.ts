import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function scratchDatabase() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-conn-'));
  dirs.push(dataDir);
  const handle = await openDatabase({ dataDir });
  await sql`create table numbers (n integer)`.execute(handle.db);
  for (let n = 1; n <= 5; n += 1) await sql`insert into numbers (n) values (${n})`.execute(handle.db);
  return handle;
}

// SQLite statements are kept prepared and run again (decision 137).
describe('the SQLite connection’s prepared statements', () => {
  it('answers a statement run again with its new parameters', async () => {
    const handle = await scratchDatabase();
    const above = (n: number) =>
      sql<{ n: number }>`select n from numbers where n > ${n} order by n`.execute(handle.db);
    expect((await above(3)).rows).toEqual([{ n: 4 }, { n: 5 }]);
    expect((await above(1)).rows.map((row) => row.n)).toEqual([2, 3, 4, 5]);
    await handle.close();
  });

  it('runs a query again after a stream of it was left early', async () => {
    const handle = await scratchDatabase();
    const query = () => handle.db.selectFrom('numbers' as never).select('n' as never);
    const seen: number[] = [];
    for await (const row of query().stream(1)) {
      seen.push((row as { n: number }).n);
      if (seen.length === 2) break;
    }
    expect(seen).toEqual([1, 2]);
    expect(await query().execute()).toHaveLength(5);
    await handle.close();
  });
});
