import { addDays, isoWeekday } from '../../../shared/dates';
import {
  ALL_DAYS,
  type ContractStatus,
  type ContractType,
  DEFAULT_WORKING_DAYS,
  type Frequency,
} from '../../../shared/hire';
import { MOMO_NETWORKS } from '../../../shared/ledger';
import type { Db } from '../../db/connection';
import { DEMO_FLEET } from '../../db/demo-fleet';
import { insertInBatches } from '../../db/insert-in-batches';
import type { HireContractsTable, MoneyReferencesTable, RemittancesTable } from '../../db/schema';
import type { Seeder, SeedScale } from '../../db/seed';
import { accountHasAny, type Rng, seededRandom } from '../../db/seed-utils';
import { businessToday } from '../../lib/business-day';
import { newId } from '../../lib/ids';
import { receiptSeries, referenceKey } from '../../lib/receipt-series';
import { bumpListVersions } from '../../lib/service-context';
import { type FigureColumns, figureColumns } from './figures';
import { termsOf, workingDaysMask } from './repository';
import { type ContractTerms, completionDay, nthDueDate, periodAmount, periodsDueBy } from './schedule';

/** The generated contracts of a scale on top of the hand-written ones (large: what `npm run bench` measures). */
export const HIRE_SEED_COUNTS: Record<SeedScale, { contracts: number; historyDays: number }> = {
  small: { contracts: 0, historyDays: 0 },
  // docs/hire.md §5: 400 active contracts with two years of daily remittances, about 250,000 rows.
  large: { contracts: 400, historyDays: 730 },
  // About 1,000,000 remittances: 1,000 contracts, a little over three years of daily sales.
  xl: { contracts: 1000, historyDays: 1170 },
  account: { contracts: 0, historyDays: 0 },
};

/** A vehicle as the seed hires it out: its driver becomes the hirer of a driver's contract. */
interface SeedVehicle {
  id: string;
  reg_num: string;
  vehicle_type: string;
  driver_name: string;
  phone: string;
  license_num: string;
  license_exp: string;
}

/** How a hirer pays, as of today. */
type Habit =
  /** Every amount on its due date. */
  | 'on time'
  /** On time, then nothing for the last `behind` amounts (and a short payment now and then). */
  | 'behind'
  /** Until the total is reached (work and pay: completed). */
  | 'in full'
  /** Part of a rental's price. */
  | 'part'
  | 'none';

interface Plan {
  vehicle: SeedVehicle;
  type: ContractType;
  amount: number;
  frequency: Frequency;
  workingDays: readonly number[];
  start: string;
  end: string | null;
  total: number | null;
  deposit: number | null;
  terminatedOn: string | null;
  notes: string;
  habit: Habit;
  behind?: number;
  /** A customer of a rental, not the vehicle's driver. */
  customer?: { name: string; phone: string };
}

const cedis = (amount: number) => amount * 100;

/**
 * The hand-written contracts on the demo fleet (vehicles by plate), relative to today: drivers who
 * are up to date and drivers who are behind, a work-and-pay contract a few weeks from completion and
 * one completed, a terminated contract, rentals running, coming and done.
 */
