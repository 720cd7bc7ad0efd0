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

/** A select's options from a list of values and their labels (`CONTRACT_TYPES`, `CONTRACT_TYPE_LABELS`). */
export function labelledOptions<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
