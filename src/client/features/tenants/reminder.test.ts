import { describe, expect, it } from 'vitest';
import { canRemind, type ReminderSubject, reminderText } from './reminder';

const owing: ReminderSubject = {
  tenantName: 'Kojo Antwi',
  tenantPhone: '+233241112233',
  arrears: 1500.5,
  balance: 3000,
  daysOverdue: 1,
};

describe('reminderText', () => {
  it('names the arrears, how long overdue, the balance and the business', () => {
    expect(reminderText(owing, 'Mensah Properties')).toBe(
      'Hello Kojo Antwi, this is a friendly reminder from Mensah Properties that GHC 1,500.50 of your rent ' +
        'is overdue (1 day). Your balance is GHC 3,000.00. Kindly pay at your earliest convenience. Thank you.',
    );
    expect(reminderText({ ...owing, daysOverdue: 12 }, 'Mensah Properties')).toContain('(12 days)');
  });

  it('names the balance when nothing is overdue yet, and the landlord when the business has no name', () => {
    expect(reminderText({ ...owing, arrears: 0, daysOverdue: 0 }, ' ')).toBe(
      'Hello Kojo Antwi, this is a friendly reminder from your landlord that your rent balance is ' +
        'GHC 3,000.00. Kindly pay at your earliest convenience. Thank you.',
    );
  });
});

describe('canRemind', () => {
  it('needs a phone and money owed', () => {
    expect(canRemind(owing)).toBe(true);
    expect(canRemind({ ...owing, arrears: 0 })).toBe(true);
    expect(canRemind({ ...owing, tenantPhone: '' })).toBe(false);
    expect(canRemind({ ...owing, arrears: 0, balance: 0 })).toBe(false);
    expect(canRemind({ ...owing, arrears: 0, balance: -50 })).toBe(false);
  });
});
