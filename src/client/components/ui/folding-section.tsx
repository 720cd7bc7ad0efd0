import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '../../lib/cn';

/** Below Tailwind's `md`: a phone, where a long page folds (docs/decisions/065-folding-sections.md). */
const PHONE_QUERY = '(max-width: 767.98px)';
export const isPhone = () =>
  typeof window !== 'undefined' && window.matchMedia?.(PHONE_QUERY).matches === true;

export interface FoldingSectionProps {
  /** The section's heading (an h2), also its name as a region. */
  title: ReactNode;
  /** How many things it holds, shown beside the title (e.g. its alerts or messages). */
  count?: number | undefined;
  /**
   * Open at first: `true`, `false`, or `'desktop'` (open from `md` up, folded on a phone, so the
   * first screen of a phone shows what comes before it).
   */
  defaultOpen?: boolean | 'desktop';
  /** Buttons shown at the right of the header, outside the toggle. */
  actions?: ReactNode;
  className?: string;
  /** Told each time it opens or folds (e.g. to load what it shows only once opened). */
  onToggle?: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A section that folds, like <details>: its header is a button (aria-expanded, aria-controls) with
 * the title and a count; its body stays mounted while folded (hidden), so forms keep what was typed.
 */
export function FoldingSection({
  title,
  count,
  defaultOpen = true,
  actions,
  className,
  onToggle,
  children,
}: FoldingSectionProps) {
  const [open, setOpen] = useState(() => (defaultOpen === 'desktop' ? !isPhone() : defaultOpen));
  const id = useId();
  const headingId = `${id}-heading`;
  const bodyId = `${id}-body`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-lg border border-gray-200 bg-white shadow-sm', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
        <h2 id={headingId} className="min-w-0 flex-1 text-base font-semibold text-gray-900">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => {
              setOpen(!open);
              onToggle?.(!open);
            }}
            className="flex min-h-10 w-full items-center gap-2 rounded-md text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            <ChevronDown
              className={cn('size-5 shrink-0 text-gray-500 transition-transform', open ? '' : '-rotate-90')}
              aria-hidden="true"
            />
            <span>{title}</span>
            {count === undefined ? null : (
              <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">
                {count}
              </span>
            )}
          </button>
        </h2>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div id={bodyId} hidden={!open} className="border-t border-gray-100 p-4">
        {children}
      </div>
    </section>
  );
}
