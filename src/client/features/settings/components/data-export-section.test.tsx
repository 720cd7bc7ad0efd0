import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMEZONE } from '../../../../shared/constants';
import { today } from '../../../../shared/dates';
import { api } from '../../../../shared/paths';
import { callsTo, type MockReply, mockFetch } from '../../../test/fetch-mock';
import { renderApp, testProfile } from '../../../test/render';
import { DATA_EXPORT_TEXTS, DataExportSection } from './data-export-section';
import { SettingsScreen } from './settings-screen';

/** The names the browser was asked to save files under (the anchor `download` clicks). */
function savedFiles() {
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:all-data');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Settings → Business → 'Download all my data' (docs/backups.md §4)", () => {
  it('downloads Business_Data_<today>.xlsx, busy until the file has come', async () => {
    let answer: (reply: MockReply) => void = () => {};
    const fetchMock = mockFetch({
      'GET /api/settings/business': {
        body: { name: 'Mensah', address: '', phone: '', email: '', ghanaPostGps: '', receiptFooter: '' },
      },
      [`GET ${api.exportAll}`]: () => new Promise<MockReply>((resolve) => (answer = resolve)),
    });
    const saved = savedFiles();
    const { user } = renderApp(<SettingsScreen />, {
      path: '/settings',
      url: '/settings?tab=business',
      profile: testProfile(),
    });
    await user.click(await screen.findByRole('button', { name: DATA_EXPORT_TEXTS.button }));
    const busy = await screen.findByRole('button', { name: DATA_EXPORT_TEXTS.busy });
    expect(busy.hasAttribute('disabled') || busy.getAttribute('aria-busy') === 'true').toBe(true);
    expect(callsTo(fetchMock, 'GET', api.exportAll)).toHaveLength(1);
    expect(saved).toEqual([]);
    answer({ body: {} });
    expect(await screen.findByRole('button', { name: DATA_EXPORT_TEXTS.button })).toBeTruthy();
    expect(saved).toEqual([`Business_Data_${today(DEFAULT_TIMEZONE)}.xlsx`]);
  });

  it('says so when the download fails, and saves nothing', async () => {
    mockFetch({ [`GET ${api.exportAll}`]: { status: 500, body: {} } });
    const saved = savedFiles();
    const { user } = renderApp(<DataExportSection />, { profile: testProfile() });
    await user.click(screen.getByRole('button', { name: DATA_EXPORT_TEXTS.button }));
    expect(await screen.findByText(DATA_EXPORT_TEXTS.failed)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: DATA_EXPORT_TEXTS.button })).toBeTruthy());
    expect(saved).toEqual([]);
  });

  it('is not shown to a Manager or Staff', () => {
    for (const role of ['Manager', 'Staff'] as const) {
      const { unmount } = renderApp(<DataExportSection />, { profile: testProfile({ role }) });
      expect(screen.queryByRole('button', { name: DATA_EXPORT_TEXTS.button })).toBeNull();
      expect(screen.queryByText(DATA_EXPORT_TEXTS.title)).toBeNull();
      unmount();
    }
  });
});
