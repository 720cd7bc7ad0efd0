import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import type { Receipt } from '../../../../shared/schemas/ledger';
import { mockFetch } from '../../../test/fetch-mock';
import { testReceipt } from '../../../test/ledger-data';
import { renderApp, testProfile } from '../../../test/render';
import { PaymentRecordedPanel as LazyPanel } from '..';
import type { RecordedReceipt } from '../recorded';
import { PaymentRecordedPanel } from './payment-recorded-panel';

const PAYMENT: RecordedReceipt = { kind: 'payment', id: 'p9', receiptNumber: 'RCT-000123', amount: 3430 };

/** The receipt of a cash payment, for a business that filled in none of its details. */
const receipt = (overrides: Partial<Receipt> = {}): Receipt =>
  testReceipt({
    paymentId: 'p9',
    business: {
      name: 'Mensah Properties',
      address: '',
      phone: '',
      email: '',
      ghanaPostGps: '',
      receiptFooter: '',
    },
    roomDescription: '',
    amount: 3430,
    amountInWords: 'Three thousand four hundred and thirty Ghana cedis',
    method: 'Cash',
    network: null,
    reference: null,
    payerPhone: null,
    balanceAfter: 0,
    paidThrough: '2026-12-31',
    ...overrides,
  });

function renderPanel(
  recorded: RecordedReceipt,
  recordAnother: string | (() => void),
  answer: Receipt | null = receipt(),
) {
  mockFetch(answer ? { [`GET ${api.receipt(recorded.id)}`]: { body: answer } } : {});
  const onDismiss = vi.fn();
  const view = renderApp(
    <PaymentRecordedPanel recorded={recorded} recordAnother={recordAnother} onDismiss={onDismiss} />,
    { profile: testProfile() },
  );
  return { ...view, onDismiss };
}

describe('PaymentRecordedPanel (decision 058)', () => {
  it('shows the receipt number and amount with View receipt, Share on WhatsApp and Record another', async () => {
    const { user, router, onDismiss } = renderPanel(PAYMENT, routes.addPayment);
    const panel = screen.getByRole('region', { name: 'Payment recorded' });
    expect(within(panel).getByRole('heading', { name: 'Payment recorded' })).toBeTruthy();
    expect(within(panel).getByTestId('recorded-summary').textContent).toBe(
      'Receipt RCT-000123 · GHC 3,430.00',
    );
    // It takes the focus, so it is read out and the keyboard starts from it.
    expect(document.activeElement).toBe(panel);
    expect(within(panel).getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
      routes.receipt('p9'),
    );
    // Once the receipt has loaded, the share goes to the tenant with the receipt's text.
    await waitFor(() =>
      expect(within(panel).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain(
        'https://wa.me/233241112233?text=',
      ),
    );
    const text = new URL(
      within(panel).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href') ?? '',
    ).searchParams.get('text');
    expect(text).toContain('Receipt RCT-000123 from Mensah Properties');
    expect(text).toContain('Received from Kwame Asante: GHC 3,430.00');

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledOnce();
    await user.click(within(panel).getByRole('link', { name: 'Record another' }));
    expect(router.state.location.pathname).toBe(routes.addPayment);
  });

  it('says Remittance recorded, opens the vehicle receipt and calls back for Record another', async () => {
    const recordAnother = vi.fn();
    const { user } = renderPanel(
      { kind: 'remittance', id: 'rem-9', receiptNumber: 'RCT-000042', amount: 250 },
      recordAnother,
      null,
    );
    const panel = screen.getByRole('region', { name: 'Remittance recorded' });
    expect(within(panel).getByTestId('recorded-summary').textContent).toBe('Receipt RCT-000042 · GHC 250.00');
    expect(within(panel).getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
      routes.vehicleReceipt('rem-9'),
    );
    // Without the receipt (or a phone), WhatsApp lets the user pick the chat; the text names the receipt.
    const share = new URL(
      within(panel).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href') ?? '',
    );
    expect(share.origin + share.pathname).toBe('https://wa.me/');
    expect(share.searchParams.get('text')).toBe('Receipt RCT-000042: GHC 250.00');
    await user.click(within(panel).getByRole('button', { name: 'Record another' }));
    expect(recordAnother).toHaveBeenCalledOnce();
  });

  it('loads on demand through the feature’s public file', async () => {
    mockFetch({ [`GET ${api.receipt('p9')}`]: { body: receipt() } });
    renderApp(<LazyPanel recorded={PAYMENT} recordAnother={routes.addPayment} onDismiss={() => {}} />, {
      profile: testProfile(),
    });
    expect(await screen.findByRole('region', { name: 'Payment recorded' })).toBeTruthy();
  });
});
