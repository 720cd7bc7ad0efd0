import { FIRST_ACCOUNT_NAME } from '../../../shared/constants';
import type { Profile } from '../../../shared/schemas/auth';
import type { Db, Engine } from '../../db/connection';
import { isUniqueViolation } from '../../lib/db-errors';
import { newId, nowIso } from '../../lib/ids';
import { runWrite, type ServiceContext } from '../../lib/service-context';
import { audit } from '../audit';
import { userCredentials, usersService } from '../users';
import { accountsRepository } from './repository';

export interface FirstAdmin {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  timezone?: string | undefined;
}

/** Makes an account (when `name` is given) and its first Admin, as that Admin, in one transaction. */
async function openAccount(
  db: Db,
  engine: Engine,
  account: { id: string; name: string | null },
  admin: FirstAdmin,
  before?: (ctx: ServiceContext) => Promise<boolean>,
): Promise<Profile | null> {
  const userId = newId();
  const actor = { _id: userId, name: admin.name, role: 'Admin' as const };
  const { result } = await runWrite(db, engine, { actor, accountId: account.id }, async (ctx) => {
    if (before && !(await before(ctx))) return null;
    const accounts = accountsRepository(ctx.trx);
    const summary =
      account.name === null
        ? await accounts.findById(account.id)
        : await accounts.insert(account.id, account.name);
    if (!summary) return null;
    if (account.name !== null) await audit.created(ctx, 'business', summary);
    const user = await usersService.addFirstAdmin(ctx, { ...admin, id: userId });
    return { ...user, account: summary };
  });
  return result;
}

/** Accounts: sign-up, and the first administrator of an install (docs/accounts.md §1, docs/product.md §1). */
export const accountsService = {
  /** `POST /api/signup`: a new business and its Admin. An e-mail any account uses answers 409. */
  signUp(db: Db, engine: Engine, businessName: string, admin: FirstAdmin): Promise<Profile | null> {
    return openAccount(db, engine, { id: newId(), name: businessName }, admin);
  },

  /**
   * The install's first administrator (the setup form, or ADMIN_EMAIL at start), once: null when any
   * user exists. The single bootstrap row (CHECK id = 1) makes two attempts at once, even from two
   * processes, end with one Admin. Data an upgrade moved into 'My business' stays with this Admin.
   */
  async createFirstAdmin(db: Db, engine: Engine, admin: FirstAdmin): Promise<Profile | null> {
    const upgraded = await accountsRepository(db).first();
    const account = upgraded ? { id: upgraded._id, name: null } : { id: newId(), name: FIRST_ACCOUNT_NAME };
    try {
      return await openAccount(db, engine, account, admin, async (ctx) => {
        if ((await userCredentials(ctx.trx).count()) > 0) return false;
        await ctx.trx.insertInto('bootstrap').values({ id: 1, created_at: nowIso() }).execute();
        return true;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  },
};
