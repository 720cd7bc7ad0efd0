import type { ComponentProps } from 'react';
import { type BaseFieldProps, Field } from './field';

export type DateFieldProps = BaseFieldProps &
  Omit<ComponentProps<'input'>, 'id' | 'name' | 'className' | 'type'>;

/** A date picker; its value is `YYYY-MM-DD` (use toDay() from src/shared/dates for stored ISO values). */
export function DateField(props: DateFieldProps) {
  return <Field props={props}>{(input) => <input type="date" {...input} />}</Field>;
}
