import { onlineManager } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import { callsTo, mockFetch } from '../../test/fetch-mock';
import { isApiError } from '../api-client';
import { type OutboxDraft, outboxRecords, setOutboxOwner } from './outbox';
import { sendOrQueue } from './send-or-queue';

const draft: OutboxDraft = {
  key: 'form-key-0000000000000001',
  kind: 'remittance',
  url: api.remittances,
  body: { contractId: 'c-1', amount: 150, method: 'Cash', date: '2026-11-28' },
  summary: 'GR 1234-21 · Kofi Boateng',
  subjectId: 'c-1',
  amount: 150,
  date: '2026-11-28',
};

describe('a form’s record: sent, or kept in the outbox (docs/offline.md §3)', () => {
  beforeEach(() => setOutboxOwner({ userId: 'user-1', accountId: 'account-1' }));

  it('sends it under the form’s key while online', async () => {
    const fetchMock = mockFetch({
      [`POST ${api.remittances}`]: { body: { _id: 'rem-1', receiptNumber: 'R-0001' } },
    });
    const result = await sendOrQueue(draft, 'Failed');
    expect(result.sent).toEqual({ _id: 'rem-1', receiptNumber: 'R-0001' });
    expect(
      new Headers(callsTo(fetchMock, 'POST', api.remittances)[0]?.init?.headers).get('idempotency-key'),
    ).toBe(draft.key);
    expect(outboxRecords()).toEqual([]);
  });

  it('keeps it at once while offline, sending nothing', async () => {
    const fetchMock = mockFetch({});
    onlineManager.setOnline(false);
    const result = await sendOrQueue(draft, 'Failed');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.queued).toMatchObject({ key: draft.key, state: 'waiting', owner: { userId: 'user-1' } });
    expect(outboxRecords()).toHaveLength(1);
  });

  it('keeps it under the same key when the answer never came (the server may have stored it)', async () => {
    const fetchMock = mockFetch({});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await sendOrQueue(draft, 'Failed');
    expect(result.queued?.key).toBe(draft.key);
  });

  it('throws a refusal for the form to show, keeping nothing', async () => {
    mockFetch({
      [`POST ${api.remittances}`]: { status: 422, body: { message: 'Amount must be more than 0' } },
    });
    const error = await sendOrQueue(draft, 'Failed').catch((caught: unknown) => caught);
    expect(isApiError(error) && error.message).toBe('Amount must be more than 0');
    expect(outboxRecords()).toEqual([]);
  });
});
