/**
 * What the tests expect of the shell, written once for the component tests and the end-to-end specs
 * (tests/e2e/foundation/auth.spec.ts): the expectations, not the app's own nav data, so a change to
 * the sidebar still has to be made on purpose here.
 */

/** The apartment sidebar's links an Admin sees, in order. */
export const ADMIN_APARTMENT_LINKS = [
  'Dashboard',
  'Properties',
  'Tenants',
  'Payments',
  'Arrears',
  'Expenses',
  'Reports',
  'Alerts',
  'Go To Vehicle Dashboard',
  'Import from Excel',
  'Settings',
] as const;
