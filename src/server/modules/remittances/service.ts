import { ONLINE_PAYMENT_ACTOR_ID } from '../../../shared/collect';
import type { PagedList } from '../../../shared/list-query';
import { fromPesewas, toPesewas } from '../../../shared/money';
import { CARD, CARD_ONLINE_ONLY_MESSAGE } from '../../../shared/payments';
import type {
  Board,
  Remittance,
  RemittanceInput,
  RemittanceListQuery,
  RemittanceTotals,
} from '../../../shared/schemas/hire';
import { businessToday } from '../../lib/business-day';
import { checkMoneyChange } from '../../lib/cash-control';
import { refusedAs } from '../../lib/db-errors';
import { conflict, invalidField, notFound } from '../../lib/domain-errors';
import { readPage } from '../../lib/list-read';
import { checkReferenceFree, holdReference, moneyReferences, receiptSeries } from '../../lib/receipt-series';
import { replayOf } from '../../lib/request-keys';
import type { ReadContext, ServiceContext } from '../../lib/service-context';
import { audit } from '../audit';
import {
  contractsRepository,
  contractsService,
  dueOn,
  expectedBy,
  hireArrears,
  toContract,
} from '../contracts';
import { odometerService } from '../odometer';
import { remittancesRepository } from './repository';

export const REMITTANCE_MESSAGES = {
  voided: 'Remittance voided successfully',
  unknownContract: 'Contract not found: choose a contract from the list',
  keyReused:
    'This remittance was already recorded with other details. Check the contract before recording it again.',
} as const;

/** A recorded remittance, and whether it was recorded earlier under the same Idempotency-Key. */
export interface RecordedRemittance {
  remittance: Remittance;
  replayed: boolean;
}

const repository = (ctx: ReadContext) => remittancesRepository(ctx.trx, ctx.accountId);
const contracts = (ctx: ReadContext) => contractsRepository(ctx.trx, ctx.accountId);
const missing = () => notFound('Remittance');
const unknownContract = () => invalidField('contractId', REMITTANCE_MESSAGES.unknownContract);

/** The account's contract a remittance names, as its vehicle; another account's is unknown (400). */
async function checkContract(ctx: ReadContext, contractId: string): Promise<{ vehicleId: string }> {
  const contract = await contracts(ctx).findById(contractId);
  if (!contract) throw unknownContract();
  return contract;
}

/**
 * A reading a remittance carries is its contract's vehicle's, and must fit that vehicle's others
 * (docs/reminders.md §2); a remittance that carried one or carries one changes them.
 */
async function checkOdometer(
  ctx: ServiceContext,
  contractId: string,
  reading: { date: string; km: number | null },
  remittanceId: string | null,
) {
  if (reading.km === null) return;
  const { vehicleId } = await checkContract(ctx, contractId);
  await odometerService.checkCarried(ctx, vehicleId, reading, remittanceId);
}
const odometerChanged = (ctx: ServiceContext, ...remittances: Pick<Remittance, 'odometer'>[]) => {
  if (remittances.some((each) => each.odometer !== null)) ctx.changed('odometer', 'schedules');
};

/** The contract was deleted by another transaction after it was read: refused as unknown. */
const linkedOrUnknown = <T>(write: () => Promise<T>) => refusedAs(write, { foreignKey: unknownContract });

/** Whether a remittance stored earlier is what `input` asks to record. */
function sameDetails(stored: Remittance, input: RemittanceInput): boolean {
  return (
    stored.contractId === input.contractId &&
    toPesewas(stored.amount) === toPesewas(input.amount) &&
    stored.method === input.method &&
    stored.date === input.date &&
    stored.reference === (input.reference ?? null) &&
    stored.network === (input.method === 'Mobile Money' ? (input.network ?? null) : null) &&
    stored.payerPhone === (input.payerPhone ?? null) &&
    stored.note === input.note &&
    stored.odometer === (input.odometer ?? null)
  );
}

