import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type OutboxDraft, queueRecord, saveRecord } from '../lib/offline/outbox';
import { renderApp, testProfile } from '../test/render';
import { PendingRecords } from './pending-records';

const payment = (key: string, tenancy: string, amount: number, summary: string): OutboxDraft => ({
  key,
  kind: 'payment',
  url: '/api/apartment/add_payment',
  body: { tenant: tenancy, amountPaid: amount, Date: '2026-11-28', method: 'Cash' },
  summary,
  subjectId: tenancy,
  amount,
  date: '2026-11-28',
});

const reading: OutboxDraft = {
  key: 'reading-1',
  kind: 'odometer',
  url: '/api/vehicles/vehicle-1/odometer',
  body: { date: '2026-11-28', km: 46000, note: '' },
  summary: 'GR 1234-24',
  subjectId: 'vehicle-1',
  amount: null,
  date: '2026-11-28',
};

describe('PendingRecords (docs/offline.md §3)', () => {
  it('renders nothing while none of its records wait', async () => {
    renderApp(<PendingRecords kind="payment" />, { profile: testProfile() });
    await queueRecord(reading);
    expect(screen.queryByRole('heading', { name: /Waiting to send/ })).toBeNull();
    expect(screen.queryByTestId('pending-record')).toBeNull();
  });

  it('shows only its subject’s records, without a receipt number yet, and the balance they will leave, not yet confirmed', async () => {
    renderApp(
      <PendingRecords kind="payment" subjectId="tenancy-1" standing={{ label: 'Balance', amount: 1500 }} />,
      { profile: testProfile() },
    );
    await queueRecord(payment('p1', 'tenancy-1', 200, 'Kofi Boateng (A1)'));
    await queueRecord(payment('p2', 'tenancy-2', 999, 'Esi Owusu (B2)'));
    await queueRecord(payment('p3', 'tenancy-1', 100.5, 'Kofi Boateng (A1)'));

    expect(await screen.findByRole('heading', { name: 'Waiting to send (2)' })).toBeTruthy();
    const cards = screen.getAllByTestId('pending-record');
    expect(cards).toHaveLength(2);
    expect(screen.queryByText('Esi Owusu (B2)')).toBeNull();
    expect(within(cards[0] as HTMLElement).getByText('GHC 200.00 · 2026-11-28')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('Receipt number when sent')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('Waiting to send')).toBeTruthy();
    expect(screen.getByTestId('pending-standing').textContent).toBe(
      'Balance after these: GHC 1,199.50 (not yet confirmed)',
    );
    expect(screen.getByRole('link', { name: 'Open the outbox' }).getAttribute('href')).toBe('/outbox');
  });

  it('leaves a refused record out of the standing figure, and shows the server’s message', async () => {
    renderApp(
      <PendingRecords kind="payment" subjectId="tenancy-1" standing={{ label: 'Balance', amount: 1500 }} />,
      { profile: testProfile() },
    );
    await queueRecord(payment('p1', 'tenancy-1', 200, 'Kofi Boateng (A1)'));
    const refused = await queueRecord(payment('p2', 'tenancy-1', 300, 'Kofi Boateng (A1)'));
    await saveRecord({
      ...refused,
      state: 'attention',
      error: { status: 409, message: 'Transaction ID used' },
    });

    expect(await screen.findByText('Transaction ID used')).toBeTruthy();
    expect(screen.getByText('Needs attention')).toBeTruthy();
    expect(screen.getByTestId('pending-standing').textContent).toBe(
      'Balance after these: GHC 1,300.00 (not yet confirmed)',
    );
  });

  it('shows a vehicle’s readings with their km and no receipt line', async () => {
    renderApp(<PendingRecords kind={['maintenance', 'odometer']} subjectId="vehicle-1" />, {
      profile: testProfile(),
    });
    await queueRecord(reading);
    const card = await screen.findByTestId('pending-record');
    expect(within(card).getByText('Odometer reading: GR 1234-24')).toBeTruthy();
    expect(within(card).getByText('46000 km · 2026-11-28')).toBeTruthy();
    expect(within(card).queryByText('Receipt number when sent')).toBeNull();
  });
});
