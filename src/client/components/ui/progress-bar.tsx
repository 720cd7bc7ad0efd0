import { cn } from '../../lib/cn';

export interface ProgressBarProps {
  /** How far along, from 0 to 1 (clamped). */
  value: number;
  /** The accessible name, e.g. 'Paid towards the total'. */
  label: string;
  /** Shows the percentage beside the bar. */
  showPercent?: boolean;
  className?: string;
}

/** A horizontal bar with `role="progressbar"` (aria-valuenow in whole percent) and the percent as text. */
export function ProgressBar({ value, label, showPercent = true, className }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)) * 100);
  return (
    <div className={cn('flex min-w-24 items-center gap-2', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2.5 min-w-16 flex-1 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className={cn('h-full rounded-full', percent >= 100 ? 'bg-green-600' : 'bg-blue-700')}
          style={{ width: `${percent}%` }}
        />
      </div>
      {showPercent ? (
        <span className="shrink-0 text-sm font-medium tabular-nums text-gray-800">{percent}%</span>
      ) : null}
    </div>
  );
}
