import type { ComponentProps } from 'react';
import { type BaseFieldProps, controlClass, FieldShell, useFieldIds } from './field';

export type MoneyFieldProps = BaseFieldProps &
  Omit<ComponentProps<'input'>, 'id' | 'name' | 'className' | 'type'>;

/** A cedi amount: ₵ prefix, decimal keyboard, placeholder 0.00. The shared moneyField schema rounds to 2 decimals. */
export function MoneyField({
  label,
  error,
  hint,
  id,
  className,
  required,
  placeholder = '0.00',
  ...input
}: MoneyFieldProps) {
  const { controlProps, ...ids } = useFieldIds(id, error, hint);
  return (
    <FieldShell {...ids} label={label} error={error} hint={hint} required={required} className={className}>
      <div className="relative">
        <span
          className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-gray-700"
          aria-hidden="true"
        >
          ₵
        </span>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          required={required}
          className={controlClass(Boolean(error), 'pl-7')}
          {...controlProps}
          {...input}
        />
      </div>
    </FieldShell>
  );
}
