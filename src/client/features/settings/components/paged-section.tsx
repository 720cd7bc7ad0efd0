import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { InlineError } from '../../../components/ui/inline-error';
import { Pagination } from '../../../components/ui/pagination';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

/**
 * A list's one filter (`?{name}=`, one of `allowed`, else none) and page (`?page=`, from 1), kept in
 * the URL beside the settings tab. A new filter starts again at page 1.
 */
export function useFilterAndPage<T extends string>(name: string, allowed: readonly T[]) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(name) ?? '';
  const filter: T | '' = (allowed as readonly string[]).includes(requested) ? (requested as T) : '';
  const requestedPage = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(requestedPage) && requestedPage >= 1 ? requestedPage : 1;
  const update = (changes: { filter?: string; page?: number }) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (changes.filter !== undefined) {
        if (changes.filter) next.set(name, changes.filter);
        else next.delete(name);
        next.delete('page');
      }
      if (changes.page !== undefined) {
        if (changes.page > 1) next.set('page', String(changes.page));
        else next.delete('page');
      }
      return next;
    });
  return {
    filter,
    page,
    setFilter: (value: string) => update({ filter: value }),
    setPage: (value: number) => update({ page: value }),
  };
}

interface ServerPage<T> {
  items: T[];
  total: number;
  pageSize: number;
}

export interface PagedSectionProps<T> {
  /** The heading's id and text; the section is named by it. */
  headingId: string;
  heading: string;
  /** The filter beside the heading. */
  filter: ReactNode;
  query: UseQueryResult<ServerPage<T>>;
  page: number;
  onPageChange: (page: number) => void;
  loadingLabel: string;
  failedMessage: string;
  emptyMessage: string;
  /** `1 message`, `45 events`. */
  countText: (total: number) => string;
  paginationLabel: string;
  /** The page's items (dimmed while the next page loads). */
  children: (items: T[]) => ReactNode;
}

/**
 * A list paged on the server under a heading and its filter: loading, failure with Try again, empty,
 * the count, the items and the pages. A page past the end (an old link, or its last item gone) moves
 * to the last page.
 */
export function PagedSection<T>({
  headingId,
  heading,
  filter,
  query,
  page,
  onPageChange,
  loadingLabel,
  failedMessage,
  emptyMessage,
  countText,
  paginationLabel,
  children,
}: PagedSectionProps<T>) {
  const data = query.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const pastEnd = data !== undefined && !query.isPlaceholderData && page > pageCount;
  useEffect(() => {
    if (pastEnd) onPageChange(pageCount);
  }, [pastEnd, pageCount, onPageChange]);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {heading}
        </h2>
        {filter}
      </div>
      {query.isPending ? (
        <SkeletonBars count={3} label={loadingLabel} />
      ) : !data ? (
        <InlineError message={failedMessage}>
          <Button variant="secondary" onClick={() => query.refetch()}>
            Try again
          </Button>
        </InlineError>
      ) : data.items.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <>
          <p className="text-sm text-gray-700" aria-live="polite">
            {countText(data.total)}
          </p>
          <div className={cn(query.isPlaceholderData && 'opacity-70')}>{children(data.items)}</div>
        </>
      )}
      {data && pageCount > 1 ? (
        <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} label={paginationLabel} />
      ) : null}
    </section>
  );
}
