import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import type { ImportMapping, ImportPreview } from '../../../../shared/schemas/imports';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { renderApp, testProfile } from '../../../test/render';
import { ImportScreen } from './import-screen';
import { IMPORT_TEXTS } from './import-texts';

const COLUMNS = ['Title', 'Renting Price', 'Location', 'Notes'];

/** The server's preview of the one-row file, under the mapping sent (else the headers' own). */
const previewOf = (mapping?: ImportMapping): ImportPreview => ({
  columns: COLUMNS,
  mapping: mapping ?? { Title: 'title', 'Renting Price': 'price', Location: 'location', Notes: '' },
  rows: [{ row: 2, values: ['Flat 1', '1500', 'Osu', 'Corner'], errors: [] }],
});

const csv = () => new File(['Title,Renting Price,Location,Notes\r\nFlat 1,1500,Osu,Corner'], 'flats.csv');

describe('Import: one Idempotency-Key per import of one file and mapping (decision 140)', () => {
  it('resends the key when an import is retried; a new file or mapping sends a new one', async () => {
    let answers = 0;
    const fetchMock = mockFetch({
      [`POST ${api.importPreview('apartments')}`]: (init) => {
        const sent = init?.body instanceof FormData ? init.body.get('mapping') : null;
        return { body: previewOf(typeof sent === 'string' ? JSON.parse(sent) : undefined) };
      },
      [`POST ${api.importRecords('apartments')}`]: () => {
        answers += 1;
        // The first and third answers are lost on the way.
        return answers % 2 === 1
          ? { status: 503, body: { message: 'Try again later' } }
          : { body: { imported: 1 }, headers: { 'X-Data-Changed': 'apartments' } };
      },
    });
    const { user } = renderApp(<ImportScreen />, { path: routes.importData, profile: testProfile() });
    const importButton = () => screen.findByRole('button', { name: IMPORT_TEXTS.importButton(1) });
    const importCalls = () => callsTo(fetchMock, 'POST', api.importRecords('apartments'));

    await user.upload(await screen.findByLabelText(new RegExp(`^${IMPORT_TEXTS.file}`)), csv());
    await user.click(await importButton());
    await waitFor(() => expect(importCalls()).toHaveLength(1));
    // The answer was lost: Import again, the same file and mapping.
    await waitFor(async () => expect((await importButton()).hasAttribute('disabled')).toBe(false));
    await user.click(await importButton());
    expect(await screen.findByText(IMPORT_TEXTS.imported(1))).toBeTruthy();

    // The same file chosen again is a new import; so is a changed mapping.
    await user.upload(screen.getByLabelText(new RegExp(`^${IMPORT_TEXTS.file}`)), csv());
    await user.click(await importButton());
    await waitFor(() => expect(importCalls()).toHaveLength(3));
    await waitFor(async () => expect((await importButton()).hasAttribute('disabled')).toBe(false));
    await user.selectOptions(screen.getByLabelText('Notes'), 'description');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', api.importPreview('apartments'))).toHaveLength(3));
    await user.click(await importButton());
    await waitFor(() => expect(importCalls()).toHaveLength(4));

    const keys = importCalls().map((call) => new Headers(call.init?.headers).get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(3);
    expect(keys.every((key) => key !== null)).toBe(true);
  });
});
