/**
 * The vehicle papers feature's public face (docs/reminders.md §1–2): a vehicle's page with its
 * documents, odometer readings, service schedules and costs, and the fleet's compliance grid. Its
 * screens and parts load on demand, and the prefetch loads the query code only when called: the
 * first bundle (the login screen's) carries none of this feature's code.
 */

/** Starts loading the compliance grid while its screen's code downloads (called from its route). */
export function prefetchCompliance() {
  void import('./api/use-compliance').then((module) => module.prefetchCompliance());
}

/** Screens loaded on demand (a route's `lazy`). */
export const vehiclePapersScreens = {
  vehicle: () =>
    import('./components/vehicle-screen').then((module) => ({ Component: module.VehicleScreen })),
  compliance: () =>
    import('./components/compliance-screen').then((module) => ({ Component: module.ComplianceScreen })),
  /** A vehicle's Documents section (its edit screen shows it under the form), for `React.lazy`. */
  documents: () =>
    import('./components/documents-section').then((module) => ({ default: module.DocumentsSection })),
};
