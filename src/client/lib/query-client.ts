import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { type DataKind, MESSAGES } from '../../shared/constants';
// biome-ignore lint/style/noRestrictedImports: the auth public file brings the login screen, and a lib module every screen imports depending on it makes the bundler split the first bundle apart (decision 009).
import { authKeys } from '../features/auth/api/use-profile';
import { ApiError, messageOf, onDataChanged } from './api-client';
import { toast } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * The kinds of data a query is made of beside its key's root (the alert feed reads tenancies,
       * payments, contracts…): a write naming any of them refreshes it too.
       */
      refreshOn?: readonly DataKind[];
      /** Answers this query expects and its screen reads (Settings → Backups' 403 and 409): not logged. */
      expectedStatuses?: readonly number[];
    };
    mutationMeta: {
      /** `false`: the screen shows this mutation's errors itself; no global toast. */
      toast?: boolean;
      /** Auto-close delay of the error toast (default: the ToastContainer's 3000 ms). */
      toastAutoClose?: number;
    };
  }
}

const MAX_RETRIES = 2;

/** Client errors (4xx) are answers, not hiccups: never retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

function isUnauthorized(error: unknown) {
  return error instanceof ApiError && error.status === 401;
}

/**
 * The one place API errors are handled:
 * - a 401 while signed in clears the profile; the signed-in area then sends the visitor to '/';
 * - a failed query is logged (the screen shows its empty or error state);
 * - a failed mutation is toasted once, with the ApiError message, unless its meta says `toast: false`.
 */
export function createQueryClient(): QueryClient {
  const signOutLocally = () => {
    if (client.getQueryData(authKeys.profile())) client.setQueryData(authKeys.profile(), null);
  };

  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorized(error)) {
          signOutLocally();
          return;
        }
        if (error instanceof ApiError && query.meta?.expectedStatuses?.includes(error.status)) return;
        console.warn(`Request for ${JSON.stringify(query.queryKey)} failed:`, error.message);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (isUnauthorized(error)) signOutLocally();
        const meta = mutation.meta;
        if (meta?.toast === false) return;
        const message = messageOf(error, MESSAGES.fallbackGeneric);
        toast.error(message, { toastId: message, autoClose: meta?.toastAutoClose });
      },
    }),
    defaultOptions: {
      // 'offlineFirst': the first try is always made (so 'Try again' tries, and a request the server
      // would answer is not held back by a stale offline mark); only retries wait for the connection
      // (docs/decisions/145-offline-state.md).
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
  });
  return client;
}

/** The root of the audit log's query keys: any write may add an event to it. */
export const AUDIT_QUERY_ROOT = 'audit';

/**
 * Marks stale, and refetches where shown, every query under the roots the server named in a write's
 * `X-Data-Changed` (each kind is a query-key root), plus the audit log, and every query whose
 * `meta.refreshOn` names one of them. A change to the account refreshes the profile too, which
 * carries the business name.
 */
export async function refreshChangedData(client: QueryClient, kinds: readonly DataKind[]): Promise<void> {
  const roots: readonly (readonly unknown[])[] = [
    ...kinds.map((kind) => [kind]),
    [AUDIT_QUERY_ROOT],
    ...(kinds.includes('account') ? [authKeys.profile()] : []),
  ];
  await Promise.all([
    ...roots.map((queryKey) => client.invalidateQueries({ queryKey })),
    client.invalidateQueries({
      predicate: (query) => query.meta?.refreshOn?.some((kind) => kinds.includes(kind)) ?? false,
    }),
  ]);
}

/**
 * The one place data-changed answers are turned into refreshes: a mutation hook only stores the
 * record it saved, and never lists which other data its write touched (the server says so).
 * Returns the unsubscribe function (the Providers component subscribes its client while mounted).
 */
export function refreshOnDataChanges(client: QueryClient): () => void {
  return onDataChanged((kinds) => {
    void refreshChangedData(client, kinds);
  });
}

/** The app's client. Tests create their own with createQueryClient(). */
export const queryClient = createQueryClient();
