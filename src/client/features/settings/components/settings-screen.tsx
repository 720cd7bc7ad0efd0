import { Navigate, useSearchParams } from 'react-router';
import { routes } from '../../../../shared/paths';
import { USER_MESSAGES } from '../../../../shared/schemas/users';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { useProfile } from '../../auth/api/use-profile';
import { permissionsFor } from '../../auth/permissions';
import { ProfileSettingsForm } from './profile-settings-form';
import { UserManagement } from './user-management';

const TABS = [
  { value: 'profile', label: 'Profile Settings' },
  { value: 'users', label: 'User Management' },
] as const;

/** /settings, Admin only (spec.md section 2): others are sent to /home. The tab is kept in ?tab=. */
export function SettingsScreen() {
  const profile = useProfile();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'users' ? 'users' : 'profile';

  if (profile.isPending) {
    return (
      <p role="status" className="p-4 text-sm text-gray-700">
        {USER_MESSAGES.checkingAccess}
      </p>
    );
  }
  if (!profile.data || !permissionsFor(profile.data.role).canManageUsers) {
    return <Navigate to={routes.home} replace />;
  }

  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader title="Settings" />
      <Tabs
        label="Settings"
        tabs={TABS}
        value={tab}
        onChange={(next) => setSearch(next === 'users' ? { tab: next } : {}, { replace: true })}
      >
        {tab === 'users' ? (
          <UserManagement currentUserId={profile.data._id} />
        ) : (
          <ProfileSettingsForm key={profile.data._id} profile={profile.data} />
        )}
      </Tabs>
    </div>
  );
}
