import { useId } from 'react';
import { WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '../../../../shared/hire';
import { cn } from '../../../lib/cn';
import { TOGGLE_CHIP_CLASS, ToggleChipsError } from './toggle-chips';

const FULL_NAMES: Record<Weekday, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

export interface WorkingDaysFieldProps {
  value: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
  error?: string;
  className?: string;
}

/**
 * The weekdays a daily amount falls due on: seven toggles, Monday to Sunday, each a checkbox named
 * `workingDays` (the API field) drawn as a button that reads as pressed when chosen.
 */
export function WorkingDaysField({ value, onChange, error, className }: WorkingDaysFieldProps) {
  const errorId = useId();
  const toggle = (day: Weekday, on: boolean) =>
    onChange(
      on
        ? [...value.filter((each) => each !== day), day].sort((a, b) => a - b)
        : value.filter((each) => each !== day),
    );
  return (
    <fieldset className={cn('flex flex-col gap-1', className)} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-gray-800">Working days</legend>
      <div className="flex flex-wrap gap-2">
        {WEEKDAYS.map((day) => (
          <label
            key={day}
            title={FULL_NAMES[day]}
            className={cn(
              'inline-flex min-h-10 min-w-12 cursor-pointer select-none items-center justify-center rounded-md border px-3 text-sm font-medium',
              TOGGLE_CHIP_CLASS,
            )}
          >
            <input
              type="checkbox"
              name="workingDays"
              value={day}
              className="sr-only"
              checked={value.includes(day)}
              onChange={(event) => toggle(day, event.target.checked)}
              aria-label={FULL_NAMES[day]}
            />
            <span aria-hidden="true">{WEEKDAY_LABELS[day]}</span>
          </label>
        ))}
      </div>
      {error ? (
        <ToggleChipsError id={errorId} error={error} />
      ) : (
        <p className="text-sm text-gray-600">
          The days a daily amount falls due (Sunday is often the driver's).
        </p>
      )}
    </fieldset>
  );
}