function demoPlans(today: string, byPlate: Map<string, SeedVehicle>): Plan[] {
  const plan = (plate: string, rest: Omit<Plan, 'vehicle'>): Plan[] => {
    const vehicle = byPlate.get(plate);
    return vehicle ? [{ vehicle, ...rest }] : [];
  };
  const driver = {
    workingDays: DEFAULT_WORKING_DAYS,
    end: null,
    total: null,
    deposit: null,
    terminatedOn: null,
  };
  return [
    ...plan('GR 2345-21', {
      ...driver,
      type: 'daily_sales',
      amount: cedis(150),
      frequency: 'daily',
      start: addDays(today, -120),
      notes: 'Kaneshie–Circle line',
      habit: 'on time',
    }),
    ...plan('GW 8812-19', {
      ...driver,
      type: 'daily_sales',
      amount: cedis(140),
      frequency: 'daily',
      start: addDays(today, -90),
      notes: 'Madina rank',
      habit: 'behind',
      behind: 4,
    }),
    ...plan('AS 1290-19', {
      ...driver,
      type: 'work_and_pay',
      amount: cedis(800),
      frequency: 'weekly',
      workingDays: [],
      start: addDays(today, -7 * 72),
      // 75 instalments: 73 fallen due and paid, two weeks from handing over.
      total: cedis(800 * 75),
      notes: 'Hire purchase: the car is his at ₵60,000',
      habit: 'on time',
    }),
    ...plan('GE 4471-22', {
      ...driver,
      type: 'daily_sales',
      amount: cedis(130),
      frequency: 'daily',
      start: addDays(today, -30),
      notes: '',
      habit: 'on time',
    }),
    ...plan('GN 3306-20', {
      ...driver,
      type: 'daily_sales',
      amount: cedis(250),
      frequency: 'daily',
      start: addDays(today, -200),
      notes: 'Madina trotro',
      habit: 'behind',
      behind: 6,
    }),
    ...plan('AS 7710-18', {
      ...driver,
      type: 'work_and_pay',
      amount: cedis(3000),
      frequency: 'monthly',
      workingDays: [],
      start: addDays(today, -300),
      total: cedis(72_000),
      notes: 'Ejisu trotro on hire purchase',
      habit: 'behind',
      behind: 1,
    }),
    ...plan('GT 5099-23', {
      ...driver,
      type: 'daily_sales',
      amount: cedis(300),
      frequency: 'daily',
      workingDays: [1, 2, 3, 4, 5],
      start: addDays(today, -60),
      notes: 'Weekdays only',
      habit: 'on time',
    }),
    ...plan('WR 2231-20', {
      ...driver,
      type: 'daily_sales',
      amount: cedis(200),
      frequency: 'daily',
      start: addDays(today, -150),
      terminatedOn: addDays(today, -20),
      notes: 'Ended: the driver left for Kumasi',
      habit: 'behind',
      behind: 5,
    }),
    ...plan('GS 3402-23', {
      ...driver,
      type: 'work_and_pay',
      amount: cedis(2500),
      frequency: 'monthly',
      workingDays: [],
      start: addDays(today, -730),
      total: cedis(55_000),
      notes: 'Handed over after 22 months',
      habit: 'in full',
    }),
    ...plan('GC 6620-21', {
      ...driver,
      type: 'rental',
      amount: cedis(1200),
      frequency: 'daily',
      workingDays: ALL_DAYS,
      start: addDays(today, -2),
      end: addDays(today, 3),
      deposit: cedis(2000),
      notes: 'Cement haulage to Kumasi',
      habit: 'part',
      customer: { name: 'Adom Building Supplies', phone: '+233302998877' },
    }),
    ...plan('GX 1001-24', {
      ...driver,
      type: 'rental',
      amount: cedis(900),
      frequency: 'daily',
      workingDays: ALL_DAYS,
      start: addDays(today, 1),
      end: addDays(today, 4),
      deposit: cedis(1500),
      notes: 'Wedding in Aburi',
      habit: 'none',
      customer: { name: 'Nana Ama Boakye', phone: '+233244770011' },
    }),
    ...plan('GR 7007-23', {
      ...driver,
      type: 'rental',
      amount: cedis(1100),
      frequency: 'daily',
      workingDays: ALL_DAYS,
      start: addDays(today, -40),
      end: addDays(today, -35),
      deposit: null,
      notes: 'Conference guests, Airport City',
      habit: 'in full',
      customer: { name: 'Ashanti Conference Centre', phone: '+233322045566' },
    }),
  ];
}

/** The generated contracts of the large scale: 400 running, mostly daily sales, two years of history. */
function generatedPlans(
  rng: Rng,
  today: string,
  vehicles: SeedVehicle[],
  count: number,
  historyDays: number,
): Plan[] {
  return vehicles.slice(0, count).map((vehicle, index): Plan => {
    const base = { vehicle, end: null, total: null, deposit: null, terminatedOn: null, notes: '' };
    const habit: Habit = rng.int(1, 100) <= 15 ? 'behind' : 'on time';
    const behind = rng.int(1, 8);
    if (index % 40 === 39) {
      return {
        ...base,
        type: 'rental',
        amount: cedis(rng.int(4, 12) * 100),
        frequency: 'daily',
        workingDays: ALL_DAYS,
        start: addDays(today, -rng.int(0, 3)),
        end: addDays(today, rng.int(2, 6)),
        deposit: cedis(1000),
        habit: 'part',
        customer: { name: `Customer ${index}`, phone: '+233302000000' },
      };
    }
    if (index % 20 === 19) {
      const amount = cedis(rng.int(5, 12) * 100);
      return {
        ...base,
        type: 'work_and_pay',
        amount,
        frequency: 'weekly',
        workingDays: [],
        start: addDays(today, -historyDays),
        total: amount * (Math.ceil(historyDays / 7) + rng.int(10, 60)),
        habit,
        behind,
      };
    }
    return {
      ...base,
      type: 'daily_sales',
      amount: cedis(rng.int(8, 30) * 10),
      frequency: 'daily',
      workingDays: DEFAULT_WORKING_DAYS,
      start: addDays(today, -historyDays),
      total: null,
      habit,
      behind,
    };
  });
}

