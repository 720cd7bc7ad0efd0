import type { Migration } from '../migrate';
import { usersAndSessions } from './0001-users-and-sessions';
import { apartments } from './0002-apartments';
import { fleet } from './0003-fleet';
import { dataVersion } from './0004-data-version';
import { paymentRequestKeys } from './0005-payment-request-keys';
import { accounts } from './0006-accounts';
import { rentLedger } from './0007-rent-ledger';
import { hire } from './0008-hire';
import { vehiclePapers } from './0009-vehicle-papers';
import { reminders } from './0010-reminders';
import { passwordResetCodes } from './0011-password-reset-codes';
import { alertMarks } from './0012-alert-marks';
import { rentFigures } from './0013-rent-figures';
import { contractFigures } from './0014-contract-figures';
import { paymentsListIndexes } from './0015-payments-list-indexes';
import { remittancesListIndexes } from './0016-remittances-list-indexes';
import { dayTotals } from './0017-day-totals';
import { searchIndexes } from './0018-search-indexes';
import { moreSearchIndexes } from './0019-more-search-indexes';
import { countedRowsIndexes } from './0020-counted-rows-indexes';
import { recordTotals } from './0021-record-totals';
import { recordOrderIndexes } from './0022-record-order-indexes';
import { backupRuns } from './0023-backup-runs';
import { expenses } from './0024-expenses';
import { requestKeys } from './0025-request-keys';
import { collect } from './0026-collect';
import { cardAndReceipts } from './0027-card-and-receipts';

/** Every migration, in the order it runs. Append; never reorder or edit one that has shipped. */
export const migrations: readonly Migration[] = [
  usersAndSessions,
  apartments,
  fleet,
  dataVersion,
  paymentRequestKeys,
  accounts,
  rentLedger,
  hire,
  vehiclePapers,
  reminders,
  passwordResetCodes,
  alertMarks,
  rentFigures,
  contractFigures,
  paymentsListIndexes,
  remittancesListIndexes,
  dayTotals,
  searchIndexes,
  moreSearchIndexes,
  countedRowsIndexes,
  recordTotals,
  recordOrderIndexes,
  backupRuns,
  expenses,
  requestKeys,
  collect,
  cardAndReceipts,
];
