import { Navigate, Outlet, useLocation } from 'react-router';
import { routes } from '../../shared/paths';
import { Button } from '../components/ui/button';
import { InlineError } from '../components/ui/inline-error';
import { useProfile } from '../features/auth';
import { PageLoading } from './page-loading';

/** State passed to '/' so the login can return the visitor where they were going. */
export interface LoginRedirectState {
  from?: string;
}

/** The signed-in area: loads the profile; signed-out visitors go to '/'. */
export function RequireAuth() {
  const location = useLocation();
  const profile = useProfile();
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) {
    return (
      <div className="mx-auto max-w-lg p-4 sm:p-6">
        <InlineError message="Failed to load data">
          <Button variant="secondary" onClick={() => profile.refetch()}>
            Try again
          </Button>
        </InlineError>
      </div>
    );
  }
  if (!profile.data) {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={routes.login} replace state={state} />;
  }
  return <Outlet />;
}
