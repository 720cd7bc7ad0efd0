import ExcelJS from 'exceljs';
import { headerKey, IMPORT_FIELDS, type ImportField } from '../../../shared/imports';
import type {
  ImportCellError,
  ImportKind,
  ImportMapping,
  ImportPreview,
  ImportPreviewRow,
  ImportRefusal,
  ImportResult,
} from '../../../shared/schemas/imports';
import { DomainError, invalid } from '../../lib/domain-errors';
import { type Keyed, onceUnderKey } from '../../lib/request-keys';
import type { ReadContext, ServiceContext } from '../../lib/service-context';
import { type ImportUnderKey, importKeysRepository } from './import-keys';
import { type FieldValues, KIND_DEFINITIONS, type KindDefinition } from './kinds';

/** A sheet as the spreadsheet reader gives it (lib/spreadsheet): the header, then each row's texts. */
export interface ImportSheet {
  columns: string[];
  rows: { row: number; values: string[] }[];
}

export const IMPORT_MESSAGES = {
  notYet: 'This kind cannot be imported yet.',
  nothing: 'The file has no rows to import.',
  refused: (count: number) =>
    `${count} ${count === 1 ? 'row has' : 'rows have'} problems: nothing was imported. Fix or untick ${count === 1 ? 'it' : 'them'} and import again.`,
  unknownColumn: (column: string) => `The mapping names a column the file does not have: ${column}`,
  unknownField: (field: string) => `The mapping names a field this kind does not have: ${field}`,
  twice: (header: string) => `Two columns are mapped to ${header}: map only one`,
  keyReused:
    'This import was already made with another file or mapping. Check the records before importing again.',
} as const;

/** An import's Idempotency-Key and what the import is (decision 140). */
export interface ImportRequestKey {
  requestKey: string;
  fingerprint: string;
}

/** The import's 400 (docs/insight.md §4): every invalid row, nothing imported (the write rolled back). */
export class ImportRefused extends Error {
  constructor(readonly body: ImportRefusal) {
    super(body.message);
    this.name = 'ImportRefused';
  }
}

function definitionOf(kind: ImportKind): KindDefinition {
  const definition = KIND_DEFINITIONS[kind];
  if (!definition) throw invalid(IMPORT_MESSAGES.notYet);
  return definition;
}

/**
 * Each column matched to a field by its header (decision 135): the field's export header, its name, or
 * one of its aliases, whatever the case, spacing and punctuation. A field takes the first column only.
 */
export function autoMapping(kind: ImportKind, columns: readonly string[]): ImportMapping {
  const definition = definitionOf(kind);
  const byKey = new Map<string, string>();
  for (const { field, header } of IMPORT_FIELDS[kind]) {
    for (const name of [header, field, ...(definition.aliases[field] ?? [])]) {
      const key = headerKey(name);
      if (!byKey.has(key)) byKey.set(key, field);
    }
  }
  const taken = new Set<string>();
  const mapping: ImportMapping = {};
  for (const column of columns) {
    const field = byKey.get(headerKey(column));
    if (field && !taken.has(field)) {
      taken.add(field);
      mapping[column] = field;
    } else mapping[column] = '';
  }
  return mapping;
}

/** A mapping the client sent, checked against the file's columns and the kind's fields. */
function checkedMapping(kind: ImportKind, columns: readonly string[], sent: ImportMapping): ImportMapping {
  const fields = new Map(IMPORT_FIELDS[kind].map((field) => [field.field, field]));
  const mapping: ImportMapping = {};
  for (const column of columns) mapping[column] = '';
  const taken = new Set<string>();
  for (const [column, field] of Object.entries(sent)) {
    if (!columns.includes(column)) throw invalid(IMPORT_MESSAGES.unknownColumn(column));
    if (field === '') continue;
    const known = fields.get(field);
    if (!known) throw invalid(IMPORT_MESSAGES.unknownField(field));
    if (taken.has(field)) throw invalid(IMPORT_MESSAGES.twice(known.header));
    taken.add(field);
    mapping[column] = field;
  }
  return mapping;
}

interface CheckedRow {
  row: number;
  values: string[];
  errors: ImportCellError[];
  body?: unknown;
  duplicateOf?: string;
  duplicateOfRow?: number;
}

