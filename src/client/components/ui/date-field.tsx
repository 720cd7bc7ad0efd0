import type { ComponentProps } from 'react';
import { type BaseFieldProps, controlClass, FieldShell, useFieldIds } from './field';

export type DateFieldProps = BaseFieldProps &
  Omit<ComponentProps<'input'>, 'id' | 'name' | 'className' | 'type'>;

/** A date picker; its value is `YYYY-MM-DD` (use toDay() from src/shared/dates for stored ISO values). */
export function DateField({ label, error, hint, id, className, required, ...input }: DateFieldProps) {
  const { controlProps, ...ids } = useFieldIds(id, error, hint);
  return (
    <FieldShell {...ids} label={label} error={error} hint={hint} required={required} className={className}>
      <input
        type="date"
        required={required}
        className={controlClass(Boolean(error))}
        {...controlProps}
        {...input}
      />
    </FieldShell>
  );
}
