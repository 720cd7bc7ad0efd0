import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import {
  ApiError,
  apiDelete,
  apiGet,
  apiPost,
  apiPut,
  changedKinds,
  DEFAULT_ERROR_MESSAGE,
  download,
  errorMessage,
  newRequestKey,
  onDataChanged,
} from './api-client';

describe('errorMessage (docs/screens.md §8)', () => {
  it("uses the body's message first", () => {
    expect(errorMessage({ message: 'Email already used', error: 'Conflict' }, 'fallback')).toBe(
      'Email already used',
    );
  });

  it('uses the error field when there is no message', () => {
    expect(errorMessage({ error: 'Bad Request' }, 'fallback')).toBe('Bad Request');
    expect(errorMessage({ message: '  ', error: 'Bad Request' }, 'fallback')).toBe('Bad Request');
  });

  it('falls back to the caller’s text, else the default', () => {
    expect(errorMessage({ status: 500 }, 'Update failed')).toBe('Update failed');
    expect(errorMessage(undefined, 'Update failed')).toBe('Update failed');
    expect(errorMessage('<html>', undefined)).toBe('An unexpected error occurred. Please try again.');
    expect(DEFAULT_ERROR_MESSAGE).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('request', () => {
  it('throws an ApiError with status, message and field errors', async () => {
    mockFetch({
      'POST /api/login': {
        status: 400,
        body: {
          message: 'Invalid input',
          errors: [{ path: 'email', message: 'Enter a valid email address' }],
        },
      },
    });
    const error = await apiPost('/api/login', { email: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input',
      fieldErrors: [{ path: 'email', message: 'Enter a valid email address' }],
    });
  });

  it('uses the fallback for a body without message or error (e.g. an HTML 502 page)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(apiGet('/api/x', { fallback: 'Failed to load data' })).rejects.toMatchObject({
      status: 502,
      message: 'Failed to load data',
    });
  });

  it('reports an unreachable server as status 0 with the fallback', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiGet('/api/x')).rejects.toMatchObject({ status: 0, message: DEFAULT_ERROR_MESSAGE });
  });

  it('sends JSON with the session cookie; state-changing calls always carry a JSON body', async () => {
    const fetchMock = mockFetch({
      'GET /api/view/profile_info': { body: { name: 'Ama' } },
      'POST /api/logout': { body: { message: 'Logged out' } },
      'DELETE /api/delete/user/7': { body: { message: 'User removed' } },
    });
    await expect(apiGet('/api/view/profile_info')).resolves.toEqual({ name: 'Ama' });
    await apiPost('/api/logout');
    await apiDelete('/api/delete/user/7');
    const [get, post, del] = fetchMock.mock.calls.map(([, init]) => init);
    expect(get).toMatchObject({ method: 'GET', credentials: 'same-origin', body: undefined });
    expect(get?.headers).not.toHaveProperty('Content-Type');
    expect(post).toMatchObject({
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(del).toMatchObject({
      method: 'DELETE',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('sends a DELETE its JSON body when given one (a void reason), else {}', async () => {
    const fetchMock = mockFetch({
      'DELETE /api/apartment/delete_payment/p1': { body: { message: 'Voided' } },
    });
    await apiDelete('/api/apartment/delete_payment/p1', { body: { reason: 'Entered twice' } });
    await apiDelete('/api/apartment/delete_payment/p1');
    const [withReason, bare] = fetchMock.mock.calls.map(([, init]) => init);
    expect(withReason).toMatchObject({
      method: 'DELETE',
      body: '{"reason":"Entered twice"}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(bare).toMatchObject({ method: 'DELETE', body: '{}' });
  });

  it('sends the extra headers it is given, without letting them replace the JSON ones', async () => {
    const fetchMock = mockFetch({ 'POST /api/apartment/add_payment': { body: { _id: 'p1' } } });
    await apiPost(
      '/api/apartment/add_payment',
      { amountPaid: 5 },
      {
        headers: { 'idempotency-key': 'abc123abc123abc123', Accept: 'text/html' },
      },
    );
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({
      'idempotency-key': 'abc123abc123abc123',
      Accept: 'application/json',
      'Content-Type': 'application/json',
    });
  });
});

describe('newRequestKey', () => {
  it('makes a different 32-character hex key each time', () => {
    const keys = new Set(Array.from({ length: 100 }, newRequestKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('download', () => {
  it('saves the fetched file under the given name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Blob(['xlsx bytes']), { status: 200 })),
    );
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    await download('/api/export/tenants', 'Tenants_List.xlsx');
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(clicked).toEqual([{ href: 'blob:export', download: 'Tenants_List.xlsx' }]);
  });

  it('throws the server message when the export fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(403, { message: 'You do not have permission to do this' })),
    );
    await expect(download('/api/export/tenants', 'Tenants_List.xlsx')).rejects.toMatchObject({
      status: 403,
      message: 'You do not have permission to do this',
    });
  });
});

describe('X-Data-Changed', () => {
  it('reads the kinds a write changed, ignoring names it does not know', () => {
    expect(changedKinds(new Headers({ 'X-Data-Changed': 'tenants, payments' }))).toEqual([
      'tenants',
      'payments',
    ]);
    expect(changedKinds(new Headers({ 'x-data-changed': 'vehicles,maintenance,ledgers' }))).toEqual([
      'vehicles',
      'maintenance',
    ]);
    expect(changedKinds(new Headers())).toEqual([]);
  });

  it('tells the listeners after a successful write, never after a read or a refused write', async () => {
    const changed = { 'X-Data-Changed': 'tenants, payments' };
    mockFetch({
      'PUT /api/edit/rent_record/t1': { body: { data: { _id: 't1' } }, headers: changed },
      'GET /api/view/rent_records': { body: [], headers: changed },
      'DELETE /api/delete/rent_record/t2': { status: 409, body: { message: 'In use' }, headers: changed },
      'POST /api/logout': { body: { message: 'Logged out' } },
    });
    const heard: string[][] = [];
    const stop = onDataChanged((kinds) => heard.push(kinds));
    try {
      await apiGet('/api/view/rent_records');
      await apiDelete('/api/delete/rent_record/t2').catch(() => undefined);
      await apiPost('/api/logout');
      expect(heard).toEqual([]);
      await expect(apiPut('/api/edit/rent_record/t1', {})).resolves.toEqual({ data: { _id: 't1' } });
      expect(heard).toEqual([['tenants', 'payments']]);
    } finally {
      stop();
    }
    await apiPut('/api/edit/rent_record/t1', {});
    expect(heard).toHaveLength(1);
  });
});
