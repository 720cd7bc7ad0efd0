import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/inline-error';
import { SkeletonBars } from '../../../components/ui/skeleton';

export interface SectionBodyProps<T> {
  /** The section's query (a TanStack `useQuery` result fits). */
  query: { isPending: boolean; data: T | undefined; refetch: () => unknown };
  /** Read to screen readers while it loads. */
  loadingLabel: string;
  /** The red message when it failed to load, shown with 'Try again'. */
  failedMessage: string;
  skeletonCount?: number;
  children: (data: T) => ReactNode;
}

/** A section of a record page: bars while its data loads, an inline error with 'Try again', then its body. */
export function SectionBody<T>({
  query,
  loadingLabel,
  failedMessage,
  skeletonCount = 3,
  children,
}: SectionBodyProps<T>) {
  if (query.isPending) return <SkeletonBars count={skeletonCount} label={loadingLabel} />;
  if (query.data === undefined) {
    return (
      <InlineError message={failedMessage}>
        <Button variant="secondary" onClick={() => query.refetch()}>
          Try again
        </Button>
      </InlineError>
    );
  }
  return <>{children(query.data)}</>;
}
