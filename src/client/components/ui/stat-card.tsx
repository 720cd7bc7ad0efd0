import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

/** A dashboard figure: label, big value, optional hint. */
export function StatCard({ label, value, hint, icon, className }: StatCardProps) {
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm',
        className,
      )}
    >
      {/* On a phone two cards share a row: the icon gives its width to the figure, so an amount
          like GHC 125,000.00 breaks only at its space, never inside the number. */}
      {icon ? (
        <div className="hidden shrink-0 rounded-md bg-blue-50 p-2 text-blue-700 sm:block">{icon}</div>
      ) : null}
      <div className="min-w-0">
        <p className="text-sm text-gray-600">{label}</p>
        <p className="mt-1 break-words text-lg font-semibold tabular-nums text-gray-900 sm:text-2xl">
          {value}
        </p>
        {hint ? <p className="mt-1 text-sm text-gray-600">{hint}</p> : null}
      </div>
    </div>
  );
}
