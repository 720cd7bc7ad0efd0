import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { RecordTotals } from '../db/migrations/0021-record-totals';

/** Each group's count and sums, as kept and as the rows give them, one line per group. */
export async function keptAndCounted(db: Db, totals: RecordTotals) {
  const values: [string, string][] = [
    ...totals.sums.map((name): [string, string] => [name, `sum(${name})`]),
    ...Object.entries(totals.positives ?? {}).map(([name, read]): [string, string] => [
      name,
      `sum(case when ${read} > 0 then 1 else 0 end)`,
    ]),
  ];
  const keys = totals.keys.join(', ');
  const names = values.map(([name]) => name).join(', ');
  const { rows: kept } = await sql<Record<string, unknown>>`
    select ${sql.raw(`${keys}, count, ${names}`)} from ${sql.table(totals.table)} where count > 0`.execute(
    db,
  );
  const { rows: counted } = await sql<Record<string, unknown>>`
    select ${sql.raw(`${keys}, count(*) as count, ${values.map(([name, value]) => `${value} as ${name}`).join(', ')}`)}
    from ${sql.table(totals.rows)} ${sql.raw(totals.uncountedWhenSet ? `where ${totals.uncountedWhenSet} is null` : '')}
    group by ${sql.raw(keys)}`.execute(db);
  const { rows: emptied } = await sql<Record<string, unknown>>`
    select ${sql.raw(names)} from ${sql.table(totals.table)} where count = 0`.execute(db);
  const plain = (rows: Record<string, unknown>[]) =>
    rows
      .map((row) =>
        [...totals.keys, 'count', ...values.map(([name]) => name)]
          .map((name) => (totals.keys.includes(name) ? row[name] : Number(row[name])))
          .join(' '),
      )
      .sort();
  // A group whose last row left keeps a row of zeros.
  const leftOver = emptied.flatMap((row) => Object.values(row).map(Number)).filter((value) => value !== 0);
  return { kept: plain(kept), counted: plain(counted), leftOver };
}
