/**
 * Query keys of the business details (docs/ledger.md §4). Their root is the `account` data kind: the
 * business name is the account's, and a save answers `X-Data-Changed: account`.
 */
export const businessKeys = {
  all: ['account', 'business'] as const,
  settings: () => [...businessKeys.all, 'settings'] as const,
};
