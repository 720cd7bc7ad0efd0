/** The hire screens' fixed texts, in one place for the screens and their tests. */
export const HIRE_TEXTS = {
  added: 'Contract added successfully',
  updated: 'Contract updated successfully',
  deleted: 'Contract deleted successfully',
  terminated: 'Contract terminated',
  confirmDelete: 'Are you sure you want to delete this contract?',
  confirmTerminate: 'Are you sure you want to terminate this contract?',
  terminateNote:
    'Nothing falls due after the termination date. The contract, its remittances and receipts stay.',
  loadFailed: 'Failed to load the contract.',
  loadError: 'Something went wrong while fetching the contract.',
  listFailed: 'Failed to load the contracts.',
  noContracts: 'No contracts found.',
  noEntries: 'Nothing has fallen due and nothing was paid yet.',
  handedOver: (hirer: string) => `Vehicle handed over to ${hirer}`,
  ongoingMaintenance: (since: string) =>
    `This vehicle is under maintenance (ongoing since ${since}). You can still hire it out.`,
  // Remittances
  recorded: 'Remittance recorded successfully',
  viewReceipt: (receiptNumber: string) => `View receipt ${receiptNumber}`,
  voided: 'Remittance voided successfully',
  confirmVoid: 'Are you sure you want to void this remittance?',
  receiptStays: (receiptNumber: string) =>
    `Its receipt ${receiptNumber} stays, marked VOID, with who voided it, when and why.`,
  boardFailed: 'Failed to load the remittances of this day.',
  noneThatDay: (date: string) => `No contract runs on ${date}.`,
  listOfRemittances: 'All remittances',
  remittancesFailed: 'Failed to load the remittances.',
  noRemittances: 'No remittances found.',
} as const;

/** Rows a page of the contract list (docs/screens.md gives the older lists theirs; this one is new). */
export const CONTRACTS_PAGE_SIZE = 10;

/** Lines a page of a contract's ledger (a daily contract adds some 300 lines a year). */
export const LEDGER_PAGE_SIZE = 25;
