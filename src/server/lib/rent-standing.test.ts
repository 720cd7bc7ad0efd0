import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../shared/dates';
import {
  type CountedPayment,
  chargesBetween,
  chargesOf,
  standingForPaid,
  standingOf,
  type TenancyTerms,
} from './rent-standing';

const GHC = (cedis: number) => Math.round(cedis * 100);
const paid = (date: string, cedis: number, voided = false): CountedPayment => ({
  date,
  amountPesewas: GHC(cedis),
  voided,
});

/** A year in advance at ₵2,500 a month from 10 January 2026. */
const advanceYear: TenancyTerms = {
  rentedDate: '2026-01-10',
  noOfMonthsRented: 12,
  monthlyPricePesewas: GHC(2500),
  utilityPesewas: 0,
  totalPesewas: GHC(30000),
  billing: 'advance',
};

/** Six months, month by month, from the last day of January, with ₵200 of utility. */
const monthlyFromMonthEnd: TenancyTerms = {
  rentedDate: '2026-01-31',
  noOfMonthsRented: 6,
  monthlyPricePesewas: GHC(1000),
  utilityPesewas: GHC(200),
  totalPesewas: GHC(6200),
  billing: 'monthly',
};

describe('charges', () => {
  it('bills an advance tenancy its whole total on the start date', () => {
    expect(chargesOf(advanceYear)).toEqual([
      { dueDate: '2026-01-10', amountPesewas: GHC(30000), kind: 'total' },
    ]);
  });

  it('bills a monthly tenancy on the same day each month, clamped to short months', () => {
    expect(chargesOf(monthlyFromMonthEnd).map((charge) => [charge.dueDate, charge.kind])).toEqual([
      ['2026-01-31', 'utility'],
      ['2026-01-31', 'rent'],
      ['2026-02-28', 'rent'],
      ['2026-03-31', 'rent'],
      ['2026-04-30', 'rent'],
      ['2026-05-31', 'rent'],
      ['2026-06-30', 'rent'],
    ]);
  });

  it('counts from the leap day: 29 February falls back to 28 February in common years', () => {
    const leap = {
      ...monthlyFromMonthEnd,
      rentedDate: '2024-02-29',
      noOfMonthsRented: 13,
      utilityPesewas: 0,
    };
    const dates = chargesOf(leap).map((charge) => charge.dueDate);
    expect(dates.slice(0, 3)).toEqual(['2024-02-29', '2024-03-29', '2024-04-29']);
    expect(dates.at(-1)).toBe('2025-02-28');
  });
});

describe('standing of an advance tenancy', () => {
  it('owes nothing yet before it starts', () => {
    expect(standingOf(advanceYear, [], '2026-01-09')).toEqual({
      paid: 0,
      balance: GHC(30000),
      due: 0,
      arrears: 0,
      paidThrough: null,
      daysOverdue: 0,
      standing: 'Owing',
    });
  });

  it('is in arrears from the start date for what is unpaid, and paid through whole months', () => {
    expect(standingOf(advanceYear, [paid('2026-01-10', 10000)], '2026-02-01')).toEqual({
      paid: GHC(10000),
      balance: GHC(20000),
      due: GHC(30000),
      arrears: GHC(20000),
      paidThrough: '2026-05-09',
      daysOverdue: 22,
      standing: 'In arrears',
    });
  });

  it('a part-paid advance from 18 Sep 2026 is paid through 17 Feb 2027 and 69 days overdue on 26 Nov 2026', () => {
    // The case of issue 18 point 4 (docs/decisions/061-advance-standing-in-words.md): the advance
    // falls due whole on the start date, so what is unpaid of it is overdue since then, while what
    // was paid covers five whole months. Both figures are right; the screens say them in words.
    const terms: TenancyTerms = {
      rentedDate: '2026-09-18',
      noOfMonthsRented: 12,
      monthlyPricePesewas: GHC(600),
      utilityPesewas: GHC(100),
      totalPesewas: GHC(7300),
      billing: 'advance',
    };
    expect(standingOf(terms, [paid('2026-09-18', 3100)], '2026-11-26')).toEqual({
      paid: GHC(3100),
      balance: GHC(4200),
      due: GHC(7300),
      arrears: GHC(4200),
      paidThrough: '2027-02-17',
      daysOverdue: 69,
      standing: 'In arrears',
    });
    // On the start date itself the unpaid advance is due today (0 days overdue), not yet late.
    expect(standingOf(terms, [paid('2026-09-18', 3100)], '2026-09-18')).toMatchObject({
      arrears: GHC(4200),
      daysOverdue: 0,
    });
  });

  it('is settled when paid in full, paid through the last day of the term', () => {
    const standing = standingOf(advanceYear, [paid('2026-01-05', 30000)], '2026-03-01');
    expect(standing).toMatchObject({
      balance: 0,
      arrears: 0,
      standing: 'Settled',
      paidThrough: '2027-01-09',
    });
  });

  it('is in credit when paid more than the total; paid-through stops at the term', () => {
    const standing = standingOf(
      advanceYear,
      [paid('2026-01-05', 30000), paid('2026-06-01', 500.5)],
      '2026-07-01',
    );
    expect(standing).toMatchObject({
      paid: GHC(30500.5),
      balance: -GHC(500.5),
      arrears: 0,
      standing: 'In credit',
      paidThrough: '2027-01-09',
      daysOverdue: 0,
    });
  });

  it('leaves voided payments out and counts payments dated in the future', () => {
    const standing = standingOf(
      advanceYear,
      [paid('2026-01-10', 30000, true), paid('2026-12-31', 15000)],
      '2026-02-01',
    );
    expect(standing).toMatchObject({ paid: GHC(15000), arrears: GHC(15000), standing: 'In arrears' });
  });

  it('takes a date-time start as its day', () => {
    const standing = standingOf({ ...advanceYear, rentedDate: '2026-01-10T00:00:00.000Z' }, [], '2026-01-10');
    expect(standing).toMatchObject({ due: GHC(30000), daysOverdue: 0, standing: 'In arrears' });
  });
});

