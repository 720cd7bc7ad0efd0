import { TENANCY_COLUMNS } from '../../src/server/modules/apartments/test-data';
import { xlsxFile } from '../../src/server/modules/imports/test-data';
import { api } from '../../src/shared/paths';
import type { ImportKind } from '../../src/shared/schemas/imports';
import type { BenchContext, BenchRow } from '../harness';
import { memoryDuring } from './memory';

const SUITE = 'import';
/** docs/insight.md §5: a 5,000-row file previewed under 3 s, imported under 5 s, RSS growth under 100 MB. */
const ROWS = 5000;
const PREVIEW_S = 3;
const IMPORT_S = 5;
const RSS_GROWTH_MB = 100;

/** The tests' own .xlsx builder, as the Blob a browser's FormData sends. */
async function xlsx(rows: (string | number)[][]): Promise<Blob> {
  return new Blob([new Uint8Array((await xlsxFile(rows)).content)]);
}

async function send(ctx: BenchContext, url: string, file: Blob, name: string) {
  const form = new FormData();
  form.append('file', file, name);
  const response = await fetch(`${ctx.baseURL}${url}`, {
    method: 'POST',
    headers: { cookie: ctx.cookie },
    body: form,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as { rows?: { errors: unknown[] }[]; imported?: number };
}

/**
 * Import from Excel on the large demo data (docs/insight.md §4–5): 5,000 tenants' rent records, then
 * a payment for each of them, each file previewed and imported against the built server, with the
 * server's RSS growth while it does.
 */
export default async function importBench(ctx: BenchContext): Promise<BenchRow[]> {
  const stamp = Date.now().toString(36);
  const names = Array.from(
    { length: ROWS },
    (_, i) => `Bench Importer ${stamp} ${String(i).padStart(5, '0')}`,
  );
  const files: { kind: ImportKind; label: string; file: Blob }[] = [
    {
      kind: 'rent_records',
      label: 'rent records',
      file: await xlsx([
        [...TENANCY_COLUMNS, 'Total Amount', 'Tenant Status'],
        ...names.map((name, i) => [
          name,
          `024${String(1_000_000 + i).slice(-7)}`,
          `Room ${i}`,
          '2026-01-01',
          '2026-12-31',
          12,
          100,
          800,
          9700,
          'Active',
        ]),
      ]),
    },
    {
      kind: 'payments',
      label: 'payments',
      file: await xlsx([
        ['Tenant Name', 'Amount Paid', 'Payment Method', 'Date', 'Status'],
        ...names.map((name) => [name, 800, 'Cash', '2026-02-01', 'Partial']),
      ]),
    },
  ];
  const rows: BenchRow[] = [];
  for (const { kind, label, file } of files) {
    let previewMs = 0;
    let importMs = 0;
    const { growth } = await memoryDuring(ctx, async () => {
      const started = performance.now();
      const preview = await send(ctx, api.importPreview(kind), file, `${kind}.xlsx`);
      previewMs = performance.now() - started;
      const invalid = preview.rows?.filter((row) => row.errors.length > 0).length ?? 0;
      if (invalid > 0) throw new Error(`${invalid} ${kind} rows were refused in the preview`);
      const importStarted = performance.now();
      const result = await send(ctx, api.importRecords(kind), file, `${kind}.xlsx`);
      importMs = performance.now() - importStarted;
      if (result.imported !== ROWS) throw new Error(`${kind}: imported ${result.imported}`);
    });
    const name = `${ROWS.toLocaleString('en-US')} ${label}`;
    rows.push(
      {
        suite: SUITE,
        metric: `${name}: preview`,
        value: previewMs / 1000,
        unit: 's',
        target: { max: PREVIEW_S },
      },
      {
        suite: SUITE,
        metric: `${name}: import`,
        value: importMs / 1000,
        unit: 's',
        target: { max: IMPORT_S },
      },
      {
        suite: SUITE,
        metric: `${name}: server RSS growth`,
        value: growth,
        unit: 'MB',
        target: { max: RSS_GROWTH_MB },
      },
    );
  }
  return rows;
}
