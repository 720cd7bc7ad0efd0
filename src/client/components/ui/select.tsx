import type { ComponentProps } from 'react';
import { type BaseFieldProps, controlClass, FieldShell, useFieldIds } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = BaseFieldProps &
  Omit<ComponentProps<'select'>, 'id' | 'name' | 'className'> & {
    options: readonly (SelectOption | string)[];
    /** Adds a first, empty option with this text. */
    placeholder?: string;
  };

/** A labelled native select. Options may be plain strings (value = label). */
export function Select({
  label,
  error,
  hint,
  id,
  className,
  required,
  options,
  placeholder,
  ...select
}: SelectProps) {
  const { controlProps, ...ids } = useFieldIds(id, error, hint);
  return (
    <FieldShell {...ids} label={label} error={error} hint={hint} required={required} className={className}>
      <select
        required={required}
        className={controlClass(Boolean(error), 'pr-8')}
        {...controlProps}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}