describe('standing of a monthly tenancy', () => {
  it('has the utility and the instalments fallen due so far due, across month ends', () => {
    const payments = [paid('2026-01-31', 200), paid('2026-01-31', 1000), paid('2026-02-28', 1000)];
    expect(standingOf(monthlyFromMonthEnd, payments, '2026-03-31')).toEqual({
      paid: GHC(2200),
      balance: GHC(4000),
      due: GHC(3200),
      arrears: GHC(1000),
      paidThrough: '2026-03-30',
      daysOverdue: 0,
      standing: 'In arrears',
    });
    expect(standingOf(monthlyFromMonthEnd, payments, '2026-04-05')).toMatchObject({
      due: GHC(3200),
      daysOverdue: 5,
    });
  });

  it('is owing, not in arrears, when every instalment so far is paid', () => {
    const payments = [paid('2026-01-31', 1200), paid('2026-02-27', 1000)];
    expect(standingOf(monthlyFromMonthEnd, payments, '2026-03-15')).toMatchObject({
      due: GHC(2200),
      arrears: 0,
      balance: GHC(4000),
      standing: 'Owing',
      daysOverdue: 0,
      paidThrough: '2026-03-30',
    });
  });

  it('settles the oldest instalment first: part of a month still counts from its own due date', () => {
    const noUtility = {
      ...monthlyFromMonthEnd,
      rentedDate: '2026-01-10',
      utilityPesewas: 0,
      totalPesewas: GHC(6000),
    };
    const standing = standingOf(noUtility, [paid('2026-01-10', 1500)], '2026-03-20');
    expect(standing).toMatchObject({
      due: GHC(3000),
      arrears: GHC(1500),
      // The February instalment (due 10 February) is the oldest still part unpaid.
      daysOverdue: 38,
      paidThrough: '2026-02-09',
    });
  });

  it('is not paid through any day while the utility is not covered', () => {
    expect(standingOf(monthlyFromMonthEnd, [paid('2026-01-31', 150)], '2026-02-01')).toMatchObject({
      paidThrough: null,
      arrears: GHC(1050),
      daysOverdue: 1,
    });
  });

  it('counts the whole leap-year term to its last, clamped, instalment', () => {
    const leap: TenancyTerms = {
      rentedDate: '2024-02-29',
      noOfMonthsRented: 12,
      monthlyPricePesewas: GHC(800),
      utilityPesewas: 0,
      totalPesewas: GHC(9600),
      billing: 'monthly',
    };
    const elevenMonths = [paid('2024-02-29', 8800)];
    expect(standingOf(leap, elevenMonths, '2025-01-29')).toMatchObject({ due: GHC(9600), arrears: GHC(800) });
    expect(standingOf(leap, elevenMonths, '2025-01-28')).toMatchObject({ due: GHC(8800), arrears: 0 });
    expect(standingOf(leap, elevenMonths, '2025-02-28')).toMatchObject({
      paidThrough: '2025-01-28',
      daysOverdue: 30,
      standing: 'In arrears',
    });
  });

  it('owes nothing before its start date', () => {
    expect(standingOf(monthlyFromMonthEnd, [], '2026-01-30')).toMatchObject({
      due: 0,
      arrears: 0,
      standing: 'Owing',
      daysOverdue: 0,
    });
  });
});

