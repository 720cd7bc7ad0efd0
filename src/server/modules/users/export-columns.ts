import type { ExportColumn } from '../../lib/xlsx-export';
import type { ExportedUser } from './repository';

/**
 * The users in the all-data workbook (docs/decisions/119): who they are and their role, never a
 * password, its hash, a session or a reset code. Phones as stored (E.164).
 */
export const userExportColumns: readonly ExportColumn<ExportedUser>[] = [
  { header: 'Name', width: 24, value: (row) => row.name },
  { header: 'Email', width: 30, value: (row) => row.email },
  { header: 'Phone', width: 18, value: (row) => row.phone },
  { header: 'Role', width: 10, value: (row) => row.role },
  { header: 'Time Zone', width: 18, value: (row) => row.timezone },
  { header: 'Added On', kind: 'date', width: 12, value: (row) => row.createdAt },
];