/**
 * Every row of the sheet judged as the add form's call would be: its references resolved, the
 * shared create schema applied, each problem named by the file's header; and whether it looks like
 * a stored record or an earlier row (decision 136). Wholly blank rows are no rows.
 */
async function checkRows(
  ctx: ReadContext,
  kind: ImportKind,
  sheet: ImportSheet,
  mapping: ImportMapping,
): Promise<CheckedRow[]> {
  const definition = definitionOf(kind);
  const fields = IMPORT_FIELDS[kind];
  const columnOf = new Map<string, number>();
  sheet.columns.forEach((column, index) => {
    const field = mapping[column];
    if (field && !columnOf.has(field)) columnOf.set(field, index);
  });
  /** The header a field's problem is named by: its column's, or the template's when no column holds it. */
  const headerOf = (field: string) => {
    const index = columnOf.get(field);
    if (index !== undefined) return sheet.columns[index] ?? field;
    return fields.find((each) => each.field === field)?.header ?? field;
  };
  const rows = sheet.rows.filter((row) => row.values.some((value) => value.trim() !== ''));
  const byField = rows.map((row) => {
    const values: FieldValues = {};
    for (const { field } of fields) {
      const index = columnOf.get(field);
      values[field] = index === undefined ? '' : (row.values[index] ?? '');
    }
    return values;
  });
  const lookups = await definition.load(ctx, byField);
  const firstRowOf = new Map<string, number>();
  return rows.map((row, index) => {
    const { input, problems } = definition.toInput(byField[index] ?? {}, lookups);
    const errors: ImportCellError[] = problems.map((problem) => ({
      column: headerOf(problem.field),
      message: problem.message,
    }));
    const refused = new Set(problems.map((problem) => problem.field));
    const parsed = definition.schema.safeParse(input);
    const checked: CheckedRow = { row: row.row, values: row.values, errors };
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = definition.fieldOf ? definition.fieldOf(issue.path) : String(issue.path[0] ?? '');
        // A reference already refused by name is not refused again as missing.
        if (refused.has(field)) continue;
        const error = { column: headerOf(field), message: issue.message };
        if (!errors.some((each) => each.column === error.column && each.message === error.message))
          errors.push(error);
      }
    } else if (errors.length === 0) {
      checked.body = parsed.data;
      const key = (definition.key as (body: unknown) => string)(parsed.data);
      const stored = lookups.existing.get(key);
      if (stored) checked.duplicateOf = stored;
      const earlier = firstRowOf.get(key);
      if (earlier !== undefined) checked.duplicateOfRow = earlier;
      else firstRowOf.set(key, row.row);
    }
    return checked;
  });
}

const previewRow = ({ body: _body, ...row }: CheckedRow): ImportPreviewRow => row;

/** The column a service's refusal names: the field its error's path names, else the row's first. */
function serviceErrors(
  kind: ImportKind,
  error: DomainError,
  headerOf: (field: string) => string,
): ImportCellError[] {
  const fields = new Set(IMPORT_FIELDS[kind].map((field: ImportField) => field.field));
  const named = (error.errors ?? []).map((each) => {
    const field = each.path.split('.').pop() ?? '';
    return {
      column: headerOf(fields.has(field) ? field : (IMPORT_FIELDS[kind][0]?.field ?? '')),
      message: each.message,
    };
  });
  return named.length
    ? named
    : [{ column: headerOf(IMPORT_FIELDS[kind][0]?.field ?? ''), message: error.message }];
}

