/** The contracts module's public surface: what other modules may use of it (docs/architecture.md). */

export { contractExportColumns } from './export-columns';
export { toContract } from './present';
export {
  CONTRACT_SCHEDULE_COLUMNS,
  CONTRACT_TERMS_COLUMNS,
  contractsRepository,
  termsOf,
} from './repository';
export {
  balanceAfter,
  balancesAfter,
  type ContractTerms,
  contractStanding,
  dueOn,
  expectedBy,
  hireArrears,
  nextAmountDue,
} from './schedule';
export { contractsService } from './service';
