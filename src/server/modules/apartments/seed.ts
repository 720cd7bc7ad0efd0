import type { ApartmentStatus } from '../../../shared/apartments';
import type { DataKind } from '../../../shared/constants';
import { addDays, addMonthsClamped, daysBetween } from '../../../shared/dates';
import { type Billing, MOBILE_MONEY, type MomoNetwork } from '../../../shared/ledger';
import type { PaymentStatus } from '../../../shared/payments';
import { insertInBatches } from '../../db/insert-in-batches';
import type { ApartmentsTable, MoneyReferencesTable, PaymentsTable, RentRecordsTable } from '../../db/schema';
import type { Seeder, SeedScale } from '../../db/seed';
import {
  accountHasAny,
  ghanaianName,
  ghanaMobile,
  type Rng,
  secondStamps,
  seededRandom,
} from '../../db/seed-utils';
import { currentTenancyOf, type UnitTenancy } from '../../db/unit-tenancies';
import { businessToday } from '../../lib/business-day';
import { newId } from '../../lib/ids';
import { referenceKey } from '../../lib/receipt-series';
import { bumpListVersions } from '../../lib/service-context';

/**
 * How many units and rent records (tenancies) each scale makes. Payments follow from the tenancies'
 * histories (about ten a tenancy): large gives the 2,000 rent records and 20,000 payments that
 * `npm run bench` measures against (docs/ledger.md §8).
 */
export const APARTMENT_SEED_COUNTS: Record<SeedScale, { apartments: number; tenants: number }> = {
  small: { apartments: 14, tenants: 24 },
  large: { apartments: 600, tenants: 2000 },
  xl: { apartments: 2000, tenants: 20_000 },
  // One business of the many-accounts bench (docs/accounts.md §3).
  account: { apartments: 10, tenants: 30 },
};

/** What the seeded payments are recorded as: no user recorded them. */
export const SEED_ACTOR = { id: 'system', name: 'System' } as const;

const CITIES = {
  Accra: [
    'East Legon',
    'Osu',
    'Cantonments',
    'Airport Residential',
    'Labone',
    'Dzorwulu',
    'Adenta',
    'Madina',
    'Spintex',
    'Dansoman',
    'Kaneshie',
    'Achimota',
    'Haatso',
    'Teshie',
    'Tema Community 25',
  ],
  Kumasi: [
    'Adum',
    'Asokwa',
    'Bantama',
    'Ahodwo',
    'Nhyiaso',
    'Danyame',
    'Kwadaso',
    'Santasi',
    'Atonsu',
    'Ayigya',
    'Bomso',
    'Kotei',
  ],
};

/** Unit kinds with their monthly rent range in cedis. */
const UNITS = [
  { kind: 'Single Room', min: 350, max: 800 },
  { kind: 'Chamber and Hall', min: 600, max: 1500 },
  { kind: 'Self-Contained Studio', min: 1200, max: 2500 },
  { kind: '1-Bedroom Apartment', min: 1500, max: 3500 },
  { kind: '2-Bedroom Apartment', min: 2500, max: 6500 },
  { kind: '3-Bedroom Townhouse', min: 4500, max: 12000 },
];

const DESCRIPTIONS = [
  'Tiled floors, running water and a prepaid meter.',
  'Walled and gated compound with parking for one car.',
  'Newly painted, close to the main road and a trotro station.',
  'Borehole water, poly tank and ceiling fans in every room.',
  'Fitted kitchen, wardrobes and a small balcony.',
  'Quiet neighbourhood; security man on duty at night.',
];

/** Nine units in ten are let; of the others one waits for a tenant and one is being repaired. */
const UNIT_FATES = [
  'let',
  'let',
  'let',
  'let',
  'let',
  'let',
  'let',
  'Available',
  'let',
  'Maintenance',
] as const;

/** Terms in months: advance rent for a term (often a year), monthly rent for shops and newer flats. */
const TERM_MONTHS: Record<Billing, readonly number[]> = {
  advance: [6, 12, 12, 12, 24],
  monthly: [12, 12, 24, 24, 36],
};

