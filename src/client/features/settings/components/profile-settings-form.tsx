import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants';
import type { Profile } from '../../../../shared/schemas/auth';
import { modifyUserBody, USER_MESSAGES } from '../../../../shared/schemas/users';
import { ContactFields } from '../../../components/ui/contact-fields';
import { FormSubmit } from '../../../components/ui/form-submit';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { PasswordField } from '../../../components/ui/password-field';
import { Select } from '../../../components/ui/select';
import { applyFieldErrors, fieldBinder } from '../../../lib/forms';
import { useModifyUser } from '../api/use-modify-user';
import { applyIssues } from '../form-errors';
import { PROFILE_FIELDS, type ProfileFormValues, profileFormValues, profileSave } from '../profile-changes';
import { timezoneOptions } from '../timezones';

const NEW_PASSWORD_LABELS = { password: 'New password', confirmPassword: 'Confirm new password' };

/**
 * The signed-in user's own name, email, phone, time zone and password (docs/screens.md §5, Profile
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
  const field = fieldBinder(register, errors);

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
        <ContactFields field={field} />
        <Select label="Timezone" options={timezoneOptions(profile.timezone)} {...field('timezone')} />
      </div>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-gray-900">Change password</legend>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          className="md:col-span-2"
          {...field('currentPassword')}
        />
        <NewPasswordFields field={field} minLength={PASSWORD_MIN_LENGTH} labels={NEW_PASSWORD_LABELS} />
      </fieldset>
      <FormSubmit text="Save Changes" busy={modify.isPending} busyText="Saving..." />
    </form>
  );
}
