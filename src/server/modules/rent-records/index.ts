/** The rent-records module's public surface: what other modules may use of it (docs/architecture.md). */
export {
  ensureRentFigures,
  refreshRentFigures,
  TENANCY_TERMS_COLUMNS,
  tenancyTermsOf,
} from '../../db/rent-figures';
export {
  chargesBetween,
  ledgerOf,
  nextRentDue,
  paidThroughOf,
  standingForPaid,
  type TenancyTerms,
} from '../../lib/rent-standing';
export { rentRecordExportColumns } from './export-columns';
export { toRentRecord } from './present';
export { type ListedRentRecord, rentRecordsRepository } from './repository';
export { rentRecordsService } from './service';