/** Into how many instalments a tenant splits an advance payment. */
const INSTALMENTS = [1, 2, 2, 3, 4, 4, 6, 8];

/** About 35 tenancies in 100 are billed monthly, spread evenly (n % 20 is 1, 4, 7, …, 19). */
const billingOf = (n: number): Billing => ((n % 20) % 3 === 1 ? 'monthly' : 'advance');

/**
 * The xl business's past tenancies are mostly billed in advance (one in ten monthly): its ten years
 * of tenancies then make about the 100,000 payments the lists' bench names (docs/lists.md).
 */
const pastBillingOf = (scale: SeedScale, n: number): Billing =>
  scale === 'xl' ? (n % 10 === 1 ? 'monthly' : 'advance') : billingOf(n);

/**
 * What a tenancy's payments do, so that as of the day of the seed the list shows every standing
 * (docs/ledger.md §1): advance tenants settled, part-paid, unpaid or overpaid; monthly tenants up to date
 * (still owing the months to come), behind, or ahead; renewals starting later, paid in part or not.
 */
type Plan = 'settled' | 'arrears' | 'unpaid' | 'credit' | 'upToDate' | 'behind' | 'ahead' | 'renewal';

/** The current tenancies' plans, taken in turn (so even the small portfolio holds each one). */
const CURRENT_PLANS: Record<Billing, readonly Plan[]> = {
  advance: [
    'settled',
    'arrears',
    'settled',
    'credit',
    'settled',
    'unpaid',
    'settled',
    'arrears',
    'settled',
    'settled',
  ],
  monthly: ['upToDate', 'behind', 'upToDate', 'ahead', 'upToDate', 'upToDate', 'behind'],
};

/** Mobile Money most of the time (docs/ledger.md: most rent arrives by MoMo), then cash, then the bank. */
const pickMethod = (rng: Rng) => {
  const roll = rng.next();
  return roll < 0.6 ? MOBILE_MONEY : roll < 0.85 ? 'Cash' : 'Bank Transfer';
};

/** The network of a Ghanaian mobile number, by its prefix (+233 24… is MTN). */
function networkOf(e164: string): MomoNetwork {
  const prefix = e164.slice(4, 6);
  if (['20', '50'].includes(prefix)) return 'Telecel Cash';
  if (['26', '27', '56', '57'].includes(prefix)) return 'AirtelTigo Money';
  return 'MTN MoMo';
}

const digits = (rng: Rng, count: number) =>
  String(rng.int(1, 9)) + Array.from({ length: count - 1 }, () => String(rng.int(0, 9))).join('');

/** A transaction ID as the network's SMS shows it: MTN 11 digits, Telecel `MP…` with the date, AirtelTigo 10 digits. */
function transactionId(rng: Rng, network: MomoNetwork, date: string): string {
  if (network === 'MTN MoMo') return digits(rng, 11);
  if (network === 'AirtelTigo Money') return digits(rng, 10);
  const day = date.slice(2, 10).replaceAll('-', '');
  const time = `${String(rng.int(6, 21)).padStart(2, '0')}${String(rng.int(0, 59)).padStart(2, '0')}`;
  return `MP${day}.${time}.${String.fromCharCode(65 + rng.int(0, 25))}${digits(rng, 5)}`;
}

const earlier = (a: string, b: string) => (a < b ? a : b);
const roundTo = (pesewas: number, step: number) => Math.round(pesewas / step) * step;

interface Tenancy {
  row: RentRecordsTable;
  plan: Plan;
}

interface PlannedPayment {
  date: string;
  pesewas: number;
  status: PaymentStatus;
}

/**
 * An advance tenancy's payments up to `target` pesewas: one or more instalments from a few weeks
 * before the start date, each Completed once the total is reached, Partial before.
 */