/** Import from Excel (docs/insight.md §4). */
export const importsService = {
  /** Every row with its problems and duplicates; the mapping sent, or the one matched from the headers. */
  async preview(
    ctx: ReadContext,
    kind: ImportKind,
    sheet: ImportSheet,
    sentMapping?: ImportMapping,
  ): Promise<ImportPreview> {
    const mapping = sentMapping
      ? checkedMapping(kind, sheet.columns, sentMapping)
      : autoMapping(kind, sheet.columns);
    const rows = await checkRows(ctx, kind, sheet, mapping);
    return { columns: sheet.columns, mapping, rows: rows.map(previewRow) };
  },

  /**
   * Imports every row not in `skip`, all or nothing, in the caller's one transaction: each record
   * made by its kind's own create (its rules, receipts, figures and one audit event each). Any
   * invalid row refuses the whole file (ImportRefused), naming every one.
   */
  async run(
    ctx: ServiceContext,
    kind: ImportKind,
    sheet: ImportSheet,
    sentMapping: ImportMapping,
    skip: readonly number[] = [],
  ): Promise<ImportResult> {
    const definition = definitionOf(kind);
    const mapping = checkedMapping(kind, sheet.columns, sentMapping);
    const skipped = new Set(skip);
    const rows = (await checkRows(ctx, kind, sheet, mapping)).filter((row) => !skipped.has(row.row));
    if (rows.length === 0) throw invalid(IMPORT_MESSAGES.nothing);
    const refuse = (invalidRows: CheckedRow[]) =>
      new ImportRefused({
        message: IMPORT_MESSAGES.refused(invalidRows.length),
        rows: invalidRows.map(({ row, errors }) => ({ row, errors })),
      });
    const invalidRows = rows.filter((row) => row.errors.length > 0);
    if (invalidRows.length > 0) throw refuse(invalidRows);
    const headerOf = (field: string) =>
      Object.entries(mapping).find(([, mapped]) => mapped === field)?.[0] ??
      IMPORT_FIELDS[kind].find((each) => each.field === field)?.header ??
      field;
    const create = definition.create as (ctx: ServiceContext, body: unknown) => Promise<unknown>;
    for (const row of rows) {
      try {
        await create(ctx, row.body);
      } catch (error) {
        // A rule of the kind's service (a unit already let, a plate or a transaction ID used twice):
        // this row is refused and the write rolls back; the rows after it are not tried.
        if (error instanceof DomainError && (error.kind === 'invalid' || error.kind === 'conflict'))
          throw refuse([{ ...row, errors: serviceErrors(kind, error, headerOf) }]);
        throw error;
      }
    }
    return { imported: rows.length };
  },

  /**
   * `run` once per Idempotency-Key (decision 140): the key is taken first, in the import's own
   * transaction; a repeat of the same import answers its count and imports nothing, another file or
   * mapping under the key is refused (409). Without a key, `run` as it is.
   */
  async runOnce(
    ctx: ServiceContext,
    key: ImportRequestKey | undefined,
    kind: ImportKind,
    sheet: ImportSheet,
    mapping: ImportMapping,
    skip?: readonly number[],
  ): Promise<Keyed<ImportUnderKey>> {
    const run = () => importsService.run(ctx, kind, sheet, mapping, skip);
    if (!key) return { record: { imported: (await run()).imported, fingerprint: '' }, replayed: false };
    const keys = importKeysRepository(ctx.trx, ctx.accountId);
    const rule = {
      storedUnder: (requestKey: string) => keys.find(requestKey),
      same: (stored: ImportUnderKey) => stored.fingerprint === key.fingerprint,
      reused: IMPORT_MESSAGES.keyReused,
    };
    return onceUnderKey(key.requestKey, rule, async () => {
      if (!(await keys.claim(key.requestKey, kind, key.fingerprint))) return null;
      const { imported } = await run();
      await keys.setImported(key.requestKey, imported);
      return { imported, fingerprint: key.fingerprint };
    });
  },

  /** The kind's template (decision 137): its export's headers, and a sheet of notes with an example each. */
  async template(kind: ImportKind): Promise<Buffer> {
    definitionOf(kind);
    const fields = IMPORT_FIELDS[kind];
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.columns = fields.map((field) => ({
      header: field.header,
      width: Math.max(14, field.header.length + 4),
    }));
    sheet.getRow(1).font = { bold: true };
    const notes = workbook.addWorksheet('Notes');
    notes.columns = [
      { header: 'Column', width: 24 },
      { header: 'Required', width: 10 },
      { header: 'Example', width: 32 },
    ];
    notes.getRow(1).font = { bold: true };
    for (const field of fields) notes.addRow([field.header, field.required ? 'Yes' : 'No', field.example]);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  },
};
