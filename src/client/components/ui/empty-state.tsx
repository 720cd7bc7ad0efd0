import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface EmptyStateProps {
  /** The spec's empty text, e.g. 'No apartments found.' */
  message: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ message, icon, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 bg-white px-4 py-10 text-center',
        className,
      )}
    >
      {icon ? <div className="text-gray-500">{icon}</div> : null}
      <p className="text-sm text-gray-700">{message}</p>
      {action}
    </div>
  );
}
