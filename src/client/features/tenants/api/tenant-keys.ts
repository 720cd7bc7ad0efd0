/** Query keys of the tenants feature (tenants' rent records). */
export const tenantKeys = {
  all: ['tenants'] as const,
  list: () => [...tenantKeys.all, 'list'] as const,
  detail: (tenantId: string) => [...tenantKeys.all, 'detail', tenantId] as const,
};
