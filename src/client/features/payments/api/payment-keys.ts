/** Query keys of the payments feature. */
export const paymentKeys = {
  all: ['payments'] as const,
  list: () => [...paymentKeys.all, 'list'] as const,
  detail: (paymentId: string) => [...paymentKeys.all, 'detail', paymentId] as const,
};
