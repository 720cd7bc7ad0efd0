import { PageHeader } from '../../../components/ui/page-header';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { restoredNotRefreshed } from '../../../lib/offline/restored';
import { useProfile } from '../../auth';
import { ProfileSettingsForm } from './profile-settings-form';

/** /profile: every signed-in user's own Profile Settings (docs/product.md §4; /settings is Admin-only). */
export function ProfileScreen() {
  const query = useProfile();
  // The form waits for the profile fetched again, never a saved one (decision 148).
  const profile = restoredNotRefreshed(query) ? undefined : query.data;
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader
        title="Profile Settings"
        description="Your name, contact details, time zone and password."
      />
      {profile ? <ProfileSettingsForm key={profile._id} profile={profile} /> : <SkeletonBars count={4} />}
    </div>
  );
}
