/**
 * Query keys of service schedules (docs/reminders.md §2). Their standing follows the readings and the
 * completed maintenance jobs: the server names `schedules` on those writes too.
 */
export const scheduleKeys = {
  all: ['schedules'] as const,
  ofVehicle: (vehicleId: string) => [...scheduleKeys.all, 'vehicle', vehicleId] as const,
};
