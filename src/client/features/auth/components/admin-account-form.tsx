import type { FormEventHandler, ReactNode } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { ContactFields } from '../../../components/ui/contact-fields';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import type { BoundField } from '../../../lib/forms';

export interface AdminAccountFormProps {
  /** The form's `field(name)` (see useSchemaForm). */
  field: (name: 'name' | 'email' | 'phone' | 'password' | 'confirmPassword') => BoundField;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** The form's accessible name. */
  label?: string;
  /** Fields before the Admin's own (sign-up's business name). */
  children?: ReactNode;
}

/**
 * The first Admin of an account, as first-run setup and sign-up both ask it (the shared schemas'
 * `adminFields`): name, email, phone, password twice, 'Create account'.
 */
export function AdminAccountForm({ field, onSubmit, busy, label, children }: AdminAccountFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className="flex flex-col gap-4">
      {children}
      <ContactFields field={field} required />
      <NewPasswordFields field={field} minLength={PASSWORD_MIN_LENGTH} required />
      <Button type="submit" fullWidth busy={busy} busyText="Creating account...">
        Create account
      </Button>
    </form>
  );
}
