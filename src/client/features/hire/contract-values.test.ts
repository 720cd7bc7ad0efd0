import { describe, expect, it } from 'vitest';
import { contractBody as contractBodySchema } from '../../../shared/schemas/hire';
import { testBoardRow, testContract, testRental, testWorkAndPay } from '../../test/hire-data';
import {
  amountPerPeriod,
  boardSuggestion,
  canRemindHirer,
  contractBody,
  contractFormValues,
  emptyContractValues,
  hireReminderText,
  rentalSummary,
  suggestedRemittance,
  terminationBody,
} from './contract-values';

describe('contract bodies (docs/hire.md §1)', () => {
  it('sends back each kind of stored contract as the shared schema accepts it', () => {
    for (const contract of [testContract(), testWorkAndPay(), testRental()]) {
      const body = contractBody(contractFormValues(contract), 'edit');
      expect(contractBodySchema.safeParse(body).success, contract.type).toBe(true);
    }
  });

  it('leaves out what the type does not take', () => {
    const rental = contractBody(contractFormValues(testRental()), 'edit');
    expect(rental).not.toHaveProperty('totalPrice');
    expect(rental).not.toHaveProperty('workingDays');
    expect(rental).toMatchObject({ frequency: 'daily', deposit: '500.00', endDate: '2026-03-08' });
    const weekly = contractBody(contractFormValues(testWorkAndPay()), 'edit');
    expect(weekly).not.toHaveProperty('deposit');
    expect(weekly).not.toHaveProperty('workingDays');
    expect(weekly).toMatchObject({ totalPrice: '52000.00', frequency: 'weekly' });
  });

  it('sends no status on add, and a termination date only when terminated', () => {
    const add = contractBody(emptyContractValues('2026-03-01'), 'add');
    expect(add).not.toHaveProperty('status');
    expect(add).not.toHaveProperty('terminatedOn');
    expect(add.workingDays).toEqual([1, 2, 3, 4, 5, 6]);
    expect(terminationBody(testContract(), '2026-03-10')).toMatchObject({
      status: 'terminated',
      terminatedOn: '2026-03-10',
    });
  });
});

describe('figures', () => {
  it('works out a rental’s days and total, the return day not charged', () => {
    expect(rentalSummary('2026-03-01', '2026-03-08', '300')).toEqual({ days: 7, total: 2100 });
    expect(rentalSummary('2026-02-27', '2026-03-01', '0.10')).toEqual({ days: 2, total: 0.2 });
    expect(rentalSummary('2026-03-01', '2026-03-01', '300')).toBeNull();
    expect(rentalSummary('2026-03-01', '', '300')).toBeNull();
    expect(rentalSummary('2026-03-01', '2026-03-04', '')).toEqual({ days: 3, total: null });
  });

  it('reads an amount per period', () => {
    expect(amountPerPeriod(testContract())).toBe('₵150.00 / day');
    expect(amountPerPeriod(testWorkAndPay())).toBe('₵1,000.00 / week');
    expect(amountPerPeriod({ amount: 1234.5, frequency: 'monthly' })).toBe('₵1,234.50 / month');
  });

  it('suggests one period of the arrears, else what falls due next, never more than the balance', () => {
    // ₵300 behind on ₵150 a day: the day's ₵150, not the whole arrears (decision 062).
    expect(suggestedRemittance(testContract())).toBe(150);
    expect(suggestedRemittance(testContract({ arrears: 100 }))).toBe(100);
    expect(suggestedRemittance(testContract({ arrears: 0 }))).toBe(150);
    expect(suggestedRemittance(testWorkAndPay())).toBe(1000);
    expect(suggestedRemittance(testWorkAndPay({ paid: 51_800 }))).toBe(200);
    expect(suggestedRemittance(testRental({ paid: 0, balance: 2100 }))).toBe(2100);
    expect(suggestedRemittance(testRental())).toBeNull();
    expect(suggestedRemittance(testContract({ arrears: 0, status: 'terminated' }))).toBeNull();
    expect(boardSuggestion(testBoardRow({ arrears: 450, due: 150 }))).toBe(150);
    expect(boardSuggestion(testBoardRow({ arrears: 450, due: 150, paidThatDay: 50 }))).toBe(100);
    expect(boardSuggestion(testBoardRow({ arrears: 450, due: 0 }))).toBe(150);
    expect(boardSuggestion(testBoardRow({ arrears: 0, due: 150 }))).toBe(150);
    expect(boardSuggestion(testBoardRow({ arrears: 0, due: 0 }))).toBeNull();
  });

  it('writes a reminder naming what is owed, the vehicle and the business', () => {
    expect(hireReminderText(testContract(), 'Mensah Fleet')).toBe(
      'Hello Kofi Boateng, this is a friendly reminder from Mensah Fleet that GHC 300.00 of your daily sales for GR 1234-21 is overdue. Kindly pay at your earliest convenience. Thank you.',
    );
    expect(hireReminderText(testWorkAndPay({ arrears: 1500 }), '')).toBe(
      'Hello Yaw Darko, this is a friendly reminder from the vehicle owner that GHC 1,500.00 of your work and pay for GT 5678-22 is overdue. Your balance is GHC 39,000.00. Kindly pay at your earliest convenience. Thank you.',
    );
  });

  it('reminds only a hirer with a phone who is behind, not one paying on time', () => {
    expect(canRemindHirer(testContract())).toBe(true);
    expect(canRemindHirer(testWorkAndPay())).toBe(false);
    expect(canRemindHirer(testWorkAndPay({ arrears: 1500 }))).toBe(true);
    expect(canRemindHirer(testContract({ hirer: { ...testContract().hirer, phone: '' } }))).toBe(false);
  });
});
