import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { ROLES } from '../../../../shared/constants';
import { type AddUserBody, addUserBody, USER_MESSAGES } from '../../../../shared/schemas/users';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/forms';
import { useAddUser } from '../api/use-add-user';
import { applyIssues } from '../form-errors';

/** What the form holds: text fields, and the role '' until one is chosen. */
interface AddUserValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  role: string;
}

const FIELDS = ['name', 'email', 'phone', 'password', 'confirmPassword', 'role'] as const;
const EMPTY: AddUserValues = { name: '', email: '', phone: '', password: '', confirmPassword: '', role: '' };

/** The 'Add User' form; the parent mounts it when toggled open, so toggling resets it. */
export function AddUserForm({ onAdded }: { onAdded: () => void }) {
  const addUser = useAddUser();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddUserValues>({ defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    if (FIELDS.some((field) => values[field].trim() === '')) {
      toast.error(USER_MESSAGES.fillAllUserFields, { toastId: USER_MESSAGES.fillAllUserFields });
      return;
    }
    if (values.password !== values.confirmPassword) {
      toast.error(USER_MESSAGES.passwordsMismatch, { toastId: USER_MESSAGES.passwordsMismatch });
      return;
    }
    const checked = addUserBody.safeParse(values);
    if (!checked.success) {
      applyIssues(checked.error.issues, setError, FIELDS);
      return;
    }
    try {
      await addUser.mutateAsync(values as AddUserBody);
    } catch (error) {
      applyFieldErrors(error, setError, FIELDS);
      return;
    }
    toast.success(USER_MESSAGES.userAdded);
    onAdded();
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Add user"
      className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm md:grid-cols-2"
    >
      <TextField
        label="Name"
        required
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone"
        type="tel"
        required
        placeholder="024 123 4567"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <Select
        label="Role"
        required
        placeholder="Select a role"
        options={ROLES}
        error={errors.role?.message}
        {...register('role')}
      />
      <PasswordField
        label="Password"
        required
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm password"
        required
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div className="md:col-span-2">
        <Button type="submit" busy={addUser.isPending} busyText="Saving...">
          Save User
        </Button>
      </div>
    </form>
  );
}
