import { formatPhone, toE164 } from '../../../shared/phone';
import type { UserProfile } from '../../../shared/schemas/auth';
import { type ModifyUserBody, USER_MESSAGES } from '../../../shared/schemas/users';

/** What the Profile Settings form holds; the password fields use the API's names. */
export interface ProfileFormValues {
  name: string;
  email: string;
  phone: string;
  timezone: string;
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

export const PROFILE_FIELDS = [
  'name',
  'email',
  'phone',
  'timezone',
  'currentPassword',
  'password',
  'confirmPassword',
] as const;

export function profileFormValues(profile: UserProfile): ProfileFormValues {
  return {
    name: profile.name,
    email: profile.email,
    phone: formatPhone(profile.phone),
    timezone: profile.timezone,
    currentPassword: '',
    password: '',
    confirmPassword: '',
  };
}

export type ProfileSave =
  | { kind: 'invalid'; message: string }
  | { kind: 'unchanged' }
  | { kind: 'save'; body: ModifyUserBody };

/**
 * docs/screens.md §5, Profile save: the password fields are all or nothing and the new ones must
 * match; only changed fields are sent (a value that normalises to the stored one is no change).
 */
export function profileSave(profile: UserProfile, values: ProfileFormValues): ProfileSave {
  const { currentPassword, password, confirmPassword } = values;
  const passwords = [currentPassword, password, confirmPassword];
  const changingPassword = passwords.some((value) => value !== '');
  if (changingPassword && passwords.some((value) => value === '')) {
    return { kind: 'invalid', message: USER_MESSAGES.passwordFieldsRequired };
  }
  if (changingPassword && password !== confirmPassword) {
    return { kind: 'invalid', message: USER_MESSAGES.newPasswordsMismatch };
  }

  const body: ModifyUserBody = { _id: profile._id };
  if (values.name.trim() !== profile.name) body.name = values.name;
  if (values.email.trim().toLowerCase() !== profile.email) body.email = values.email;
  if ((toE164(values.phone) ?? values.phone.trim()) !== profile.phone) body.phone = values.phone;
  if (values.timezone !== profile.timezone) body.timezone = values.timezone;
  if (changingPassword) Object.assign(body, { currentPassword, password, confirmPassword });
  return Object.keys(body).length === 1 ? { kind: 'unchanged' } : { kind: 'save', body };
}
