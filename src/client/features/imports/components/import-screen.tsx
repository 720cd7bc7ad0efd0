import { type ChangeEvent, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import {
  IMPORT_BYTE_LIMIT,
  IMPORT_FIELDS,
  IMPORT_FILE_TYPES,
  IMPORT_KIND_LABELS,
  IMPORTABLE_KINDS,
  type ImportKind,
  importTemplateFile,
} from '../../../../shared/imports';
import { api, routes } from '../../../../shared/paths';
import type { ImportCellError, ImportMapping, ImportPreview } from '../../../../shared/schemas/imports';
import { USER_MESSAGES } from '../../../../shared/schemas/users';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ExportButton } from '../../../components/ui/export-button';
import { InlineError } from '../../../components/ui/inline-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { Table, type TableColumn } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { ToastWithLink } from '../../../components/ui/toast-with-link';
import { messageOf, newRequestKey } from '../../../lib/api-client';
import { permissionsFor, useProfile } from '../../auth';
import { refusedRows, usePreviewImport, useRunImport } from '../api/use-import';
import { IMPORT_TEXTS } from './import-texts';

/** The list each kind's records are seen in once imported. */
const LIST_OF: Record<ImportKind, string> = {
  apartments: routes.apartments,
  rent_records: routes.tenants,
  payments: routes.payments,
  vehicles: routes.vehicles,
  maintenance: routes.maintenance,
  expenses: routes.expenses,
};

/** Rows drawn at once; more on request (a 5,000-row file stays quick to show). */
const ROWS_SHOWN = 100;

type Filter = 'all' | 'problems' | 'duplicates';

interface ShownRow {
  row: number;
  values: string[];
  errors: ImportCellError[];
  duplicateOf?: string;
  duplicateOfRow?: number;
}

/**
 * /import (docs/insight.md §4), Admin and Manager; Staff land on /home. Choose the kind, upload a
 * file, check the columns' mapping (pre-filled by the server; a change previews again), tick the rows
 * to import: the Import button waits until no ticked row has a problem. All or nothing on the server.
 */
export function ImportScreen() {
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <p role="status" className="p-4 text-sm text-gray-700">
        {USER_MESSAGES.checkingAccess}
      </p>
    );
  }
  if (!profile.data || !permissionsFor(profile.data.role).canDelete)
    return <Navigate to={routes.home} replace />;
  return <ImportFlow />;
}

