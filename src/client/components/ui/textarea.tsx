import type { ComponentProps } from 'react';
import { type BaseFieldProps, controlClass, FieldShell, useFieldIds } from './field';

export type TextareaProps = BaseFieldProps & Omit<ComponentProps<'textarea'>, 'id' | 'name' | 'className'>;

export function Textarea({
  label,
  error,
  hint,
  id,
  className,
  required,
  rows = 3,
  ...textarea
}: TextareaProps) {
  const { controlProps, ...ids } = useFieldIds(id, error, hint);
  return (
    <FieldShell {...ids} label={label} error={error} hint={hint} required={required} className={className}>
      <textarea
        rows={rows}
        required={required}
        className={controlClass(Boolean(error))}
        {...controlProps}
        {...textarea}
      />
    </FieldShell>
  );
}
