import { lazy, Suspense } from 'react';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { useSetupStatus } from '../api/setup-status';
import { AuthCard } from './auth-card';
import { LoginScreen } from './login-screen';

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
  return <LoginScreen signupOpen={status.data?.signup === true} />;
}