/** Money hirers bring in (docs/hire.md §2): receipts, references, Idempotency-Key and void as rent payments. */
export const remittancesService = {
  /** One page of the remittance list (docs/lists.md), with the sum of all that match. */
  async page(ctx: ReadContext, query: RemittanceListQuery): Promise<PagedList<Remittance, RemittanceTotals>> {
    const page = await readPage(query, repository(ctx).listing(query));
    return { ...page, totals: { amount: fromPesewas(page.totals.amount) } };
  },

  /** The whole remittance list (old clients, and the export) batch after batch, in the asked order. */
  batches: (ctx: ReadContext, query: RemittanceListQuery): AsyncIterable<Remittance[]> =>
    repository(ctx).listing(query).batches(),

  async findById(ctx: ReadContext, id: string): Promise<Remittance> {
    const found = await repository(ctx).findById(id);
    if (!found) throw missing();
    return found;
  },

  /**
   * Records a remittance under the account's next receipt number (the series rent payments use).
   * Once per Idempotency-Key: a replay writes nothing and uses no number.
   */
  async create(
    ctx: ServiceContext,
    input: RemittanceInput,
    requestKey?: string,
  ): Promise<RecordedRemittance> {
    const remittances = repository(ctx);
    const series = receiptSeries(ctx.trx, ctx.accountId);
    // Taken first: a repeat sent at the same time waits here, then finds what the first stored.
    await series.take();
    const earlierId = requestKey === undefined ? null : await remittances.findIdByRequestKey(requestKey);
    if (earlierId !== null) {
      const earlier = await remittances.findById(earlierId);
      // Recorded, then voided; or recorded with other details: the key is not reused.
      if (!earlier) throw conflict(REMITTANCE_MESSAGES.keyReused);
      const same = (stored: Remittance) => sameDetails(stored, input);
      const { record, replayed } = replayOf(earlier, { same, reused: REMITTANCE_MESSAGES.keyReused });
      return { remittance: record, replayed };
    }
    // 'Card' is recorded only by an online payment (decision 167).
    if (input.method === CARD && ctx.actor._id !== ONLINE_PAYMENT_ACTOR_ID)
      throw invalidField('method', CARD_ONLINE_ONLY_MESSAGE);
    const { vehicleId } = await checkContract(ctx, input.contractId);
    if (input.odometer != null)
      await odometerService.checkCarried(ctx, vehicleId, { date: input.date, km: input.odometer }, null);
    if (input.reference) await checkReferenceFree(ctx, input.method, input.reference);
    const number = await series.next();
    const id = await linkedOrUnknown(() =>
      remittances.insert(input, { number, recordedBy: ctx.actor, requestKey }),
    );
    if (input.reference)
      await holdReference(ctx, input.method, input.reference, { id, receiptNumber: number });
    await contractsService.settle(ctx, input.contractId);
    const created = await remittances.findById(id);
    if (!created) throw missing();
    await audit.created(ctx, 'remittance', created);
    ctx.changed('remittances');
    odometerChanged(ctx, created);
    return { remittance: created, replayed: false };
  },

  /** Replaces a remittance's details; a new `contractId` moves it (both contracts are settled again). */
  async update(ctx: ServiceContext, id: string, sent: RemittanceInput): Promise<Remittance> {
    const remittances = repository(ctx);
    const stored = await remittances.findStored(id);
    if (!stored || stored.voided) throw missing();
    const before = stored.remittance;
    // A card remittance keeps 'Card' on edit; no other becomes one (decision 167).
    if (sent.method === CARD && before.method !== CARD)
      throw invalidField('method', CARD_ONLINE_ONLY_MESSAGE);
    checkMoneyChange(ctx.actor, before, sent);
    // Mobile Money details left out are not sent: the stored ones stay (docs/ledger.md §3), and so does the
    // reference they hold.
    const input: RemittanceInput = {
      ...sent,
      reference: sent.reference === undefined ? before.reference : sent.reference,
      network: sent.network === undefined ? before.network : sent.network,
      payerPhone: sent.payerPhone === undefined ? before.payerPhone : sent.payerPhone,
    };
    if (input.contractId !== before.contractId) await checkContract(ctx, input.contractId);
    // The reading it carries after the edit (left out: the stored one) must fit its vehicle's others.
    const odometer = input.odometer === undefined ? before.odometer : input.odometer;
    await checkOdometer(ctx, input.contractId, { date: input.date, km: odometer }, id);
    const reference = input.reference ?? null;
    if (reference !== before.reference || input.method !== before.method) {
      await moneyReferences(ctx.trx, ctx.accountId).release(stored.receiptNumber);
      if (reference)
        await holdReference(ctx, input.method, reference, { id, receiptNumber: stored.receiptNumber });
    }
    if (!(await linkedOrUnknown(() => remittances.update(id, input)))) throw missing();
    const after = await remittances.findById(id);
    if (!after) throw missing();
    await audit.updated(ctx, 'remittance', before, after);
    for (const contractId of new Set([before.contractId, input.contractId]))
      await contractsService.settle(ctx, contractId);
    ctx.changed('remittances');
    odometerChanged(ctx, before, after);
    // Settling may have changed the contract: the answer shows the remittance as it now stands.
    return (await remittances.findById(id)) ?? after;
  },

  /**
   * Voids a remittance: it leaves every list, total and ledger, but the row and its receipt number
   * stay, and its receipt shows VOID with who, when and why. Its reference is freed.
   */
  async remove(ctx: ServiceContext, id: string, reason: string | null = null): Promise<void> {
    const remittances = repository(ctx);
    const before = await remittances.findStored(id);
    if (!before || before.voided) throw missing();
    if (!(await remittances.markVoid(id, ctx.actor, reason))) throw missing();
    await moneyReferences(ctx.trx, ctx.accountId).release(before.receiptNumber);
    const after = await remittances.findStored(id);
    const voided = { ...before.remittance, voided: after?.voided ?? null };
    await audit.voided(ctx, 'remittance', before.remittance, voided);
    await contractsService.settle(ctx, before.remittance.contractId);
    ctx.changed('remittances');
    odometerChanged(ctx, before.remittance);
  },

  /**
   * The day's board (docs/hire.md §3): one row per contract running that day with what fell due on it,
   * what was paid on it and the arrears at its end; most behind first.
   */
  async board(ctx: ReadContext, day: string = businessToday()): Promise<Board> {
    const running = await contracts(ctx).runningOn(day);
    const { on, after } = await repository(ctx).paidFrom(
      running.map((contract) => contract._id),
      day,
    );
    const today = businessToday();
    const rows = running.map((stored) => {
      const paidUpTo = stored.paidPesewas - (after.get(stored._id) ?? 0);
      return {
        contract: toContract(stored, stored.paidPesewas, today),
        due: dueOn(stored.terms, day),
        paidThatDay: on.get(stored._id) ?? 0,
        arrears: hireArrears(expectedBy(stored.terms, day), paidUpTo),
      };
    });
    rows.sort(
      (a, b) =>
        b.arrears - a.arrears ||
        b.due - b.paidThatDay - (a.due - a.paidThatDay) ||
        a.contract.vehicle.vehicleRegNum.localeCompare(b.contract.vehicle.vehicleRegNum),
    );
    const sum = (pick: (row: (typeof rows)[number]) => number) =>
      rows.reduce((total, row) => total + pick(row), 0);
    return {
      date: day,
      rows: rows.map((row) => ({
        contract: row.contract,
        due: fromPesewas(row.due),
        paidThatDay: fromPesewas(row.paidThatDay),
        arrears: fromPesewas(row.arrears),
      })),
      totals: {
        expected: fromPesewas(sum((row) => row.due)),
        collected: fromPesewas(sum((row) => row.paidThatDay)),
        outstanding: fromPesewas(sum((row) => row.arrears)),
      },
    };
  },
};
