import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/paths';
import { buildApp } from '../app';
import { businessToday } from '../lib/business-day';
import { apartmentsService } from '../modules/apartments/service';
import { rentRecordBody } from '../modules/apartments/test-data';
import { createTestApp, type TestApp } from '../test/test-app';
import { acceptsGzip, MAX_CACHED_LISTS } from './list-cache';

const property = (title: string) => ({
  title,
  location: 'East Legon, Accra',
  price: '2500',
  status: 'Available',
});

describe('cached lists', () => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp();
    cookie = (await t.signIn('Manager')).cookie;
  });
  afterEach(async () => {
    await t.close();
  });

  const list = (app = t.app, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: api.apartments, headers: { cookie, ...headers } });
  const add = (title: string, app = t.app) =>
    app.inject({ method: 'POST', url: api.addApartment, headers: { cookie }, payload: property(title) });

  it('reads a list once for many requests arriving together after a write', async () => {
    expect((await add('Unit A1')).statusCode).toBe(200);
    const reads = vi.spyOn(apartmentsService, 'batches');
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => list()));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(reads).toHaveBeenCalledTimes(1);
      // The next write's version is read once again.
      expect((await add('Unit A2')).statusCode).toBe(200);
      await Promise.all(Array.from({ length: 4 }, () => list()));
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
    }
  });

  it('shows a write in the very next read, and answers a current ETag with 304', async () => {
    expect((await list()).json()).toEqual([]);
    expect((await add('Unit A1')).statusCode).toBe(200);
    const first = await list();
    expect(first.json().map((a: { title: string }) => a.title)).toEqual(['Unit A1']);
    const etag = String(first.headers.etag);
    // The account is part of the tag: a phone signed in to another business never gets a 304 for it.
    // So is the business day: derived values (arrears) move at midnight with nothing written.
    expect(etag).toBe(`W/"${t.accountId}.1.${businessToday().replaceAll('-', '')}"`);

    const again = await list(t.app, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    expect((await add('Unit A2')).statusCode).toBe(200);
    const after = await list(t.app, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toHaveLength(2);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('answers browsers gzipped, the same list as the plain answer, with one ETag for both', async () => {
    await add('Unit G1');
    await add('Unit G2');
    for (const round of ['built', 'cached']) {
      const zipped = await list(t.app, { 'accept-encoding': 'gzip, deflate, br' });
      expect(zipped.statusCode, round).toBe(200);
      expect(zipped.headers['content-encoding'], round).toBe('gzip');
      expect(zipped.headers['content-type'], round).toMatch(/^application\/json/);
      expect(zipped.headers.vary, round).toMatch(/accept-encoding/i);
      expect(Number(zipped.headers['content-length']), round).toBe(zipped.rawPayload.length);
      const plain = await list();
      expect(plain.headers['content-encoding'], round).toBeUndefined();
      expect(gunzipSync(zipped.rawPayload).toString('utf8'), round).toBe(plain.body);
      expect(zipped.headers.etag, round).toBe(plain.headers.etag);
      const revalidated = await list(t.app, {
        'accept-encoding': 'gzip',
        'if-none-match': String(zipped.headers.etag),
      });
      expect(revalidated.statusCode, round).toBe(304);
      // The next round finds the list cached.
    }
    expect((await list(t.app, { 'accept-encoding': 'gzip;q=0, identity' })).headers['content-encoding']).toBe(
      undefined,
    );
  });

  it('sees writes made by another process on the same database', async () => {
    const other = await buildApp({ config: t.config, db: t.handle.db, engine: t.handle.engine });
    try {
      expect((await list()).json()).toHaveLength(0);
      expect((await add('Unit B1', other)).statusCode).toBe(200);
      expect((await list()).json()).toHaveLength(1);
      const id = (await list()).json()[0]._id;
      const removed = await other.inject({
        method: 'DELETE',
        url: api.deleteApartment(id),
        headers: { cookie },
      });
      expect(removed.statusCode).toBe(200);
      expect((await list()).json()).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('does not move the version on a refused write or a HEAD, and never serves a list without a session', async () => {
    await add('Unit C1');
    const etag = String((await list()).headers.etag);
    const refused = await t.app.inject({
      method: 'POST',
      url: api.addApartment,
      headers: { cookie },
      payload: {},
    });
    expect(refused.statusCode).toBe(400);
    expect((await list(t.app, { 'if-none-match': etag })).statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: api.payments, headers: { cookie } });
    expect(head.statusCode).toBe(200);
    expect((await list(t.app, { 'if-none-match': etag })).statusCode).toBe(304);
    const anonymous = await t.app.inject({ method: 'GET', url: api.apartments });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('Unit C1');
  });
});

describe('which writes refresh which lists', () => {
  it('a new tenant leaves the apartments list cached; renaming the tenant refreshes the payments list', async () => {
    const t = await createTestApp();
    try {
      const { cookie } = await t.signIn('Manager');
      const get = (url: string, etag?: string) =>
        t.app.inject({ method: 'GET', url, headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) } });
      const apartmentsEtag = String((await get(api.apartments)).headers.etag);

      const tenant = await t.app.inject({
        method: 'POST',
        url: api.addRentRecord,
        headers: { cookie },
        payload: rentRecordBody({ tenantName: 'Esi Mensah' }),
      });
      expect(tenant.statusCode).toBe(200);
      const tenantId = tenant.json().data._id;
      expect((await get(api.apartments, apartmentsEtag)).statusCode).toBe(304);

      const paid = await t.app.inject({
        method: 'POST',
        url: api.addPayment,
        headers: { cookie },
        payload: { tenant: tenantId, amountPaid: '500', method: 'Cash', Date: '2026-11-01' },
      });
      expect(paid.statusCode).toBe(200);
      expect((await get(api.payments)).json()[0].tenant.tenantName).toBe('Esi Mensah');

      const renamed = await t.app.inject({
        method: 'PUT',
        url: api.editRentRecord(tenantId),
        headers: { cookie },
        payload: rentRecordBody({ tenantName: 'Esi Mensah-Owusu' }),
      });
      expect(renamed.statusCode).toBe(200);
      expect((await get(api.payments)).json()[0].tenant.tenantName).toBe('Esi Mensah-Owusu');
      expect((await get(api.apartments, apartmentsEtag)).statusCode).toBe(304);
    } finally {
      await t.close();
    }
  });
});

describe('lists of many accounts', () => {
  it('keeps each account its own list and counter, and an evicted list comes back right', async () => {
    const t = await createTestApp();
    try {
      const mine = (await t.signIn('Manager')).cookie;
      const theirs = (await t.signIn('Manager', { accountId: await t.newAccount('Other business') })).cookie;
      const list = (cookie: string, etag?: string) =>
        t.app.inject({
          method: 'GET',
          url: api.apartments,
          headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) },
        });
      const add = (cookie: string, title: string) =>
        t.app.inject({
          method: 'POST',
          url: api.addApartment,
          headers: { cookie },
          payload: property(title),
        });

      expect((await add(mine, 'Mine 1')).statusCode).toBe(200);
      const theirEtag = String((await list(theirs)).headers.etag);
      expect((await list(theirs)).json()).toEqual([]);
      expect((await list(mine)).json().map((row: { title: string }) => row.title)).toEqual(['Mine 1']);
      // Their tag never answers for my list, nor mine for theirs.
      expect((await list(mine, theirEtag)).statusCode).toBe(200);
      expect((await add(mine, 'Mine 2')).statusCode).toBe(200);
      expect((await list(theirs, theirEtag)).statusCode).toBe(304);

      // More lists than the cache keeps: every account still reads its own rows.
      const others: string[] = [];
      for (let i = 0; i < MAX_CACHED_LISTS + 2; i += 1) {
        const cookie = (await t.signIn('Staff', { accountId: await t.newAccount(`Business ${i}`) })).cookie;
        await add(cookie, `Theirs ${i}`);
        others.push(cookie);
        expect((await list(cookie)).json().map((row: { title: string }) => row.title)).toEqual([
          `Theirs ${i}`,
        ]);
      }
      expect((await list(mine)).json()).toHaveLength(2);
      expect((await list(others[0] ?? '')).json().map((row: { title: string }) => row.title)).toEqual([
        'Theirs 0',
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['gzip;q=0.000, identity', false],
    ['identity', false],
    ['deflate, br', false],
    [undefined, false],
  ])('%s: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
