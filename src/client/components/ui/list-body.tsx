import type { ReactNode } from 'react';
import { NOT_SAVED, useOnline } from '../../lib/connection';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { InlineError } from './inline-error';
import { Pagination } from './pagination';

export interface ListBodyProps {
  /** The list's query (a TanStack `useQuery` result fits). */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The placeholder while the list loads (bars or cards). */
  skeleton: ReactNode;
  /** Nothing to show: no records, none matching, or the list failed to load. */
  isEmpty: boolean;
  emptyMessage: string;
  /**
   * The spec's red message for a list that failed to load (e.g. 'Error fetching vehicles'), shown
   * with 'Try again' instead of the rows. Without it a failed load shows the empty state.
   */
  errorMessage?: string;
  /** The rows and the paging. */
  children: ReactNode;
}

/** A list's body: the skeleton while loading, the error or empty state (with 'Try again' after a failed load), then the rows. */
export function ListBody({ query, skeleton, isEmpty, emptyMessage, errorMessage, children }: ListBodyProps) {
  const online = useOnline();
  // Offline and this page never loaded here: nothing is coming until the connection is back (decision 144).
  if (query.isPending && !online) return <EmptyState message={NOT_SAVED} />;
  if (query.isPending) return <>{skeleton}</>;
  const tryAgain = (
    <Button variant="secondary" onClick={() => query.refetch()}>
      Try again
    </Button>
  );
  if (query.isError && errorMessage) return <InlineError message={errorMessage}>{tryAgain}</InlineError>;
  if (isEmpty) return <EmptyState message={emptyMessage} action={query.isError ? tryAgain : null} />;
  return <>{children}</>;
}

/** What ServerListBody reads of a server-paged list (`useServerList`'s result fits). */
export interface PagedListState {
  query: ListBodyProps['query'];
  items: readonly unknown[];
  /** The page on screen, from 1. */
  page: number;
  /** How many rows match (the server's `total`). */
  total: number;
  pageSize: number;
  params: { setPage: (page: number) => void };
}

export interface ServerListBodyProps extends Omit<ListBodyProps, 'query' | 'isEmpty'> {
  list: PagedListState;
  /** The accessible name of the pager's navigation (e.g. 'Payment pages'). */
  pagesLabel: string;
}

/**
 * The body of a server-paged list screen (docs/lists.md): ListBody over the list's query, empty when
 * the page has no rows, then the rows and the pager (which writes the page to the URL).
 */
export function ServerListBody({ list, pagesLabel, children, ...body }: ServerListBodyProps) {
  return (
    <ListBody {...body} query={list.query} isEmpty={list.items.length === 0}>
      {children}
      <Pagination
        page={list.page}
        total={list.total}
        pageSize={list.pageSize}
        onPageChange={list.params.setPage}
        label={pagesLabel}
      />
    </ListBody>
  );
}
