import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { outboxRecords } from '../../../lib/offline/outbox';
import { renderApp, testProfile } from '../../../test/render';
import { PAYMENT_DRAFT, queueTestRecord, REMITTANCE_DRAFT, recordsNow } from '../outbox-test-records';
import { OutboxScreen } from './outbox-screen';

const DUPLICATE = 'This transaction ID was already used for another payment (receipt 0041)';

function renderOutbox() {
  return renderApp(<OutboxScreen />, { path: '/outbox', profile: testProfile() });
}

const recordItems = () => screen.getAllByTestId('outbox-record');

describe('Outbox screen (docs/offline.md §3)', () => {
  it('says so when nothing waits', async () => {
    renderOutbox();
    expect(screen.getByRole('heading', { name: 'Outbox' })).toBeTruthy();
    expect(screen.getByText('Nothing waiting to send.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send now' })).toBeNull();
  });

  it('lists each record, oldest first, with its time, what it is, its state and a refusal’s message', async () => {
    renderOutbox();
    await queueTestRecord(PAYMENT_DRAFT, { status: 409, message: DUPLICATE });
    await queueTestRecord(REMITTANCE_DRAFT);
    await waitFor(() => expect(recordItems()).toHaveLength(2));
    const [payment, remittance] = recordItems();
    if (!payment || !remittance) throw new Error('two records expected');
    expect(within(payment).getByText('Payment: Kofi Boateng (A1)')).toBeTruthy();
    expect(within(payment).getByText('GHC 500.00 · 2026-11-27')).toBeTruthy();
    expect(within(payment).getByText(/^Today \d\d:\d\d$/)).toBeTruthy();
    expect(within(payment).getByText('Needs attention')).toBeTruthy();
    expect(within(payment).getByText(DUPLICATE)).toBeTruthy();
    expect(within(payment).getByRole('button', { name: /^Edit/ })).toBeTruthy();
    expect(within(payment).getByRole('button', { name: /^Discard/ })).toBeTruthy();
    expect(within(remittance).getByText('Remittance: GR 1234-24 · Yaw Asante')).toBeTruthy();
    expect(within(remittance).getByText('GHC 120.00 · 2026-11-28')).toBeTruthy();
    expect(within(remittance).getByText('Waiting to send')).toBeTruthy();
    // A waiting record is sent by itself: nothing to edit or discard.
    expect(within(remittance).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send now' })).toBeTruthy();
  });

  it('discards a refused record only after confirming', async () => {
    const { user } = renderOutbox();
    await queueTestRecord(PAYMENT_DRAFT, { status: 409, message: DUPLICATE });
    await user.click(await screen.findByRole('button', { name: /^Discard/ }));
    const dialog = screen.getByRole('dialog', { name: 'Discard record' });
    expect(within(dialog).getByText('Discard this record? It will never be sent.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(outboxRecords()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /^Discard/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Discard record' })).getByRole('button', { name: 'Discard' }),
    );
    expect(await screen.findByText('Nothing waiting to send.')).toBeTruthy();
    expect(outboxRecords()).toHaveLength(0);
  });

  it('edits a refused payment: the server’s message stays readable, the fixed transaction ID goes under a new key', async () => {
    const { user } = renderOutbox();
    await queueTestRecord(PAYMENT_DRAFT, { status: 409, message: DUPLICATE });
    await user.click(await screen.findByRole('button', { name: /^Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit payment' });
    expect(within(dialog).getByText(DUPLICATE)).toBeTruthy();
    const reference = within(dialog).getByLabelText('Transaction ID');
    expect((reference as HTMLInputElement).value).toBe('1234567890');

    const amount = within(dialog).getByLabelText(/Amount paid/);
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save and send' }));
    expect(within(dialog).getByText('Enter an amount above 0')).toBeTruthy();
    expect(recordsNow()).toEqual([{ key: 'payment-key-1', state: 'attention' }]);

    await user.clear(amount);
    await user.type(amount, '450');
    await user.clear(reference);
    await user.type(reference, '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Save and send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [edited] = outboxRecords();
    expect(outboxRecords()).toHaveLength(1);
    expect(edited?.key).not.toBe('payment-key-1');
    expect(edited?.state).toBe('waiting');
    expect(edited?.error).toBeNull();
    expect(edited?.amount).toBe(450);
    expect(edited?.body).toEqual({ ...PAYMENT_DRAFT.body, amountPaid: 450, reference: '9876543210' });
    const item = await screen.findByTestId('outbox-record');
    expect(within(item).getByText('Waiting to send')).toBeTruthy();
    expect(within(item).getByText('GHC 450.00 · 2026-11-27')).toBeTruthy();
    expect(within(item).queryByText(DUPLICATE)).toBeNull();
  });

  it('refuses a date that is not YYYY-MM-DD and shows no transaction ID for a cash remittance', async () => {
    const { user } = renderOutbox();
    await queueTestRecord(REMITTANCE_DRAFT, {
      status: 400,
      message: 'Amount is more than the contract allows',
    });
    await user.click(await screen.findByRole('button', { name: /^Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit remittance' });
    expect(within(dialog).queryByLabelText('Transaction ID')).toBeNull();
    expect(within(dialog).getByLabelText('Note')).toBeTruthy();
    const date = within(dialog).getByLabelText(/^Date/);
    await user.clear(date);
    await user.click(within(dialog).getByRole('button', { name: 'Save and send' }));
    expect(within(dialog).getByText('Enter the date as YYYY-MM-DD')).toBeTruthy();
    expect(recordsNow()).toEqual([{ key: 'remittance-key-1', state: 'attention' }]);
  });
});
