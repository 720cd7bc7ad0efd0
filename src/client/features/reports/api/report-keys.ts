import type { ProfitGroup } from '../../../../shared/schemas/reports';

/**
 * Query keys of the reports feature. The report is made of payments, so its queries sit under that
 * root; `refreshOn` names the other kinds it reads (docs/insight.md §2).
 */
export const reportKeys = {
  all: ['payments', 'profit-report'] as const,
  profit: (from: string, to: string, groupBy: ProfitGroup) => [...reportKeys.all, from, to, groupBy] as const,
  rentTaxRate: () => ['account', 'rent-tax-rate'] as const,
};
