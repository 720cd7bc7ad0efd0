import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { usersRepository } from './repository';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

// On PostgreSQL, without the lock in update() most of these rounds end with no Admin at all.
it('leaves one Admin when the last two Admins are demoted at the same moment', async () => {
  const users = usersRepository(t.handle.db);
  for (let round = 0; round < 10; round += 1) {
    await t.handle.db.deleteFrom('users').execute();
    const a = await t.signIn('Admin');
    const b = await t.signIn('Admin');
    const results = await Promise.all([
      users.update(a.user._id, { role: 'Manager' }),
      users.update(b.user._id, { role: 'Manager' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['last-admin', 'updated']);
    const admins = await t.handle.db.selectFrom('users').select('id').where('role', '=', 'Admin').execute();
    expect(admins).toHaveLength(1);
  }
});
