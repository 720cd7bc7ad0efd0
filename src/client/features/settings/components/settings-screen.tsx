import { Navigate, useSearchParams } from 'react-router';
import { routes } from '../../../../shared/paths';
import { USER_MESSAGES } from '../../../../shared/schemas/users';
import { PageHeader } from '../../../components/ui/page-header';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { isApiError } from '../../../lib/api-client';
import { restoredNotRefreshed } from '../../../lib/offline/restored';
import { permissionsFor, useProfile } from '../../auth';
import { useBackupStatus } from '../api/use-backup-status';
import { ActivityLog } from './activity-log';
import { BackupsTab } from './backups-tab';
import { BusinessSettingsForm } from './business-settings-form';
import { DataExportSection } from './data-export-section';
import { PaymentsTab } from './payments-tab';
import { ProfileSettingsForm } from './profile-settings-form';
import { RemindersTab } from './reminders-tab';
import { UserManagement } from './user-management';

const TABS = [
  { value: 'profile', label: 'Profile Settings' },
  { value: 'users', label: 'User Management' },
  { value: 'business', label: 'Business' },
  { value: 'reminders', label: 'Reminders' },
  { value: 'payments', label: 'Payments' },
  { value: 'activity', label: 'Activity' },
  { value: 'backups', label: 'Backups' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

/**
 * /settings, Admin only (docs/screens.md §2): others are sent to /home. Tabs: Profile Settings, User
 * Management, Business (the details printed on receipts, docs/ledger.md §4, and the whole data to
 * take away, docs/backups.md §4), Reminders (the SMS reminders and their outbox, docs/reminders.md
 * §4), Payments (the online payment provider and its keys, docs/collect.md §2), Activity (the audit log, docs/ledger.md §7) and, for the first business's Admin, Backups
 * (docs/backups.md §2). The tab is kept in ?tab=.
 */
export function SettingsScreen() {
  const profile = useProfile();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const isAdmin = Boolean(profile.data && permissionsFor(profile.data.role).canManageUsers);
  // The deployment's backups are for the first business's Admin alone: the server says who by the
  // status's answer (403 for the others; 409 on PostgreSQL, where the tab explains its tools).
  const backups = useBackupStatus(isAdmin);
  const backupsTab = backups.isSuccess || (isApiError(backups.error) && backups.error.status === 409);
  const tabs = backupsTab ? TABS : TABS.filter((each) => each.value !== 'backups');
  const tab: TabValue =
    isTab(requested) && tabs.some((each) => each.value === requested) ? requested : 'profile';

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
        tabs={tabs}
        value={tab}
        // A tab's own filters (the Activity tab's kind and page) do not follow to another tab.
        onChange={(next) => setSearch(next === 'profile' ? {} : { tab: next }, { replace: true })}
      >
        {tab === 'users' ? (
          <UserManagement currentUserId={profile.data._id} />
        ) : tab === 'business' ? (
          <>
            <BusinessSettingsForm />
            <DataExportSection />
          </>
        ) : tab === 'reminders' ? (
          <RemindersTab timeZone={profile.data.timezone} />
        ) : tab === 'payments' ? (
          <PaymentsTab />
        ) : tab === 'backups' ? (
          <BackupsTab timeZone={profile.data.timezone} postgres={!backups.isSuccess} />
        ) : tab === 'activity' ? (
          <ActivityLog timeZone={profile.data.timezone} />
        ) : restoredNotRefreshed(profile) ? (
          // The form waits for the profile fetched again, never a saved one (decision 148).
          <SkeletonBars count={4} />
        ) : (
          <ProfileSettingsForm key={profile.data._id} profile={profile.data} />
        )}
      </Tabs>
    </div>
  );
}
