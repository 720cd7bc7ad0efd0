import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntity } from '../../shared/schemas/audit';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MESSAGE } from '../../shared/schemas/common';
import { auditEventsOf } from '../modules/vehicles/test-data';
import type { PerTestApp } from './test-app';

/** One add of a kind, in the account of a signed-in user: where it is sent and what it sends. */
export interface KeyedAddCall {
  url: string;
  /** The add's body; `other` one with other details (a changed amount, date or km). */
  body(other?: boolean): unknown;
}

/** A keyed add (docs/decisions/139-once-per-key-for-more-adds.md), as its checks need it. */
export interface KeyedAdd {
  /** Makes what the add needs in the account of `cookie` (a vehicle, say). */
  prepare(cookie: string): Promise<KeyedAddCall>;
  /** The table the add stores its records in, and the audit entity of each. */
  table: 'expenses' | 'maintenance_records' | 'odometer_readings';
  entity: AuditEntity;
  /** The 409's message for a used key with other details. */
  reused: string;
}

const KEY = 'k7Yq2mWx9Lp4Rt6Zs1Nv';

/**
 * The rule of decision 139, checked on both engines for one add: a repeat under its key stores
 * nothing and answers the record already stored, at once or later; other details under the key are
 * refused; a bad key is refused; keys are per account; without a key every add stores.
 */
export function keyedAddChecks(t: PerTestApp & { readonly cookie: string }, kind: KeyedAdd) {
  describe(`adding once per Idempotency-Key (${kind.table})`, () => {
    let call: KeyedAddCall;
    beforeEach(async () => {
      call = await kind.prepare(t.cookie);
    });

    const send = (payload: unknown, key?: string, as = t.cookie, url = call.url) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: { cookie: as, ...(key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key }) },
      });
    const storedRows = (accountId = t.accountId) =>
      t.handle.db.selectFrom(kind.table).selectAll().where('account_id', '=', accountId).execute();
    const events = async (accountId = t.accountId) =>
      (await auditEventsOf(t, accountId)).filter((event) => event.entity === kind.entity);

    it('answers a repeat with the record already stored, storing and logging it once', async () => {
      const first = await send(call.body(), KEY);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const again = await send(call.body(), KEY);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.headers['x-data-changed']).toBeUndefined();
      expect(await storedRows()).toEqual([
        expect.objectContaining({ id: first.json()._id, request_key: KEY }),
      ]);
      expect(await events()).toHaveLength(1);
    });

    it('stores one record when the same request arrives five times at once', async () => {
      const answers = await Promise.all(Array.from({ length: 5 }, () => send(call.body(), KEY)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.json()._id)).size).toBe(1);
      const replays = answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true');
      expect(replays).toHaveLength(4);
      expect(await storedRows()).toHaveLength(1);
      expect(await events()).toHaveLength(1);
    });

    it('refuses other details under a used key with 409, storing nothing', async () => {
      const first = okJson(await send(call.body(), KEY));
      const other = await send(call.body(true), KEY);
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe(kind.reused);
      expect(await storedRows()).toEqual([expect.objectContaining({ id: first._id })]);
      expect(await events()).toHaveLength(1);
      // The first details are still the key's.
      expect((await send(call.body(), KEY)).headers['idempotent-replayed']).toBe('true');
    });

    it('stores each add sent without a key, and each key, as its own record', async () => {
      for (const key of [undefined, undefined, KEY, `${KEY}-2`])
        expect((await send(call.body(), key)).statusCode).toBe(200);
      expect(await storedRows()).toHaveLength(4);
      expect((await storedRows()).filter((row) => row.request_key === null)).toHaveLength(2);
    });

    it.each([
      ['too short', 'abc'],
      ['too long', 'x'.repeat(101)],
      ['with other characters', 'key with spaces and ;'],
      ['empty', ''],
    ])('refuses a key %s with 400 and stores nothing', async (_, key) => {
      const response = await send(call.body(), key);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(IDEMPOTENCY_KEY_MESSAGE);
      expect(await storedRows()).toHaveLength(0);
    });

    it('keeps keys apart by account: the same key stores one record in each', async () => {
      const ours = okJson(await send(call.body(), KEY));
      const other = await t.newAccount('Other business');
      const { cookie: outsider } = await t.signIn('Admin', { accountId: other });
      const theirs = await kind.prepare(outsider);
      const first = await send(theirs.body(), KEY, outsider, theirs.url);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(first.json()._id).not.toBe(ours._id);
      const again = await send(theirs.body(), KEY, outsider, theirs.url);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await storedRows()).toHaveLength(1);
      expect(await storedRows(other)).toHaveLength(1);
    });
  });
}

function okJson(response: { statusCode: number; body: string; json(): { _id: string } }) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
