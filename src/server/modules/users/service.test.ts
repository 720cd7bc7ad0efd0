import { expect, it } from 'vitest';
import { runWrite } from '../../lib/service-context';
import { freshAppForEachTest } from '../../test/test-app';
import { usersService } from './service';

const t = freshAppForEachTest();

// On PostgreSQL, without the lock of `lockAdmins` most of these rounds end with no Admin at all.
it('leaves one Admin when the last two Admins are demoted at the same moment', async () => {
  const { db, engine } = t.handle;
  for (let round = 0; round < 10; round += 1) {
    await db.deleteFrom('users').execute();
    const a = await t.signIn('Admin');
    const b = await t.signIn('Admin');
    const demote = (actor: typeof a.user, target: string) =>
      runWrite(db, engine, { actor, accountId: t.accountId }, (ctx) =>
        usersService.modify(ctx, target, { role: 'Manager' }, null),
      ).then(
        () => 'updated',
        (error: Error) => error.message,
      );
    const results = await Promise.all([demote(a.user, b.user._id), demote(b.user, a.user._id)]);
    expect(results.sort()).toEqual(['The last Admin must keep the Admin role', 'updated']);
    const admins = await db.selectFrom('users').select('id').where('role', '=', 'Admin').execute();
    expect(admins).toHaveLength(1);
  }
});