const termsOfPlan = (plan: Plan): ContractTerms => ({
  type: plan.type,
  amountPesewas: plan.amount,
  frequency: plan.frequency,
  workingDays: plan.workingDays,
  startDate: plan.start,
  endDate: plan.end,
  totalPricePesewas: plan.total,
  terminatedOn: plan.terminatedOn,
});

/** What a hirer paid, and when, by their habit: one remittance per amount fallen due. */
function paymentsOf(plan: Plan, today: string, rng: Rng): { date: string; amount: number }[] {
  const terms = termsOfPlan(plan);
  if (plan.habit === 'none') return [];
  if (plan.type === 'rental') {
    const price = periodAmount(terms, 0);
    if (plan.start > today) return [];
    return [{ date: plan.start, amount: plan.habit === 'part' ? Math.round(price / 200) * 100 : price }];
  }
  const due = periodsDueBy(terms, today);
  const paid: { date: string; amount: number }[] = [];
  const skipFrom = plan.habit === 'behind' ? due - (plan.behind ?? 1) : due;
  for (let n = 0; n < due; n += 1) {
    const date = nthDueDate(terms, n);
    if (date === null) break;
    if (n >= skipFrom) break;
    // Today's amount is not in yet for about half of those who pay on time.
    if (date === today && rng.int(0, 1) === 0) break;
    // A behind driver now and then brings less than the day's amount.
    const short = plan.habit === 'behind' && n > skipFrom - 20 && rng.int(1, 6) === 1;
    paid.push({
      date,
      amount: short ? Math.round(periodAmount(terms, n) / 200) * 100 : periodAmount(terms, n),
    });
  }
  return paid;
}

/**
 * One account's hire contracts and remittances as of `now`, receipt numbers continuing after
 * `lastReceipt`. Remittances alternate cash and Mobile Money (a network, a unique transaction ID and
 * the payer's phone, held in money_references as the service holds them).
 */
export function hireSeedRows(
  scale: SeedScale,
  accountId: string,
  vehicles: { demo: SeedVehicle[]; generated: SeedVehicle[] },
  lastReceipt: number,
  now = Date.now(),
  historyDays = HIRE_SEED_COUNTS[scale].historyDays,
) {
  const rng = seededRandom(scale === 'small' ? 512 : 5120);
  const today = businessToday(new Date(now));
  const byPlate = new Map(vehicles.demo.map((vehicle) => [vehicle.reg_num, vehicle]));
  const plans = [
    ...generatedPlans(rng, today, vehicles.generated, HIRE_SEED_COUNTS[scale].contracts, historyDays),
    ...demoPlans(today, byPlate),
  ];
  const contracts: HireContractsTable[] = [];
  const remittances: RemittancesTable[] = [];
  const references: MoneyReferencesTable[] = [];
  let receipt = lastReceipt;
  let clock = now - plans.length * 1000;
  for (const plan of plans) {
    clock += 1000;
    const id = newId();
    const paid = paymentsOf(plan, today, rng);
    const completedOn =
      plan.type === 'work_and_pay' && plan.total !== null
        ? completionDay(
            plan.total,
            paid.map((each, index) => ({
              date: each.date,
              receiptNumber: index,
              amountPesewas: each.amount,
            })),
          )
        : null;
    const rentalDone =
      plan.type === 'rental' && plan.end !== null && plan.end <= today && plan.habit === 'in full';
    const status: ContractStatus = plan.terminatedOn
      ? 'terminated'
      : completedOn || rentalDone
        ? 'completed'
        : 'active';
    const hirer = plan.customer ?? { name: plan.vehicle.driver_name, phone: plan.vehicle.phone };
    const stamp = new Date(clock).toISOString();
    const contract: Omit<HireContractsTable, keyof FigureColumns> = {
      id,
      account_id: accountId,
      vehicle_id: plan.vehicle.id,
      type: plan.type,
      hirer_name: hirer.name,
      hirer_phone: hirer.phone,
      hirer_license_num: plan.customer ? '' : plan.vehicle.license_num,
      hirer_license_exp: plan.customer ? null : plan.vehicle.license_exp,
      hirer_ghana_card: plan.customer
        ? null
        : `GHA-${String(100_000_000 + rng.int(0, 899_999_999))}-${rng.int(0, 9)}`,
      amount_pesewas: plan.amount,
      frequency: plan.frequency,
      working_days: workingDaysMask(
        plan.type === 'rental' ? ALL_DAYS : plan.frequency === 'daily' ? plan.workingDays : [],
      ),
      start_date: plan.start,
      end_date: plan.end,
      total_price_pesewas: plan.total,
      deposit_pesewas: plan.deposit,
      status,
      terminated_on: plan.terminatedOn,
      completed_on: completedOn ?? (rentalDone ? plan.end : null),
      notes: plan.notes,
      paid_pesewas: paid.reduce((sum, each) => sum + each.amount, 0),
      created_at: stamp,
      updated_at: stamp,
    };
    // Its figures as of the seed's day, as every write stores them (figures.ts).
    contracts.push({ ...contract, ...figureColumns(termsOf(contract), contract.paid_pesewas, today) });
    for (const each of paid) {
      receipt += 1;
      const momo = rng.int(1, 10) <= 4;
      const at = `${each.date}T${String(7 + (receipt % 12)).padStart(2, '0')}:${String(receipt % 60).padStart(2, '0')}:00.000Z`;
      const row: RemittancesTable = {
        id: newId(),
        account_id: accountId,
        contract_id: id,
        date: each.date,
        amount_pesewas: each.amount,
        method: momo ? 'Mobile Money' : 'Cash',
        network: momo ? rng.pick(MOMO_NETWORKS) : null,
        reference: momo ? `HR${each.date.replaceAll('-', '')}.${String(receipt).padStart(7, '0')}` : null,
        payer_phone: momo ? hirer.phone : null,
        note: isoWeekday(each.date) === 6 ? 'Saturday sales' : '',
        receipt_number: receipt,
        recorded_by_id: 'system',
        recorded_by_name: 'Demo data',
        request_key: null,
        voided_at: null,
        voided_by_id: null,
        voided_by_name: null,
        void_reason: null,
        created_at: at,
        updated_at: at,
        odometer_km: null,
      };
      remittances.push(row);
      if (row.reference) {
        references.push({
          account_id: accountId,
          method: row.method,
          reference_key: referenceKey(row.reference),
          receipt_number: receipt,
          holder_id: row.id,
        });
      }
    }
  }
  return { contracts, remittances, references, lastReceipt: receipt };
}

