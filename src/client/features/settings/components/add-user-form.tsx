import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { PASSWORD_MIN_LENGTH, ROLES } from '../../../../shared/constants';
import { type AddUserBody, addUserBody, USER_MESSAGES } from '../../../../shared/schemas/users';
import { FormSubmit } from '../../../components/ui/form-submit';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors, fieldBinder } from '../../../lib/forms';
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
  const field = fieldBinder(register, errors);

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
      <TextField label="Name" required autoComplete="off" {...field('name')} />
      <TextField label="Email" type="email" required autoComplete="off" {...field('email')} />
      <TextField label="Phone" type="tel" required placeholder="024 123 4567" {...field('phone')} />
      <Select label="Role" required placeholder="Select a role" options={ROLES} {...field('role')} />
      <NewPasswordFields field={field} minLength={PASSWORD_MIN_LENGTH} required />
      <FormSubmit text="Save User" busy={addUser.isPending} busyText="Saving..." className="md:col-span-2" />
    </form>
  );
}
