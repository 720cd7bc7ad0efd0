import { cn } from '../../lib/cn';

/** One grey placeholder block; size it with className. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-gray-200', className)} />;
}

export interface SkeletonGroupProps {
  count?: number;
  /** Read to screen readers while loading. */
  label?: string;
  className?: string;
}

/** Grey bars while something loads (the dashboard's four bars, a table's rows). */
export function SkeletonBars({ count = 4, label = 'Loading...', className }: SkeletonGroupProps) {
  return (
    <div role="status" aria-busy="true" className={cn('flex flex-col gap-3', className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with a fixed order
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** Card-shaped placeholders in a responsive grid. */
export function SkeletonCards({ count = 3, label = 'Loading...', className }: SkeletonGroupProps) {
  return (
    <div role="status" aria-busy="true" className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with a fixed order
          key={index}
          aria-hidden="true"
          className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
        >
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="mt-3 h-4 w-1/2" />
          <Skeleton className="mt-2 h-4 w-1/3" />
        </div>
      ))}
    </div>
  );
}
