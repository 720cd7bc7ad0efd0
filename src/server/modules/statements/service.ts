import { roomBeyondUnit, unitName } from '../../../shared/apartments';
import type { StatementKind } from '../../../shared/collect';
import { formatReceiptNumber } from '../../../shared/ledger';
import { fromPesewas, requirePesewas } from '../../../shared/money';
import { api, routes } from '../../../shared/paths';
import type { Receipt } from '../../../shared/schemas/ledger';
import type {
  PublicReceipt,
  PublicStatement,
  StatementLine,
  StatementPayNow,
  StatementReceipt,
} from '../../../shared/schemas/statements';
import { notFound } from '../../lib/domain-errors';
import type { Executor, ReadContext, ServiceContext } from '../../lib/service-context';
import { audit } from '../audit';
import { businessService } from '../business';
import { contractsRepository, contractsService, nextAmountDue } from '../contracts';
import { ledgerService } from '../ledger';
import { paymentsRepository } from '../payments';
import { nextRentDue, rentRecordsRepository } from '../rent-records';
import { findStatementLink, type StatementLinkTarget, statementLinksRepository } from './repository';

/** The statement shows the last 12 lines of the record's ledger, the newest last (docs/collect.md §1). */
export const STATEMENT_LINES = 12;
/** 'Pay now' takes at least GHC 1. */
const MIN_PAY_PESEWAS = 100;

/** Where a link points: `PUBLIC_URL` when set, else the origin the office reached the server at. */
export function statementUrl(base: string, token: string): string {
  return `${base.replace(/\/+$/, '')}${routes.statement(token)}`;
}

/** A record's statement token, made on first use (a reminder's `{link}`); the record is not checked. */
export function statementToken(db: Executor, accountId: string, kind: StatementKind, recordId: string) {
  return statementLinksRepository(db, accountId).ensure(kind, recordId, new Date().toISOString());
}

/**
 * Where links made with no request to hand (the scheduler's reminders) point: `PUBLIC_URL`, else the
 * server's own address (decision 155), which works wherever that address can be reached.
 */
