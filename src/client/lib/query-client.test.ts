import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { authKeys } from '../features/auth/api/use-profile';
import { testProfile } from '../test/render';
import { ApiError } from './api-client';
import { createQueryClient, shouldRetry } from './query-client';

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

  it('signs the user out locally on a 401 while signed in', async () => {
    const client = createQueryClient();
    vi.spyOn(toast, 'error');
    client.setQueryData(authKeys.profile(), testProfile());
    await runMutation(client, new ApiError(401, 'Please sign in to continue'));
    expect(client.getQueryData(authKeys.profile())).toBeNull();
  });
});
