import { testContract } from './hire-data';

/** A vehicle as the audit log's records name it. */
export const AUDIT_CAR = { _id: 'veh-1', make: 'Toyota', model: 'Corolla', vehicleRegNum: 'GR-1234-20' };

/** A remittance as its audit event holds it: ₵250 in cash on Yaw Darko's contract, recorded by Kwame Asante. */
export const AUDIT_REMITTANCE = {
  _id: 'rem-1',
  contractId: 'con-1',
  contract: { _id: 'con-1', type: 'daily_sales', hirerName: 'Yaw Darko', vehicle: AUDIT_CAR },
  date: '2026-09-18',
  amount: 250,
  method: 'Cash',
  network: null,
  reference: null,
  payerPhone: null,
  receiptNumber: 'RCT-000045',
  recordedBy: { _id: 'user-2', name: 'Kwame Asante' },
  balanceAfter: 0,
  note: '',
  odometer: null,
};

/** Yaw Darko's daily-sales contract on `AUDIT_CAR` (₵250 a working day, no licence given), as its audit event holds it. */
export const AUDIT_CONTRACT = testContract({
  vehicle: AUDIT_CAR,
  hirer: { name: 'Yaw Darko', phone: '+233241112233', licenseNum: '', licenseExp: null, ghanaCard: null },
  amount: 250,
  startDate: '2026-09-01',
  paid: 500,
  arrears: 250,
});
