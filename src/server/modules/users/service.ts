import { ADMIN_ROLES } from '../../../shared/constants';
import type { UserProfile } from '../../../shared/schemas/auth';
import { USER_MESSAGES } from '../../../shared/schemas/users';
import { refusedAs } from '../../lib/db-errors';
import { conflict, forbidden, invalidField, notFound } from '../../lib/domain-errors';
import { newId } from '../../lib/ids';
import { verifyPassword } from '../../lib/passwords';
import type { ReadContext, ServiceContext } from '../../lib/service-context';
import { audit } from '../audit';
import { type NewUser, type UserChanges, userCredentials, usersRepository } from './repository';
import { sessionStore } from './session-store';

const repository = (ctx: ReadContext) => usersRepository(ctx.trx, ctx.accountId);
const missing = () => notFound('User');
const duplicateEmail = () => conflict(USER_MESSAGES.duplicateEmail);

/** An e-mail is unique in the whole deployment: the check, and the table's UNIQUE for a race. */
async function insertUnique(ctx: ServiceContext, user: NewUser): Promise<UserProfile> {
  if (await userCredentials(ctx.trx).emailTaken(user.email)) throw duplicateEmail();
  return refusedAs(() => repository(ctx).insert(user), { unique: duplicateEmail });
}

/** What an edit of a user asks: the fields to change, and for one's own password the current one. */
export interface UserEdit extends UserChanges {
  currentPassword?: string | undefined;
}

/** An audit record of a user: the profile, and a mark (never the password) when it changed. */
const audited = (user: UserProfile, passwordChanged: boolean) =>
  passwordChanged ? { ...user, password: '(changed)' } : user;

/** Users of an account (docs/screens.md §8 and docs/product.md §3): Admins manage them, everyone edits themselves. */
export const usersService = {
  list: (ctx: ReadContext) => repository(ctx).list(),

  /** Adds a user to the caller's account; `id` and `passwordHash` made by the caller. */
  async add(ctx: ServiceContext, input: Omit<NewUser, 'id'>): Promise<UserProfile> {
    const created = await insertUnique(ctx, { ...input, id: newId() });
    await audit.created(ctx, 'user', created);
    ctx.changed('users');
    return created;
  },

  /** Inserts the first Admin of a new account (sign-up, setup): the caller made the account. */
  async addFirstAdmin(ctx: ServiceContext, input: Omit<NewUser, 'role'>): Promise<UserProfile> {
    const created = await insertUnique(ctx, { ...input, role: 'Admin' });
    await audit.created(ctx, 'user', created);
    return created;
  },

  /**
   * Edits a user. Others may be edited by an Admin only, and only an Admin changes roles. One's own
   * new password needs the current one (a wrong one is counted like a failed sign-in by the route,
   * which took its slot before: docs/decisions/109-sign-in-throttle.md). The last Admin keeps the
   * role, also when two Admins demote each other at once (`lockAdmins`). A new password ends the
   * user's other sessions (the caller's own, `keepToken`, stays).
   */
  async modify(
    ctx: ServiceContext,
    targetId: string,
    edit: UserEdit,
    keepToken: string | null,
  ): Promise<UserProfile> {
    const { currentPassword, ...changes } = edit;
    const isSelf = targetId === ctx.actor._id;
    if (!ADMIN_ROLES.includes(ctx.actor.role)) {
      if (!isSelf) throw forbidden(USER_MESSAGES.onlyOwnProfile);
      // Sending one's own role unchanged is harmless (a client may send the whole profile).
      if (changes.role !== undefined && changes.role !== ctx.actor.role)
        throw forbidden(USER_MESSAGES.roleNotYours);
      changes.role = undefined;
    }
    const users = repository(ctx);
    const before = await users.findById(targetId);
    if (!before) throw missing();

    if (changes.passwordHash !== undefined && isSelf) {
      if (!currentPassword) throw invalidField('currentPassword', USER_MESSAGES.currentPasswordRequired);
      const hash = await users.findPasswordHash(targetId);
      if (!hash || !(await verifyPassword(currentPassword, hash))) {
        throw invalidField('currentPassword', USER_MESSAGES.currentPasswordWrong);
      }
    }
    if (changes.email !== undefined && (await userCredentials(ctx.trx).emailTaken(changes.email, targetId))) {
      throw duplicateEmail();
    }
    if (changes.role !== undefined && changes.role !== 'Admin' && before.role === 'Admin') {
      const admins = await users.lockAdmins();
      if (admins.length === 1 && admins[0] === targetId) throw conflict(USER_MESSAGES.lastAdmin);
    }

    const after = await refusedAs(() => users.update(targetId, changes), { unique: duplicateEmail });
    if (!after) throw missing();
    const passwordChanged = changes.passwordHash !== undefined;
    await audit.updated(ctx, 'user', before, audited(after, passwordChanged));
    if (passwordChanged) {
      await sessionStore(ctx.trx).destroyForUser(targetId, isSelf ? (keepToken ?? undefined) : undefined);
    }
    ctx.changed('users');
    return after;
  },

  /** Deletes a user who is neither an Admin nor the caller; their sessions end with them. */
  async remove(ctx: ServiceContext, id: string): Promise<void> {
    if (id === ctx.actor._id) throw conflict(USER_MESSAGES.selfDelete);
    const users = repository(ctx);
    const before = await users.findById(id);
    if (!before) throw missing();
    if (before.role === 'Admin') throw conflict(USER_MESSAGES.adminNotDeletable);
    await users.remove(id);
    await audit.deleted(ctx, 'user', before);
    ctx.changed('users');
  },
};
