/** The vehicle page's and the compliance grid's fixed texts, in one place for the screens and their tests. */
export const PAPERS_TEXTS = {
  // The vehicle's page
  loadFailed: 'Failed to load the vehicle.',
  loadError: 'Something went wrong while fetching the vehicle.',
  // Documents (docs/reminders.md §1)
  documentAdded: 'Document added successfully',
  documentUpdated: 'Document updated successfully',
  documentDeleted: 'Document deleted successfully',
  confirmDeleteDocument: 'Are you sure you want to delete this document?',
  documentsFailed: 'Failed to load the documents.',
  notOnRecord: 'Not on record',
  workedOut: 'worked out',
  // Odometer (docs/reminders.md §2)
  readingAdded: 'Odometer reading added successfully',
  readingsFailed: 'Failed to load the odometer readings.',
  noReadings: 'No odometer readings yet.',
  // Service schedules (docs/reminders.md §2)
  scheduleAdded: 'Service schedule added successfully',
  scheduleUpdated: 'Service schedule updated successfully',
  scheduleDeleted: 'Service schedule deleted successfully',
  confirmDeleteSchedule: 'Are you sure you want to delete this service schedule?',
  schedulesFailed: 'Failed to load the service schedules.',
  noSchedules: 'No service schedules yet.',
  scheduleNote:
    'Due when the distance or the time since it was last done reaches its interval; soon within the last 10%. Completing a maintenance record that names the task resets it.',
  // Costs
  costsFailed: 'The costs could not be loaded.',
  // Income beside the costs (docs/insight.md §2)
  profitFailed: 'The income and profit could not be loaded.',
  // The compliance grid (docs/reminders.md §1)
  complianceFailed: 'Failed to load the compliance grid.',
  noVehicles: 'No vehicles found.',
} as const;

/** Readings a page of the odometer table (a remittance a day may carry one). */
export const READINGS_PAGE_SIZE = 10;

/** Vehicles a page of the compliance grid. */
export const COMPLIANCE_PAGE_SIZE = 20;
