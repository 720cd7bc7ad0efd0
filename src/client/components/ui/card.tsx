import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type CardProps = Omit<ComponentProps<'section'>, 'title'> & {
  title?: ReactNode;
  /** Buttons shown at the right of the title. */
  actions?: ReactNode;
};

/** A white panel; with a title it is a labelled section. */
export function Card({ title, actions, className, children, ...section }: CardProps) {
  return (
    <section
      className={cn('rounded-lg border border-gray-200 bg-white p-4 shadow-sm', className)}
      {...section}
    >
      {title || actions ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title ? <h2 className="text-base font-semibold text-gray-900">{title}</h2> : <span />}
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
