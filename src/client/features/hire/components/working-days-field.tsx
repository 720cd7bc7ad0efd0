import { useId } from 'react';
import { WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '../../../../shared/hire';
import { cn } from '../../../lib/cn';

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
              'border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
              'has-checked:border-blue-700 has-checked:bg-blue-700 has-checked:text-white',
              'has-focus-visible:ring-2 has-focus-visible:ring-blue-600 has-focus-visible:ring-offset-2',
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
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p className="text-sm text-gray-600">
          The days a daily amount falls due (Sunday is often the driver's).
        </p>
      )}
    </fieldset>
  );
}
