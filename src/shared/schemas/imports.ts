import { z } from 'zod';
import { IMPORT_KINDS } from '../imports';

export {
  IMPORT_FIELDS,
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  IMPORTABLE_KINDS,
  type ImportField,
  type ImportKind,
} from '../imports';

/** `/api/import/{kind}…`: one of the six kinds (docs/insight.md §4). */
export const importKindParams = z.object({
  kind: z.enum(IMPORT_KINDS, { error: `kind must be one of: ${IMPORT_KINDS.join(', ')}` }),
});

/** One problem of a row: the file's header text and the product's own message. */
export const importCellError = z.object({ column: z.string(), message: z.string() });
export type ImportCellError = z.infer<typeof importCellError>;

/** From the file's column header to the record's field ('' : the column is not imported). */
export const importMapping = z.record(z.string(), z.string());
export type ImportMapping = z.infer<typeof importMapping>;

export const importPreviewRow = z.object({
  /** The sheet's row number (the header is row 1). */
  row: z.number(),
  values: z.array(z.string()),
  errors: z.array(importCellError),
  /** The `_id` of the stored record this row looks like (a warning only). */
  duplicateOf: z.string().optional(),
  /** The earlier row of the same file this row looks like (decision 136). */
  duplicateOfRow: z.number().optional(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;

/** `POST /api/import/{kind}/preview`. */
export const importPreview = z.object({
  columns: z.array(z.string()),
  mapping: importMapping,
  rows: z.array(importPreviewRow),
});
export type ImportPreview = z.infer<typeof importPreview>;

/** `POST /api/import/{kind}`: how many records were made. */
export const importResult = z.object({ imported: z.number() });
export type ImportResult = z.infer<typeof importResult>;

/** The 400 of an import with invalid rows: every one of them, nothing imported. */
export const importRefusal = z.object({
  message: z.string(),
  rows: z.array(z.object({ row: z.number(), errors: z.array(importCellError) })),
});
export type ImportRefusal = z.infer<typeof importRefusal>;
