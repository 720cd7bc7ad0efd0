import type { ComponentProps } from 'react';
import { type BaseFieldProps, controlClass, FieldShell, useFieldIds } from './field';

export type NumberFieldProps = BaseFieldProps &
  Omit<ComponentProps<'input'>, 'id' | 'name' | 'className' | 'type'>;

/** A labelled number input. The value arrives as a string; the shared zod schemas parse it. */
export function NumberField({
  label,
  error,
  hint,
  id,
  className,
  required,
  step = 'any',
  ...input
}: NumberFieldProps) {
  const { controlProps, ...ids } = useFieldIds(id, error, hint);
  return (
    <FieldShell {...ids} label={label} error={error} hint={hint} required={required} className={className}>
      <input
        type="number"
        inputMode="decimal"
        step={step}
        required={required}
        className={controlClass(Boolean(error))}
        {...controlProps}
        {...input}
      />
    </FieldShell>
  );
}