function ImportFlow() {
  const navigate = useNavigate();
  const [kind, setKind] = useState<ImportKind>('apartments');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [unticked, setUnticked] = useState<Set<number>>(new Set());
  const [serverErrors, setServerErrors] = useState<Map<number, ImportCellError[]>>(new Map());
  const [filter, setFilter] = useState<Filter>('all');
  const [shown, setShown] = useState(ROWS_SHOWN);
  const [inputKey, setInputKey] = useState(0);
  // One import of one file and mapping: its retries resend this key; a new file, kind or mapping
  // (each previewed again) or a finished import starts a new one (decision 140).
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const previewing = usePreviewImport();
  const importing = useRunImport();

  const runPreview = (chosen: File, forKind: ImportKind, mapping?: ImportMapping) => {
    setRequestKey(newRequestKey());
    previewing.mutate(
      { kind: forKind, file: chosen, ...(mapping ? { mapping } : {}) },
      {
        onSuccess: (answer) => {
          setPreview(answer);
          setServerErrors(new Map());
          setShown(ROWS_SHOWN);
        },
        onError: () => setPreview(null),
      },
    );
  };

  const reset = () => {
    setFile(null);
    setPreview(null);
    setUnticked(new Set());
    setServerErrors(new Map());
    setFileError(undefined);
    previewing.reset();
    setRequestKey(newRequestKey());
    setInputKey((key) => key + 1);
  };

  const onKind = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value as ImportKind;
    setKind(next);
    if (file) {
      setUnticked(new Set());
      runPreview(file, next);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setPreview(null);
    setUnticked(new Set());
    setFile(chosen);
    setFileError(undefined);
    if (!chosen) return;
    if (chosen.size > IMPORT_BYTE_LIMIT) {
      setFileError(IMPORT_TEXTS.tooLarge);
      return;
    }
    runPreview(chosen, kind);
  };

  const onMapping = (column: string, field: string) => {
    if (!file || !preview) return;
    const mapping: ImportMapping = {};
    for (const [each, mapped] of Object.entries(preview.mapping)) {
      // A field goes to one column: choosing it elsewhere takes it from its old column.
      mapping[each] = each === column ? field : mapped === field && field !== '' ? '' : mapped;
    }
    runPreview(file, kind, mapping);
  };

  const rows: ShownRow[] = useMemo(
    () =>
      (preview?.rows ?? []).map((row) => {
        const extra = serverErrors.get(row.row);
        return extra ? { ...row, errors: [...row.errors, ...extra] } : row;
      }),
    [preview, serverErrors],
  );
  const ticked = rows.filter((row) => !unticked.has(row.row));
  const invalidTicked = ticked.filter((row) => row.errors.length > 0).length;
  const invalid = rows.filter((row) => row.errors.length > 0).length;
  const duplicates = rows.filter((row) => row.duplicateOf || row.duplicateOfRow).length;
  const filtered = rows.filter((row) =>
    filter === 'problems'
      ? row.errors.length > 0
      : filter === 'duplicates'
        ? Boolean(row.duplicateOf || row.duplicateOfRow)
        : true,
  );

  const toggle = (row: number, on: boolean) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (on) next.delete(row);
      else next.add(row);
      return next;
    });

  const onImport = () => {
    if (!file || !preview) return;
    importing.mutate(
      { kind, file, mapping: preview.mapping, skip: [...unticked].sort((a, b) => a - b), requestKey },
      {
        onSuccess: ({ imported }) => {
          toast.success(
            <ToastWithLink to={LIST_OF[kind]} linkText={IMPORT_TEXTS.openList} navigate={navigate}>
              {IMPORT_TEXTS.imported(imported)}
            </ToastWithLink>,
          );
          reset();
        },
        onError: (error) => {
          const named = refusedRows(error);
          if (named.length > 0) setServerErrors(new Map(named.map((each) => [each.row, each.errors])));
        },
      },
    );
  };

  const fields = IMPORT_FIELDS[kind];
  const mappedFields = new Set(Object.values(preview?.mapping ?? {}));
  const unmappedRequired = fields.filter((field) => field.required && !mappedFields.has(field.field));
  const fieldOptions = [
    { value: '', label: IMPORT_TEXTS.notImported },
    ...fields.map((field) => ({
      value: field.field,
      label: field.required ? `${field.header} ${IMPORT_TEXTS.required}` : field.header,
    })),
  ];

  const columns: TableColumn<ShownRow>[] = [
    {
      key: 'tick',
      header: <span className="sr-only">{IMPORT_TEXTS.rows}</span>,
      hideInCard: true,
      cell: (row) => <RowTick row={row.row} checked={!unticked.has(row.row)} onChange={toggle} />,
    },
    { key: 'row', header: '#', hideInCard: true, cell: (row) => row.row },
    ...(preview?.columns ?? []).map(
      (column, index): TableColumn<ShownRow> => ({
        key: `column-${index}`,
        header: column,
        wrap: 'truncate',
        cell: (row) => row.values[index] ?? '',
      }),
    ),
    {
      key: 'problems',
      header: IMPORT_TEXTS.problems,
      cell: (row) => <RowProblems row={row} />,
    },
  ];

  return (
    <div>
      <PageHeader title={IMPORT_TEXTS.title} description={IMPORT_TEXTS.intro} />
      <section className="grid max-w-3xl gap-4 sm:grid-cols-2 sm:items-end">
        <Select
          label={IMPORT_TEXTS.kind}
          name="kind"
          value={kind}
          onChange={onKind}
          options={IMPORTABLE_KINDS.map((value) => ({ value, label: IMPORT_KIND_LABELS[value] }))}
        />
        <div>
          <ExportButton
            url={api.importTemplate(kind)}
            fileName={importTemplateFile(kind)}
            busyText={IMPORT_TEXTS.templateBusy}
          >
            {IMPORT_TEXTS.template}
          </ExportButton>
        </div>
        <TextField
          key={inputKey}
          className="sm:col-span-2"
          label={IMPORT_TEXTS.file}
          name="file"
          type="file"
          accept={IMPORT_FILE_TYPES}
          hint={IMPORT_TEXTS.fileHint}
          error={fileError}
          onChange={onFile}
        />
      </section>

      {previewing.isPending ? (
        <p role="status" className="mt-4 text-sm text-gray-700">
          {IMPORT_TEXTS.reading}
        </p>
      ) : null}
      {previewing.isError ? (
        <div className="mt-4 max-w-3xl">
          <InlineError message={messageOf(previewing.error)} />
        </div>
      ) : null}

      {preview ? (
        <>
          <section aria-labelledby="import-mapping" className="mt-8 max-w-5xl">
            <h2 id="import-mapping" className="text-lg font-semibold text-gray-900">
              {IMPORT_TEXTS.mapping}
            </h2>
            <p className="mt-1 mb-3 text-sm text-gray-700">{IMPORT_TEXTS.mappingIntro}</p>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {preview.columns.map((column, index) => (
                <Select
                  key={column}
                  label={column}
                  name={`mapping-${index}`}
                  value={preview.mapping[column] ?? ''}
                  disabled={previewing.isPending}
                  onChange={(event) => onMapping(column, event.target.value)}
                  options={fieldOptions}
                />
              ))}
            </div>
            {unmappedRequired.length > 0 ? (
              <p className="mt-3 text-sm text-amber-800">
                {IMPORT_TEXTS.unmappedRequired(unmappedRequired.map((field) => field.header).join(', '))}
              </p>
            ) : null}
          </section>

          <section aria-labelledby="import-rows" className="mt-8">
            <h2 id="import-rows" className="text-lg font-semibold text-gray-900">
              {IMPORT_TEXTS.rows}
            </h2>
            <p className="mt-1 text-sm text-gray-700" aria-live="polite">
              {IMPORT_TEXTS.summary(rows.length, ticked.length, invalid, duplicates)}
            </p>
            <div className="mt-3 flex flex-wrap items-end gap-3">
              <Select
                label="Show"
                name="show"
                value={filter}
                onChange={(event) => {
                  setFilter(event.target.value as Filter);
                  setShown(ROWS_SHOWN);
                }}
                options={[
                  { value: 'all', label: IMPORT_TEXTS.showAll },
                  { value: 'problems', label: IMPORT_TEXTS.showProblems },
                  { value: 'duplicates', label: IMPORT_TEXTS.showDuplicates },
                ]}
              />
              <Button
                variant="secondary"
                disabled={invalid === 0}
                onClick={() =>
                  setUnticked(
                    new Set([
                      ...unticked,
                      ...rows.filter((row) => row.errors.length > 0).map((row) => row.row),
                    ]),
                  )
                }
              >
                {IMPORT_TEXTS.untickProblems}
              </Button>
              <Button variant="ghost" disabled={unticked.size === 0} onClick={() => setUnticked(new Set())}>
                {IMPORT_TEXTS.tickAll}
              </Button>
            </div>
            <Table
              className="mt-4"
              caption={IMPORT_TEXTS.rows}
              columns={columns}
              rows={filtered.slice(0, shown)}
              rowKey={(row) => String(row.row)}
              cardTitle={(row) => (
                <RowTick row={row.row} checked={!unticked.has(row.row)} onChange={toggle} label />
              )}
              rowClassName={(row) => (row.errors.length > 0 ? 'bg-red-50' : undefined)}
            />
            {filtered.length > shown ? (
              <Button
                className="mt-3"
                variant="secondary"
                onClick={() => setShown((count) => count + ROWS_SHOWN)}
              >
                {IMPORT_TEXTS.showMore(Math.min(ROWS_SHOWN, filtered.length - shown))}
              </Button>
            ) : null}
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <Button
                onClick={onImport}
                disabled={invalidTicked > 0 || ticked.length === 0 || previewing.isPending}
                busy={importing.isPending}
                busyText={IMPORT_TEXTS.importing}
              >
                {IMPORT_TEXTS.importButton(ticked.length)}
              </Button>
              {invalidTicked > 0 ? (
                <p className="text-sm text-gray-700">{IMPORT_TEXTS.blockedByProblems}</p>
              ) : ticked.length === 0 ? (
                <p className="text-sm text-gray-700">{IMPORT_TEXTS.nothingTicked}</p>
              ) : null}
            </div>
          </section>
        </>
      ) : null}
    </div>
  );
}

