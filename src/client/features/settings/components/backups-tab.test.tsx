import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../../../shared/paths';
import {
  type BackupEntry,
  type BackupStatus,
  PG_DUMP_COMMAND,
  PG_RESTORE_COMMAND,
  POSTGRES_BACKUPS_MESSAGE,
} from '../../../../shared/schemas/backups';
import { callsTo, deferred, type MockHandler, type MockReply, mockFetch } from '../../../test/fetch-mock';
import { renderApp, testProfile } from '../../../test/render';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';
import { formatSize } from '../backup-texts';
import { SettingsScreen } from './settings-screen';

const OLDER: BackupEntry = {
  name: 'property-manager-2026-11-27-020000.db',
  time: '2026-11-27T02:00:00.000Z',
  size: 5_452_595,
  checked: true,
};
const NEWER: BackupEntry = {
  name: 'property-manager-2026-11-28-153012.db',
  time: '2026-11-28T15:30:12.000Z',
  size: 5_767_168,
  checked: true,
};
const HEALTHY: BackupStatus = { lastBackupAt: OLDER.time, missing: false, failure: null };

function renderBackups(handlers: Record<string, MockHandler> = {}) {
  const fetchMock = mockFetch({
    [`GET ${api.backupsStatus}`]: { body: HEALTHY },
    [`GET ${api.backups}`]: { body: [OLDER] },
    ...handlers,
  });
  renderApp(<SettingsScreen />, {
    path: '/settings',
    url: '/settings?tab=backups',
    profile: testProfile({ timezone: 'Africa/Accra' }),
  });
  return fetchMock;
}

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('Settings → Backups (docs/backups.md §2)', () => {
  it('lists the backups with their time, size and checked badge, and a download link each', async () => {
    renderBackups();
    const table = await screen.findByRole('table', { name: 'Backups' });
    const row = within(table).getByText(OLDER.name).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('2026-11-27 02:00');
    expect(row.textContent).toContain('5.2 MB');
    expect(within(row).getByText('Checked')).toBeTruthy();
    const link = within(row).getByRole('link', { name: `Download ${OLDER.name}` });
    expect(link.getAttribute('href')).toBe(api.backupDownload(OLDER.name));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("'Back up now' is busy until the checked copy is answered, then toasts and lists it", async () => {
    const answer = deferred<MockReply>();
    let made = false;
    const fetchMock = renderBackups({
      [`POST ${api.backups}`]: async () => {
        const reply = await answer.promise;
        made = true;
        return reply;
      },
      [`GET ${api.backups}`]: () => ({ body: made ? [NEWER, OLDER] : [OLDER] }),
    });
    const button = await screen.findByRole('button', { name: 'Back up now' });
    await userEvent.click(button);
    expect((await screen.findByRole('button', { name: /Backing up/ })).hasAttribute('disabled')).toBe(true);
    answer.resolve({ body: NEWER });
    expect(await screen.findByText(`Backed up: ${NEWER.name}`)).toBeTruthy();
    await screen.findByText(NEWER.name, { selector: 'td *, td' });
    expect(callsTo(fetchMock, 'POST', api.backups)).toHaveLength(1);
  });

  it('warns when the last backup failed, or none was made in 48 hours', async () => {
    renderBackups({
      [`GET ${api.backupsStatus}`]: {
        body: {
          lastBackupAt: OLDER.time,
          missing: true,
          failure: { at: '2026-11-30T02:00:04.000Z', reason: 'no space left on the disk' },
        } satisfies BackupStatus,
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'The last backup, 2026-11-30 02:00, failed: no space left on the disk',
    );
    expect(alert.textContent).toContain(
      'No backup in the last 48 hours: the last one is from 2026-11-27 02:00.',
    );
  });

  it('shows each backup as a card on a 360 px phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderBackups();
    const download = await screen.findByRole('link', { name: `Download ${OLDER.name}` });
    expect(download.closest('table')).toBeNull();
    expect(screen.getByText(formatSize(OLDER.size))).toBeTruthy();
  });

  it('is no tab at all for an Admin of another business (the server answers 403)', async () => {
    renderBackups({
      [`GET ${api.backupsStatus}`]: { status: 403, body: { message: 'Forbidden' } },
    });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Profile Settings', selected: true })).toBeTruthy(),
    );
    expect(screen.queryByRole('tab', { name: 'Backups' })).toBeNull();
  });

  it("on PostgreSQL explains that backups are the database's job, with the pg_dump and pg_restore commands", async () => {
    const fetchMock = renderBackups({
      [`GET ${api.backupsStatus}`]: { status: 409, body: { message: POSTGRES_BACKUPS_MESSAGE } },
    });
    const card = await screen.findByRole('region', { name: 'Backups' });
    expect(card.textContent).toContain(PG_DUMP_COMMAND);
    expect(card.textContent).toContain(PG_RESTORE_COMMAND);
    expect(within(card).queryByRole('button', { name: 'Back up now' })).toBeNull();
    expect(callsTo(fetchMock, 'GET', api.backups)).toHaveLength(0);
  });
});
