import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { authKeys } from '../features/auth';
import { testProfile } from '../test/render';
import { ApiError } from './api-client';
import { AUDIT_QUERY_ROOT, createQueryClient, refreshChangedData, shouldRetry } from './query-client';

function runMutation(
  client: ReturnType<typeof createQueryClient>,
  error: unknown,
  meta?: { toast?: boolean; toastAutoClose?: number },
) {
  return client
    .getMutationCache()
    .build(client, {
      mutationFn: () => Promise.reject(error),
      meta,
    })
    .execute(undefined)
    .catch(() => undefined);
}

describe('query client', () => {
  it('never retries client errors, retries others twice', () => {
    expect(shouldRetry(0, new ApiError(404, 'Not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'Please sign in'))).toBe(false);
    expect(shouldRetry(0, new ApiError(503, 'Down'))).toBe(true);
    expect(shouldRetry(1, new ApiError(0, 'Offline'))).toBe(true);
    expect(shouldRetry(2, new ApiError(0, 'Offline'))).toBe(false);
  });

  it('toasts a failed mutation once with its message, unless meta.toast is false', async () => {
    const client = createQueryClient();
    const error = vi.spyOn(toast, 'error');
    await runMutation(client, new ApiError(409, 'Email already in use'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      'Email already in use',
      expect.objectContaining({ toastId: 'Email already in use' }),
    );

    await runMutation(client, new ApiError(500, 'Hidden'), { toast: false });
    expect(error).toHaveBeenCalledTimes(1);

    await runMutation(client, new TypeError('boom'));
    expect(error).toHaveBeenLastCalledWith(
      'An unexpected error occurred. Please try again.',
      expect.anything(),
    );
  });

  it("logs a failed query, unless its meta expects that answer's status", async () => {
    const client = createQueryClient();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fail = (key: string, error: ApiError, expectedStatuses?: number[]) =>
      client
        .fetchQuery({
          queryKey: [key],
          queryFn: () => Promise.reject(error),
          retry: false,
          ...(expectedStatuses ? { meta: { expectedStatuses } } : {}),
        })
        .catch(() => undefined);
    await fail('expected', new ApiError(403, 'Forbidden'), [403, 409]);
    expect(warn).not.toHaveBeenCalled();
    await fail('other status', new ApiError(500, 'Down'), [403, 409]);
    await fail('no meta', new ApiError(403, 'Forbidden'));
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('signs the user out locally on a 401 while signed in', async () => {
    const client = createQueryClient();
    vi.spyOn(toast, 'error');
    client.setQueryData(authKeys.profile(), testProfile());
    await runMutation(client, new ApiError(401, 'Please sign in to continue'));
    expect(client.getQueryData(authKeys.profile())).toBeNull();
  });
});

describe('refreshChangedData', () => {
  /** Seeds one query under each root and answers which of them were marked stale. */
  function seeded() {
    const client = createQueryClient();
    const keys = [
      ['tenants', 'list'],
      ['tenants', 'detail', 't1'],
      ['payments', 'list'],
      ['vehicles', 'list'],
      ['users', 'list'],
      [AUDIT_QUERY_ROOT, 'page', { entity: '', page: 1, pageSize: 20 }],
      authKeys.profile(),
    ];
    for (const key of keys) client.setQueryData(key, []);
    const stale = () =>
      keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
    return { client, stale };
  }

  it('marks stale every query under the named roots and the audit log, nothing else', async () => {
    const { client, stale } = seeded();
    await refreshChangedData(client, ['tenants', 'payments']);
    expect(stale()).toEqual([
      '["tenants","list"]',
      '["tenants","detail","t1"]',
      '["payments","list"]',
      '["audit","page",{"entity":"","page":1,"pageSize":20}]',
    ]);
  });

  it('refreshes the profile (it carries the business name) when the account changed', async () => {
    const { client, stale } = seeded();
    await refreshChangedData(client, ['account']);
    expect(stale()).toEqual([
      '["audit","page",{"entity":"","page":1,"pageSize":20}]',
      JSON.stringify(authKeys.profile()),
    ]);
  });

  it('refreshes a query made of other kinds when a write names one of them (meta.refreshOn)', async () => {
    const client = createQueryClient();
    const feed = ['alerts', 'feed'];
    client.getQueryCache().build(client, { queryKey: feed, meta: { refreshOn: ['tenants', 'contracts'] } });
    client.setQueryData(feed, []);
    const isStale = () => client.getQueryState(feed)?.isInvalidated ?? false;

    await refreshChangedData(client, ['users']);
    expect(isStale()).toBe(false);
    await refreshChangedData(client, ['payments', 'contracts']);
    expect(isStale()).toBe(true);
  });
});
