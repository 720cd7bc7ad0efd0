import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/connection';
import { migrate } from '../../db/migrate';
import { copyDatabase, listBackups } from './service';

const CHILD = path.join(import.meta.dirname, 'crash-child.ts');
const sqlite = !process.env.TEST_DATABASE_URL;
let dataDir: string;
let dir: string;

beforeAll(async () => {
  if (!sqlite) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-backup-crash-'));
  dir = path.join(dataDir, 'backups');
  const handle = await openDatabase({ dataDir });
  await migrate(handle.db, handle.engine);
  // Some 60 MB, so that a copy and its check take long enough to be killed in their middle.
  await sql`create table filler (bytes blob not null)`.execute(handle.db);
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 1200)
    insert into filler (bytes) select randomblob(50000) from n`.execute(handle.db);
  await handle.close();
});
afterAll(() => {
  if (sqlite) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts a backup in a process of its own and kills it (SIGKILL) `afterMs` after its copy began. */
async function killedMidBackup(afterMs: number): Promise<{ finished: boolean }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir, dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The kill lands once the temporary copy exists, `afterMs` into the copy or the check.
  const until = Date.now() + 20_000;
  while (!fs.readdirSync(dir, { withFileTypes: true }).some((entry) => entry.name.endsWith('.partial'))) {
    if (Date.now() > until || child.exitCode !== null) throw new Error(`no copy began: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await new Promise((resolve) => setTimeout(resolve, afterMs));
  child.kill('SIGKILL');
  await exited;
  return { finished: output.includes('done') };
}

describe('a backup killed in the middle (docs/backups.md §7)', () => {
  it.skipIf(!sqlite)(
    'leaves no file listed as checked, whenever the kill lands; the next backup removes what it left',
    async () => {
      fs.mkdirSync(dir, { recursive: true });
      let cut = 0;
      for (const afterMs of [0, 20, 80, 200, 400, 800]) {
        const { finished } = await killedMidBackup(afterMs);
        if (finished) continue;
        cut += 1;
        expect(await listBackups(dir)).toEqual([]);
        // What it left is its temporary copy, with SQLite's journal of it when the kill came mid-write.
        expect(fs.readdirSync(dir).every((name) => /\.partial(-journal)?$/.test(name))).toBe(true);
      }
      // The kills landed before the end at least once (the copy and its check take a few hundred ms).
      expect(cut).toBeGreaterThan(0);
      fs.writeFileSync(path.join(dir, 'property-manager-2026-01-01-000000.db.partial'), 'half a copy');
      // What a finished one wrote counts; the partial files go with the next backup.
      const entry = await copyDatabase({ dataDir, dir, copyDir: undefined, time: '02:00' });
      expect(fs.readdirSync(dir).filter((name) => name.includes('.partial'))).toEqual([]);
      expect((await listBackups(dir)).map((each) => each.name)).toContain(entry.name);
    },
    60_000,
  );
});
