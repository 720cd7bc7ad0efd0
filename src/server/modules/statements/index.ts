/** The statements module's public surface: what other modules may use of it (docs/architecture.md). */
export { findStatementLink, type StatementLinkTarget } from './repository';
export { publicBaseUrl } from './routes';
export {
  type PayableAmounts,
  payableAmounts,
  STATEMENT_LINES,
  serverLinkBase,
  statementsService,
  statementToken,
  statementUrl,
  takesOnlinePayments,
} from './service';
