import type { ContractBody, RemittanceBody } from '../../../shared/schemas/hire';

/** A hirer as the contract form sends it. */
export const HIRER = {
  name: 'Yaw Darko',
  phone: '024 555 7788',
  licenseNum: 'DL-7788001',
  licenseExp: '2028-03-31',
  ghanaCard: 'GHA-123456789-0',
};

/** A valid rental: 7 days from 2026-03-01 at ₵300 a day, ₵500 deposit. Never changes its vehicle's driver. */
export function rentalBody(vehicleId: string, overrides: Partial<ContractBody> = {}): ContractBody {
  return {
    vehicleId,
    type: 'rental',
    hirer: { ...HIRER, name: 'Esi Quaye', phone: '020 111 4455' },
    amount: 300,
    frequency: 'daily',
    startDate: '2026-03-01',
    endDate: '2026-03-08',
    deposit: 500,
    notes: 'Airport pick-up',
    ...overrides,
  };
}

/** A valid daily-sales contract: ₵150 every working day (Mon–Sat) from 2026-01-05. */
export function dailySalesBody(vehicleId: string, overrides: Partial<ContractBody> = {}): ContractBody {
  return {
    vehicleId,
    type: 'daily_sales',
    hirer: HIRER,
    amount: 150,
    frequency: 'daily',
    workingDays: [1, 2, 3, 4, 5, 6],
    startDate: '2026-01-05',
    ...overrides,
  };
}

/** A valid work-and-pay contract: ₵1,000 a week towards ₵52,000 from 2026-01-05. */
export function workAndPayBody(vehicleId: string, overrides: Partial<ContractBody> = {}): ContractBody {
  return {
    vehicleId,
    type: 'work_and_pay',
    hirer: HIRER,
    amount: 1000,
    frequency: 'weekly',
    startDate: '2026-01-05',
    totalPrice: 52_000,
    ...overrides,
  };
}

/** A valid cash remittance on a contract. */
export function remittanceBody(contractId: string, overrides: Partial<RemittanceBody> = {}): RemittanceBody {
  return { contractId, date: '2026-03-02', amount: 300, method: 'Cash', ...overrides };
}
