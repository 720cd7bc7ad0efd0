/**
 * Query keys of Settings → Payments (docs/collect.md §2). Their root is the `account` data kind: a
 * save answers `X-Data-Changed: account`.
 */
export const paymentSettingsKeys = {
  all: ['account', 'payments'] as const,
  settings: () => [...paymentSettingsKeys.all, 'settings'] as const,
};
