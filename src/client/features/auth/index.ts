/**
 * The auth feature's public face: the signed-in profile, signing out, what a role may do and the
 * signed-out screens. Other features and the app import from here, never from the files inside.
 */
export { useLogout } from './api/use-logout';
export { authKeys, fetchProfile, profileQueryOptions, useProfile } from './api/use-profile';
export { StartScreen } from './components/start-screen';
export { permissionsFor, usePermissions } from './permissions';

/** Screens loaded on demand (a route's `lazy`). */
export const authScreens = {
  landing: () =>
    import('./components/landing-screen').then((module) => ({ Component: module.LandingScreen })),
  signup: () => import('./components/signup-screen').then((module) => ({ Component: module.SignupScreen })),
  forgotPassword: () =>
    import('./components/forgot-password-screen').then((module) => ({
      Component: module.ForgotPasswordScreen,
    })),
};
