import { describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MESSAGE } from '../../../shared/schemas/common';
import type { ImportMapping } from '../../../shared/schemas/imports';
import { freshAppForEachTest } from '../../test/test-app';
import { IMPORT_MESSAGES } from './service';
import { csvFile, multipart, type UploadFile } from './test-data';

const t = freshAppForEachTest('Manager');
const KEY = 'k7Yq2mWx9Lp4Rt6Zs1Nv';

/** `POST /api/import/expenses` as the screen sends it, with an Idempotency-Key when one is given. */
function importExpenses(
  file: UploadFile,
  options: { key?: string; mapping?: ImportMapping; skip?: number[]; as?: string } = {},
) {
  const { payload, headers } = multipart(
    {
      ...(options.mapping ? { mapping: JSON.stringify(options.mapping) } : {}),
      ...(options.skip ? { skip: JSON.stringify(options.skip) } : {}),
    },
    file,
  );
  return t.app.inject({
    method: 'POST',
    url: api.importRecords('expenses'),
    payload,
    headers: {
      ...headers,
      cookie: options.as ?? t.cookie,
      ...(options.key === undefined ? {} : { [IDEMPOTENCY_HEADER]: options.key }),
    },
  });
}

const bills = (amount = '250') =>
  csvFile([
    ['Date', 'Category', 'Amount', 'Payee'],
    ['2026-03-01', 'Utilities', amount, 'ECG'],
    ['2026-03-02', 'Utilities', '90', 'Ghana Water'],
  ]);
const expenseCount = async (accountId = t.accountId) =>
  (await t.handle.db.selectFrom('expenses').select('id').where('account_id', '=', accountId).execute())
    .length;
const eventCount = async () =>
  (await t.handle.db.selectFrom('audit_events').select('id').where('account_id', '=', t.accountId).execute())
    .length;
const keyRows = () => t.handle.db.selectFrom('import_keys').selectAll().execute();

// One key per import (docs/decisions/140-import-keys.md).
describe('importing once per Idempotency-Key', () => {
  it('answers a repeat of the same import with its count, importing nothing again', async () => {
    const first = await importExpenses(bills(), { key: KEY });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ imported: 2 });
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const events = await eventCount();
    const again = await importExpenses(bills(), { key: KEY });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ imported: 2 });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['x-data-changed']).toBeUndefined();
    expect(await expenseCount()).toBe(2);
    expect(await eventCount()).toBe(events);
    expect(await keyRows()).toEqual([
      expect.objectContaining({ account_id: t.accountId, request_key: KEY, kind: 'expenses', imported: 2 }),
    ]);
  });

  it('imports once when the same import arrives five times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => importExpenses(bills(), { key: KEY })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.json())).toEqual(Array(5).fill({ imported: 2 }));
    const replays = answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true');
    expect(replays).toHaveLength(4);
    expect(await expenseCount()).toBe(2);
  });

  it('refuses another file, mapping or choice of rows under a used key with 409, importing nothing', async () => {
    expect((await importExpenses(bills(), { key: KEY })).statusCode).toBe(200);
    const mapping = { Date: 'date', Category: 'category', Amount: 'amount', Payee: 'note' };
    for (const other of [
      importExpenses(bills('300'), { key: KEY }),
      importExpenses(bills(), { key: KEY, mapping }),
      importExpenses(bills(), { key: KEY, skip: [3] }),
    ]) {
      const response = await other;
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toBe(IMPORT_MESSAGES.keyReused);
    }
    expect(await expenseCount()).toBe(2);
  });

  it('keeps no key for a refused import: the file fixed imports under the same key', async () => {
    const refused = await importExpenses(bills('not money'), { key: KEY });
    expect(refused.statusCode).toBe(400);
    expect(await keyRows()).toEqual([]);
    const fixed = await importExpenses(bills(), { key: KEY });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    expect(await expenseCount()).toBe(2);
  });

  it('imports each sending without a key, and under each key', async () => {
    for (const key of [undefined, undefined, KEY, `${KEY}-2`])
      expect((await importExpenses(bills(), { key })).statusCode).toBe(200);
    expect(await expenseCount()).toBe(8);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'x'.repeat(101)],
    ['with other characters', 'key with spaces and ;'],
  ])('refuses a key %s with 400 and imports nothing', async (_, key) => {
    const response = await importExpenses(bills(), { key });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(IDEMPOTENCY_KEY_MESSAGE);
    expect(await expenseCount()).toBe(0);
    expect(await keyRows()).toEqual([]);
  });

  it('keeps keys apart by account: the same key imports in each', async () => {
    expect((await importExpenses(bills(), { key: KEY })).statusCode).toBe(200);
    const other = await t.newAccount('Other business');
    const { cookie: outsider } = await t.signIn('Manager', { accountId: other });
    const theirs = await importExpenses(bills('300'), { key: KEY, as: outsider });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    const again = await importExpenses(bills('300'), { key: KEY, as: outsider });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await expenseCount()).toBe(2);
    expect(await expenseCount(other)).toBe(2);
  });
});
