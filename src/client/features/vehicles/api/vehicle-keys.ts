/** Query keys of the vehicles feature. */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  list: () => [...vehicleKeys.all, 'list'] as const,
  /** The dashboard's figures (under 'vehicles': a vehicle's write refreshes them). */
  dashboard: () => [...vehicleKeys.all, 'dashboard'] as const,
  detail: (vehicleId: string) => [...vehicleKeys.all, 'detail', vehicleId] as const,
};
