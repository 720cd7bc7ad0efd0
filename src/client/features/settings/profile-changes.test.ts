import { describe, expect, it } from 'vitest';
import { testProfile } from '../../test/render';
import { profileFormValues, profileSave } from './profile-changes';

const profile = testProfile({ phone: '+233241112233', timezone: 'Africa/Accra' });
const untouched = profileFormValues(profile);

describe('profileSave (docs/screens.md §5, Profile save)', () => {
  it('reports no change for the loaded values, also when retyped in another form', () => {
    expect(profileSave(profile, untouched)).toEqual({ kind: 'unchanged' });
    expect(
      profileSave(profile, {
        ...untouched,
        name: ` ${profile.name} `,
        email: 'AMA@example.com',
        phone: '024 111 2233',
      }),
    ).toEqual({ kind: 'unchanged' });
  });

  it('sends the id and only the changed fields', () => {
    expect(profileSave(profile, { ...untouched, name: 'Ama Owusu', timezone: 'Europe/London' })).toEqual({
      kind: 'save',
      body: { _id: profile._id, name: 'Ama Owusu', timezone: 'Europe/London' },
    });
    expect(profileSave(profile, { ...untouched, phone: '020 123 4567' })).toEqual({
      kind: 'save',
      body: { _id: profile._id, phone: '020 123 4567' },
    });
  });

  it('needs all three password fields once one is filled', () => {
    for (const filled of ['currentPassword', 'password', 'confirmPassword'] as const) {
      expect(profileSave(profile, { ...untouched, [filled]: 'something-long' })).toEqual({
        kind: 'invalid',
        message: 'All password fields are required',
      });
    }
  });

  it('needs the new passwords to match', () => {
    expect(
      profileSave(profile, {
        ...untouched,
        currentPassword: 'old-password',
        password: 'new-password-1',
        confirmPassword: 'new-password-2',
      }),
    ).toEqual({ kind: 'invalid', message: 'New passwords do not match' });
  });

  it('sends a password change with the current password', () => {
    expect(
      profileSave(profile, {
        ...untouched,
        currentPassword: 'old-password',
        password: 'new-password',
        confirmPassword: 'new-password',
      }),
    ).toEqual({
      kind: 'save',
      body: {
        _id: profile._id,
        currentPassword: 'old-password',
        password: 'new-password',
        confirmPassword: 'new-password',
      },
    });
  });
});
