import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import type { ImportPreview, ImportRefusal } from '../../../../shared/schemas/imports';
import { type MockHandler, mockFetch } from '../../../test/fetch-mock';
import { renderApp, testProfile } from '../../../test/render';
import { ImportScreen } from './import-screen';
import { IMPORT_TEXTS } from './import-texts';

/** A payments file as the server previews it: row 3 has two problems, row 4 repeats row 2. */
const PREVIEW: ImportPreview = {
  columns: ['Tenant Name', 'Amount Paid', 'Date'],
  mapping: { 'Tenant Name': 'tenant', 'Amount Paid': 'amountPaid', Date: 'date' },
  rows: [
    { row: 2, values: ['Kofi Asante', '800', '2026-02-01'], errors: [] },
    {
      row: 3,
      values: ['Ama Owusu', 'lots', ''],
      errors: [
        { column: 'Amount Paid', message: 'Amount paid must be a number' },
        { column: 'Date', message: 'Date is required' },
      ],
    },
    { row: 4, values: ['Kofi Asante', '800', '2026-02-01'], errors: [], duplicateOfRow: 2 },
  ],
};
const VALID_PREVIEW: ImportPreview = { ...PREVIEW, rows: PREVIEW.rows.filter((row) => row.row !== 3) };

const FILE = () => new File(['Tenant Name,Amount Paid,Date\n'], 'payments.csv', { type: 'text/csv' });

/** The forms the screen POSTed to `path`. */
const formsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && url === path)
    .map(([, init]) => init?.body as FormData);

/** The one form the screen POSTed to `path`. */
function formTo(fetchMock: ReturnType<typeof mockFetch>, path: string): FormData {
  const forms = formsTo(fetchMock, path);
  expect(forms).toHaveLength(1);
  return forms[0] as FormData;
}

/** The table row of a sheet row, found by its tick box. */
const rowOf = (row: number) => {
  const tr = screen.getByRole('checkbox', { name: IMPORT_TEXTS.importRow(row) }).closest('tr');
  if (!tr) throw new Error(`no table row for sheet row ${row}`);
  return tr;
};

function renderImport(handlers: Record<string, MockHandler>) {
  const fetchMock = mockFetch(handlers);
  const view = renderApp(<ImportScreen />, {
    path: routes.importData,
    profile: testProfile({ role: 'Manager' }),
  });
  return { ...view, fetchMock };
}

/** Chooses the payments kind and uploads the file; resolves once the rows are shown. */
async function previewPayments(user: ReturnType<typeof renderImport>['user']) {
  await user.selectOptions(screen.getByLabelText(IMPORT_TEXTS.kind), 'payments');
  await user.upload(screen.getByLabelText(IMPORT_TEXTS.file), FILE());
  await screen.findByRole('heading', { name: IMPORT_TEXTS.rows });
}

const importButton = () => screen.getByRole('button', { name: /^Import \d+ rows?$/ }) as HTMLButtonElement;