describe('the counted standing agrees with the charges listed one by one', () => {
  /** The rule of docs/ledger.md §1 written the slow way: list every charge, settle the oldest first. */
  function byCharges(terms: TenancyTerms, paid: number, today: string) {
    const charges = chargesOf(terms);
    const due = charges
      .filter((charge) => charge.dueDate <= today)
      .reduce((sum, charge) => sum + charge.amountPesewas, 0);
    const arrears = Math.max(0, due - paid);
    let left = paid;
    let daysOverdue = 0;
    for (const charge of charges) {
      if (left >= charge.amountPesewas) {
        left -= charge.amountPesewas;
        continue;
      }
      daysOverdue = charge.dueDate <= today ? daysBetween(charge.dueDate, today) : 0;
      break;
    }
    return { due, arrears, daysOverdue: arrears > 0 ? daysOverdue : 0 };
  }

  it('for 20,000 tenancies across month ends, leap years and every kind of payment', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 20_000; i += 1) {
      const start = addDays('2023-12-25', random(1200));
      const months = 1 + random(36);
      const monthly = random(5) * 25_000;
      const utility = random(3) * 10_000;
      const billing = random(3) === 0 ? 'advance' : 'monthly';
      const terms: TenancyTerms = {
        rentedDate: start,
        noOfMonthsRented: months,
        monthlyPricePesewas: monthly,
        utilityPesewas: utility,
        totalPesewas: utility + months * monthly,
        billing,
      };
      const today = addDays(start, random(1300) - 100);
      const paid = random(4) === 0 ? 0 : random(utility + months * monthly + 50_000);
      const counted = standingForPaid(terms, paid, today);
      expect(
        { due: counted.due, arrears: counted.arrears, daysOverdue: counted.daysOverdue },
        JSON.stringify({ terms, paid, today }),
      ).toEqual(byCharges(terms, paid, today));
    }
  });
});

describe('the charges of a period are the charges listed, cut to the period (decision 129)', () => {
  it('for 20,000 tenancies and periods across month ends, leap years and long terms', () => {
    let seed = 11;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 20_000; i += 1) {
      const start = addDays('2023-12-25', random(1200));
      const months = 1 + random(i % 50 === 0 ? 600 : 36);
      const monthly = random(5) * 25_000;
      const utility = random(3) * 10_000;
      const terms: TenancyTerms = {
        rentedDate: random(4) === 0 ? `${start}T00:00:00.000Z` : start,
        noOfMonthsRented: months,
        monthlyPricePesewas: monthly,
        utilityPesewas: utility,
        totalPesewas: utility + months * monthly,
        billing: random(3) === 0 ? 'advance' : 'monthly',
      };
      const from = addDays(start, random(1300) - 400);
      const to = addDays(from, random(400));
      expect(chargesBetween(terms, from, to), JSON.stringify({ terms, from, to })).toEqual(
        chargesOf(terms).filter((charge) => charge.dueDate >= from && charge.dueDate <= to),
      );
    }
  });

  it('answers nothing for a period before the start, and the start’s charges from it', () => {
    const terms: TenancyTerms = {
      rentedDate: '2026-01-31',
      noOfMonthsRented: 3,
      monthlyPricePesewas: 100_00,
      utilityPesewas: 20_00,
      totalPesewas: 320_00,
      billing: 'monthly',
    };
    expect(chargesBetween(terms, '2025-01-01', '2026-01-30')).toEqual([]);
    expect(chargesBetween(terms, '2026-01-31', '2026-02-28')).toEqual([
      { dueDate: '2026-01-31', amountPesewas: 20_00, kind: 'utility' },
      { dueDate: '2026-01-31', amountPesewas: 100_00, kind: 'rent' },
      { dueDate: '2026-02-28', amountPesewas: 100_00, kind: 'rent' },
    ]);
    expect(chargesBetween(terms, '2026-03-01', '2026-12-31')).toEqual([
      { dueDate: '2026-03-31', amountPesewas: 100_00, kind: 'rent' },
    ]);
  });
});
