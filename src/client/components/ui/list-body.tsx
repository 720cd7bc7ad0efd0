import type { ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';

export interface ListBodyProps {
  /** The list's query (a TanStack `useQuery` result fits). */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The placeholder while the list loads (bars or cards). */
  skeleton: ReactNode;
  /** Nothing to show: no records, none matching, or the list failed to load. */
  isEmpty: boolean;
  emptyMessage: string;
  /** The rows and the paging. */
  children: ReactNode;
}

/** A list's body: the skeleton while loading, the empty state (with 'Try again' after a failed load), then the rows. */
export function ListBody({ query, skeleton, isEmpty, emptyMessage, children }: ListBodyProps) {
  if (query.isPending) return <>{skeleton}</>;
  if (isEmpty) {
    return (
      <EmptyState
        message={emptyMessage}
        action={
          query.isError ? (
            <Button variant="secondary" onClick={() => query.refetch()}>
              Try again
            </Button>
          ) : null
        }
      />
    );
  }
  return <>{children}</>;
}
