import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants';
import { type ModifyUserBody, modifyUserBody, USER_MESSAGES } from '../../../../shared/schemas/users';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { applyFieldErrors, fieldBinder } from '../../../lib/forms';
import { useModifyUser } from '../api/use-modify-user';
import { passesSchema } from '../form-errors';
import { UserFormModal, type UserModalProps } from './user-form-modal';

export const RESET_PASSWORD_TEXTS = {
  title: 'Reset password',
  done: (name: string) => `New password set for ${name}. They are signed out everywhere.`,
} as const;

interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

const FIELDS = ['password', 'confirmPassword'] as const;

/**
 * User Management's 'Reset password' (docs/decisions/073-admin-resets-password.md): an Admin sets a
 * new password for another user through PUT /api/modify/user/, which ends all that user's sessions.
 * The one way an Admin sets someone's password; Edit User has no password field.
 */
export function ResetPasswordModal({ user, onClose }: UserModalProps) {
  const modify = useModifyUser();
  const formId = `reset-password-${user._id}`;
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordValues>({
    defaultValues: { password: '', confirmPassword: '' },
  });
  const field = fieldBinder(register, formState.errors);

  const onSubmit = handleSubmit(async (values) => {
    if (!values.password) {
      setError('password', { type: 'required', message: 'Password is required' }, { shouldFocus: true });
      return;
    }
    const body: ModifyUserBody = { _id: user._id, ...values };
    if (!passesSchema(modifyUserBody, body, setError, FIELDS)) return;
    // The schema lets a blank confirmation through (an edit may leave it out); this form asks for it.
    if (values.confirmPassword !== values.password) {
      setError('confirmPassword', { type: 'validate', message: USER_MESSAGES.newPasswordsMismatch });
      return;
    }
    try {
      await modify.mutateAsync(body);
    } catch (error) {
      applyFieldErrors(error, setError, FIELDS);
      return;
    }
    toast.success(RESET_PASSWORD_TEXTS.done(user.name));
    onClose();
  });

  return (
    <UserFormModal
      title={RESET_PASSWORD_TEXTS.title}
      formId={formId}
      submitLabel="Set password"
      pending={modify.isPending}
      onClose={onClose}
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <p className="text-base text-gray-700">
          A new password for <strong>{user.name}</strong> ({user.email}). Tell it to them in person or by
          phone; they are signed out everywhere and can change it in Profile Settings.
        </p>
        <NewPasswordFields field={field} minLength={PASSWORD_MIN_LENGTH} required />
      </form>
    </UserFormModal>
  );
}
