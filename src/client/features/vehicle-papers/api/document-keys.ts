/** Query keys of vehicle documents (docs/reminders.md §1): each vehicle's papers, with their history. */
export const documentKeys = {
  all: ['documents'] as const,
  ofVehicle: (vehicleId: string) => [...documentKeys.all, 'vehicle', vehicleId] as const,
};
