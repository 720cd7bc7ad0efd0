/** The imports feature's public face: /import, Admin and Manager (docs/insight.md §4). */

/** Screens loaded on demand (a route's `lazy`). */
export const importScreens = {
  importData: () =>
    import('./components/import-screen').then((module) => ({ Component: module.ImportScreen })),
};
