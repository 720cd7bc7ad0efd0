import { AUDIT_ENTITY_LABELS } from '../../../shared/schemas/audit';
import type { ExportColumn } from '../../lib/xlsx-export';
import type { StoredAuditEvent } from './repository';

/** The most characters a spreadsheet cell holds (Excel's limit); a longer text is cut there. */
const CELL_CHARACTERS = 32_767;
const fitCell = (text: string | null) =>
  text === null || text.length <= CELL_CHARACTERS ? text : `${text.slice(0, CELL_CHARACTERS - 1)}…`;

/**
 * The audit log in the all-data workbook (docs/decisions/119): when (UTC), who, what, and the record
 * before and after as the JSON text the log keeps, records as the API shows them (never a password or
 * its hash: the services write a mark instead, audit/service.ts).
 */
export const auditExportColumns: readonly ExportColumn<StoredAuditEvent>[] = [
  { header: 'Time (UTC)', width: 26, value: (row) => row.at },
  { header: 'Who', width: 22, value: (row) => row.actor_name },
  { header: 'Action', width: 10, value: (row) => row.action },
  { header: 'Record', width: 18, value: (row) => AUDIT_ENTITY_LABELS[row.entity] },
  { header: 'Record ID', width: 38, value: (row) => row.entity_id },
  { header: 'Before', width: 60, value: (row) => fitCell(row.before) },
  { header: 'After', width: 60, value: (row) => fitCell(row.after) },
];