/** The account's vehicles as the seed hires them out: the demo fleet by plate, and the generated ones. */
async function seedVehicles(db: Db, accountId: string) {
  const rows = await db
    .selectFrom('vehicles')
    .select([
      'id',
      'reg_num',
      'vehicle_type',
      'driver_name',
      'phone',
      'license_num',
      'license_exp',
      'created_at',
    ])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows;
}

/**
 * Seeds one account's hire contracts and remittances, after its fleet; skips when the account has
 * contracts already. The receipt series continues where the rent payments left it.
 */
export const hireSeeder = {
  name: 'hire',
  async run(
    db: Db,
    scale: SeedScale,
    accountId: string,
    options: { historyDays?: number } = {},
  ): Promise<Record<string, number>> {
    if (await accountHasAny(db, accountId, ['hire_contracts'])) return {};
    const vehicles = await seedVehicles(db, accountId);
    const demoPlates = new Set(DEMO_FLEET.map((vehicle) => vehicle.plate));
    const demo = vehicles.filter((vehicle) => demoPlates.has(vehicle.reg_num));
    const generated = vehicles.filter((vehicle) => !demoPlates.has(vehicle.reg_num));
    return db.transaction().execute(async (trx) => {
      // The series is taken first, as recording money takes it: a payment recorded meanwhile by a
      // running server waits, and no number is used twice.
      await receiptSeries(trx, accountId).take();
      const counter = await trx
        .selectFrom('receipt_counters')
        .select('last_number')
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      const rows = hireSeedRows(
        scale,
        accountId,
        { demo, generated },
        Number(counter?.last_number ?? 0),
        Date.now(),
        options.historyDays ?? HIRE_SEED_COUNTS[scale].historyDays,
      );
      await insertInBatches(trx, 'hire_contracts', rows.contracts);
      await insertInBatches(trx, 'remittances', rows.remittances);
      await insertInBatches(trx, 'money_references', rows.references);
      await trx
        .insertInto('receipt_counters')
        .values({ account_id: accountId, last_number: rows.lastReceipt })
        .onConflict((conflict) =>
          conflict.column('account_id').doUpdateSet({ last_number: rows.lastReceipt }),
        )
        .execute();
      await bumpListVersions(trx, accountId, ['contracts', 'remittances']);
      return {
        hire_contracts: rows.contracts.length,
        remittances: rows.remittances.length,
        remittance_references: rows.references.length,
      };
    });
  },
} satisfies Seeder;
