import type { DocumentBody } from '../../../shared/schemas/vehicle-papers';
import { PAPER_KIND_COLUMNS } from '../../../shared/test-data/vehicle-papers';

/** A valid insurance policy (its expiry must be given: none is derived for insurance). */
export function documentBody(overrides: Partial<DocumentBody> = {}): DocumentBody {
  return {
    kind: 'insurance',
    number: 'POL-2026-0042',
    issuedOn: '2026-01-10',
    expiresOn: '2027-01-09',
    cost: 850.5,
    note: 'Third party, Enterprise Insurance',
    ...overrides,
  };
}

/** The compliance export's header row (written out here, not read from the export's columns). */
export const COMPLIANCE_EXPORT_HEADER = [
  'Registration Number',
  'Make',
  'Model',
  'Vehicle Type',
  ...PAPER_KIND_COLUMNS,
  'Driver Licence',
];
