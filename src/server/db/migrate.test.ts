import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { migrate } from './migrate';
import { migrations } from './migrations';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('migrate on the embedded database', () => {
  // better-sqlite3 is synchronous, so two handles in one process cannot interleave; the second
  // process's view is what matters: it finds everything applied and changes nothing.
  it('applies every migration once; a second handle on the same file finds nothing to do', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-migrate-'));
    dirs.push(dataDir);
    const first = await openDatabase({ dataDir });
    const second = await openDatabase({ dataDir });
    const a = await migrate(first.db, 'sqlite');
    const b = await migrate(second.db, 'sqlite');
    expect(a).toEqual(migrations.map((m) => m.name));
    expect(b).toEqual([]);
    expect(await migrate(first.db, 'sqlite')).toEqual([]);
    const journal = await first.db.selectFrom('users').selectAll().execute();
    expect(journal).toEqual([]);
    await first.close();
    await second.close();
  });

  it('rolls back a failed migration completely', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-migrate-'));
    dirs.push(dataDir);
    const handle = await openDatabase({ dataDir });
    const broken = [
      ...migrations,
      {
        name: '9999_broken',
        async up(db: Parameters<(typeof migrations)[number]['up']>[0]) {
          await db.schema.createTable('half_done').addColumn('id', 'text').execute();
          throw new Error('boom');
        },
      },
    ];
    await expect(migrate(handle.db, 'sqlite', broken)).rejects.toThrow('boom');
    const tables = await handle.db.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain('half_done');
    expect(tables.map((table) => table.name)).not.toContain('users');
    await handle.close();
  });
});
