import type { BoundField } from '../../lib/forms';
import { PasswordField } from './password-field';

const LABELS = { password: 'Password', confirmPassword: 'Confirm password' };

export interface NewPasswordFieldsProps {
  /** The form's `field(name)` (see fieldBinder in lib/forms): registers a field and gives its message. */
  field: (name: 'password' | 'confirmPassword') => BoundField;
  /** The shortest password allowed, told under the first field. */
  minLength: number;
  required?: boolean;
  labels?: typeof LABELS;
}

/** A new password and its confirmation. */
export function NewPasswordFields({ field, minLength, required, labels = LABELS }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        required={required}
        hint={`At least ${minLength} characters.`}
        {...field('password')}
      />
      <PasswordField
        label={labels.confirmPassword}
        autoComplete="new-password"
        required={required}
        {...field('confirmPassword')}
      />
    </>
  );
}