function advancePayments(rng: Rng, row: RentRecordsTable, target: number, today: string): PlannedPayment[] {
  if (target <= 0) return [];
  const count = Math.max(1, Math.min(rng.pick(INSTALMENTS), Math.floor(target / 200_00)));
  const part = roundTo(target / count, 10_00);
  const out: PlannedPayment[] = [];
  let date = addDays(row.rented_date, -rng.int(0, 21));
  let paid = 0;
  for (let i = 0; i < count; i += 1) {
    const pesewas = i === count - 1 ? target - paid : part;
    paid += pesewas;
    out.push({
      date: earlier(earlier(date, row.expiration_date), today),
      pesewas,
      status: paid >= row.total_pesewas ? 'Completed' : 'Partial',
    });
    date = addDays(date, rng.int(10, 40));
  }
  return out;
}

/**
 * A monthly tenancy's payments for its first `months` months (the utility with the first), each
 * near its due date and never after today; a month is sometimes paid in two transfers.
 */
function monthlyPayments(rng: Rng, row: RentRecordsTable, months: number, today: string): PlannedPayment[] {
  const out: PlannedPayment[] = [];
  for (let i = 0; i < months; i += 1) {
    const pesewas = row.monthly_price_pesewas + (i === 0 ? row.utility_pesewas : 0);
    const date = earlier(addDays(addMonthsClamped(row.rented_date, i), rng.int(-5, 6)), today);
    if (rng.next() < 0.3 && pesewas >= 200_00) {
      const first = roundTo(pesewas * rng.pick([0.4, 0.5, 0.6]), 10_00);
      out.push({ date, pesewas: first, status: 'Partial' });
      out.push({
        date: earlier(addDays(date, rng.int(3, 12)), today),
        pesewas: pesewas - first,
        status: 'Completed',
      });
    } else {
      out.push({ date, pesewas, status: 'Completed' });
    }
  }
  return out;
}

/** How many of a monthly tenancy's instalments have fallen due by `today`. */
const monthsDue = (row: RentRecordsTable, today: string) =>
  Array.from({ length: row.months_rented }, (_, i) => addMonthsClamped(row.rented_date, i)).filter(
    (due) => due <= today,
  ).length;

/** A little more than owed: the tenant paid ahead, in cedis the landlord keeps as credit. */
const extra = (rng: Rng) => rng.int(1, 8) * 50_00;

/** The payments that carry out a tenancy's plan as of `today`. */
function plannedPayments(rng: Rng, { row, plan }: Tenancy, today: string): PlannedPayment[] {
  const total = row.total_pesewas;
  if (row.billing === 'monthly') {
    const due = Math.min(monthsDue(row, today), row.months_rented);
    if (plan === 'behind') {
      const paid = Math.max(0, due - rng.int(1, 3));
      const payments = monthlyPayments(rng, row, paid, today);
      // Some pay part of the next month, and stay behind.
      if (rng.next() < 0.5) {
        const part = roundTo(row.monthly_price_pesewas * rng.pick([0.3, 0.5, 0.7]), 10_00);
        payments.push({ date: addDays(today, -rng.int(0, 10)), pesewas: part, status: 'Partial' });
      }
      return payments;
    }
    if (plan === 'ahead')
      return monthlyPayments(rng, row, Math.min(row.months_rented, due + rng.int(1, 2)), today);
    if (plan === 'upToDate') return monthlyPayments(rng, row, due, today);
    // A past tenancy: paid every month, left some unpaid, or paid more than the term.
    if (plan === 'arrears')
      return monthlyPayments(rng, row, Math.max(0, row.months_rented - rng.int(1, 3)), today);
    const payments = monthlyPayments(rng, row, row.months_rented, today);
    if (plan === 'credit') {
      const last = payments[payments.length - 1]?.date ?? row.rented_date;
      payments.push({
        date: earlier(addDays(last, rng.int(1, 20)), today),
        pesewas: extra(rng),
        status: 'Completed',
      });
    }
    return payments;
  }
  switch (plan) {
    case 'unpaid':
      return [];
    case 'renewal': {
      // Paid in part before the new term starts, or not yet.
      if (rng.next() < 0.3) return [];
      const part = roundTo(total * rng.pick([0.25, 0.4, 0.5, 0.6]), 10_00);
      return [{ date: addDays(today, -rng.int(0, 25)), pesewas: part, status: 'Partial' }];
    }
    case 'arrears':
      return advancePayments(rng, row, roundTo(total * rng.pick([0.3, 0.5, 0.6, 0.75, 0.9]), 10_00), today);
    case 'credit':
      return advancePayments(rng, row, total + extra(rng), today);
    default:
      return advancePayments(rng, row, total, today);
  }
}

