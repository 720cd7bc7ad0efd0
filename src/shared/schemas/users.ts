import { z } from 'zod';
import { passwordField, roleField, timezoneField, userProfile } from './auth';
import { blankAsMissing, emailField, requiredText } from './common';
import { phoneField } from './phone-field';

/** The texts of user management and profile saving: the server's answers and docs/screens.md's screen texts. */
export const USER_MESSAGES = {
  duplicateEmail: 'A user with this email already exists',
  tooManyEmailConflicts:
    'Too many attempts with e-mail addresses already in use. Please wait a few minutes and try again.',
  lastAdmin: 'The last Admin must keep the Admin role',
  adminNotDeletable: 'Admin users cannot be deleted',
  selfDelete: 'You cannot delete your own account',
  onlyOwnProfile: 'You can only change your own profile',
  roleNotYours: 'Only an Admin can change roles',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  userNotFound: 'User not found',
  userIdRequired: 'User id is required',
  // Screen texts (docs/screens.md sections 2, 5 and 8).
  checkingAccess: 'Checking access...',
  passwordFieldsRequired: 'All password fields are required',
  newPasswordsMismatch: 'New passwords do not match',
  noChanges: 'No changes detected.',
  settingsSaved: 'Settings updated successfully!',
  fillAllUserFields: 'Please fill all user fields',
  passwordsMismatch: 'Passwords do not match',
  userAdded: 'User added successfully',
  userUpdated: 'User updated successfully',
  userRemoved: 'User removed successfully',
  updateFailed: 'Update failed',
} as const;

/** A user as every users endpoint answers it: the profile shape, never the password. */
export const user = userProfile;
export type User = z.infer<typeof user>;
export const userList = z.array(user);

/** The editable fields of a user; the variants below derive from it. */
const userFields = z.object({
  name: requiredText('Name', 100),
  email: emailField,
  phone: phoneField(),
  role: roleField,
  // The default belongs to creation only: an update without a timezone leaves it as it is.
  timezone: timezoneField.unwrap(),
});

/** `POST /api/add/new_user`. The timezone is optional and defaults to Africa/Accra. */
export const addUserBody = userFields
  .extend({
    timezone: timezoneField,
    password: passwordField,
    confirmPassword: z.string({ error: 'Confirm the password' }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    error: USER_MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type AddUserBody = z.input<typeof addUserBody>;

/**
 * `PUT /api/modify/user/`: the user's id (`_id`, or `id`) plus only the fields that change. A new
 * password needs `currentPassword` when it is the caller's own; `confirmPassword`, when sent, must
 * match it.
 */
export const modifyUserBody = z
  .object({
    _id: z.string({ error: 'User id must be text' }).max(200).optional(),
    id: z.string({ error: 'User id must be text' }).max(200).optional(),
    // Name, e-mail and role every user has: a blank one is a mistake, not an omission.
    name: userFields.shape.name.optional(),
    email: userFields.shape.email.optional(),
    role: userFields.shape.role.optional(),
    phone: blankAsMissing(userFields.shape.phone, 'Phone'),
    timezone: blankAsMissing(userFields.shape.timezone, 'Time zone'),
    password: blankAsMissing(passwordField, 'Password'),
    currentPassword: blankAsMissing(z.string().max(200), 'Current password'),
    confirmPassword: blankAsMissing(z.string(), 'Confirm the password'),
  })
  .refine((body) => Boolean(body._id || body.id), { error: USER_MESSAGES.userIdRequired, path: ['_id'] })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    error: USER_MESSAGES.newPasswordsMismatch,
    path: ['confirmPassword'],
  });
export type ModifyUserBody = z.input<typeof modifyUserBody>;
