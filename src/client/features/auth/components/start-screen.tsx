import { lazy, Suspense } from 'react';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { useSetupStatus } from '../api/setup-status';
import { AuthCard } from './auth-card';

/**
 * The login form comes in its own chunk, with react-hook-form: a signed-in first visit does not
 * download them, and early-data.js preloads it for '/' and after a 401 (docs/offline.md §4).
 */
const LoginScreen = lazy(() => import('./login-screen').then((module) => ({ default: module.LoginScreen })));
const SetupScreen = lazy(() => import('./setup-screen').then((module) => ({ default: module.SetupScreen })));

function Loading() {
  return (
    <AuthCard title="Property Tracking System">
      <SkeletonBars count={3} />
    </AuthCard>
  );
}

/** '/': the first-run setup form while no user exists, else the login form (with sign-up when open). */
export function StartScreen() {
  const status = useSetupStatus();
  if (status.isPending) return <Loading />;
  if (status.data?.needed) {
    return (
      <Suspense fallback={<Loading />}>
        <SetupScreen />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <LoginScreen signupOpen={status.data?.signup === true} />
    </Suspense>
  );
}
