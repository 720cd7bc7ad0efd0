import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/constants';
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

function renderEdit(payment: Payment = MOMO_PAYMENT, profile = testProfile()) {
  const fetchMock = mockFetch({
    'GET /api/apartment/get_payment/p1': { body: payment },
    'PUT /api/apartment/edit_payment/p1': { body: payment },
  });
  const view = renderApp(<EditPaymentScreen />, {
    path: `${routes.editPayment('')}:id`,
    url: routes.editPayment('p1'),
    profile,
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

describe('Edit Payment: cash control (docs/decisions/113-cash-control.md)', () => {
  const staff = testProfile({ _id: 'staff-1', role: 'Staff' });

  it("shows Staff the amount, date and method of someone else's payment read-only, with the reason", async () => {
    const { user, fetchMock } = renderEdit(MOMO_PAYMENT, staff);
    expect(await screen.findByText(MESSAGES.cashChangeOthers)).toBeTruthy();
    const amount = screen.getByLabelText(/^Amount Paid/) as HTMLInputElement;
    expect(amount.readOnly).toBe(true);
    expect((screen.getByLabelText(/^Payment Date/) as HTMLInputElement).readOnly).toBe(true);
    const method = screen.getByLabelText(/^Payment Method/) as HTMLInputElement;
    expect(method.tagName).toBe('INPUT');
    expect(method.readOnly).toBe(true);
    await user.type(amount, '9');
    expect(amount.value).toBe('1500.00');
    // The other fields still work, and the money goes back as it was.
    await user.selectOptions(screen.getByLabelText(/^Payment Status/), 'Partial');
    await user.click(screen.getByRole('button', { name: 'Update Payment' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/apartment/edit_payment/p1')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT', '/api/apartment/edit_payment/p1')[0]?.body).toMatchObject({
      amountPaid: 1500,
      date: '2026-04-20',
      method: 'Mobile Money',
      status: 'Partial',
    });
  });

  it('tells Staff their own payment of an earlier day is for a Manager or an Admin', async () => {
    renderEdit({ ...MOMO_PAYMENT, recordedBy: { _id: 'staff-1', name: 'Staff' } }, staff);
    expect(await screen.findByText(MESSAGES.cashChangeLater)).toBeTruthy();
  });

  it('lets Staff change the money of their own payment on the day they recorded it', async () => {
    const now = new Date().toISOString();
    renderEdit({ ...MOMO_PAYMENT, createdAt: now, recordedBy: { _id: 'staff-1', name: 'Staff' } }, staff);
    const amount = (await screen.findByLabelText(/^Amount Paid/)) as HTMLInputElement;
    expect(amount.readOnly).toBe(false);
    expect(screen.getByLabelText(/^Payment Method/).tagName).toBe('SELECT');
    expect(screen.queryByRole('note')).toBeNull();
  });
});
