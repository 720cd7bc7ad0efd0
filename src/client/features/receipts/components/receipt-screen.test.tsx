import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../../shared/paths';
import type { Receipt } from '../../../../shared/schemas/ledger';
import { mockFetch } from '../../../test/fetch-mock';
import { testReceipt } from '../../../test/ledger-data';
import { renderApp, testProfile } from '../../../test/render';
import { ReceiptScreen, VehicleReceiptScreen } from './receipt-screen';

const receipt = testReceipt;

function renderReceipt(body: Receipt | { message: string }, status = 200) {
  mockFetch({ 'GET /api/receipts/p1': { status, body } });
  return renderApp(<ReceiptScreen />, {
    path: `${routes.receipt('')}:id`,
    url: routes.receipt('p1'),
    profile: testProfile(),
  });
}

const whatsAppHref = () => screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href') ?? '';

describe('Receipt page (docs/ledger.md §4)', () => {
  it('shows the receipt: business, number, payer, unit, amount in figures and words, MoMo details, balance', async () => {
    renderReceipt(receipt());
    const sheet = await screen.findByRole('article', { name: 'Receipt RCT-000123' });
    const text = sheet.textContent ?? '';
    for (const expected of [
      'Mensah Properties',
      '12 Oxford Street, Osu',
      'GhanaPostGPS: GA-123-4567',
      'RCT-000123',
      '2026-04-20',
      'Kwame Asante',
      'Sunset Flat, East Legon · Room 4',
      'Two thousand five hundred Ghana cedis and fifty pesewas',
      'MTN MoMo',
      'MP240420.1234.A12345',
      '+233 24 555 1234',
      '₵499.50',
      '2026-09-30',
      'Ama Mensah',
      'Thank you for your payment.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(within(sheet).getByTestId('receipt-amount').textContent).toBe('₵2,500.50');
    expect(within(sheet).queryByRole('note')).toBeNull();
    expect(text).not.toContain('VOID');
  });

  it('names the unit once when the room repeats it (decision 058)', async () => {
    renderReceipt(
      receipt({
        apartment: { title: '2-Bedroom Flat K1', location: 'Kasoa Road' },
        roomDescription: '2-Bedroom Flat K1, Kasoa Road',
      }),
    );
    const sheet = await screen.findByRole('article', { name: 'Receipt RCT-000123' });
    const line = within(sheet).getByText('Unit / room').nextElementSibling;
    expect(line?.textContent).toBe('2-Bedroom Flat K1, Kasoa Road');
  });

  it("shares on WhatsApp with the payer's phone and the number, amount, date and balance", async () => {
    renderReceipt(receipt());
    await screen.findByRole('article', { name: 'Receipt RCT-000123' });
    const href = whatsAppHref();
    expect(href.startsWith('https://wa.me/233245551234?text=')).toBe(true);
    const message = decodeURIComponent(href.slice(href.indexOf('?text=') + 6));
    expect(message).toBe(
      [
        'Receipt RCT-000123 from Mensah Properties',
        'Received from Kwame Asante: GHC 2,500.50 on 2026-04-20',
        'Balance after this payment: GHC 499.50',
      ].join('\n'),
    );
  });

  it("marks a voided receipt VOID with who, when and why, and shares it to the tenant's phone without a payer", async () => {
    renderReceipt(
      receipt({
        payerPhone: null,
        voided: { at: '2026-04-22T09:00:00.000Z', by: 'Kofi Boateng', reason: 'Entered twice' },
      }),
    );
    const sheet = await screen.findByRole('article', { name: 'Receipt RCT-000123' });
    const note = within(sheet).getByRole('note');
    expect(note.textContent).toContain('VOID');
    expect(note.textContent).toContain('Voided by Kofi Boateng on 2026-04-22: Entered twice');
    const href = whatsAppHref();
    expect(href.startsWith('https://wa.me/233241112233?text=')).toBe(true);
    expect(decodeURIComponent(href)).toContain('VOID receipt RCT-000123');
  });

  it('prints, downloads the PDF, and hides Share without any phone', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderReceipt(
      receipt({ payerPhone: null, tenant: { name: 'Kwame Asante', phone: '' } }),
    );
    await screen.findByRole('article', { name: 'Receipt RCT-000123' });
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toBe('/api/receipts/p1/pdf');
    expect(pdf.getAttribute('download')).toBe('Receipt_RCT-000123.pdf');
    expect(screen.queryByRole('link', { name: 'Share on WhatsApp' })).toBeNull();
  });

  it('says so when the receipt cannot be loaded', async () => {
    renderReceipt({ message: 'Payment not found' }, 404);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Failed to load the receipt.'),
    );
  });
});

/** A remittance's receipt (docs/hire.md §2): the hirer paid, for a vehicle on a contract. */
function hireReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return receipt({
    paymentId: 'rem-9',
    kind: 'hire',
    receiptNumber: 'RCT-000124',
    tenant: { name: 'Yaw Darko', phone: '+233245557788' },
    apartment: null,
    roomDescription: '',
    vehicle: { make: 'Nissan', model: 'Urvan', vehicleRegNum: 'GT 5678-22' },
    contract: { _id: 'con-2', type: 'work_and_pay' },
    amount: 1000,
    amountInWords: 'One thousand Ghana cedis',
    method: 'Cash',
    network: null,
    reference: null,
    payerPhone: null,
    balanceAfter: 38_000,
    paidThrough: null,
    ...overrides,
  });
}

function renderVehicleReceipt(body: Receipt) {
  mockFetch({ 'GET /api/receipts/rem-9': { body } });
  return renderApp(<VehicleReceiptScreen />, {
    path: `${routes.vehicleReceipt('')}:id`,
    url: routes.vehicleReceipt('rem-9'),
    profile: testProfile(),
  });
}

describe('A remittance’s receipt in the vehicle screens (docs/hire.md §2)', () => {
  it('names the vehicle and the contract instead of a unit, and leads back to its contract', async () => {
    renderVehicleReceipt(hireReceipt());
    const sheet = await screen.findByRole('article', { name: 'Receipt RCT-000124' });
    const line = (label: string) =>
      within(sheet).getByText(label, { exact: true }).nextElementSibling?.textContent;
    expect(line('Received from')).toContain('Yaw Darko');
    expect(line('Vehicle')).toBe('GT 5678-22 · Nissan Urvan');
    expect(line('Contract')).toBe('Work and pay');
    expect(line('Balance after this payment')).toBe('₵38,000.00');
    expect(within(sheet).queryByText('Unit / room')).toBeNull();
    expect(within(sheet).queryByText('Rent paid through')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the contract' }).getAttribute('href')).toBe(
      routes.contract(hireReceipt().contract?._id ?? ''),
    );
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/api/receipts/rem-9/pdf',
    );
    expect(whatsAppHref().startsWith('https://wa.me/233245557788?text=')).toBe(true);
  });

  it('shows VOID on a voided remittance’s receipt', async () => {
    renderVehicleReceipt(
      hireReceipt({ voided: { at: '2026-04-22T09:00:00.000Z', by: 'Ama Mensah', reason: 'Wrong hirer' } }),
    );
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('VOID');
    expect(note.textContent).toContain('Voided by Ama Mensah on 2026-04-22: Wrong hirer');
  });
});
