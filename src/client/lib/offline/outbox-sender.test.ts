import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/paths';
import { callsTo, type MockReply, mockFetch } from '../../test/fetch-mock';
import { createTestQueryClient, testProfile } from '../../test/render';
import { type OutboxDraft, outboxRecords, queueRecord, reloadOutbox, setOutboxOwner } from './outbox';
import { onOutboxSent, type SentRecord, sendOutbox, startOutbox, waitAfter } from './outbox-sender';
import { readRecords } from './outbox-store';
import { PROFILE_KEY } from './saved-data';

const ama = { userId: 'user-1', accountId: 'account-1' };
let counter = 0;

function payment(amount: number): OutboxDraft {
  counter += 1;
  return {
    key: `key-${counter}-0000000000000000`,
    kind: 'payment',
    url: api.addPayment,
    body: { tenant: 'rr-1', amountPaid: amount, method: 'Cash', Date: '2026-11-28', status: 'Partial' },
    summary: 'Ama Mensah (A1)',
    subjectId: 'rr-1',
    amount,
    date: '2026-11-28',
  };
}

const keyOf = (call: { init?: RequestInit }) => new Headers(call.init?.headers).get('idempotency-key');

/** The server as the outbox meets it: each amount answers as `reply` says, else stored with a receipt. */
function server(reply: (amount: number) => MockReply | null = () => null) {
  let receipt = 40;
  return mockFetch({
    [`POST ${api.addPayment}`]: (init) => {
      const body = JSON.parse(String(init.body)) as { amountPaid: number };
      const special = reply(body.amountPaid);
      if (special) return special;
      receipt += 1;
      return {
        body: { _id: `pay-${receipt}`, receiptNumber: `00${receipt}` },
        headers: { 'X-Data-Changed': 'payments' },
      };
    },
  });
}

