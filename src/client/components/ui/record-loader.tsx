import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api-client';
import { NOT_SAVED, useOnline } from '../../lib/connection';
import { restoredNotRefreshed } from '../../lib/offline/restored';
import { Button } from './button';
import { InlineError } from './inline-error';
import { LinkButton } from './link-button';
import { SkeletonBars } from './skeleton';

/** The part of a query result the loader reads (a TanStack `useQuery` result fits). */
export interface RecordQuery<T> {
  isPending: boolean;
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
  /** When the answer was fetched: one restored from saved data waits for a fresh one. */
  dataUpdatedAt?: number;
}

export interface RecordLoaderProps<T> {
  query: RecordQuery<T>;
  /** Read to screen readers while the record loads. */
  loadingLabel: string;
  skeletonCount?: number;
  /** Width etc. of the skeleton and the error box. */
  className?: string;
  /** Shown when the server answered with a refusal (e.g. 404). */
  failedMessage: string;
  /** Shown when no answer came at all (offline); `failedMessage` when not given. */
  unreachableMessage?: string;
  /** Offer 'Try again' when no answer came (a refusal would only repeat). */
  retry?: boolean;
  back: { to: string; label: string };
  /** The screen's form, given the loaded record. */
  children: (record: T) => ReactNode;
}

/** An edit screen's body: a skeleton while the record loads, an inline error with a way back, then the form. */
export function RecordLoader<T>({
  query,
  loadingLabel,
  skeletonCount,
  className,
  failedMessage,
  unreachableMessage = failedMessage,
  retry = false,
  back,
  children,
}: RecordLoaderProps<T>) {
  const online = useOnline();
  // A form opened on a saved answer could write its old values back over newer ones: it waits for
  // the answer fetched again (docs/decisions/148-edit-forms-wait-for-fresh-data.md).
  const waiting = query.isPending || (restoredNotRefreshed(query) && !query.error);
  if (waiting && !online) {
    // Offline and never loaded here: nothing is coming until the connection is back (decision 144).
    return (
      <InlineError className={className} message={NOT_SAVED}>
        <LinkButton to={back.to} variant="secondary">
          {back.label}
        </LinkButton>
      </InlineError>
    );
  }
  if (waiting) {
    return <SkeletonBars count={skeletonCount} label={loadingLabel} className={className} />;
  }
  if (query.data !== undefined && !restoredNotRefreshed(query)) return children(query.data);
  // A refused answer (status > 0) versus a request that never got one (docs/screens.md §8).
  const answered = isApiError(query.error) && query.error.status > 0;
  return (
    <InlineError className={className} message={answered ? failedMessage : unreachableMessage}>
      <div className="flex flex-wrap gap-2">
        {retry && !answered ? (
          <Button variant="secondary" onClick={() => query.refetch()}>
            Try again
          </Button>
        ) : null}
        <LinkButton to={back.to} variant="secondary">
          {back.label}
        </LinkButton>
      </div>
    </InlineError>
  );
}
