import type { ComponentProps } from 'react';
import { type BaseFieldProps, controlClass, FieldShell, useFieldIds } from './field';

export type TextFieldProps = BaseFieldProps & Omit<ComponentProps<'input'>, 'id' | 'name' | 'className'>;

/** A labelled text input (also email, tel, search…); works with react-hook-form `register`. */
export function TextField({
  label,
  error,
  hint,
  id,
  className,
  required,
  type = 'text',
  ...input
}: TextFieldProps) {
  const { controlProps, ...ids } = useFieldIds(id, error, hint);
  return (
    <FieldShell {...ids} label={label} error={error} hint={hint} required={required} className={className}>
      <input
        type={type}
        required={required}
        className={controlClass(Boolean(error))}
        {...controlProps}
        {...input}
      />
    </FieldShell>
  );
}
