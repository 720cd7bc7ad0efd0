import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The red message shown in place of something that failed to load. */
export function InlineError({
  message,
  children,
  className,
}: {
  message: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn('rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800', className)}
    >
      <p>{message}</p>
      {children ? <div className="mt-3">{children}</div> : null}
    </div>
  );
}
