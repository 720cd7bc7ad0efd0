import type { BusinessSettings, BusinessSettingsInput } from '../../../shared/schemas/ledger';
import { notFound } from '../../lib/domain-errors';
import type { ReadContext, ServiceContext } from '../../lib/service-context';
import { audit } from '../audit';
import { businessRepository } from './repository';

const repository = (ctx: ReadContext) => businessRepository(ctx.trx, ctx.accountId);

/** The business details as the audit log shows them: the account is the record. */
const asRecord = (ctx: ReadContext, settings: BusinessSettings) => ({ _id: ctx.accountId, ...settings });

/** Settings → Business (docs/ledger.md §4): the account's name and the details printed on receipts. */
export const businessService = {
  async find(ctx: ReadContext): Promise<BusinessSettings> {
    const found = await repository(ctx).find();
    if (!found) throw notFound('Business');
    return found;
  },

  /** Replaces the details; the name is the account's name (docs/accounts.md), so the top bar follows. */
  async update(ctx: ServiceContext, settings: BusinessSettingsInput): Promise<BusinessSettings> {
    const before = await businessService.find(ctx);
    if (!(await repository(ctx).update(settings))) throw notFound('Business');
    const after = await businessService.find(ctx);
    await audit.updated(ctx, 'business', asRecord(ctx, before), asRecord(ctx, after));
    ctx.changed('account');
    return after;
  },
};
