import type { Receipt } from '../schemas/ledger';

/**
 * Test data both sides check against (the server's receipt PDF, the client's receipt screen): kept
 * here once, written out rather than read from the code under test. Imported by tests only.
 */

/** A rent receipt as the API answers it: paid by Mobile Money, the business's details all filled in. */
export function testReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    paymentId: 'p1',
    kind: 'rent',
    receiptNumber: 'RCT-000123',
    date: '2026-04-20',
    issuedAt: '2026-04-20T10:15:00.000Z',
    business: {
      name: 'Mensah Properties',
      address: '12 Oxford Street, Osu',
      phone: '+233302123456',
      email: 'office@mensah.example',
      ghanaPostGps: 'GA-123-4567',
      receiptFooter: 'Thank you for your payment.',
    },
    tenant: { name: 'Kwame Asante', phone: '+233241112233' },
    apartment: { title: 'Sunset Flat', location: 'East Legon' },
    roomDescription: 'Room 4',
    vehicle: null,
    contract: null,
    amount: 2500.5,
    amountInWords: 'Two thousand five hundred Ghana cedis and fifty pesewas',
    method: 'Mobile Money',
    network: 'MTN MoMo',
    reference: 'MP240420.1234.A12345',
    payerPhone: '+233245551234',
    balanceAfter: 499.5,
    paidThrough: '2026-09-30',
    recordedBy: { name: 'Ama Mensah' },
    voided: null,
    ...overrides,
  };
}
