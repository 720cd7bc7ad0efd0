import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../shared/dates';
import { api } from '../../shared/paths';
import { buildApp } from '../app';
import { businessToday } from '../lib/business-day';
import { alertsService } from '../modules/alerts/service';
import { vehicleBody } from '../modules/vehicles/test-data';
import { createTestApp, type TestApp } from '../test/test-app';
import { MAX_CACHED_LISTS } from './list-cache';

/** Adds, as `cookie`, a vehicle whose licence expires in 5 days: one 'licence_expiry' alert in the feed. */
const addExpiring = (app: TestApp['app'], cookie: string, driverName: string) =>
  app.inject({
    method: 'POST',
    url: api.addVehicle,
    headers: { cookie },
    payload: vehicleBody({
      vehicleType: 'luxury car',
      driverName,
      licenseNumExp: addDays(businessToday(), 5),
    }),
  });

/** The feed's cache (decision 083): the alert feed, the one list still answered from memory. */
describe('the cached alert feed', () => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp();
    cookie = (await t.signIn('Manager')).cookie;
  });
  afterEach(async () => {
    await t.close();
  });

  const feed = (app = t.app, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: api.alerts, headers: { cookie, ...headers } });
  const expiring = (driverName: string, app = t.app) => addExpiring(app, cookie, driverName);
  const labels = (answer: { json(): unknown }) =>
    (answer.json() as { subject: { label: string } }[]).map((alert) => alert.subject.label).sort();

  it('reads the feed once for many requests arriving together after a write', async () => {
    expect((await expiring('Kofi A')).statusCode).toBe(200);
    const reads = vi.spyOn(alertsService, 'list');
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => feed()));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(reads).toHaveBeenCalledTimes(1);
      // The next write's version is read once again.
      expect((await expiring('Kofi B')).statusCode).toBe(200);
      await Promise.all(Array.from({ length: 4 }, () => feed()));
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
    }
  });

  it('shows a write in the very next read, and answers a current ETag with 304', async () => {
    expect((await feed()).json()).toEqual([]);
    const empty = String((await feed()).headers.etag);
    expect((await expiring('Kofi A')).statusCode).toBe(200);
    const first = await feed(t.app, { 'if-none-match': empty });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(1);
    const etag = String(first.headers.etag);
    // The account and the business day are part of the tag: a phone signed in to another business
    // never gets a 304 for it, and derived values (arrears) move at midnight with nothing written.
    expect(etag).toMatch(new RegExp(`^W/"${t.accountId}\\.\\d+\\.${businessToday().replaceAll('-', '')}"$`));
    expect(etag).not.toBe(empty);

    const again = await feed(t.app, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    expect((await expiring('Kofi B')).statusCode).toBe(200);
    const after = await feed(t.app, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toHaveLength(2);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('answers compressed as the client accepts, the same feed as the plain answer, with one ETag for all', async () => {
    // Enough alerts that the feed is over the 1 KB below which answers go plain.
    for (const name of ['Kofi A', 'Ama B', 'Yaw C', 'Esi D', 'Kwame E', 'Abena F']) await expiring(name);
    for (const round of ['built', 'cached']) {
      const plain = await feed();
      expect(plain.headers['content-encoding'], round).toBeUndefined();
      expect(plain.body.length, round).toBeGreaterThan(1024);
      const zipped = await feed(t.app, { 'accept-encoding': 'gzip, deflate, br' });
      expect(zipped.statusCode, round).toBe(200);
      expect(zipped.headers['content-encoding'], round).toBe('gzip');
      expect(zipped.headers['content-type'], round).toMatch(/^application\/json/);
      expect(zipped.headers.vary, round).toMatch(/accept-encoding/i);
      expect(Number(zipped.headers['content-length']), round).toBe(zipped.rawPayload.length);
      expect(gunzipSync(zipped.rawPayload).toString('utf8'), round).toBe(plain.body);
      expect(zipped.headers.etag, round).toBe(plain.headers.etag);
      const brotli = await feed(t.app, { 'accept-encoding': 'br' });
      expect(brotli.headers['content-encoding'], round).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString('utf8'), round).toBe(plain.body);
      const revalidated = await feed(t.app, {
        'accept-encoding': 'gzip',
        'if-none-match': String(zipped.headers.etag),
      });
      expect(revalidated.statusCode, round).toBe(304);
    }
    expect((await feed(t.app, { 'accept-encoding': 'gzip;q=0, identity' })).headers['content-encoding']).toBe(
      undefined,
    );
  });

  it('sees writes made by another process on the same database', async () => {
    const other = await buildApp({ config: t.config, db: t.handle.db, engine: t.handle.engine });
    try {
      expect((await feed()).json()).toHaveLength(0);
      const added = await expiring('Kofi A', other);
      expect(added.statusCode).toBe(200);
      expect(labels(await feed())).toHaveLength(1);
      const removed = await other.inject({
        method: 'DELETE',
        url: api.deleteVehicle(added.json()._id),
        headers: { cookie },
      });
      expect(removed.statusCode).toBe(200);
      expect((await feed()).json()).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('does not move the version on a refused write or a HEAD, and never serves the feed without a session', async () => {
    await expiring('Kofi A');
    const etag = String((await feed()).headers.etag);
    const refused = await t.app.inject({
      method: 'POST',
      url: api.addVehicle,
      headers: { cookie },
      payload: {},
    });
    expect(refused.statusCode).toBe(400);
    expect((await feed(t.app, { 'if-none-match': etag })).statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: api.vehicles, headers: { cookie } });
    expect(head.statusCode).toBe(200);
    expect((await feed(t.app, { 'if-none-match': etag })).statusCode).toBe(304);
    const anonymous = await t.app.inject({ method: 'GET', url: api.alerts });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('Kofi');
  });

  it('leaves the other lists to the database: no ETag, a write shows at once', async () => {
    const vehicles = await t.app.inject({ method: 'GET', url: api.vehicles, headers: { cookie } });
    expect(vehicles.statusCode).toBe(200);
    expect(vehicles.headers.etag).toBeUndefined();
    await expiring('Kofi A');
    const after = await t.app.inject({ method: 'GET', url: api.vehicles, headers: { cookie } });
    expect(after.json()).toHaveLength(1);
  });
});

describe('feeds of many accounts', () => {
  it('keeps each account its own feed and counter, and an evicted feed comes back right', async () => {
    const t = await createTestApp();
    try {
      const mine = (await t.signIn('Manager')).cookie;
      const theirs = (await t.signIn('Manager', { accountId: await t.newAccount('Other business') })).cookie;
      const feed = (cookie: string, etag?: string) =>
        t.app.inject({
          method: 'GET',
          url: api.alerts,
          headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) },
        });
      const expiring = (cookie: string, driverName: string) => addExpiring(t.app, cookie, driverName);
      const messages = async (cookie: string) =>
        ((await feed(cookie)).json() as { message: string }[]).map((alert) => alert.message);

      expect((await expiring(mine, 'Mine One')).statusCode).toBe(200);
      const theirEtag = String((await feed(theirs)).headers.etag);
      expect((await feed(theirs)).json()).toEqual([]);
      expect(await messages(mine)).toEqual([expect.stringContaining('Mine One')]);
      // Their tag never answers for my feed, nor mine for theirs.
      expect((await feed(mine, theirEtag)).statusCode).toBe(200);
      expect((await expiring(mine, 'Mine Two')).statusCode).toBe(200);
      expect((await feed(theirs, theirEtag)).statusCode).toBe(304);

      // More feeds than the cache keeps: every account still reads its own. The first two have an
      // alert of their own, the others an empty feed (cheaper to make, still one cached feed each).
      const others: string[] = [];
      for (let i = 0; i < MAX_CACHED_LISTS + 2; i += 1) {
        const cookie = (await t.signIn('Manager', { accountId: await t.newAccount(`Business ${i}`) })).cookie;
        if (i < 2) expect((await expiring(cookie, `Theirs Number${i}`)).statusCode).toBe(200);
        others.push(cookie);
        expect(await messages(cookie)).toEqual(i < 2 ? [expect.stringContaining(`Theirs Number${i}`)] : []);
      }
      expect(await messages(others[1] ?? '')).toEqual([expect.stringContaining('Theirs Number1')]);
      expect(await messages(mine)).toHaveLength(2);
      expect(await messages(others[0] ?? '')).toEqual([expect.stringContaining('Theirs Number0')]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
