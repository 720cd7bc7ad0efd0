/**
 * Test data both sides check against (the server's export tests, the client's compliance grid): kept
 * here once, written out rather than read from the code under test. Imported by tests only.
 */

/** The kinds of paper, one column each in the compliance grid and its export, in order. */
export const PAPER_KIND_COLUMNS = [
  'Roadworthy',
  'Insurance',
  'VIT',
  'Registration',
  'Permit',
  'Other',
] as const;
