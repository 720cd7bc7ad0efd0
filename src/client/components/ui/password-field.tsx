import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { type BaseFieldProps, controlClass, FieldShell, useFieldIds } from './field';

export type PasswordFieldProps = BaseFieldProps &
  Omit<ComponentProps<'input'>, 'id' | 'name' | 'className' | 'type'>;

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, id, className, required, ...input }: PasswordFieldProps) {
  const { controlProps, ...ids } = useFieldIds(id, error, hint);
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell {...ids} label={label} error={error} hint={hint} required={required} className={className}>
      <div className="relative">
        <input
          type={visible ? 'text' : 'password'}
          required={required}
          className={controlClass(Boolean(error), 'pr-11')}
          {...controlProps}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={ids.inputId}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-gray-700 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          {visible ? (
            <EyeOff className="size-5" aria-hidden="true" />
          ) : (
            <Eye className="size-5" aria-hidden="true" />
          )}
        </button>
      </div>
    </FieldShell>
  );
}
