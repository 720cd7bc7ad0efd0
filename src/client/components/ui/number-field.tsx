import type { ComponentProps } from 'react';
import { type BaseFieldProps, Field } from './field';

export type NumberFieldProps = BaseFieldProps &
  Omit<ComponentProps<'input'>, 'id' | 'name' | 'className' | 'type'>;

/** A labelled number input. The value arrives as a string; the shared zod schemas parse it. */
export function NumberField({ step = 'any', ...props }: NumberFieldProps) {
  return (
    <Field props={props}>
      {(input) => <input type="number" inputMode="decimal" step={step} {...input} />}
    </Field>
  );
}
