import { cn } from '../../lib/cn';
import { visiblePages } from '../../lib/paging';

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  /** How many pages there are; or give the server's `total` and the `pageSize` instead. */
  pageCount?: number;
  /** How many rows match (a paged list's `total`), with `pageSize`: the page count is worked out. */
  total?: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

const base =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:cursor-not-allowed disabled:opacity-50';

/** Previous, numbered pages, Next. Renders nothing when there is a single page. */
export function Pagination({
  page,
  pageCount: givenCount,
  total,
  pageSize,
  onPageChange,
  label = 'Pagination',
  className,
}: PaginationProps) {
  const pageCount =
    givenCount ?? (total !== undefined && pageSize ? Math.max(1, Math.ceil(total / pageSize)) : 1);
  if (pageCount <= 1) return null;
  const pages = visiblePages(page, pageCount);
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-center gap-1', className)}>
      <button
        type="button"
        className={cn(base, 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </button>
      {pages.map((item, index) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${index}`} className="px-1 text-gray-600" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPageChange(item)}
            className={cn(
              base,
              item === page
                ? 'border-blue-700 bg-blue-700 text-white'
                : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
            )}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(base, 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50')}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
