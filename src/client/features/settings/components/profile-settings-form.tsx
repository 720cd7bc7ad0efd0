import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { Profile } from '../../../../shared/schemas/auth';
import { modifyUserBody, USER_MESSAGES } from '../../../../shared/schemas/users';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/forms';
import { useModifyUser } from '../api/use-modify-user';
import { applyIssues } from '../form-errors';
import { PROFILE_FIELDS, type ProfileFormValues, profileFormValues, profileSave } from '../profile-changes';
import { timezoneOptions } from '../timezones';

/**
 * The signed-in user's own name, email, phone, time zone and password (spec.md section 5, Profile
 * save). Used by the Profile Settings tab of /settings and by /profile.
 */
export function ProfileSettingsForm({ profile }: { profile: Profile }) {
  const modify = useModifyUser();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ProfileFormValues>({ defaultValues: profileFormValues(profile) });

  const onSubmit = handleSubmit(async (values) => {
    const save = profileSave(profile, values);
    if (save.kind === 'invalid') {
      toast.error(save.message, { toastId: save.message });
      return;
    }
    if (save.kind === 'unchanged') {
      toast.info(USER_MESSAGES.noChanges, { toastId: USER_MESSAGES.noChanges });
      return;
    }
    const checked = modifyUserBody.safeParse(save.body);
    if (!checked.success) {
      applyIssues(checked.error.issues, setError, PROFILE_FIELDS);
      return;
    }
    try {
      const saved = await modify.mutateAsync(save.body);
      reset(profileFormValues(saved));
      toast.success(USER_MESSAGES.settingsSaved);
    } catch (error) {
      // The query client has shown the server's message; field errors go under their fields.
      applyFieldErrors(error, setError, PROFILE_FIELDS);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-3xl flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="024 123 4567"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <Select
          label="Timezone"
          options={timezoneOptions(profile.timezone)}
          error={errors.timezone?.message}
          {...register('timezone')}
        />
      </div>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-gray-900">Change password</legend>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          className="md:col-span-2"
          {...register('currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </fieldset>
      <div>
        <Button type="submit" busy={modify.isPending} busyText="Saving...">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
