/** Texts of docs/screens.md §8 for the maintenance screens. */
export const MAINTENANCE_MESSAGES = {
  added: 'Maintenance record added',
  updated: 'Maintenance record updated',
  addFailed: 'Failed to add maintenance record',
  loadFailed: 'Failed to load data',
  confirmDelete: 'Are you sure you want to delete this record?',
  deleting: 'Deletion ongoing',
  deleted: 'Deletion Successful',
} as const;
