import { lazy, Suspense } from 'react';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { useSetupStatus } from '../api/setup-status';
import { AuthCard } from './auth-card';

/**
 * The login form comes in its own chunk, with react-hook-form: a signed-in first visit does not
 * download them, and early-data.js preloads it for '/' and after a 401 (docs/offline.md §4).
 */
const loginForm = () => import('./login-screen').then((module) => ({ default: module.LoginScreen }));
// On '/' the form is what the page shows: its code is asked for at once, alongside the setup status,
// not once that status has come (the script early-data.js has already started the download).
const loginFormLoading = window.location.pathname === '/' ? loginForm() : undefined;
const LoginScreen = lazy(() => loginFormLoading ?? loginForm());
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
