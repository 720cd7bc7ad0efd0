import { z } from 'zod';
import { CONTRACT_STATUSES, CONTRACT_TYPES, FREQUENCIES, GHANA_CARD, WEEKDAYS } from '../hire';
import { MOMO_NETWORKS } from '../ledger';
import { booleanParam, dayParam, enumParam, listAnswer, listQuery } from '../list-query';
import { PAYMENT_METHODS, RECORDED_METHODS } from '../payments';
import { dayField, moneyField, optionalDay, optionalMoney, optionalText, requiredText } from './common';
import { momoFields, networkOnlyWithMomo } from './payments';
import { phoneField } from './phone-field';
import { odometerEditField } from './vehicle-papers';

export * from '../hire';
export {
  addPaymentHeaders as recordMoneyHeaders,
  IDEMPOTENCY_HEADER,
  voidPaymentBody as voidBody,
} from './payments';

const positiveMoney = (label: string) =>
  moneyField(label).refine((value) => value > 0, { error: `${label} must be greater than 0` });

export const GHANA_CARD_MESSAGE = 'Ghana Card number must look like GHA-123456789-0';

/** Who hires the vehicle: the driver (daily sales, work and pay) or the customer (rental). */
export const hirerFields = z.object(
  {
    name: requiredText('Hirer name', 100),
    phone: phoneField('Hirer phone'),
    licenseNum: optionalText('License number', 50),
    licenseExp: optionalDay('License expiry date'),
    ghanaCard: optionalText('Ghana Card number', 20)
      .transform((value) => value.toUpperCase().replace(/\s+/g, ''))
      .refine((value) => value === '' || GHANA_CARD.test(value), { error: GHANA_CARD_MESSAGE })
      .transform((value) => value || null),
  },
  { error: 'Hirer name and phone are required' },
);

const CHOICE = (label: string, values: readonly string[]) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? `${label} is required`
      : `${label} must be one of: ${values.join(', ')}`,
});

export const HIRE_MESSAGES = {
  totalPriceRequired: 'Total price is required for work and pay',
  totalPriceOnlyWorkAndPay: 'A total price goes only with work and pay',
  endDateRequired: 'End date (the return day) is required for a rental',
  rentalAtLeastOneDay: 'A rental ends at least one day after it starts',
  endBeforeStart: 'End date cannot be before the start date',
  depositOnlyRental: 'A deposit goes only with a rental',
  rentalDaily: 'A rental is charged by the day: its frequency is daily',
  workingDaysRequired: 'Choose at least one working day',
  workingDaysUnique: 'Each working day may be chosen once',
} as const;

/**
 * A contract as the add and edit forms send it (docs/hire.md §1). Edit takes the whole contract, and a
 * contract exactly as its GET answers it (read-only and derived fields are ignored).
 */
export const contractFields = z.object({
  vehicleId: requiredText('Vehicle', 200),
  type: z.enum(CONTRACT_TYPES, CHOICE('Contract type', CONTRACT_TYPES)),
  hirer: hirerFields,
  amount: positiveMoney('Amount'),
  frequency: z
    .union([z.literal(''), z.null(), z.enum(FREQUENCIES, CHOICE('Frequency', FREQUENCIES))])
    .optional()
    .transform((value) => value || 'daily'),
  /** Weekdays a daily amount falls due on (1 = Monday … 7 = Sunday); only for the daily frequency. */
  workingDays: z
    .array(
      z.union(
        WEEKDAYS.map((day) => z.literal(day)),
        { error: 'Working days are 1 (Monday) to 7 (Sunday)' },
      ),
      {
        error: 'Working days must be a list of weekdays',
      },
    )
    .max(7, { error: HIRE_MESSAGES.workingDaysUnique })
    .nullish(),
  startDate: dayField('Start date'),
  endDate: optionalDay('End date'),
  totalPrice: optionalMoney('Total price'),
  deposit: optionalMoney('Deposit'),
  status: z
    .union([z.literal(''), z.null(), z.enum(CONTRACT_STATUSES, CHOICE('Status', CONTRACT_STATUSES))])
    .optional()
    .transform((value) => value || 'active'),
  /** Only with status `terminated` (default today); ignored otherwise. */
  terminatedOn: optionalDay('Termination date'),
  notes: optionalText('Notes', 1000),
});

type ContractShape = z.output<typeof contractFields>;