/**
 * Builds one account's portfolio as of `now`: units in Accra and Kumasi, each with its history of
 * tenancies (older ones Inactive, at most one Active over any dates, the unit Occupied by it), a mix
 * of advance and monthly billing, and the payments that leave, as of the business day of `now`,
 * some tenants in arrears, some settled, some in credit and some owing rent not yet due. Every date
 * is relative to that day, so the mix holds whenever the seed runs. Payments carry receipt numbers
 * 1…n in the order they are recorded, and Mobile Money ones a network, a transaction ID (held in
 * money_references, as the service holds it) and the payer's phone.
 */
export function apartmentSeedRows(scale: SeedScale, accountId: string, now = Date.now()) {
  const counts = APARTMENT_SEED_COUNTS[scale];
  const rng = seededRandom(scale === 'small' ? 233 : 2330);
  const today = businessToday(new Date(now));

  const units = Array.from({ length: counts.apartments }, (_, i) => {
    const city = i % 3 === 2 ? 'Kumasi' : 'Accra';
    const area = rng.pick(CITIES[city]);
    const unit = rng.pick(UNITS);
    return {
      id: newId(),
      title: `${unit.kind} ${String.fromCharCode(65 + (i % 6))}${Math.floor(i / 6) + 1}`,
      location: `${area}, ${city}`,
      pricePesewas: Math.round(rng.int(unit.min, unit.max) / 50) * 50 * 100,
      description: rng.pick(DESCRIPTIONS),
      fate: UNIT_FATES[i % UNIT_FATES.length] ?? 'let',
    };
  });
  type Unit = (typeof units)[number];

  const tenancy = (
    unit: Unit | null,
    home: Unit,
    term: { start: string; months: number; billing: Billing },
    person: { name: string; phone: string },
    status: RentRecordsTable['status'],
    plan: Plan,
  ): Tenancy => {
    // Rents rise with the years: an older tenancy of the unit paid less.
    const yearsAgo = Math.max(0, daysBetween(term.start, today) / 365);
    const monthly = roundTo(home.pricePesewas * Math.max(0.5, 1 - 0.08 * yearsAgo), 10_00);
    const utility = rng.int(4, 40) * 10_00 + rng.pick([0, 50]);
    return {
      plan,
      row: {
        id: newId(),
        account_id: accountId,
        tenant_name: person.name,
        tenant_phone: person.phone,
        room_description: `${home.title}, ${home.location}`,
        rented_date: term.start,
        expiration_date: addMonthsClamped(term.start, term.months),
        months_rented: term.months,
        utility_pesewas: utility,
        monthly_price_pesewas: monthly,
        total_pesewas: term.months * monthly + utility,
        status,
        created_at: '',
        updated_at: '',
        apartment_id: unit?.id ?? null,
        billing: term.billing,
      },
    };
  };
  const newPerson = () => ({ name: ghanaianName(rng), phone: ghanaMobile(rng) });

  // The Active tenancies: each let unit's current one, covering today; some ending soon are renewed.
  const tenancies: Tenancy[] = [];
  /** Where each unit's history ends: the day before its oldest tenancy so far. */
  const historyEnds = new Map<string, string>();
  let current = 0;
  for (const unit of units) {
    if (unit.fate !== 'let' || tenancies.length >= counts.tenants) {
      historyEnds.set(unit.id, addDays(today, -rng.int(10, 150)));
      continue;
    }
    const billing = billingOf(current);
    const months = rng.pick(TERM_MONTHS[billing]);
    // A monthly tenant has at least two months to come, so one up to date still owes (Owing).
    const latest = billing === 'monthly' ? (months - 2) * 28 : months * 28 - 1;
    const start = addDays(today, -rng.int(0, latest));
    const plans = CURRENT_PLANS[billing];
    const person = newPerson();
    const plan = plans[current % plans.length] ?? 'settled';
    const held = tenancy(unit, unit, { start, months, billing }, person, 'Active', plan);
    current += 1;
    tenancies.push(held);
    historyEnds.set(unit.id, addDays(start, -rng.int(1, 40)));
    const ends = held.row.expiration_date;
    if (daysBetween(today, ends) <= 75 && rng.next() < 0.6 && tenancies.length < counts.tenants) {
      const renewal = { start: addDays(ends, 1), months, billing: 'advance' as const };
      tenancies.push(tenancy(unit, unit, renewal, person, 'Active', 'renewal'));
    }
  }

  // The older tenancies, Inactive, spread evenly over the units, each ending before the next began.
  const older = counts.tenants - tenancies.length;
  for (let i = 0; i < older; i += 1) {
    const unit = units[i % units.length] as Unit;
    const end = historyEnds.get(unit.id) ?? today;
    const billing = pastBillingOf(scale, i);
    const months = rng.pick(TERM_MONTHS[billing]);
    const start = addMonthsClamped(end, -months);
    const roll = rng.next();
    const plan: Plan = roll < 0.88 ? 'settled' : roll < 0.96 ? 'arrears' : 'credit';
    // A few old records name their room but no unit (entered before units were).
    const linked = rng.next() < 0.95 ? unit : null;
    tenancies.push(tenancy(linked, unit, { start, months, billing }, newPerson(), 'Inactive', plan));
    historyEnds.set(unit.id, addDays(start, -rng.int(1, 40)));
  }

  // Each unit shows its current tenancy as the service works it out (docs/ledger.md §2): Occupied by it,
  // or free with no tenant.
  const activeByUnit = new Map<string, UnitTenancy[]>();
  for (const { row } of tenancies) {
    if (row.status !== 'Active' || !row.apartment_id) continue;
    const held = activeByUnit.get(row.apartment_id) ?? [];
    held.push({
      id: row.id,
      apartmentId: row.apartment_id,
      tenantName: row.tenant_name,
      rentedDate: row.rented_date,
      expirationDate: row.expiration_date,
    });
    activeByUnit.set(row.apartment_id, held);
  }
  const occupant = new Map<string, string>();
  for (const [unitId, held] of activeByUnit) {
    held.sort((a, b) => (a.rentedDate < b.rentedDate ? -1 : 1));
    const shown = currentTenancyOf(held, today) ?? held[held.length - 1];
    if (shown) occupant.set(unitId, shown.tenantName);
  }

  const references = new Set<string>();
  const momo = (payerPhone: string, date: string) => {
    const network = networkOf(payerPhone);
    let reference = transactionId(rng, network, date);
    while (references.has(referenceKey(reference))) reference = transactionId(rng, network, date);
    references.add(referenceKey(reference));
    return { network, reference, payer_phone: payerPhone };
  };

  type Draft = Omit<PaymentsTable, 'created_at' | 'updated_at' | 'receipt_number' | 'voided_at'> & {
    voided: boolean;
  };
  const drafts: Draft[] = [];
  let momoCount = 0;
  for (const each of tenancies) {
    const { row } = each;
    const usual = pickMethod(rng);
    for (const planned of plannedPayments(rng, each, today)) {
      const method = rng.next() < 0.85 ? usual : pickMethod(rng);
      const isMomo = method === MOBILE_MONEY;
      const details = isMomo
        ? momo(rng.next() < 0.8 ? row.tenant_phone : ghanaMobile(rng), planned.date)
        : { network: null, reference: null, payer_phone: null };
      const draft: Draft = {
        id: newId(),
        account_id: accountId,
        tenant_id: row.id,
        tenant_name: row.tenant_name,
        amount_pesewas: planned.pesewas,
        method,
        date: planned.date,
        status: planned.status,
        request_key: null,
        ...details,
        recorded_by_id: SEED_ACTOR.id,
        recorded_by_name: SEED_ACTOR.name,
        voided_by_id: null,
        voided_by_name: null,
        void_reason: null,
        voided: false,
      };
      drafts.push(draft);
      if (isMomo) momoCount += 1;
      // Now and then one MoMo SMS was entered twice and the copy voided: its receipt stays, VOID.
      if (isMomo && momoCount % 97 === 0) {
        drafts.push({
          ...draft,
          id: newId(),
          voided_by_id: SEED_ACTOR.id,
          voided_by_name: SEED_ACTOR.name,
          void_reason: 'Entered twice: the same transfer is on another receipt.',
          voided: true,
        });
      }
    }
  }

  const stamp = secondStamps(now, units.length + tenancies.length + drafts.length + 10);
  const apartments: ApartmentsTable[] = units.map((unit) => {
    const tenant = occupant.get(unit.id);
    const status: ApartmentStatus = tenant
      ? 'Occupied'
      : unit.fate === 'Maintenance'
        ? 'Maintenance'
        : 'Available';
    const at = stamp();
    return {
      id: unit.id,
      account_id: accountId,
      title: unit.title,
      location: unit.location,
      price_pesewas: unit.pricePesewas,
      status,
      description: unit.description,
      tenant: tenant ?? '',
      created_at: at,
      updated_at: at,
    };
  });

  // Entered oldest first, so the newest-first list starts with the latest tenancies.
  const tenants = tenancies
    .map(({ row }) => row)
    .sort((a, b) => (a.rented_date < b.rented_date ? -1 : a.rented_date > b.rented_date ? 1 : 0))
    .map((row) => {
      const at = stamp();
      return { ...row, created_at: at, updated_at: at };
    });

  // Recorded in date order (a stable sort keeps a voided copy right after its original), so the
  // receipt numbers run 1…n in recording order and the newest-first list reads as a history.
  drafts.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const payments: PaymentsTable[] = drafts.map(({ voided, ...draft }, index) => {
    const at = stamp();
    return {
      ...draft,
      receipt_number: index + 1,
      voided_at: voided ? at : null,
      created_at: at,
      updated_at: at,
    };
  });
  const moneyReferences: MoneyReferencesTable[] = payments
    .filter((payment) => payment.reference !== null && payment.voided_at === null)
    .map((payment) => ({
      account_id: accountId,
      method: payment.method,
      reference_key: referenceKey(payment.reference ?? ''),
      receipt_number: payment.receipt_number,
      holder_id: payment.id,
    }));
  return { apartments, tenants, payments, moneyReferences };
}

