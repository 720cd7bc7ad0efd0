import type { Apartment } from '../../shared/schemas/apartments';
import type { ArrearsRow, TenancyLedger } from '../../shared/schemas/ledger';
import type { Payment } from '../../shared/schemas/payments';
import type { RentRecord } from '../../shared/schemas/rent-records';

/** A rent record as the API answers it (docs/ledger.md §1 fields included), settled unless overridden. */
export function testRentRecord(overrides: Partial<RentRecord> = {}): RentRecord {
  return {
    _id: 'rent-1',
    tenantName: 'Kojo Antwi',
    tenantPhone: '+233241112233',
    roomDescription: 'Flat 2A, East Legon',
    rentedDate: '2026-01-10',
    expirationDate: '2026-07-09',
    noOfMonthsRented: 6,
    amountPaidOnUtility: 200,
    monthlyPrice: 1500,
    totalAmount: 9200,
    status: 'Active',
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    apartmentId: 'apt-1',
    apartment: { _id: 'apt-1', title: 'Flat 2A', location: 'East Legon' },
    billing: 'advance',
    paid: 9200,
    balance: 0,
    due: 9200,
    arrears: 0,
    paidThrough: '2026-07-09',
    daysOverdue: 0,
    standing: 'Settled',
    ...overrides,
  };
}

export function testApartment(overrides: Partial<Apartment> = {}): Apartment {
  return {
    _id: 'apt-1',
    title: 'Flat 2A',
    location: 'East Legon',
    price: 1500,
    status: 'Available',
    description: '',
    tenant: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    currentTenancy: null,
    tenants: [],
    ...overrides,
  };
}

export function testPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    _id: 'pay-1',
    tenant: { _id: 'rent-1', tenantName: 'Kojo Antwi' },
    amountPaid: 500,
    method: 'Cash',
    date: '2026-02-01',
    status: 'Completed',
    createdAt: '2026-02-01T09:00:00.000Z',
    updatedAt: '2026-02-01T09:00:00.000Z',
    receiptNumber: 'RCT-000001',
    reference: null,
    network: null,
    payerPhone: null,
    recordedBy: { _id: 'user-1', name: 'Ama Mensah' },
    balanceAfter: 0,
    ...overrides,
  };
}

/** A Mobile Money payment of GHC 1,500.00 (the payment screens' tests). */
export function testMomoPayment(overrides: Partial<Payment> = {}): Payment {
  return testPayment({
    _id: 'p1',
    tenant: { _id: 'r1', tenantName: 'Kwame Asante' },
    amountPaid: 1500,
    method: 'Mobile Money',
    date: '2026-04-20',
    createdAt: '2026-04-20T10:00:00.000Z',
    updatedAt: '2026-04-20T10:00:00.000Z',
    receiptNumber: 'RCT-000007',
    reference: 'TX-1',
    network: 'MTN MoMo',
    ...overrides,
  });
}

export function testArrearsRow(overrides: Partial<ArrearsRow> = {}): ArrearsRow {
  return {
    _id: 'rent-1',
    tenantName: 'Kojo Antwi',
    tenantPhone: '+233241112233',
    apartment: { _id: 'apt-1', title: 'Flat 2A', location: 'East Legon' },
    roomDescription: 'Flat 2A, East Legon',
    arrears: 1500,
    balance: 3000,
    daysOverdue: 12,
    paidThrough: '2026-02-09',
    ...overrides,
  };
}

/** A tenancy in arrears: the advance total charged on the start date, two payments since. */
export function testLedger(overrides: Partial<RentRecord> = {}): TenancyLedger {
  const tenancy = testRentRecord({
    paid: 3700,
    balance: 5500,
    due: 9200,
    arrears: 5500,
    paidThrough: '2026-03-09',
    daysOverdue: 21,
    standing: 'In arrears',
    ...overrides,
  });
  return {
    tenancy,
    entries: [
      {
        date: '2026-01-10',
        kind: 'charge',
        description: 'Rent for 6 months and utility',
        amount: 9200,
        balance: 9200,
      },
      {
        date: '2026-01-12',
        kind: 'payment',
        description: 'Payment, Mobile Money',
        amount: 3000,
        balance: 6200,
        receiptNumber: 'RCT-000007',
        paymentId: 'pay-7',
      },
      {
        date: '2026-02-01',
        kind: 'payment',
        description: 'Payment, Cash',
        amount: 700,
        balance: 5500,
        receiptNumber: 'RCT-000009',
        paymentId: 'pay-9',
      },
    ],
    totals: { charged: 9200, paid: 3700, balance: 5500, arrears: 5500 },
  };
}

export { testReceipt } from '../../shared/test-data/receipts';
