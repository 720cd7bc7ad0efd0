import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api-client';
import { NOT_SAVED, useOnline } from '../../lib/connection';
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
  if (query.isPending && !online) {
    // Offline and never loaded here: nothing is coming until the connection is back (decision 144).
    return (
      <InlineError className={className} message={NOT_SAVED}>
        <LinkButton to={back.to} variant="secondary">
          {back.label}
        </LinkButton>
      </InlineError>
    );
  }
  if (query.isPending) {
    return <SkeletonBars count={skeletonCount} label={loadingLabel} className={className} />;
  }
  if (query.data !== undefined) return children(query.data);
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
