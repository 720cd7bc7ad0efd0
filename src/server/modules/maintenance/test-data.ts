import type { MaintenanceInput } from '../../../shared/schemas/maintenance';

/** A complete, valid add-maintenance body for a vehicle (what the add form sends). */
export function maintenanceBody(
  vehicleId: string,
  overrides: Partial<MaintenanceInput> = {},
): MaintenanceInput {
  return {
    vehicleId,
    maintenanceDate: '2026-03-14',
    cost: 1250.5,
    issue: ['Replace brake pads', 'Check alignment'],
    status: 'ongoing',
    ...overrides,
  };
}
