import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentSettings } from '../../../../shared/schemas/payment-settings';
import { callsTo, type MockHandler, mockFetch } from '../../../test/fetch-mock';
import { renderApp, testProfile } from '../../../test/render';
import { PAYMENT_TEXTS } from './payments-tab';
import { SettingsScreen } from './settings-screen';

const NONE: PaymentSettings = {
  provider: 'none',
  paystackSecretKey: null,
  hubtelClientId: null,
  hubtelClientSecret: null,
  hubtelMerchantAccount: null,
  testProviderAvailable: false,
  publicUrlSet: true,
  paystackWebhookUrl: 'https://rent.example.com/api/public/pay/webhooks/paystack',
};

function renderPayments(
  stored: PaymentSettings = NONE,
  handlers: Partial<Record<'put' | 'check', MockHandler>> = {},
) {
  const fetchMock = mockFetch({
    'GET /api/settings/payments': { body: stored },
    'PUT /api/settings/payments':
      handlers.put ??
      ((init) => {
        const body = JSON.parse(String(init.body));
        return {
          body: {
            ...stored,
            provider: body.provider,
            paystackSecretKey: body.paystackSecretKey
              ? `••••${body.paystackSecretKey.slice(-4)}`
              : stored.paystackSecretKey,
          },
        };
      }),
    'POST /api/settings/payments/check': handlers.check ?? {
      body: { message: 'Paystack accepted the keys' },
    },
  });
  const view = renderApp(<SettingsScreen />, {
    path: '/settings',
    url: '/settings?tab=payments',
    profile: testProfile(),
  });
  return { ...view, fetchMock };
}

describe('Settings → Payments (docs/collect.md §2)', () => {
  it('offers None, Paystack and Hubtel, and the test provider only when the server has it', async () => {
    renderPayments();
    expect(screen.getByRole('tab', { name: 'Payments', selected: true })).toBeTruthy();
    const provider = (await screen.findByLabelText(/^Provider/)) as HTMLSelectElement;
    expect([...provider.options].map((option) => option.text)).toEqual(['None', 'Paystack', 'Hubtel']);
    expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
  });

  it('lists the test provider when the server offers it', async () => {
    renderPayments({ ...NONE, testProviderAvailable: true });
    const provider = (await screen.findByLabelText(/^Provider/)) as HTMLSelectElement;
    expect([...provider.options].map((option) => option.text)).toContain('Test provider');
  });

  it('saves a Paystack key, then shows it only by its last 4 characters with a blank field', async () => {
    const { user, fetchMock } = renderPayments();
    await user.selectOptions(await screen.findByLabelText(/^Provider/), 'paystack');
    await user.type(screen.getByLabelText(/^Paystack secret key/), 'sk_test_abcdef1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings updated successfully!')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/api/settings/payments')[0]?.body).toMatchObject({
      provider: 'paystack',
      paystackSecretKey: 'sk_test_abcdef1234',
    });
    const key = (await screen.findByLabelText(/^Paystack secret key/)) as HTMLInputElement;
    expect(key.value).toBe('');
    expect(screen.getByText(PAYMENT_TEXTS.keep('••••1234'))).toBeTruthy();
  });

  it('shows the webhook address to paste into Paystack, with Paystack only', async () => {
    const { user } = renderPayments();
    await user.selectOptions(await screen.findByLabelText(/^Provider/), 'paystack');
    expect(screen.getByTestId('paystack-webhook').textContent).toBe(
      `${PAYMENT_TEXTS.paystackWebhook} ${NONE.paystackWebhookUrl}`,
    );
    await user.selectOptions(screen.getByLabelText(/^Provider/), 'hubtel');
    expect(screen.queryByTestId('paystack-webhook')).toBeNull();
  });

  it('refuses a public key before sending', async () => {
    const { user, fetchMock } = renderPayments();
    await user.selectOptions(await screen.findByLabelText(/^Provider/), 'paystack');
    await user.type(screen.getByLabelText(/^Paystack secret key/), 'pk_test_abcdef');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/This is the public key/)).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/api/settings/payments')).toHaveLength(0);
  });

  it('shows what Check says, accepted or refused', async () => {
    const saved = { ...NONE, provider: 'paystack' as const, paystackSecretKey: '••••1234' };
    const { user } = renderPayments(saved);
    await user.click(await screen.findByRole('button', { name: 'Check' }));
    expect((await screen.findByRole('status')).textContent).toBe('Paystack accepted the keys');
  });

  it('shows why the provider refused the keys, beside the button', async () => {
    const saved = { ...NONE, provider: 'paystack' as const, paystackSecretKey: '••••1234' };
    const { user } = renderPayments(saved, {
      check: { status: 400, body: { message: 'Paystack refused: The secret key was refused' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Check' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Paystack refused: The secret key was refused',
    );
  });

  it('says, in plain words, when the server cannot be reached from the internet', async () => {
    renderPayments({ ...NONE, publicUrlSet: false });
    expect(await screen.findByText(PAYMENT_TEXTS.notReachable)).toBeTruthy();
    expect(screen.queryByText(/PUBLIC_URL/)).toBeNull();
  });
});
