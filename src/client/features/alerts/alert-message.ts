import { ALERT_MODULE_OF } from '../../../shared/reminders';
import type { Alert } from '../../../shared/schemas/reminders';

/**
 * The person an alert is about, to greet: the tenant of a tenancy (its label); the hirer or driver
 * after the registration in a hire or licence alert's label (`GR 1234-20 · Kofi Boateng`). Papers and
 * service alerts are about a vehicle (`GR 1234-20 · Toyota Corolla`), not a person: null.
 */
export function alertPerson({ kind, subject }: Pick<Alert, 'kind' | 'subject'>): string | null {
  if (kind === 'lease_expiry' || kind === 'rent_arrears') return subject.label.trim() || null;
  if (kind === 'hire_arrears' || kind === 'licence_expiry') {
    const name = subject.label.split(' · ').at(-1)?.trim();
    return name || null;
  }
  return null;
}

/** What to ask for, by kind of alert. */
const ASKS: Record<Alert['kind'], string> = {
  lease_expiry: 'Please contact us about renewing your lease.',
  rent_arrears: 'Kindly pay at your earliest convenience.',
  hire_arrears: 'Kindly pay at your earliest convenience.',
  licence_expiry: 'Please renew it and send us a copy.',
  document_expiry: 'Please bring the vehicle in so we can renew them.',
  document_missing: 'Please bring the vehicle papers in.',
  service_due: 'Please bring the vehicle in for its service.',
  // The server's own alerts have no person to write to (no phone): never sent.
  backup_failed: '',
  backup_missing: '',
  // Online payments are news for the business, and a differing amount is checked in the office first.
  rent_paid_online: '',
  hire_paid_online: '',
  rent_online_amount_differs: '',
  hire_online_amount_differs: '',
};

/**
 * The WhatsApp message for an alert's person, sent by hand: a greeting, who writes, the alert as
 * the feed words it, what to do, thanks. Money keeps the cedi sign (WhatsApp is not an SMS).
 */
export function alertWhatsAppText(alert: Pick<Alert, 'kind' | 'subject' | 'message'>, business: string) {
  const person = alertPerson(alert);
  const sender =
    business.trim() || (ALERT_MODULE_OF[alert.kind] === 'apartments' ? 'your landlord' : 'the vehicle owner');
  const greeting = person ? `Hello ${person}, this is ${sender}.` : `Hello, this is ${sender}.`;
  const fact = alert.message.trim().replace(/\.$/, '');
  return `${greeting} ${fact}. ${ASKS[alert.kind]} Thank you.`;
}
