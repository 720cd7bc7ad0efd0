import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../../shared/paths';
import type { Payment } from '../../../../shared/schemas/payments';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { testMomoPayment } from '../../../test/ledger-data';
import { renderApp, testProfile } from '../../../test/render';
import { EditPaymentScreen, methodOptions } from './edit-payment-screen';

describe('methodOptions', () => {
  it("offers the add form's methods plus a stored one outside them", () => {
    expect(methodOptions('Cash')).toEqual(['Cash', 'Mobile Money', 'Bank Transfer']);
    expect(methodOptions('Cheque')).toEqual(['Cash', 'Mobile Money', 'Bank Transfer', 'Cheque']);
    expect(methodOptions('')).toEqual(['Cash', 'Mobile Money', 'Bank Transfer']);
  });
});

const MOMO_PAYMENT: Payment = testMomoPayment({ payerPhone: '+233245551234' });

function renderEdit() {
  const fetchMock = mockFetch({
    'GET /api/apartment/get_payment/p1': { body: MOMO_PAYMENT },
    'PUT /api/apartment/edit_payment/p1': { body: MOMO_PAYMENT },
  });
  const view = renderApp(<EditPaymentScreen />, {
    path: `${routes.editPayment('')}:id`,
    url: routes.editPayment('p1'),
    profile: testProfile(),
  });
  return { ...view, fetchMock };
}

describe('Edit Payment: the Mobile Money details (docs/ledger.md §3)', () => {
  it('shows and sends the stored network, transaction ID and payer phone', async () => {
    const { user, fetchMock } = renderEdit();
    expect(((await screen.findByLabelText('Network')) as HTMLSelectElement).value).toBe('MTN MoMo');
    expect((screen.getByLabelText(/Transaction ID/) as HTMLInputElement).value).toBe('TX-1');
    expect((screen.getByLabelText('Payer phone') as HTMLInputElement).value).toBe('+233 24 555 1234');
    await user.click(screen.getByRole('button', { name: 'Update Payment' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/apartment/edit_payment/p1')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT', '/api/apartment/edit_payment/p1')[0]?.body).toMatchObject({
      method: 'Mobile Money',
      network: 'MTN MoMo',
      reference: 'TX-1',
      payerPhone: '+233245551234',
    });
  });

  it('hides them for another method and clears the stored network', async () => {
    const { user, fetchMock } = renderEdit();
    await screen.findByLabelText('Network');
    await user.selectOptions(screen.getByLabelText(/^Payment Method/), 'Cash');
    expect(screen.queryByLabelText('Network')).toBeNull();
    expect(screen.queryByLabelText(/Transaction ID/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Payment' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/apartment/edit_payment/p1')).toHaveLength(1));
    const body = callsTo(fetchMock, 'PUT', '/api/apartment/edit_payment/p1')[0]?.body;
    expect(body).toMatchObject({ method: 'Cash', network: null });
    expect(body).not.toHaveProperty('reference');
    expect(body).not.toHaveProperty('payerPhone');
  });
});
