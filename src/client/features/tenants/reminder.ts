import { formatGhc } from '../../../shared/money';

/** What a rent reminder says about a tenancy: who, and what is owed. */
export interface ReminderSubject {
  tenantName: string;
  tenantPhone: string;
  arrears: number;
  balance: number;
  daysOverdue: number;
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/**
 * The polite WhatsApp reminder (docs/ledger.md §4–5): the arrears and how long overdue when there are
 * some, else the balance still owed, and who sends it.
 */
export function reminderText(subject: ReminderSubject, business: string): string {
  const sender = business.trim() || 'your landlord';
  const greeting = `Hello ${subject.tenantName}, this is a friendly reminder from ${sender}`;
  const owed =
    subject.arrears > 0
      ? ` that ${formatGhc(subject.arrears)} of your rent is overdue${
          subject.daysOverdue > 0 ? ` (${days(subject.daysOverdue)})` : ''
        }. Your balance is ${formatGhc(subject.balance)}.`
      : ` that your rent balance is ${formatGhc(subject.balance)}.`;
  return `${greeting}${owed} Kindly pay at your earliest convenience. Thank you.`;
}

/** Whether there is anything to remind the tenant of (money owed, and a phone to send it to). */
export function canRemind(subject: ReminderSubject): boolean {
  return subject.tenantPhone.trim() !== '' && (subject.arrears > 0 || subject.balance > 0);
}