export function serverLinkBase(config: {
  publicUrl: string | undefined;
  host: string;
  port: number;
}): string {
  if (config.publicUrl) return config.publicUrl;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** 'Pay now' bounds in pesewas, for the statement page and for B2's `POST …/pay` bounds check. */
export interface PayableAmounts {
  defaultPesewas: number;
  minPesewas: number;
  maxPesewas: number;
}

/** Whether the business takes online payments: a provider chosen, and `test` only on a test server. */
export async function takesOnlinePayments(
  db: Executor,
  accountId: string,
  paymentsTestProvider: boolean,
): Promise<boolean> {
  const provider = await statementLinksRepository(db, accountId).paymentProvider();
  if (provider === 'none') return false;
  return provider !== 'test' || paymentsTestProvider;
}

/** The record's money as its engine states it, in pesewas (rent: lib/rent-standing; hire: contracts/schedule). */
async function standingOf(
  ctx: ReadContext,
  kind: StatementKind,
  recordId: string,
): Promise<{ balance: number; arrears: number; nextAmount: number | null } | null> {
  if (kind === 'rent') {
    const stored = await rentRecordsRepository(ctx.trx, ctx.accountId).findById(recordId);
    if (!stored) return null;
    const record = await ledgerService.tenancyLedger(ctx, recordId);
    const paid = requirePesewas(record.tenancy.paid);
    return {
      balance: requirePesewas(record.tenancy.balance),
      arrears: requirePesewas(record.tenancy.arrears),
      nextAmount: nextRentDue(stored.terms, paid)?.amountPesewas ?? null,
    };
  }
  const stored = await contractsRepository(ctx.trx, ctx.accountId).findById(recordId);
  if (!stored) return null;
  const contract = await contractsService.findById(ctx, recordId);
  return {
    balance: requirePesewas(contract.balance),
    arrears: requirePesewas(contract.arrears),
    nextAmount: nextAmountDue(stored.terms, requirePesewas(contract.paid)),
  };
}

/** Default: the arrears, else the next amount due; at least GHC 1, at most the balance. */
function boundsOf(standing: {
  balance: number;
  arrears: number;
  nextAmount: number | null;
}): PayableAmounts | null {
  if (standing.balance < MIN_PAY_PESEWAS) return null;
  const wanted = standing.arrears > 0 ? standing.arrears : (standing.nextAmount ?? standing.balance);
  const defaultPesewas = Math.min(standing.balance, Math.max(MIN_PAY_PESEWAS, wanted));
  return { defaultPesewas, minPesewas: MIN_PAY_PESEWAS, maxPesewas: standing.balance };
}

/**
 * What 'Pay now' may take for one record, in pesewas, whatever the business's provider (the caller
 * checks that with `takesOnlinePayments`); null when the record is not found or less than GHC 1 is owed.
 */
export async function payableAmounts(
  db: Executor,
  accountId: string,
  recordKind: StatementKind,
  recordId: string,
): Promise<PayableAmounts | null> {
  const standing = await standingOf(publicContext(db, accountId), recordKind, recordId);
  return standing ? boundsOf(standing) : null;
}

/** Who reads through a token: nobody signed in; the context only names the business. */
const STATEMENT_READER = { _id: 'statement-link', name: 'Statement link', role: 'Staff' } as const;

function publicContext(db: Executor, accountId: string): ReadContext {
  return { trx: db, actor: STATEMENT_READER, accountId };
}

const notFoundStatement = () => notFound('Statement');

/** The record behind a live token; an unknown or replaced one is not found. */
async function targetOf(db: Executor, token: string): Promise<StatementLinkTarget> {
  const target = await findStatementLink(db, token);
  if (!target) throw notFoundStatement();
  return target;
}

/** A ledger's entries as the statement's lines: the newest STATEMENT_LINES, amounts due named by `dueKind`. */
interface LedgerEntry {
  date: string;
  kind: string;
  description: string;
  amount: number;
  balance: number;
  receiptNumber?: string | null | undefined;
}
const lastLines = (entries: readonly LedgerEntry[], dueKind: string): StatementLine[] =>
  entries.slice(-STATEMENT_LINES).map((entry) => ({
    date: entry.date,
    kind: entry.kind === dueKind ? 'due' : 'payment',
    description: entry.description,
    amount: entry.amount,
    balance: entry.balance,
    receiptNumber: entry.receiptNumber ?? null,
  }));

function receiptsOf(token: string, receipts: { receiptNumber: string; date: string; amount: number }[]) {
  return receipts
    .sort((a, b) => (a.receiptNumber < b.receiptNumber ? -1 : a.receiptNumber > b.receiptNumber ? 1 : 0))
    .map(
      (each): StatementReceipt => ({
        ...each,
        url: routes.statementReceipt(token, each.receiptNumber),
        pdfUrl: api.publicReceiptPdf(token, each.receiptNumber),
      }),
    );
}

/** The ids of the record's receipts that count, by receipt number (never shown: only the numbers are). */
async function receiptIdsOf(ctx: ReadContext, target: StatementLinkTarget): Promise<Map<string, string>> {
  if (target.recordKind === 'rent') {
    const paid = await paymentsRepository(ctx.trx, ctx.accountId).ofTenant(target.recordId);
    return new Map(paid.map((payment) => [payment.receiptNumber, payment._id]));
  }
  const paid = await contractsRepository(ctx.trx, ctx.accountId).remittancesOf(target.recordId);
  return new Map(paid.map((each) => [formatReceiptNumber(each.receiptNumber), each.id]));
}

/** A receipt as the public may see it: no internal id, no user's name, no phone. */
function publicReceiptOf(token: string, found: Receipt): PublicReceipt {
  const unit = found.apartment
    ? [unitName(found.apartment), found.roomDescription].filter(Boolean).join(', ')
    : null;
  return {
    kind: found.kind,
    receiptNumber: found.receiptNumber,
    date: found.date,
    issuedAt: found.issuedAt,
    business: found.business,
    payer: { name: found.tenant.name },
    unit,
    vehicle: found.vehicle,
    amount: found.amount,
    amountInWords: found.amountInWords,
    method: found.method,
    network: found.network,
    reference: found.reference,
    balanceAfter: found.balanceAfter,
    paidThrough: found.paidThrough,
    pdfUrl: api.publicReceiptPdf(token, found.receiptNumber),
  };
}

/** Statement links (docs/collect.md §1): made and replaced by the office, read through their token. */
export const statementsService = {
  /** The record's current token, made on first use; another account's record is not found. */
  async link(ctx: ServiceContext, kind: StatementKind, recordId: string): Promise<string> {
    await requireRecord(ctx, kind, recordId);
    return statementLinksRepository(ctx.trx, ctx.accountId).ensure(kind, recordId, new Date().toISOString());
  },

  /** A new token; the old one is dead from this commit on. Audited on the record. */
  async renew(ctx: ServiceContext, kind: StatementKind, recordId: string): Promise<string> {
    await requireRecord(ctx, kind, recordId);
    const links = statementLinksRepository(ctx.trx, ctx.accountId);
    const hadOne = (await links.tokenOf(kind, recordId)) !== null;
    const token = await links.replace(kind, recordId, new Date().toISOString());
    // The token itself never enters the audit trail: only that the link was replaced.
    await audit.updated(
      ctx,
      kind === 'rent' ? 'rent_record' : 'contract',
      { _id: recordId, statementLink: hadOne ? 'Old link' : 'None' } as { _id: string },
      { _id: recordId, statementLink: 'New link (the old one no longer works)' } as { _id: string },
    );
    return token;
  },

  /** The public statement of a live token. */
  async statement(db: Executor, token: string, paymentsTestProvider: boolean): Promise<PublicStatement> {
    const target = await targetOf(db, token);
    const ctx = publicContext(db, target.accountId);
    const [business, online] = await Promise.all([
      businessService.find(ctx),
      takesOnlinePayments(db, target.accountId, paymentsTestProvider),
    ]);
    const common = { business: { name: business.name, phone: business.phone, address: business.address } };
    const standing = await standingOf(ctx, target.recordKind, target.recordId);
    if (!standing) throw notFoundStatement();
    const bounds = online ? boundsOf(standing) : null;
    const payNow: StatementPayNow = bounds
      ? {
          defaultAmount: fromPesewas(bounds.defaultPesewas),
          minAmount: fromPesewas(bounds.minPesewas),
          maxAmount: fromPesewas(bounds.maxPesewas),
        }
      : null;

    if (target.recordKind === 'rent') {
      const ledger = await ledgerService.tenancyLedger(ctx, target.recordId);
      const stored = await rentRecordsRepository(db, target.accountId).findById(target.recordId);
      if (!stored) throw notFoundStatement();
      const { tenancy } = ledger;
      const unit = unitName(tenancy.apartment);
      const next = nextRentDue(stored.terms, requirePesewas(tenancy.paid));
      const paid = await paymentsRepository(db, target.accountId).ofTenant(target.recordId);
      return {
        kind: 'rent',
        ...common,
        name: tenancy.tenantName,
        unit: {
          name: tenancy.apartment?.title ?? '',
          location: tenancy.apartment?.location ?? '',
          room: roomBeyondUnit(tenancy.roomDescription, unit),
        },
        balance: tenancy.balance,
        arrears: tenancy.arrears,
        nextDueDate: next?.dueDate ?? null,
        paidThrough: tenancy.paidThrough,
        lines: lastLines(ledger.entries, 'charge'),
        receipts: receiptsOf(
          token,
          paid.map((payment) => ({
            receiptNumber: payment.receiptNumber,
            date: payment.date,
            amount: payment.amountPaid,
          })),
        ),
        payNow,
      };
    }

    const ledger = await contractsService.ledger(ctx, target.recordId);
    const { contract } = ledger;
    const paid = await contractsRepository(db, target.accountId).remittancesOf(target.recordId);
    return {
      kind: 'hire',
      ...common,
      name: contract.hirer.name,
      vehicle: {
        make: contract.vehicle.make,
        model: contract.vehicle.model,
        vehicleRegNum: contract.vehicle.vehicleRegNum,
      },
      contractType: contract.type,
      balance: contract.balance,
      arrears: contract.arrears,
      nextDueDate: contract.nextDueDate,
      progress: contract.progress,
      lines: lastLines(ledger.entries, 'due'),
      receipts: receiptsOf(
        token,
        paid.map((each) => ({
          receiptNumber: formatReceiptNumber(each.receiptNumber),
          date: each.date,
          amount: fromPesewas(each.amountPesewas),
        })),
      ),
      payNow,
    };
  },

  /** One receipt of the token's record that counts (a voided one, or another record's, is not found). */
  async receipt(
    db: Executor,
    token: string,
    receiptNumber: string,
  ): Promise<{ receipt: Receipt; shown: PublicReceipt }> {
    const target = await targetOf(db, token);
    const ctx = publicContext(db, target.accountId);
    const id = (await receiptIdsOf(ctx, target)).get(receiptNumber);
    if (id === undefined) throw notFound('Receipt');
    const found = await ledgerService.receipt(ctx, id);
    // The PDF is the office's receipt, less who recorded it (no user's name leaves through a link).
    const receipt: Receipt = { ...found, recordedBy: null };
    return { receipt, shown: publicReceiptOf(token, receipt) };
  },
};

/** The rent record or contract of this account; another account's id is simply not found (404). */
async function requireRecord(ctx: ReadContext, kind: StatementKind, recordId: string): Promise<void> {
  const found =
    kind === 'rent'
      ? await rentRecordsRepository(ctx.trx, ctx.accountId).findById(recordId)
      : await contractsRepository(ctx.trx, ctx.accountId).findById(recordId);
  if (!found) throw notFound(kind === 'rent' ? 'Tenant record' : 'Contract');
}
