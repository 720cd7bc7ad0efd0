import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import { IDEMPOTENCY_HEADER } from '../../../../shared/schemas/common';
import type {
  ImportKind,
  ImportMapping,
  ImportPreview,
  ImportRefusal,
  ImportResult,
} from '../../../../shared/schemas/imports';
import { isApiError, postForm } from '../../../lib/api-client';

/** The form the import routes read (decision 138): `mapping` and `skip` as JSON texts, then `file`. */
function importForm(file: File, mapping?: ImportMapping, skip?: number[]): FormData {
  const form = new FormData();
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  if (skip && skip.length > 0) form.append('skip', JSON.stringify(skip));
  form.append('file', file, file.name);
  return form;
}

export interface PreviewRequest {
  kind: ImportKind;
  file: File;
  /** The mapping chosen on the screen; none: the server matches the headers. */
  mapping?: ImportMapping;
}

/** POST /api/import/{kind}/preview: every row with its problems; its errors are shown on the screen. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: ({ kind, file, mapping }: PreviewRequest) =>
      postForm<ImportPreview>(api.importPreview(kind), importForm(file, mapping)),
    meta: { toast: false },
  });
}

export interface RunRequest {
  kind: ImportKind;
  file: File;
  mapping: ImportMapping;
  /** The unticked rows' numbers. */
  skip: number[];
  /** One key per import of one file and mapping, resent with every retry of it (decision 140). */
  requestKey: string;
}

/**
 * POST /api/import/{kind}: all or nothing, once per key, so a retry after a lost answer imports
 * nothing twice (decision 140); the lists refresh from the answer's `X-Data-Changed`.
 */
export function useRunImport() {
  return useMutation({
    mutationFn: ({ kind, file, mapping, skip, requestKey }: RunRequest) =>
      postForm<ImportResult>(api.importRecords(kind), importForm(file, mapping, skip), {
        headers: { [IDEMPOTENCY_HEADER]: requestKey },
      }),
  });
}

/** The rows an import's 400 named, when it named any. */
export function refusedRows(error: unknown): ImportRefusal['rows'] {
  if (!isApiError(error) || error.status !== 400) return [];
  const body = error.body as Partial<ImportRefusal> | undefined;
  return Array.isArray(body?.rows) ? body.rows : [];
}
