import 'fake-indexeddb/auto';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queueRecord, saveRecord, setOutboxOwner } from '../../lib/offline/outbox';
import { renderApp, testProfile } from '../../test/render';
import { OutboxCount } from './outbox-count';
import { TopBar } from './top-bar';

async function queue(key: string, refused = false) {
  const record = await queueRecord({
    key,
    kind: 'expense',
    url: '/api/expenses',
    body: { date: '2026-11-28', category: 'Fuel', amount: 80, payee: 'Total Kasoa' },
    summary: 'Fuel · Total Kasoa',
    subjectId: 'vehicle-1',
    amount: 80,
    date: '2026-11-28',
  });
  if (refused) {
    await saveRecord({ ...record, state: 'attention', error: { status: 400, message: 'Payee is too long' } });
  }
}

describe('The top bar’s outbox count (docs/offline.md §3)', () => {
  it('shows nothing while the outbox is empty', () => {
    renderApp(<OutboxCount />, { profile: testProfile() });
    expect(screen.queryByTestId('outbox-count')).toBeNull();
  });

  it('shows how many wait and how many need attention, linking to the outbox', async () => {
    renderApp(<OutboxCount />, { profile: testProfile() });
    await queue('expense-1');
    await queue('expense-2');
    await queue('expense-3');
    const link = await screen.findByRole('link', { name: '3 waiting to send' });
    expect(link.getAttribute('href')).toBe('/outbox');
    expect(link.textContent).toContain('3 waiting to send');

    await queue('expense-4', true);
    const both = await screen.findByRole('link', { name: '3 waiting to send, 1 needs attention' });
    expect(both.textContent).toContain('1 needs attention');
  });

  it('sits in the top bar, and counts only the signed-in user’s records', async () => {
    renderApp(<TopBar menuOpen={false} onOpenMenu={() => undefined} />, { profile: testProfile() });
    await queue('expense-1', true);
    expect((await screen.findByRole('link', { name: '1 needs attention' })).getAttribute('href')).toBe(
      '/outbox',
    );
    act(() => setOutboxOwner({ userId: 'user-2', accountId: 'account-1' }));
    expect(screen.queryByTestId('outbox-count')).toBeNull();
  });
});