/** The cached lists the seed fills (shared/constants DATA_KINDS). */
const SEEDED_LISTS: DataKind[] = ['apartments', 'tenants', 'payments'];

/**
 * Seeds one account's properties, tenants and payments together; skips when the account already has
 * any of them. The same transaction moves the account's list counters, so a server already running
 * on this database shows the seeded rows at once instead of a cached empty list.
 */
export const apartmentsSeeder: Seeder = {
  name: 'apartments',
  async run(db, scale, accountId): Promise<Record<string, number>> {
    if (await accountHasAny(db, accountId, ['apartments', 'rent_records', 'payments'])) return {};
    const { apartments, tenants, payments, moneyReferences } = apartmentSeedRows(scale, accountId);
    // One transaction: a failed seed leaves nothing behind, and SQLite writes it all at once.
    await db.transaction().execute(async (trx) => {
      await insertInBatches(trx, 'apartments', apartments);
      await insertInBatches(trx, 'rent_records', tenants);
      await insertInBatches(trx, 'payments', payments);
      await insertInBatches(trx, 'money_references', moneyReferences);
      // The series continues after the seeded receipts: the next payment recorded gets n + 1.
      await trx
        .insertInto('receipt_counters')
        .values({ account_id: accountId, last_number: payments.length })
        .onConflict((conflict) => conflict.column('account_id').doUpdateSet({ last_number: payments.length }))
        .execute();
      await bumpListVersions(trx, accountId, SEEDED_LISTS);
    });
    return {
      apartments: apartments.length,
      rent_records: tenants.length,
      payments: payments.length,
      money_references: moneyReferences.length,
    };
  },
};
