/** Texts of docs/screens.md §8 for the vehicle screens. */
export const VEHICLE_MESSAGES = {
  added: 'Vehicle record added successfully',
  updated: 'Vehicle updated successfully',
  updateFailed: 'Update failed',
  listFailed: 'Error fetching vehicles',
  loadFailed: 'Failed to load vehicle data',
  loadError: 'An error occurred while fetching vehicle data',
  confirmDelete: 'Are you sure you want to delete this record?',
  deleting: 'Deletion ongoing',
  deleted: 'Deletion Successful',
} as const;
