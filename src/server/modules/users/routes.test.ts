import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { USER_MESSAGES } from '../../../shared/schemas/users';
import { freshAppForEachTest, sessionCookie } from '../../test/test-app';
import {
  MAX_EMAIL_CONFLICTS_PER_ADDRESS,
  MAX_EMAIL_CONFLICTS_PER_USER,
  MAX_FAILURES_PER_PAIR,
} from './login-throttle';

const t = freshAppForEachTest();

const newUser = {
  name: 'Esi Boateng',
  email: 'Esi.Boateng@Example.com',
  phone: '024 555 0101',
  password: 'caretaker-pass',
  confirmPassword: 'caretaker-pass',
  role: 'Staff',
};

const PROFILE_KEYS = ['_id', 'email', 'name', 'phone', 'role', 'timezone'];

async function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: api.login, payload: { email, password } });
}

async function profileStatus(cookie: string) {
  return (await t.app.inject({ method: 'GET', url: api.profile, headers: { cookie } })).statusCode;
}

function modify(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: api.modifyUser, headers: { cookie }, payload });
}

async function storedUser(id: string) {
  return t.handle.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

describe('GET /api/get/all_users', () => {
  it('lists every user by name for an Admin, without passwords', async () => {
    const admin = await t.signIn('Admin', { name: 'Yaw Admin' });
    await t.signIn('Staff', { name: 'abena Staff' });
    await t.signIn('Manager', { name: 'Kojo Manager' });
    const response = await t.app.inject({ method: 'GET', url: api.users, headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBe(200);
    const users = response.json();
    expect(users.map((u: { name: string }) => u.name)).toEqual(['abena Staff', 'Kojo Manager', 'Yaw Admin']);
    for (const u of users) expect(Object.keys(u).sort()).toEqual(PROFILE_KEYS);
    expect(response.body).not.toMatch(/password|scrypt/i);
  });

  it.each(['Manager', 'Staff'] as const)('refuses a %s with 403', async (role) => {
    const { cookie } = await t.signIn(role);
    const response = await t.app.inject({ method: 'GET', url: api.users, headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.forbidden });
  });

  it('refuses anyone not signed in with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: api.users })).statusCode).toBe(401);
  });
});

describe('POST /api/add/new_user', () => {
  it('creates a user who can then sign in; email lower-case, phone international, Accra time', async () => {
    const admin = await t.signIn('Admin');
    const response = await t.app.inject({
      method: 'POST',
      url: api.addUser,
      headers: { cookie: admin.cookie },
      payload: { ...newUser, password_hash: 'x', isAdmin: true },
    });
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(Object.keys(created).sort()).toEqual(PROFILE_KEYS);
    expect(created).toMatchObject({
      name: 'Esi Boateng',
      email: 'esi.boateng@example.com',
      phone: '+233245550101',
      role: 'Staff',
      timezone: 'Africa/Accra',
    });
    const signedIn = await login('ESI.BOATENG@example.com', newUser.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ ...created, account: { _id: t.accountId, name: 'Test business' } });
  });

  it('keeps a timezone that is given and refuses an unknown one', async () => {
    const admin = await t.signIn('Admin');
    const ok = await t.app.inject({
      method: 'POST',
      url: api.addUser,
      headers: { cookie: admin.cookie },
      payload: { ...newUser, timezone: 'Europe/London' },
    });
    expect(ok.json().timezone).toBe('Europe/London');
    const bad = await t.app.inject({
      method: 'POST',
      url: api.addUser,
      headers: { cookie: admin.cookie },
      payload: { ...newUser, email: 'other@example.com', timezone: 'Mars/Olympus' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'timezone', message: 'Unknown time zone' }]);
  });

  it('gives each role exactly its rights', async () => {
    const admin = await t.signIn('Admin');
    for (const role of ['Admin', 'Manager', 'Staff'] as const) {
      const email = `${role.toLowerCase()}-made@example.com`;
      const made = await t.app.inject({
        method: 'POST',
        url: api.addUser,
        headers: { cookie: admin.cookie },
        payload: { ...newUser, email, role },
      });
      expect(made.statusCode).toBe(200);
      const signedIn = await login(email, newUser.password);
      expect(signedIn.json().role).toBe(role);
      const cookie = sessionCookie(signedIn);
      const list = await t.app.inject({ method: 'GET', url: api.users, headers: { cookie } });
      expect(list.statusCode).toBe(role === 'Admin' ? 200 : 403);
      // Everyone may edit their own profile.
      const own = await modify(cookie, { _id: made.json()._id, name: `${role} Renamed` });
      expect(own.statusCode).toBe(200);
    }
  });

  it('answers 409 for an email that exists in any letter case, and creates nothing', async () => {
    const admin = await t.signIn('Admin', { email: 'owner@example.com' });
    const response = await t.app.inject({
      method: 'POST',
      url: api.addUser,
      headers: { cookie: admin.cookie },
      payload: { ...newUser, email: 'OWNER@Example.COM' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: USER_MESSAGES.duplicateEmail });
    const rows = await t.handle.db.selectFrom('users').select('id').execute();
    expect(rows).toHaveLength(1);
  });

  it('names every missing or invalid field', async () => {
    const admin = await t.signIn('Admin');
    const response = await t.app.inject({
      method: 'POST',
      url: api.addUser,
      headers: { cookie: admin.cookie },
      payload: { email: 'not-an-email', phone: '12', role: 'Owner', password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'email', message: 'Enter a valid email address' },
        { path: 'phone', message: 'Phone must be a valid phone number, e.g. 024 123 4567' },
        { path: 'role', message: 'Role must be Admin, Manager or Staff' },
        { path: 'password', message: 'Password must be at least 8 characters' },
        { path: 'confirmPassword', message: 'Confirm the password' },
      ]),
    );
  });

  it('refuses passwords that do not match', async () => {
    const admin = await t.signIn('Admin');
    const response = await t.app.inject({
      method: 'POST',
      url: api.addUser,
      headers: { cookie: admin.cookie },
      payload: { ...newUser, confirmPassword: 'something-else' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(USER_MESSAGES.passwordsMismatch);
    expect((await login(newUser.email, newUser.password)).statusCode).toBe(401);
  });

  it.each(['Manager', 'Staff'] as const)('refuses a %s with 403 and creates nothing', async (role) => {
    const { cookie } = await t.signIn(role);
    const response = await t.app.inject({
      method: 'POST',
      url: api.addUser,
      headers: { cookie },
      payload: newUser,
    });
    expect(response.statusCode).toBe(403);
    expect((await login(newUser.email, newUser.password)).statusCode).toBe(401);
  });
});

describe('PUT /api/modify/user/ on your own profile', () => {
  it.each(['Admin', 'Manager', 'Staff'] as const)(
    'lets a %s change name, phone and timezone only',
    async (role) => {
      const me = await t.signIn(role);
      const response = await modify(me.cookie, {
        _id: me.user._id,
        name: '  Adjoa Mensah ',
        phone: '+233 20 123 4567',
        timezone: 'Europe/London',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ...me.user,
        name: 'Adjoa Mensah',
        phone: '+233201234567',
        timezone: 'Europe/London',
      });
      const profile = await t.app.inject({ method: 'GET', url: api.profile, headers: { cookie: me.cookie } });
      expect(profile.json().name).toBe('Adjoa Mensah');
    },
  );

  it('accepts the id as `id` too, works without a trailing slash, and stores a new email lower-case', async () => {
    const me = await t.signIn('Staff');
    const response = await t.app.inject({
      method: 'PUT',
      url: api.modifyUser.replace(/\/$/, ''),
      headers: { cookie: me.cookie },
      payload: { id: me.user._id, email: 'New.Address@Example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('new.address@example.com');
    expect((await login('new.address@example.com', me.password)).statusCode).toBe(200);
  });

  it('refuses an email another user has, in any letter case, with 409', async () => {
    await t.signIn('Staff', { email: 'taken@example.com' });
    const me = await t.signIn('Manager');
    const response = await modify(me.cookie, {
      _id: me.user._id,
      email: 'TAKEN@example.com',
      name: 'Changed',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(USER_MESSAGES.duplicateEmail);
    expect((await storedUser(me.user._id))?.name).toBe(me.user.name);
  });

  it('validates the fields it is given', async () => {
    const me = await t.signIn('Staff');
    const response = await modify(me.cookie, {
      _id: me.user._id,
      name: '   ',
      phone: 'abc',
      timezone: 'Nowhere/Land',
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['name', 'phone', 'timezone']);
  });

  it('needs the user id', async () => {
    const me = await t.signIn('Admin');
    const response = await modify(me.cookie, { name: 'Nobody' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(USER_MESSAGES.userIdRequired);
  });

  it('answers 400, never a 5xx, for bodies that are not a user change', async () => {
    const me = await t.signIn('Admin');
    const bodies = [undefined, [], 'null', { _id: 5 }, { _id: me.user._id, role: 'Owner' }, { _id: null }];
    for (const body of bodies) {
      const response = await t.app.inject({
        method: 'PUT',
        url: api.modifyUser,
        headers: { cookie: me.cookie, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it.each(['Manager', 'Staff'] as const)('refuses a %s changing someone else, with 403', async (role) => {
    const me = await t.signIn(role);
    const other = await t.signIn('Staff');
    const response = await modify(me.cookie, { _id: other.user._id, name: 'Hijacked' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(USER_MESSAGES.onlyOwnProfile);
    expect((await storedUser(other.user._id))?.name).toBe(other.user.name);
    // An unknown id is someone else's too: no hint whether it exists.
    expect((await modify(me.cookie, { _id: 'no-such-user', name: 'x' })).statusCode).toBe(403);
  });

  it.each(['Manager', 'Staff'] as const)('refuses a %s changing their own role', async (role) => {
    const me = await t.signIn(role);
    const response = await modify(me.cookie, { _id: me.user._id, role: 'Admin' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(USER_MESSAGES.roleNotYours);
    expect((await storedUser(me.user._id))?.role).toBe(role);
    // Their own role sent back unchanged is harmless.
    const same = await modify(me.cookie, { _id: me.user._id, role, name: 'Same Role' });
    expect(same.statusCode).toBe(200);
    expect(same.json().role).toBe(role);
  });
});

describe('PUT /api/modify/user/ changing your own password', () => {
  it.each(['Admin', 'Manager', 'Staff'] as const)(
    'a %s needs the current password; other sessions end, this one stays',
    async (role) => {
      const me = await t.signIn(role);
      const otherDevice = sessionCookie(await login(me.user.email, me.password));

      const missing = await modify(me.cookie, { _id: me.user._id, password: 'brand-new-pass' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([
        { path: 'currentPassword', message: USER_MESSAGES.currentPasswordRequired },
      ]);

      const wrong = await modify(me.cookie, {
        _id: me.user._id,
        password: 'brand-new-pass',
        currentPassword: 'not-my-password',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(USER_MESSAGES.currentPasswordWrong);
      expect(await profileStatus(otherDevice)).toBe(200);

      const ok = await modify(me.cookie, {
        _id: me.user._id,
        password: 'brand-new-pass',
        confirmPassword: 'brand-new-pass',
        currentPassword: me.password,
      });
      expect(ok.statusCode).toBe(200);
      expect(Object.keys(ok.json()).sort()).toEqual(PROFILE_KEYS);
      expect(await profileStatus(me.cookie)).toBe(200);
      expect(await profileStatus(otherDevice)).toBe(401);
      expect((await login(me.user.email, me.password)).statusCode).toBe(401);
      expect((await login(me.user.email, 'brand-new-pass')).statusCode).toBe(200);
    },
  );

  it('refuses a confirmation that does not match and a short password', async () => {
    const me = await t.signIn('Staff');
    const mismatch = await modify(me.cookie, {
      _id: me.user._id,
      password: 'brand-new-pass',
      confirmPassword: 'brand-new-pasS',
      currentPassword: me.password,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(USER_MESSAGES.newPasswordsMismatch);
    const short = await modify(me.cookie, {
      _id: me.user._id,
      password: 'short',
      currentPassword: me.password,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
    expect((await login(me.user.email, me.password)).statusCode).toBe(200);
  });

  it('saves nothing else when the current password is wrong', async () => {
    const me = await t.signIn('Staff');
    const response = await modify(me.cookie, {
      _id: me.user._id,
      name: 'Should Not Stick',
      password: 'brand-new-pass',
      currentPassword: 'wrong-password',
    });
    expect(response.statusCode).toBe(400);
    expect((await storedUser(me.user._id))?.name).toBe(me.user.name);
  });

  it('answers 429 after repeated wrong current passwords', async () => {
    const me = await t.signIn('Staff');
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i += 1) {
      const r = await modify(me.cookie, {
        _id: me.user._id,
        password: 'brand-new-pass',
        currentPassword: 'guess-guess',
      });
      expect(r.statusCode).toBe(400);
    }
    const blocked = await modify(me.cookie, {
      _id: me.user._id,
      password: 'brand-new-pass',
      currentPassword: me.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('tries at most 5 of 20 wrong current passwords sent at once', async () => {
    const me = await t.signIn('Staff');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        modify(me.cookie, { _id: me.user._id, password: 'brand-new-pass', currentPassword: 'guess-guess' }),
      ),
    );
    const tried = replies.filter((reply) => reply.statusCode !== 429);
    expect(tried.map((reply) => reply.statusCode)).toEqual(Array(MAX_FAILURES_PER_PAIR).fill(400));
  });

  it('does not count a password change refused before the current password is checked', async () => {
    const me = await t.signIn('Staff');
    for (let i = 0; i < MAX_FAILURES_PER_PAIR + 1; i += 1) {
      const refused = await modify(me.cookie, { _id: me.user._id, password: 'brand-new-pass' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(USER_MESSAGES.currentPasswordRequired);
    }
    const changed = await modify(me.cookie, {
      _id: me.user._id,
      password: 'brand-new-pass',
      currentPassword: me.password,
    });
    expect(changed.statusCode).toBe(200);
  });
});

describe('changing an e-mail is throttled like sign-up (docs/decisions/110-e-mail-change-throttle.md)', () => {
  const modifyFrom = (address: string, cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: api.modifyUser,
      headers: { cookie },
      payload,
      remoteAddress: address,
    });

  it('answers 429 with Retry-After after repeated taken e-mails by one user, and changes nothing', async () => {
    const taken = await t.signIn('Staff');
    const me = await t.signIn('Staff');
    for (let i = 0; i < MAX_EMAIL_CONFLICTS_PER_USER; i += 1) {
      // A new address each time: the count is the user's own.
      const refused = await modifyFrom(`10.0.4.${i}`, me.cookie, {
        _id: me.user._id,
        email: taken.user.email,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(USER_MESSAGES.duplicateEmail);
    }
    const blocked = await modifyFrom('10.0.4.99', me.cookie, { _id: me.user._id, email: 'free@example.com' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(USER_MESSAGES.tooManyEmailConflicts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await storedUser(me.user._id))?.email).toBe(me.user.email);
    // Other edits of the profile go on, with the e-mail sent unchanged or not at all.
    const renamed = await modifyFrom('10.0.4.99', me.cookie, {
      _id: me.user._id,
      name: 'Still Editable',
      email: me.user.email,
    });
    expect(renamed.statusCode).toBe(200);
    // Another user is not affected.
    const other = await t.signIn('Staff');
    const moved = await modifyFrom('10.0.4.98', other.cookie, {
      _id: other.user._id,
      email: 'moved@example.com',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().email).toBe('moved@example.com');
  });

  it('counts taken e-mails per address across users, and never counts a change that succeeds', async () => {
    const taken = await t.signIn('Staff');
    const me = await t.signIn('Staff');
    for (let i = 0; i < MAX_EMAIL_CONFLICTS_PER_USER + 2; i += 1) {
      const changed = await modifyFrom('10.0.5.1', me.cookie, {
        _id: me.user._id,
        email: `me${i}@example.com`,
      });
      expect(changed.statusCode).toBe(200);
    }
    let conflicts = 0;
    while (conflicts < MAX_EMAIL_CONFLICTS_PER_ADDRESS) {
      // Users of one address, each under their own limit.
      const user = await t.signIn('Staff');
      for (let i = 0; i < 2 && conflicts < MAX_EMAIL_CONFLICTS_PER_ADDRESS; i += 1, conflicts += 1) {
        const refused = await modifyFrom('10.0.5.1', user.cookie, {
          _id: user.user._id,
          email: taken.user.email,
        });
        expect(refused.statusCode).toBe(409);
      }
    }
    const fresh = await t.signIn('Staff');
    const blocked = await modifyFrom('10.0.5.1', fresh.cookie, {
      _id: fresh.user._id,
      email: 'fresh@example.com',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await modifyFrom('10.0.5.2', fresh.cookie, {
      _id: fresh.user._id,
      email: 'fresh@example.com',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('counts an Admin adding users with taken e-mails too', async () => {
    const admin = await t.signIn('Admin');
    const taken = await t.signIn('Staff');
    const add = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: api.addUser,
        headers: { cookie: admin.cookie },
        payload: { ...newUser, email },
        remoteAddress: '10.0.6.1',
      });
    for (let i = 0; i < MAX_EMAIL_CONFLICTS_PER_USER; i += 1) {
      expect((await add(taken.user.email)).statusCode).toBe(409);
    }
    const blocked = await add('someone.new@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('PUT /api/modify/user/ by an Admin on another user', () => {
  it('changes any field including role and password, without that user’s current password', async () => {
    const admin = await t.signIn('Admin');
    const staff = await t.signIn('Staff');
    const response = await modify(admin.cookie, {
      _id: staff.user._id,
      name: 'Promoted Person',
      email: 'promoted@example.com',
      phone: '0201234567',
      role: 'Manager',
      password: 'set-by-admin',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: staff.user._id,
      name: 'Promoted Person',
      email: 'promoted@example.com',
      phone: '+233201234567',
      role: 'Manager',
      timezone: 'Africa/Accra',
    });
    // The password changed, so their sessions ended; the Admin's did not.
    expect(await profileStatus(staff.cookie)).toBe(401);
    expect(await profileStatus(admin.cookie)).toBe(200);
    const again = await login('promoted@example.com', 'set-by-admin');
    expect(again.json().role).toBe('Manager');
  });

  it('keeps the other user’s sessions when the password is not changed, and the new role applies at once', async () => {
    const admin = await t.signIn('Admin');
    const staff = await t.signIn('Staff');
    expect((await modify(admin.cookie, { _id: staff.user._id, role: 'Admin' })).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: api.users, headers: { cookie: staff.cookie } });
    expect(list.statusCode).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    const admin = await t.signIn('Admin');
    const response = await modify(admin.cookie, { _id: 'no-such-user', name: 'Ghost' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(USER_MESSAGES.userNotFound);
  });

  it('refuses another user’s taken email with 409', async () => {
    const admin = await t.signIn('Admin', { email: 'boss@example.com' });
    const staff = await t.signIn('Staff');
    const response = await modify(admin.cookie, { _id: staff.user._id, email: 'Boss@Example.com' });
    expect(response.statusCode).toBe(409);
  });
});

describe('the last Admin keeps the role', () => {
  it('refuses to demote the only Admin, and allows it while another Admin remains', async () => {
    const first = await t.signIn('Admin');
    const alone = await modify(first.cookie, { _id: first.user._id, role: 'Manager' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toBe(USER_MESSAGES.lastAdmin);
    expect((await storedUser(first.user._id))?.role).toBe('Admin');

    const second = await t.signIn('Admin');
    const demoted = await modify(first.cookie, { _id: second.user._id, role: 'Staff' });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().role).toBe('Staff');
    expect((await modify(first.cookie, { _id: first.user._id, role: 'Staff' })).statusCode).toBe(409);
  });

  it('leaves one Admin when two Admins demote each other at the same moment', async () => {
    const a = await t.signIn('Admin');
    const b = await t.signIn('Admin');
    const results = await Promise.all([
      modify(a.cookie, { _id: b.user._id, role: 'Manager' }),
      modify(b.cookie, { _id: a.user._id, role: 'Manager' }),
    ]);
    const admins = await t.handle.db.selectFrom('users').select('id').where('role', '=', 'Admin').execute();
    expect(admins).toHaveLength(1);
    expect(results.map((r) => r.statusCode)).toContain(200);
  });
});

describe('DELETE /api/delete/user/{id}', () => {
  it('removes a user, ends their sessions, and they can no longer sign in', async () => {
    const admin = await t.signIn('Admin');
    const staff = await t.signIn('Staff');
    const response = await t.app.inject({
      method: 'DELETE',
      url: api.deleteUser(staff.user._id),
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: USER_MESSAGES.userRemoved });
    expect(await profileStatus(staff.cookie)).toBe(401);
    expect((await login(staff.user.email, staff.password)).statusCode).toBe(401);
    const sessions = await t.handle.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', staff.user._id)
      .execute();
    expect(sessions).toHaveLength(0);
    const list = await t.app.inject({ method: 'GET', url: api.users, headers: { cookie: admin.cookie } });
    expect(list.json().map((u: { _id: string }) => u._id)).toEqual([admin.user._id]);
  });

  it('refuses to delete an Admin or yourself with 409', async () => {
    const admin = await t.signIn('Admin');
    const other = await t.signIn('Admin');
    const self = await t.app.inject({
      method: 'DELETE',
      url: api.deleteUser(admin.user._id),
      headers: { cookie: admin.cookie },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(USER_MESSAGES.selfDelete);
    const otherAdmin = await t.app.inject({
      method: 'DELETE',
      url: api.deleteUser(other.user._id),
      headers: { cookie: admin.cookie },
    });
    expect(otherAdmin.statusCode).toBe(409);
    expect(otherAdmin.json().message).toBe(USER_MESSAGES.adminNotDeletable);
    expect(await storedUser(other.user._id)).toBeDefined();
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const admin = await t.signIn('Admin');
    for (const id of ['no-such-user', "1' or '1'='1", '%%%']) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: api.deleteUser(id),
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it.each(['Manager', 'Staff'] as const)('refuses a %s with 403 and deletes nothing', async (role) => {
    const me = await t.signIn(role);
    const victim = await t.signIn('Staff');
    const response = await t.app.inject({
      method: 'DELETE',
      url: api.deleteUser(victim.user._id),
      headers: { cookie: me.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(await storedUser(victim.user._id)).toBeDefined();
  });

  it('refuses anyone not signed in with 401', async () => {
    const admin = await t.signIn('Admin');
    const response = await t.app.inject({ method: 'DELETE', url: api.deleteUser(admin.user._id) });
    expect(response.statusCode).toBe(401);
  });
});

describe('users in the audit log and the round trip (docs/product.md §2)', () => {
  const eventsOf = (userId: string) =>
    t.handle.db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity', '=', 'user')
      .where('entity_id', '=', userId)
      .orderBy('at')
      .execute();

  it('records adding, editing and removing a user, never a password or its hash', async () => {
    const admin = await t.signIn('Admin');
    const added = await t.app.inject({
      method: 'POST',
      url: api.addUser,
      headers: { cookie: admin.cookie },
      payload: newUser,
    });
    const created = added.json();
    await modify(admin.cookie, { _id: created._id, role: 'Manager', password: 'another-pass-1' });
    await t.app.inject({
      method: 'DELETE',
      url: api.deleteUser(created._id),
      headers: { cookie: admin.cookie },
    });
    const events = await eventsOf(created._id);
    expect(events.map((event) => event.action)).toEqual(['create', 'update', 'delete']);
    expect(events.every((event) => event.actor_id === admin.user._id)).toBe(true);
    expect(JSON.parse(events[1]?.after ?? '{}')).toMatchObject({ role: 'Manager', password: '(changed)' });
    const stored = JSON.stringify(events);
    expect(stored).not.toMatch(/another-pass-1|caretaker-pass|scrypt/);
  });

  it('accepts a profile save that sends timezone "" and keeps the time zone', async () => {
    const me = await t.signIn('Staff');
    const response = await modify(me.cookie, { _id: me.user._id, name: 'Kojo Mensah', timezone: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Kojo Mensah', timezone: 'Africa/Accra' });
  });

  it('takes back every user exactly as the API shows them, the Admin without a phone included', async () => {
    const admin = await t.signIn('Admin');
    await t.handle.db.updateTable('users').set({ phone: '' }).where('id', '=', admin.user._id).execute();
    const profile = (
      await t.app.inject({ method: 'GET', url: api.profile, headers: { cookie: admin.cookie } })
    ).json();
    expect(profile.phone).toBe('');
    const asShown = await modify(admin.cookie, profile);
    expect(asShown.statusCode, asShown.body).toBe(200);
    const renamed = await modify(admin.cookie, { ...profile, name: 'Renamed Admin' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Renamed Admin', phone: '' });

    const listed = (
      await t.app.inject({ method: 'GET', url: api.users, headers: { cookie: admin.cookie } })
    ).json();
    for (const shown of listed) {
      const before = await storedUser(shown._id);
      const response = await modify(admin.cookie, shown);
      expect(response.statusCode, response.body).toBe(200);
      expect(await storedUser(shown._id)).toEqual(before);
    }
    expect((await eventsOf(admin.user._id)).map((event) => event.action)).toEqual(['update']);
  });
});
