import type { ComponentProps } from 'react';
import { type BaseFieldProps, Field } from './field';

export type MoneyFieldProps = BaseFieldProps &
  Omit<ComponentProps<'input'>, 'id' | 'name' | 'className' | 'type'>;

/** A cedi amount: ₵ prefix, decimal keyboard, placeholder 0.00. The shared moneyField schema rounds to 2 decimals. */
export function MoneyField({ placeholder = '0.00', ...props }: MoneyFieldProps) {
  return (
    <Field props={props} controlClassName="pl-7">
      {(input) => (
        <div className="relative">
          <span
            className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-gray-700"
            aria-hidden="true"
          >
            ₵
          </span>
          <input type="text" inputMode="decimal" autoComplete="off" placeholder={placeholder} {...input} />
        </div>
      )}
    </Field>
  );
}
