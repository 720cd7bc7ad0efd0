import type { BusinessSettings, BusinessSettingsInput } from '../../../shared/schemas/ledger';
import { nowIso } from '../../lib/ids';
import type { Executor } from '../../lib/service-context';

const BUSINESS_COLUMNS = [
  'name',
  'address',
  'phone',
  'email',
  'ghana_post_gps',
  'receipt_footer',
  'rent_tax_rate_bp',
] as const;

/** One account's business details (its row in `accounts`), printed on receipts (docs/ledger.md §4). */
export function businessRepository(db: Executor, accountId: string) {
  return {
    async find(): Promise<BusinessSettings | null> {
      const row = await db
        .selectFrom('accounts')
        .select(BUSINESS_COLUMNS)
        .where('id', '=', accountId)
        .executeTakeFirst();
      return row
        ? {
            name: row.name,
            address: row.address,
            phone: row.phone,
            email: row.email,
            ghanaPostGps: row.ghana_post_gps,
            receiptFooter: row.receipt_footer,
            // Hundredths of a percent (800) answered as a percent (8).
            rentTaxRate: Number(row.rent_tax_rate_bp) / 100,
          }
        : null;
    },

    /** `rentTaxRate` left out keeps the stored rate. */
    async update(settings: BusinessSettingsInput): Promise<boolean> {
      const result = await db
        .updateTable('accounts')
        .set({
          name: settings.name,
          address: settings.address,
          phone: settings.phone,
          email: settings.email,
          ghana_post_gps: settings.ghanaPostGps,
          receipt_footer: settings.receiptFooter,
          ...(settings.rentTaxRate === undefined
            ? {}
            : { rent_tax_rate_bp: Math.round(settings.rentTaxRate * 100) }),
          updated_at: nowIso(),
        })
        .where('id', '=', accountId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
