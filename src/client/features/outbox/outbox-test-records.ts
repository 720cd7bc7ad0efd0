import {
  type OutboxDraft,
  type OutboxRecord,
  outboxRecords,
  queueRecord,
  saveRecord,
} from '../../lib/offline/outbox';

/**
 * Records for the outbox's component tests, queued as the forms queue them: a payment for Kofi
 * Boateng's tenancy, a remittance for a contract, and their refused versions.
 */

export const PAYMENT_DRAFT: OutboxDraft = {
  key: 'payment-key-1',
  kind: 'payment',
  url: '/api/apartment/add_payment',
  body: {
    tenant: 'tenancy-1',
    amountPaid: 500,
    Date: '2026-11-27',
    method: 'Mobile Money',
    network: 'MTN MoMo',
    reference: '1234567890',
  },
  summary: 'Kofi Boateng (A1)',
  subjectId: 'tenancy-1',
  amount: 500,
  date: '2026-11-27',
};

export const REMITTANCE_DRAFT: OutboxDraft = {
  key: 'remittance-key-1',
  kind: 'remittance',
  url: '/api/hire/remittances',
  body: { contractId: 'contract-1', date: '2026-11-28', amount: 120, method: 'Cash', note: '' },
  summary: 'GR 1234-24 · Yaw Asante',
  subjectId: 'contract-1',
  amount: 120,
  date: '2026-11-28',
};

/** Queues a record; with `refusal`, as the sender leaves one the server refused. */
export async function queueTestRecord(
  draft: OutboxDraft,
  refusal?: { status: number; message: string },
): Promise<OutboxRecord> {
  const record = await queueRecord(draft);
  if (!refusal) return record;
  const refused: OutboxRecord = { ...record, state: 'attention', error: refusal };
  await saveRecord(refused);
  return refused;
}

/** The signed-in user's records now (keys and states), for assertions. */
export const recordsNow = () => outboxRecords().map(({ key, state }) => ({ key, state }));
