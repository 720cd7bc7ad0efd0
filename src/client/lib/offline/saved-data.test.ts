import 'fake-indexeddb/auto';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../shared/schemas/auth';
import { apartmentKeys } from '../../features/apartments/api/apartment-keys';
import { authKeys } from '../../features/auth';
import { remittanceKeys } from '../../features/hire/api/remittance-keys';
import { paymentKeys } from '../../features/payments/api/payment-keys';
import { receiptKeys } from '../../features/receipts/api/receipt-keys';
import { auditKeys } from '../../features/settings/api/audit-keys';
import { businessKeys } from '../../features/settings/api/business-keys';
import { tenantKeys } from '../../features/tenants/api/tenant-keys';
import { vehicleViewKeys } from '../../features/vehicle-papers/api/vehicle-view-keys';
import { createTestQueryClient, testProfile } from '../../test/render';
import {
  clearSavedData,
  isOfflineReadable,
  keepSavedData,
  restoreSavedData,
  SAVE_DELAY_MS,
  saveNow,
  snapshotJson,
} from './saved-data';
import { clearSaved, readSaved } from './store';

const ama = testProfile();
const kofi = testProfile({
  _id: 'user-2',
  name: 'Kofi Boateng',
  account: { _id: 'account-1', name: 'Mensah Properties' },
});

const firstPayments = paymentKeys.page({ page: 1, pageSize: 8 });
const secondPayments = paymentKeys.page({ page: 2, pageSize: 8 });

function signedIn(profile: Profile | null = ama): QueryClient {
  const client = createTestQueryClient();
  client.setQueryData(authKeys.profile(), profile);
  return client;
}

/** What the store holds, parsed: the owner and the saved query keys. */
async function saved() {
  const record = await readSaved();
  if (!record) return null;
  const { queries } = JSON.parse(record.json) as { queries: { queryKey: unknown[] }[] };
  return { owner: record.owner, keys: queries.map((query) => query.queryKey) };
}

