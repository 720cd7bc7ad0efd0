/** The reports feature's public face: the /reports screen (docs/insight.md §2), loaded on demand. */
export const reportScreens = {
  reports: () =>
    import('./components/reports-screen').then((module) => ({ Component: module.ReportsScreen })),
};
