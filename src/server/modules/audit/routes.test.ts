import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { freshAppForEachTest, type TestSession } from '../../test/test-app';
import { apartmentBody } from '../apartments/test-data';

const t = freshAppForEachTest();
let admin: TestSession;
beforeEach(async () => {
  admin = await t.signIn('Admin', { name: 'Ama Admin' });
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const auditPage = (query: string, cookie = admin.cookie) => send('GET', `${api.audit}${query}`, cookie);

describe('GET /api/audit', () => {
  it('records a create, an edit and a delete with their before and after, newest first', async () => {
    const created = (
      await send('POST', api.addApartment, admin.cookie, apartmentBody({ title: 'Unit 1' }))
    ).json();
    const edited = (
      await send('PUT', api.editApartment(created._id), admin.cookie, apartmentBody({ title: 'Unit 1B' }))
    ).json();
    expect((await send('DELETE', api.deleteApartment(created._id), admin.cookie)).statusCode).toBe(200);

    const response = await auditPage(`?entity=apartment&entityId=${created._id}`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(page.items.map((event: { action: string }) => event.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
    const [deleted, updated, made] = page.items;
    expect(made).toMatchObject({ entity: 'apartment', entityId: created._id, before: null, after: created });
    expect(made.actor).toEqual({ _id: admin.user._id, name: 'Ama Admin' });
    expect(updated).toMatchObject({ before: created, after: edited });
    expect(deleted).toMatchObject({ before: edited, after: null });
    expect(Date.parse(deleted.at)).toBeGreaterThanOrEqual(Date.parse(made.at));
  });

  it('writes nothing for an edit that sends the record back as it is', async () => {
    const created = (await send('POST', api.addApartment, admin.cookie, apartmentBody())).json();
    const same = await send('PUT', api.editApartment(created._id), admin.cookie, created);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(created);
    expect(same.headers['x-data-changed']).toBeUndefined();
    expect((await auditPage(`?entityId=${created._id}`)).json().total).toBe(1);
  });

  it('pages on the server and filters by kind of record', async () => {
    for (let i = 0; i < 5; i += 1) await send('POST', api.addApartment, admin.cookie, apartmentBody());
    const second = (await auditPage('?entity=apartment&page=2&pageSize=2')).json();
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items).toHaveLength(2);
    expect((await auditPage('?entity=vehicle')).json()).toMatchObject({ total: 0, items: [] });
    for (const query of ['?pageSize=101', '?page=0', '?page=x', '?entity=spaceship']) {
      expect((await auditPage(query)).statusCode, query).toBe(400);
    }
  });

  it('searches who acted, the record id and its contents with q, with the same paging', async () => {
    const first = (
      await send('POST', api.addApartment, admin.cookie, apartmentBody({ title: 'Sunrise Court' }))
    ).json();
    for (let i = 0; i < 3; i += 1) {
      const body = apartmentBody({ title: `Harbour View ${i}` });
      expect((await send('POST', api.addApartment, admin.cookie, body)).statusCode).toBe(200);
    }
    const manager = await t.signIn('Manager', { name: 'Kojo Manager' });
    await send(
      'PUT',
      api.editApartment(first._id),
      manager.cookie,
      apartmentBody({ title: 'Sunrise Court B' }),
    );
    const found = (await auditPage('?q=SUNRISE%20court')).json();
    expect(found).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(found.items.map((event: { action: string }) => event.action)).toEqual(['update', 'create']);
    expect((await auditPage('?q=kojo')).json()).toMatchObject({ total: 1, items: [{ action: 'update' }] });
    expect((await auditPage(`?q=${first._id}`)).json().total).toBe(2);
    const paged = (await auditPage('?q=harbour&page=2&pageSize=2')).json();
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items).toHaveLength(1);
    expect((await auditPage('?q=harbour&entity=vehicle')).json().total).toBe(0);
    expect((await auditPage('?q=%25')).json().total).toBe(0);
    expect((await auditPage(`?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('shows an Admin only their own account’s events', async () => {
    await send('POST', api.addApartment, admin.cookie, apartmentBody());
    const other = await t.signIn('Admin', { accountId: await t.newAccount('Other business') });
    await send('POST', api.addApartment, other.cookie, apartmentBody());
    const mine = (await auditPage('')).json();
    const theirs = (await auditPage('', other.cookie)).json();
    expect(mine.total).toBe(1);
    expect(theirs.total).toBe(1);
    expect(mine.items[0].actor._id).toBe(admin.user._id);
    expect(theirs.items[0].actor._id).toBe(other.user._id);
  });

  it.each(['Manager', 'Staff'] as const)('refuses a %s with 403', async (role) => {
    const { cookie } = await t.signIn(role);
    const response = await auditPage('', cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.forbidden });
  });

  it('keeps events as they were written: the database refuses to change or delete one', async () => {
    await send('POST', api.addApartment, admin.cookie, apartmentBody());
    const db = t.handle.db;
    await expect(
      db.updateTable('audit_events').set({ actor_name: 'Someone else' }).execute(),
    ).rejects.toThrow(/cannot be changed/);
    await expect(db.deleteFrom('audit_events').execute()).rejects.toThrow(/cannot be changed/);
    expect((await auditPage('')).json().items[0].actor.name).toBe('Ama Admin');
  });
});
