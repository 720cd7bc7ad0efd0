import type { ComponentProps } from 'react';
import { type BaseFieldProps, Field } from './field';

export type MoneyFieldProps = BaseFieldProps &
  Omit<ComponentProps<'input'>, 'id' | 'name' | 'className' | 'type'> & {
    /** A big figure, easy to read and hit with a thumb (the remittance form's amount). */
    large?: boolean;
  };

/** A cedi amount: ₵ prefix, decimal keyboard, placeholder 0.00. The shared moneyField schema refuses more than 2 decimals. */
export function MoneyField({ placeholder = '0.00', large = false, ...props }: MoneyFieldProps) {
  return (
    <Field
      props={props}
      controlClassName={large ? 'min-h-14 pl-9 text-2xl! font-semibold tabular-nums' : 'pl-7'}
    >
      {(input) => (
        <div className="relative">
          <span
            className={
              large
                ? 'pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-2xl text-gray-700'
                : 'pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-gray-700'
            }
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
