/** The settings feature's public face: its screens (/settings for Admins, /profile for everyone). */

/** Screens loaded on demand (a route's `lazy`). */
export const settingsScreens = {
  settings: () =>
    import('./components/settings-screen').then((module) => ({ Component: module.SettingsScreen })),
  profile: () =>
    import('./components/profile-screen').then((module) => ({ Component: module.ProfileScreen })),
};