/** The rules across fields (docs/hire.md §1), each reported under the field to fix. */
function contractRules(body: ContractShape, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (body.type === 'work_and_pay') {
    if (body.totalPrice === null || body.totalPrice <= 0)
      issue('totalPrice', HIRE_MESSAGES.totalPriceRequired);
  } else if (body.totalPrice !== null) issue('totalPrice', HIRE_MESSAGES.totalPriceOnlyWorkAndPay);
  if (body.type === 'rental') {
    if (body.endDate === null) issue('endDate', HIRE_MESSAGES.endDateRequired);
    else if (body.endDate <= body.startDate) issue('endDate', HIRE_MESSAGES.rentalAtLeastOneDay);
    if (body.frequency !== 'daily') issue('frequency', HIRE_MESSAGES.rentalDaily);
  } else {
    if (body.endDate !== null && body.endDate < body.startDate)
      issue('endDate', HIRE_MESSAGES.endBeforeStart);
    if (body.deposit !== null) issue('deposit', HIRE_MESSAGES.depositOnlyRental);
  }
  if (body.type !== 'rental' && body.frequency === 'daily' && body.workingDays) {
    if (body.workingDays.length === 0) issue('workingDays', HIRE_MESSAGES.workingDaysRequired);
    else if (new Set(body.workingDays).size !== body.workingDays.length)
      issue('workingDays', HIRE_MESSAGES.workingDaysUnique);
  }
}

/** `POST /api/hire/contracts` and `PUT /api/hire/contracts/{id}`. */
export const contractBody = contractFields.superRefine(contractRules);
export type ContractBody = z.input<typeof contractFields>;
export type ContractInput = z.output<typeof contractFields>;

/** A vehicle as a contract, remittance or receipt names it. */
export const vehicleSummary = z.object({
  _id: z.string(),
  make: z.string(),
  model: z.string(),
  vehicleRegNum: z.string(),
});
export type VehicleSummary = z.infer<typeof vehicleSummary>;

/** A contract as every endpoint answers it: its terms and the values derived as of today (docs/hire.md §1). */
export const contract = z.object({
  _id: z.string(),
  vehicleId: z.string(),
  vehicle: vehicleSummary,
  type: z.enum(CONTRACT_TYPES),
  hirer: z.object({
    name: z.string(),
    phone: z.string(),
    licenseNum: z.string(),
    licenseExp: z.string().nullable(),
    ghanaCard: z.string().nullable(),
  }),
  amount: z.number(),
  frequency: z.enum(FREQUENCIES),
  /** The daily frequency's working days; every day for a rental; empty for weekly and monthly. */
  workingDays: z.array(z.number()),
  startDate: z.string(),
  endDate: z.string().nullable(),
  totalPrice: z.number().nullable(),
  deposit: z.number().nullable(),
  status: z.enum(CONTRACT_STATUSES),
  terminatedOn: z.string().nullable(),
  /** The day a work-and-pay contract's remittances reached its total. */
  completedOn: z.string().nullable(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** A rental's charged days (endDate − startDate); null for the other kinds. */
  days: z.number().nullable(),
  expected: z.number(),
  paid: z.number(),
  arrears: z.number(),
  balance: z.number(),
  nextDueDate: z.string().nullable(),
  /** Work and pay: paid ÷ totalPrice, 0 to 1; null for the other kinds. */
  progress: z.number().nullable(),
  /** Work and pay: when the total is reached if every amount is paid on time from now on. */
  forecastEndDate: z.string().nullable(),
});
export type Contract = z.infer<typeof contract>;
export const contractList = z.array(contract);

/**
 * A choice filter in a query string: one of `values`, or '' / `All` for none (as old clients send it);
 * anything else is a 400 naming the parameter.
 */
const choiceFilter = <const V extends readonly [string, ...string[]]>(name: string, values: V) =>
  z
    .string({ error: `${name} must be one of: ${values.join(', ')}` })
    .refine((value) => value === '' || value === 'All' || (values as readonly string[]).includes(value), {
      error: `${name} must be one of: ${values.join(', ')}`,
    })
    .transform((value) => (value === '' || value === 'All' ? undefined : (value as V[number])))
    .optional();

/** A record's id in a query string. */
const idFilter = (name: string) =>
  z.string({ error: `${name} must be text` }).max(200, { error: `${name} must be at most 200 characters` });

/** What the contract list sorts by (docs/lists.md); paged, it opens by `startDate`, newest first. */
export const CONTRACT_SORTS = ['startDate', 'arrears', 'hirerName', 'progress'] as const;
export type ContractSort = (typeof CONTRACT_SORTS)[number];

/** `GET /api/hire/contracts` and its export (docs/lists.md): `q` searches hirer, phone, registration. */
export const contractListQuery = listQuery(CONTRACT_SORTS, {
  type: choiceFilter('type', CONTRACT_TYPES),
  status: choiceFilter('status', CONTRACT_STATUSES),
  vehicleId: idFilter('vehicleId').optional(),
  inArrears: booleanParam('inArrears').optional(),
});
export type ContractListQuery = z.output<typeof contractListQuery>;

/** The sums over every contract that matches (cedis). */
export const contractTotals = z.object({ expected: z.number(), paid: z.number(), arrears: z.number() });
export type ContractTotals = z.infer<typeof contractTotals>;
export const contractListAnswer = listAnswer(contract, contractTotals);

/** `GET /api/hire/contracts/{id}/ledger`: one "due" line per period fallen due, and the remittances. */
export const contractLedger = z.object({
  contract,
  entries: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(['due', 'remittance']),
      description: z.string(),
      amount: z.number(),
      /** Expected minus paid, after this line. */
      balance: z.number(),
      receiptNumber: z.string().optional(),
      remittanceId: z.string().optional(),
    }),
  ),
  totals: z.object({ expected: z.number(), paid: z.number(), arrears: z.number() }),
});
export type ContractLedger = z.infer<typeof contractLedger>;
export type ContractLedgerEntry = ContractLedger['entries'][number];

