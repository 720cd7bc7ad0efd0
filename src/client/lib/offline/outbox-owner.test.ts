import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/paths';
import { createTestQueryClient, testProfile } from '../../test/render';
import { outboxRecords, queueRecord, setOutboxOwner } from './outbox';
import { followSignedInUser } from './outbox-owner';
import { PROFILE_KEY } from './saved-data';

const draft = (amount: number, key: string) => ({
  key,
  kind: 'payment' as const,
  url: api.addPayment,
  body: { tenant: 'rr-1', amountPaid: amount },
  summary: 'Ama Mensah (A1)',
  subjectId: 'rr-1',
  amount,
  date: '2026-11-28',
});

describe('following the signed-in user, before the sender comes (docs/decisions/179-opening-code-in-fewer-files.md)', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('shows the records of whoever signs in, and none once signed out, without sending anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    setOutboxOwner({ userId: 'user-1', accountId: 'account-1' });
    await queueRecord(draft(100, 'key-ama-0000000000000000'));
    setOutboxOwner({ userId: 'user-2', accountId: 'account-1' });
    await queueRecord(draft(200, 'key-kofi-000000000000000'));
    setOutboxOwner(null);
    expect(outboxRecords()).toEqual([]);

    const client = createTestQueryClient();
    client.setQueryData(PROFILE_KEY, testProfile());
    stop = followSignedInUser(client);
    await vi.waitFor(() => expect(outboxRecords().map((record) => record.amount)).toEqual([100]));

    client.setQueryData(PROFILE_KEY, null);
    await vi.waitFor(() => expect(outboxRecords()).toEqual([]));
    client.setQueryData(PROFILE_KEY, testProfile({ _id: 'user-2' }));
    await vi.waitFor(() => expect(outboxRecords().map((record) => record.amount)).toEqual([200]));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
