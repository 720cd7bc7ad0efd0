/**
 * The hire feature's public face (docs/hire.md): contracts and the remittances that pay them. Its screens
 * (and the vehicle dashboard's hire part) load on demand, and the prefetches load the query code
 * only when called: the first bundle (the login screen's) carries none of this feature's code.
 */

/** Starts loading the board of `?date=` (today without one) while a screen's code downloads. */
export function prefetchBoard(dateParam?: string | null) {
  void import('./api/use-board').then((module) => module.prefetchBoard(dateParam));
}

/** Screens loaded on demand (a route's `lazy`). */
export const hireScreens = {
  contracts: () =>
    import('./components/contract-list-screen').then((module) => ({ Component: module.ContractListScreen })),
  addContract: () =>
    import('./components/add-contract-screen').then((module) => ({ Component: module.AddContractScreen })),
  editContract: () =>
    import('./components/edit-contract-screen').then((module) => ({ Component: module.EditContractScreen })),
  contract: () =>
    import('./components/contract-screen').then((module) => ({ Component: module.ContractScreen })),
  board: () => import('./components/board-screen').then((module) => ({ Component: module.BoardScreen })),
  remittanceList: () =>
    import('./components/remittance-list-screen').then((module) => ({
      Component: module.RemittanceListScreen,
    })),
  /** The vehicle dashboard's tiles and contracts ending soon, for `React.lazy`. */
  dashboard: () =>
    import('./components/hire-dashboard').then((module) => ({ default: module.HireDashboard })),
  /** A vehicle's current contract on its page, for `React.lazy`. */
  vehicleContract: () =>
    import('./components/vehicle-contract-card').then((module) => ({ default: module.VehicleContractCard })),
};
