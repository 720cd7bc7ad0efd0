/** Query keys of the maintenance feature. */
export const maintenanceKeys = {
  all: ['maintenance'] as const,
  list: () => [...maintenanceKeys.all, 'list'] as const,
  detail: (recordId: string) => [...maintenanceKeys.all, 'detail', recordId] as const,
};
