/**
 * Query keys of odometer readings (docs/reminders.md §2): a vehicle's readings of every source. A
 * maintenance record or remittance carrying one makes the server name `odometer` too.
 */
export const odometerKeys = {
  all: ['odometer'] as const,
  ofVehicle: (vehicleId: string) => [...odometerKeys.all, 'vehicle', vehicleId] as const,
};
