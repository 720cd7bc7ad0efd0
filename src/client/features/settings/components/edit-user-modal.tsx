import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { ROLES } from '../../../../shared/constants';
import { formatPhone, toE164 } from '../../../../shared/phone';
import {
  type ModifyUserBody,
  modifyUserBody,
  USER_MESSAGES,
  type User,
} from '../../../../shared/schemas/users';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/forms';
import { useModifyUser } from '../api/use-modify-user';
import { passesSchema } from '../form-errors';
import { timezoneOptions } from '../timezones';
import { UserFormModal, type UserModalProps } from './user-form-modal';

interface EditUserValues {
  name: string;
  email: string;
  phone: string;
  role: string;
  timezone: string;
}

const FIELDS = ['name', 'email', 'phone', 'role', 'timezone'] as const;

/** Only what differs from the stored user. */
function changesOf(user: User, values: EditUserValues): ModifyUserBody {
  const body: ModifyUserBody = { _id: user._id };
  if (values.name.trim() !== user.name) body.name = values.name;
  if (values.email.trim().toLowerCase() !== user.email) body.email = values.email;
  if ((toE164(values.phone) ?? values.phone.trim()) !== user.phone) body.phone = values.phone;
  if (values.role !== user.role) body.role = values.role as User['role'];
  if (values.timezone !== user.timezone) body.timezone = values.timezone;
  return body;
}

/**
 * The Edit User modal of User Management: an Admin changes any field and the role. A password is set
 * in its own modal, 'Reset password' (docs/decisions/073-admin-resets-password.md).
 */
export function EditUserModal({ user, onClose }: UserModalProps) {
  const modify = useModifyUser();
  const formId = `edit-user-${user._id}`;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditUserValues>({
    defaultValues: {
      name: user.name,
      email: user.email,
      phone: formatPhone(user.phone),
      role: user.role,
      timezone: user.timezone,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    const body = changesOf(user, values);
    if (Object.keys(body).length === 1) {
      toast.info(USER_MESSAGES.noChanges, { toastId: USER_MESSAGES.noChanges });
      return;
    }
    if (!passesSchema(modifyUserBody, body, setError, FIELDS)) return;
    try {
      await modify.mutateAsync(body);
    } catch (error) {
      applyFieldErrors(error, setError, FIELDS);
      return;
    }
    toast.success(USER_MESSAGES.userUpdated);
    onClose();
  });

  return (
    <UserFormModal
      title="Edit User"
      formId={formId}
      submitLabel="Save Changes"
      pending={modify.isPending}
      onClose={onClose}
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" error={errors.name?.message} {...register('name')} />
        <TextField label="Email" type="email" error={errors.email?.message} {...register('email')} />
        <TextField label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
        <Select label="Role" options={ROLES} error={errors.role?.message} {...register('role')} />
        <Select
          label="Timezone"
          options={timezoneOptions(user.timezone)}
          error={errors.timezone?.message}
          {...register('timezone')}
        />
      </form>
    </UserFormModal>
  );
}
