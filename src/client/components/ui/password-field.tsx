import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { type BaseFieldProps, Field } from './field';

export type PasswordFieldProps = BaseFieldProps &
  Omit<ComponentProps<'input'>, 'id' | 'name' | 'className' | 'type'>;

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field props={props} controlClassName="pr-11">
      {(input) => (
        <div className="relative">
          <input type={visible ? 'text' : 'password'} {...input} />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-controls={input.id}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-gray-700 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            {visible ? (
              <EyeOff className="size-5" aria-hidden="true" />
            ) : (
              <Eye className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      )}
    </Field>
  );
}