function RowTick({
  row,
  checked,
  onChange,
  label = false,
}: {
  row: number;
  checked: boolean;
  onChange: (row: number, on: boolean) => void;
  label?: boolean;
}) {
  return (
    <label className="inline-flex min-h-10 cursor-pointer items-center gap-2">
      <input
        type="checkbox"
        className="size-5"
        checked={checked}
        onChange={(event) => onChange(row, event.target.checked)}
        aria-label={label ? undefined : IMPORT_TEXTS.importRow(row)}
      />
      {label ? <span className="font-medium">{IMPORT_TEXTS.importRow(row)}</span> : null}
    </label>
  );
}

function RowProblems({ row }: { row: ShownRow }) {
  const duplicate =
    row.duplicateOfRow !== undefined
      ? IMPORT_TEXTS.duplicateOfRow(row.duplicateOfRow)
      : row.duplicateOf
        ? IMPORT_TEXTS.duplicateOf
        : null;
  if (row.errors.length === 0 && !duplicate) return <Badge tone="green">{IMPORT_TEXTS.noProblems}</Badge>;
  return (
    <ul className="space-y-1 whitespace-normal">
      {row.errors.map((error) => (
        <li key={`${error.column}:${error.message}`} className="text-red-800">
          <span className="font-medium">{error.column}:</span> {error.message}
        </li>
      ))}
      {duplicate ? (
        <li>
          <Badge tone="amber">{duplicate}</Badge>
        </li>
      ) : null}
    </ul>
  );
}