beforeEach(async () => {
  await clearSaved();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('which answers are kept for reading offline', () => {
  it('keeps the profile, first pages without a search, dashboards, detail pages, the board and receipts', () => {
    const kept = [
      authKeys.profile(),
      firstPayments,
      paymentKeys.page({ page: 1, pageSize: 8, filters: { status: 'Completed' } }),
      vehicleViewKeys.compliancePage({ page: 1, pageSize: 10 }),
      apartmentKeys.dashboard(),
      tenantKeys.detail('t1'),
      tenantKeys.ledger('t1'),
      remittanceKeys.board('2026-11-28'),
      receiptKeys.detail('p1'),
      receiptKeys.remittance('r1'),
      vehicleViewKeys.costs('v1'),
    ];
    for (const key of kept) expect(isOfflineReadable(key), JSON.stringify(key)).toBe(true);
  });

  it('leaves out later pages, searches, settings, the audit log and the setup status', () => {
    const left = [
      secondPayments,
      paymentKeys.page({ page: 1, pageSize: 8, q: 'Ama' }),
      businessKeys.settings(),
      auditKeys.page({ entity: '', page: 1, pageSize: 10 }),
      authKeys.setupStatus(),
      ['search', 'Ama'],
    ];
    for (const key of left) expect(isOfflineReadable(key), JSON.stringify(key)).toBe(false);
  });
});

describe('the cap', () => {
  it('drops the oldest answers first and always keeps the profile', () => {
    const client = signedIn();
    const big = 'x'.repeat(10_000);
    client.setQueryData(tenantKeys.detail('old'), { big }, { updatedAt: 1_000 });
    client.setQueryData(tenantKeys.detail('middle'), { big }, { updatedAt: 2_000 });
    client.setQueryData(tenantKeys.detail('new'), { big }, { updatedAt: 3_000 });
    const json = snapshotJson(client, 25_000);
    const keys = (JSON.parse(json) as { queries: { queryKey: unknown[] }[] }).queries.map((q) => q.queryKey);
    expect(keys).toEqual([authKeys.profile(), tenantKeys.detail('new'), tenantKeys.detail('middle')]);
    expect(json.length).toBeLessThanOrEqual(25_000 + 40);
  });
});

describe('saving and restoring', () => {
  it('restores what the signed-in user saw into a new cache, and only that', async () => {
    const client = signedIn();
    const stop = keepSavedData(client);
    client.setQueryData(firstPayments, { items: [{ _id: 'p1' }], total: 1 });
    client.setQueryData(secondPayments, { items: [{ _id: 'p9' }], total: 9 });
    client.setQueryData(businessKeys.settings(), { name: 'Mensah Properties' });
    client.setQueryData(tenantKeys.ledger('t1'), { tenancy: { _id: 't1' } });
    await saveNow(client);
    stop();

    const stored = await saved();
    expect(stored?.owner).toEqual({ userId: 'user-1', accountId: 'account-1' });
    expect(stored?.keys).toHaveLength(3);

    const later = createTestQueryClient();
    await restoreSavedData(later);
    expect(later.getQueryData(authKeys.profile())).toEqual(ama);
    expect(later.getQueryData(firstPayments)).toEqual({ items: [{ _id: 'p1' }], total: 1 });
    expect(later.getQueryData(tenantKeys.ledger('t1'))).toEqual({ tenancy: { _id: 't1' } });
    expect(later.getQueryData(secondPayments)).toBeUndefined();
    // Shown at once, but asked again: the session may be another user's now.
    expect(later.getQueryState(authKeys.profile())?.isInvalidated).toBe(true);
    expect(later.getQueryData(businessKeys.settings())).toBeUndefined();
  });

  it('saves a second after a change, without being asked', async () => {
    const client = signedIn();
    const stop = keepSavedData(client);
    client.setQueryData(tenantKeys.detail('t1'), { _id: 't1' });
    expect(await readSaved()).toBeNull();
    await vi.waitFor(async () => expect((await saved())?.keys).toContainEqual(tenantKeys.detail('t1')), {
      timeout: SAVE_DELAY_MS + 2_000,
    });
    stop();
  });

  it('saves nothing when nobody is signed in', async () => {
    const client = signedIn(null);
    const stop = keepSavedData(client);
    client.setQueryData(tenantKeys.detail('t1'), { _id: 't1' });
    await saveNow(client);
    expect(await readSaved()).toBeNull();
    stop();
  });

  it('clears everything when the profile turns null (signed out, or the session ended)', async () => {
    const client = signedIn();
    const stop = keepSavedData(client);
    client.setQueryData(tenantKeys.detail('t1'), { _id: 't1' });
    await saveNow(client);
    expect(await readSaved()).not.toBeNull();

    client.setQueryData(authKeys.profile(), null);
    await vi.waitFor(async () => expect(await readSaved()).toBeNull());
    expect(client.getQueryData(tenantKeys.detail('t1'))).toBeUndefined();
    await saveNow(client);
    expect(await readSaved()).toBeNull();
    stop();
  });

  it("drops the previous user's data, in memory and stored, when another user signs in", async () => {
    const client = signedIn();
    const stop = keepSavedData(client);
    client.setQueryData(tenantKeys.detail('t1'), { _id: 't1' });
    await saveNow(client);

    client.setQueryData(authKeys.profile(), kofi);
    await vi.waitFor(() => expect(client.getQueryData(tenantKeys.detail('t1'))).toBeUndefined());
    await vi.waitFor(async () => expect(await readSaved()).toBeNull());
    client.setQueryData(tenantKeys.detail('t2'), { _id: 't2' });
    await saveNow(client);
    const stored = await saved();
    expect(stored?.owner.userId).toBe('user-2');
    expect(stored?.keys).not.toContainEqual(tenantKeys.detail('t1'));
    stop();
  });

  it("a restored cache whose session turns out to be another user's loses the restored data", async () => {
    const client = signedIn();
    const stop = keepSavedData(client);
    client.setQueryData(tenantKeys.detail('t1'), { _id: 't1' });
    await saveNow(client);
    stop();

    const later = createTestQueryClient();
    await restoreSavedData(later);
    const keep = keepSavedData(later);
    expect(later.getQueryData(tenantKeys.detail('t1'))).toEqual({ _id: 't1' });
    later.setQueryData(authKeys.profile(), kofi);
    await vi.waitFor(() => expect(later.getQueryData(tenantKeys.detail('t1'))).toBeUndefined());
    keep();
  });

  it('clearSavedData empties the store', async () => {
    const client = signedIn();
    const stop = keepSavedData(client);
    client.setQueryData(tenantKeys.detail('t1'), { _id: 't1' });
    await saveNow(client);
    await clearSavedData(client);
    expect(await readSaved()).toBeNull();
    stop();
  });

  it('does not save a failed query', async () => {
    const client = signedIn();
    const stop = keepSavedData(client);
    await client
      .fetchQuery({ queryKey: tenantKeys.detail('gone'), queryFn: () => Promise.reject(new Error('404')) })
      .catch(() => undefined);
    await saveNow(client);
    expect((await saved())?.keys).toEqual([authKeys.profile()]);
    stop();
  });
});