describe('Import from Excel (docs/insight.md §4)', () => {
  it('previews the chosen kind’s file, naming each problem by row and column', async () => {
    const { user, fetchMock } = renderImport({
      [`POST ${api.importPreview('payments')}`]: { body: PREVIEW },
    });
    await previewPayments(user);

    const sent = formTo(fetchMock, api.importPreview('payments'));
    expect((sent.get('file') as File).name).toBe('payments.csv');
    // No mapping yet: the server matches the headers.
    expect(sent.get('mapping')).toBeNull();
    // The server's mapping fills each column's select.
    expect((screen.getByLabelText('Amount Paid') as HTMLSelectElement).value).toBe('amountPaid');

    const problems = within(rowOf(3));
    expect(problems.getByText('Ama Owusu')).toBeTruthy();
    expect(problems.getByText('Amount Paid:').parentElement?.textContent).toBe(
      'Amount Paid: Amount paid must be a number',
    );
    expect(problems.getByText('Date:').parentElement?.textContent).toBe('Date: Date is required');
    expect(within(rowOf(2)).getByText(IMPORT_TEXTS.noProblems)).toBeTruthy();
    expect(within(rowOf(4)).getByText(IMPORT_TEXTS.duplicateOfRow(2))).toBeTruthy();
    expect(screen.getByText(IMPORT_TEXTS.summary(3, 3, 1, 1))).toBeTruthy();
  });

  it('keeps Import disabled while an invalid row is ticked; unticked, it imports the rest and says how many', async () => {
    const { user, fetchMock } = renderImport({
      [`POST ${api.importPreview('payments')}`]: { body: PREVIEW },
      [`POST ${api.importRecords('payments')}`]: {
        body: { imported: 2 },
        headers: { 'X-Data-Changed': 'payments' },
      },
    });
    await previewPayments(user);
    expect(importButton().disabled).toBe(true);
    expect(screen.getByText(IMPORT_TEXTS.blockedByProblems)).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: IMPORT_TEXTS.importRow(3) }));
    expect(importButton().textContent).toBe(IMPORT_TEXTS.importButton(2));
    expect(importButton().disabled).toBe(false);
    expect(screen.queryByText(IMPORT_TEXTS.blockedByProblems)).toBeNull();

    await user.click(importButton());
    expect(await screen.findByText(IMPORT_TEXTS.imported(2))).toBeTruthy();
    const sent = formTo(fetchMock, api.importRecords('payments'));
    expect(sent.get('skip')).toBe('[3]');
    expect(JSON.parse(String(sent.get('mapping')))).toEqual(PREVIEW.mapping);
    expect((sent.get('file') as File).name).toBe('payments.csv');
    // Done: the preview is cleared for the next file.
    await waitFor(() => expect(screen.queryByRole('heading', { name: IMPORT_TEXTS.rows })).toBeNull());
  });

  it('shows the rows a 400 names under their own row, and holds Import back until they are unticked', async () => {
    const refusal: ImportRefusal = {
      message: '1 row has problems: nothing was imported. Fix or untick it and import again.',
      rows: [{ row: 4, errors: [{ column: 'Tenant Name', message: 'No tenant is named "Kofi Asante"' }] }],
    };
    const { user, fetchMock } = renderImport({
      [`POST ${api.importPreview('payments')}`]: { body: VALID_PREVIEW },
      [`POST ${api.importRecords('payments')}`]: { status: 400, body: refusal },
    });
    await previewPayments(user);
    expect(importButton().disabled).toBe(false);

    await user.click(importButton());
    expect(await screen.findByText(refusal.message)).toBeTruthy();
    const named = await within(rowOf(4)).findByText('Tenant Name:');
    expect(named.parentElement?.textContent).toBe('Tenant Name: No tenant is named "Kofi Asante"');
    expect(within(rowOf(2)).getByText(IMPORT_TEXTS.noProblems)).toBeTruthy();
    expect(importButton().disabled).toBe(true);
    expect(formsTo(fetchMock, api.importRecords('payments'))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: IMPORT_TEXTS.untickProblems }));
    expect(importButton().textContent).toBe(IMPORT_TEXTS.importButton(1));
    expect(importButton().disabled).toBe(false);
  });

  it('downloads the chosen kind’s template from its template path', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:template');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, fetchMock } = renderImport({ [`GET ${api.importTemplate('vehicles')}`]: { body: {} } });
    await user.selectOptions(screen.getByLabelText(IMPORT_TEXTS.kind), 'vehicles');
    await user.click(screen.getByRole('button', { name: IMPORT_TEXTS.template }));
    await waitFor(() => expect(saved).toEqual(['Import_vehicles_template.xlsx']));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([api.importTemplate('vehicles')]);
  });

  it('sends Staff to the home page', async () => {
    mockFetch({});
    renderApp(<ImportScreen />, { path: routes.importData, profile: testProfile({ role: 'Staff' }) });
    expect((await screen.findByTestId('location')).textContent).toBe(routes.home);
  });
});
