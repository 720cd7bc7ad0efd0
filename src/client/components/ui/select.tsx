import type { ComponentProps } from 'react';
import { type BaseFieldProps, Field } from './field';

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
export function Select({ options, placeholder, ...props }: SelectProps) {
  return (
    <Field props={props} controlClassName="pr-8">
      {(select) => (
        <select {...select}>
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
      )}
    </Field>
  );
}