describe('sending the outbox (docs/offline.md §3)', () => {
  let sent: SentRecord[][];
  let stopListening: () => void;
  beforeEach(() => {
    setOutboxOwner(ama);
    sent = [];
    stopListening = onOutboxSent((round) => sent.push(round));
  });
  afterEach(() => {
    stopListening();
    vi.useRealTimers();
  });

  it('sends every waiting record in the order they were made, each under its own key, then empties the outbox', async () => {
    const fetchMock = server();
    const first = await queueRecord(payment(100));
    const second = await queueRecord(payment(200));
    const third = await queueRecord(payment(300));
    await sendOutbox();
    const calls = callsTo(fetchMock, 'POST', api.addPayment);
    expect(calls.map((call) => call.body.amountPaid)).toEqual([100, 200, 300]);
    expect(calls.map(keyOf)).toEqual([first.key, second.key, third.key]);
    expect(outboxRecords()).toEqual([]);
    expect(await readRecords()).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.map((item) => (item.answer as { receiptNumber: string }).receiptNumber)).toEqual([
      '0041',
      '0042',
      '0043',
    ]);
  });

  it('keeps a record that got no answer waiting, stops the round there, and waits longer after each try', async () => {
    let down = true;
    const fetchMock = mockFetch({});
    fetchMock.mockImplementation(async () => {
      if (down) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ _id: 'pay-1', receiptNumber: '0041' }), { status: 200 });
    });
    await queueRecord(payment(100));
    await queueRecord(payment(200));
    const before = Date.now();
    await sendOutbox();
    // One try: the second record was not tried behind the first that failed.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [waiting, behind] = outboxRecords();
    expect(waiting).toMatchObject({ state: 'waiting', attempts: 1, error: null });
    expect(waiting?.nextTryAt).toBeGreaterThanOrEqual(before + waitAfter(1));
    expect(behind).toMatchObject({ state: 'waiting', attempts: 0 });
    // No answer marks the app offline; nothing is tried until the connection is back.
    expect(onlineManager.isOnline()).toBe(false);
    await sendOutbox(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Back online: the wait is skipped and both go, in order.
    down = false;
    onlineManager.setOnline(true);
    await sendOutbox(true);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(outboxRecords()).toEqual([]);
  });

  it('waits 5 s, 10 s, 20 s, 40 s, then a minute between tries', () => {
    expect([1, 2, 3, 4, 5, 9].map(waitAfter)).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
  });

  it('keeps a record the server failed (5xx) waiting, to be tried again', async () => {
    const fetchMock = server((amount) =>
      amount === 100 ? { status: 503, body: { message: 'Down' } } : null,
    );
    await queueRecord(payment(100));
    await queueRecord(payment(200));
    await sendOutbox();
    expect(callsTo(fetchMock, 'POST', api.addPayment)).toHaveLength(1);
    expect(outboxRecords().map((record) => [record.amount, record.state, record.attempts])).toEqual([
      [100, 'waiting', 1],
      [200, 'waiting', 0],
    ]);
  });

  it('stops only a refused record (4xx), with the server’s message, and sends the others', async () => {
    const duplicate = 'Transaction ID MP-1 is already on receipt 0007';
    const fetchMock = server((amount) =>
      amount === 200 ? { status: 409, body: { message: duplicate } } : null,
    );
    await queueRecord(payment(100));
    await queueRecord(payment(200));
    await queueRecord(payment(300));
    await sendOutbox();
    expect(callsTo(fetchMock, 'POST', api.addPayment)).toHaveLength(3);
    expect(outboxRecords()).toMatchObject([
      { amount: 200, state: 'attention', error: { status: 409, message: duplicate } },
    ]);
    // A record needing attention is not sent again by itself.
    await sendOutbox(true);
    expect(callsTo(fetchMock, 'POST', api.addPayment)).toHaveLength(3);
    expect(sent.flat().map((item) => item.record.amount)).toEqual([100, 300]);
  });

  it('on a 401 keeps every record and signs the app out; after signing in again it goes on', async () => {
    let signedIn = false;
    const fetchMock = server(() => (signedIn ? null : { status: 401, body: { message: 'Please log in' } }));
    const client = createTestQueryClient();
    const profile = testProfile();
    client.setQueryData(PROFILE_KEY, profile);
    const stop = startOutbox(client);
    try {
      await queueRecord(payment(100));
      await queueRecord(payment(200));
      await vi.waitFor(() => expect(client.getQueryData(PROFILE_KEY)).toBeNull());
      await sendOutbox();
      expect(callsTo(fetchMock, 'POST', api.addPayment)).toHaveLength(1);
      expect(await readRecords()).toHaveLength(2);
      // Signed out, nothing shows or goes; the records stay on the device.
      await vi.waitFor(() => expect(outboxRecords()).toEqual([]));
      signedIn = true;
      client.setQueryData(PROFILE_KEY, profile);
      await vi.waitFor(() => expect(callsTo(fetchMock, 'POST', api.addPayment)).toHaveLength(3));
      await vi.waitFor(async () => expect(await readRecords()).toEqual([]));
    } finally {
      stop();
    }
  });

  it('shows and sends only the signed-in user’s records; another user’s stay on the device', async () => {
    const fetchMock = server();
    await queueRecord(payment(100));
    setOutboxOwner({ userId: 'user-2', accountId: 'account-1' });
    await queueRecord(payment(200));
    expect(outboxRecords().map((record) => record.amount)).toEqual([200]);
    await sendOutbox();
    expect(callsTo(fetchMock, 'POST', api.addPayment).map((call) => call.body.amountPaid)).toEqual([200]);
    setOutboxOwner(ama);
    await reloadOutbox();
    expect(outboxRecords().map((record) => record.amount)).toEqual([100]);
  });

  it('sends a record left "sending" by a reload under the same key (the server answers with the one it stored)', async () => {
    const fetchMock = server();
    const record = await queueRecord(payment(100));
    // A reload in the middle of sending: the record is on disk as 'sending', its answer never read.
    const { putRecord } = await import('./outbox-store');
    await putRecord({ ...record, state: 'sending' });
    await reloadOutbox();
    await sendOutbox();
    expect(callsTo(fetchMock, 'POST', api.addPayment).map(keyOf)).toEqual([record.key]);
    expect(outboxRecords()).toEqual([]);
  });

  it('two rounds asked for at once send each record once', async () => {
    const fetchMock = server();
    await queueRecord(payment(100));
    await queueRecord(payment(200));
    await Promise.all([sendOutbox(), sendOutbox(), sendOutbox(true)]);
    expect(callsTo(fetchMock, 'POST', api.addPayment).map((call) => call.body.amountPaid)).toEqual([
      100, 200,
    ]);
  });
});
