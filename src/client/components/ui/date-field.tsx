import type { ComponentProps } from 'react';
import { type BaseFieldProps, Field } from './field';

export type DateFieldProps = BaseFieldProps &
  Omit<ComponentProps<'input'>, 'id' | 'name' | 'className' | 'type'>;

/** A date picker; its value is `YYYY-MM-DD` (use toDay() from src/shared/dates for stored ISO values). */
export function DateField(props: DateFieldProps) {
  return <Field props={props}>{(input) => <input type="date" {...input} />}</Field>;
}

/**
 * A span of days: From and To, each bounding the other so the span cannot run backwards (the money
 * lists' filters, the profit report's own period). Laid out as two cells of the caller's grid or row.
 */
export function DateSpanFields({
  from,
  to,
  onChange,
  className,
}: {
  from: string;
  to: string;
  onChange: (edge: 'from' | 'to', value: string) => void;
  /** Each field's own. */
  className?: string;
}) {
  return (
    <>
      <DateField
        label="From"
        name="from"
        className={className}
        value={from}
        max={to || undefined}
        onChange={(event) => onChange('from', event.target.value)}
      />
      <DateField
        label="To"
        name="to"
        className={className}
        value={to}
        min={from || undefined}
        onChange={(event) => onChange('to', event.target.value)}
      />
    </>
  );
}