/** What the remittance form sends (docs/hire.md §2); a `receiptNumber` sent is never read. */
export const remittanceFields = z.object({
  contractId: requiredText('Contract', 200),
  date: dayField('Date'),
  amount: positiveMoney('Amount'),
  // 'Card' is read back and kept on edit; only an online payment records it (decision 167).
  method: z.enum(RECORDED_METHODS, CHOICE('Payment method', PAYMENT_METHODS)),
  ...momoFields,
  note: optionalText('Note', 500),
  /**
   * The vehicle's odometer in km that day (docs/reminders.md §2); optional. Left out, a new remittance
   * has none and an edit keeps the stored one; null clears it.
   */
  odometer: odometerEditField,
});

/** `POST /api/hire/remittances` and `PUT /api/hire/remittances/{id}` (an edit may move it to another contract). */
export const remittanceBody = remittanceFields.refine(...networkOnlyWithMomo(false));
export type RemittanceBody = z.input<typeof remittanceFields>;
export type RemittanceInput = z.output<typeof remittanceFields>;

/** A remittance as the API answers it. */
export const remittance = z.object({
  _id: z.string(),
  contractId: z.string(),
  contract: z.object({
    _id: z.string(),
    type: z.enum(CONTRACT_TYPES),
    hirerName: z.string(),
    vehicle: vehicleSummary,
  }),
  date: z.string(),
  amount: z.number(),
  method: z.string(),
  network: z.enum(MOMO_NETWORKS).nullable(),
  reference: z.string().nullable(),
  payerPhone: z.string().nullable(),
  receiptNumber: z.string(),
  recordedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The contract's balance right after it (cedis), remittances taken in date, then receipt order. */
  balanceAfter: z.number(),
  note: z.string(),
  /** The odometer reading the remittance carries, in km; null when none was given. */
  odometer: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Remittance = z.infer<typeof remittance>;
export const remittanceList = z.array(remittance);

/** What the remittance list sorts by (docs/lists.md): `date` (newest first) by default. */
export const REMITTANCE_SORTS = ['date', 'amount'] as const;
export type RemittanceSort = (typeof REMITTANCE_SORTS)[number];

/**
 * `GET /api/hire/remittances` and its export (docs/lists.md): one contract's, one vehicle's, a method,
 * a span of days (inclusive); `voided=true` lists only voided ones. `q` searches hirer, registration,
 * receipt number and transaction id.
 */
export const remittanceListQuery = listQuery(REMITTANCE_SORTS, {
  contractId: idFilter('contractId').optional(),
  vehicleId: idFilter('vehicleId').optional(),
  method: enumParam('method', RECORDED_METHODS).optional(),
  from: dayParam('from').optional(),
  to: dayParam('to').optional(),
  voided: booleanParam('voided').optional(),
});
export type RemittanceListQuery = z.output<typeof remittanceListQuery>;

export const remittanceTotals = z.object({ amount: z.number() });
export type RemittanceTotals = z.infer<typeof remittanceTotals>;
export const remittanceListAnswer = listAnswer(remittance, remittanceTotals);

/** `GET /api/hire/today?date=`: the day's board, today by default. */
export const boardQuery = z.object({ date: dayField('Date').optional() });

export const boardRow = z.object({
  contract,
  /** What falls due that day (0 on a non-working day). */
  due: z.number(),
  paidThatDay: z.number(),
  /** As of the end of that day. */
  arrears: z.number(),
});
export type BoardRow = z.infer<typeof boardRow>;

export const board = z.object({
  date: z.string(),
  rows: z.array(boardRow),
  totals: z.object({ expected: z.number(), collected: z.number(), outstanding: z.number() }),
});
export type Board = z.infer<typeof board>;
