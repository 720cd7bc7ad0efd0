import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'green' | 'red' | 'amber' | 'yellow' | 'grey' | 'blue';

const tones: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-800',
  red: 'bg-red-100 text-red-800',
  // Due today, not late yet (docs/decisions/060-due-today-is-not-overdue.md).
  amber: 'bg-amber-100 text-amber-900',
  yellow: 'bg-yellow-100 text-yellow-900',
  grey: 'bg-gray-100 text-gray-800',
  blue: 'bg-blue-100 text-blue-800',
};

export function Badge({
  tone = 'grey',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
