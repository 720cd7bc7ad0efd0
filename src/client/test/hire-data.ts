import type { Board, BoardRow, Contract, ContractLedger, Remittance } from '../../shared/schemas/hire';
import type { MaintenanceRecord } from '../../shared/schemas/maintenance';
import type { VehicleRecord } from '../../shared/schemas/vehicles';
import { dailySalesTerms } from '../../shared/test-data/hire';
import type { MockHandler } from './fetch-mock';

/** A vehicle as the API answers it, driven by Kofi Boateng. */
export function testVehicle(overrides: Partial<VehicleRecord> = {}): VehicleRecord {
  return {
    _id: 'veh-1',
    vehicleType: 'taxi',
    vehiceType: 'taxi',
    make: 'Toyota',
    model: 'Corolla',
    vehicleRegNum: 'GR 1234-21',
    chassisNum: 'JT123456789',
    maintenanceHist: [],
    driverName: 'Kofi Boateng',
    contactDetails: { phone: '+233241112233', location: 'Madina' },
    licenseNum: 'DL-555001',
    licenseType: 'commercial',
    licenseNumExp: '2027-05-31T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function testMaintenance(overrides: Partial<MaintenanceRecord> = {}): MaintenanceRecord {
  return {
    _id: 'mnt-1',
    vehicleId: { _id: 'veh-1', make: 'Toyota', model: 'Corolla', vehicleRegNum: 'GR 1234-21' },
    maintenanceDate: '2026-03-02',
    cost: 800,
    issue: ['Gearbox'],
    status: 'ongoing',
    odometer: null,
    createdAt: '2026-03-02T00:00:00.000Z',
    updatedAt: '2026-03-02T00:00:00.000Z',
    ...overrides,
  };
}

/** A daily-sales contract: ₵150 a working day (Mon–Sat), ₵300 behind. */
export function testContract(overrides: Partial<Contract> = {}): Contract {
  return {
    _id: 'con-1',
    vehicleId: 'veh-1',
    vehicle: { _id: 'veh-1', make: 'Toyota', model: 'Corolla', vehicleRegNum: 'GR 1234-21' },
    ...dailySalesTerms(),
    hirer: {
      name: 'Kofi Boateng',
      phone: '+233241112233',
      licenseNum: 'DL-555001',
      licenseExp: '2027-05-31',
      ghanaCard: 'GHA-123456789-0',
    },
    startDate: '2026-03-02',
    notes: '',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    days: null,
    expected: 900,
    paid: 600,
    arrears: 300,
    balance: 300,
    nextDueDate: '2026-03-06',
    progress: null,
    forecastEndDate: null,
    ...overrides,
  };
}

/** Work and pay: ₵1,000 a week towards ₵52,000; `paid` decides progress and balance. */
export function testWorkAndPay(overrides: Partial<Contract> = {}): Contract {
  const paid = overrides.paid ?? 13_000;
  return testContract({
    _id: 'con-2',
    vehicleId: 'veh-2',
    vehicle: { _id: 'veh-2', make: 'Nissan', model: 'Urvan', vehicleRegNum: 'GT 5678-22' },
    type: 'work_and_pay',
    hirer: {
      name: 'Yaw Darko',
      phone: '+233245557788',
      licenseNum: 'DL-7788001',
      licenseExp: '2028-03-31',
      ghanaCard: null,
    },
    amount: 1000,
    frequency: 'weekly',
    workingDays: [],
    startDate: '2026-01-05',
    totalPrice: 52_000,
    expected: 13_000,
    paid,
    arrears: 0,
    balance: 52_000 - paid,
    nextDueDate: '2026-04-06',
    progress: paid / 52_000,
    forecastEndDate: '2026-12-28',
    ...overrides,
  });
}

export function testRental(overrides: Partial<Contract> = {}): Contract {
  return testContract({
    _id: 'con-3',
    vehicleId: 'veh-3',
    vehicle: { _id: 'veh-3', make: 'Hyundai', model: 'Elantra', vehicleRegNum: 'GE 4321-23' },
    type: 'rental',
    hirer: { name: 'Esi Quaye', phone: '+233201114455', licenseNum: '', licenseExp: null, ghanaCard: null },
    amount: 300,
    frequency: 'daily',
    workingDays: [1, 2, 3, 4, 5, 6, 7],
    startDate: '2026-03-01',
    endDate: '2026-03-08',
    deposit: 500,
    days: 7,
    expected: 2100,
    paid: 2100,
    arrears: 0,
    balance: 0,
    nextDueDate: null,
    ...overrides,
  });
}

export function testBoardRow(overrides: Partial<BoardRow> = {}): BoardRow {
  return { contract: testContract(), due: 150, paidThatDay: 0, arrears: 300, ...overrides };
}

export function testBoard(rows: BoardRow[], date = '2026-03-05'): Board {
  const sum = (pick: (row: BoardRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    date,
    rows,
    totals: {
      expected: sum((row) => row.due),
      collected: sum((row) => row.paidThatDay),
      outstanding: sum((row) => row.arrears),
    },
  };
}

export function testRemittance(overrides: Partial<Remittance> = {}): Remittance {
  return {
    _id: 'rem-9',
    contractId: 'con-1',
    contract: {
      _id: 'con-1',
      type: 'daily_sales',
      hirerName: 'Kofi Boateng',
      vehicle: { _id: 'veh-1', make: 'Toyota', model: 'Corolla', vehicleRegNum: 'GR 1234-21' },
    },
    odometer: null,
    date: '2026-03-05',
    amount: 300,
    method: 'Cash',
    network: null,
    reference: null,
    payerPhone: null,
    receiptNumber: 'RCT-000042',
    recordedBy: { _id: 'user-1', name: 'Ama Mensah' },
    balanceAfter: 0,
    note: '',
    createdAt: '2026-03-05T09:00:00.000Z',
    updatedAt: '2026-03-05T09:00:00.000Z',
    ...overrides,
  };
}

/** The daily-sales contract's ledger: three days due, two remittances. */
export function testContractLedger(contract: Contract = testContract()): ContractLedger {
  return {
    contract,
    entries: [
      { date: '2026-03-02', kind: 'due', description: 'Day 2026-03-02', amount: 150, balance: 150 },
      {
        date: '2026-03-02',
        kind: 'remittance',
        description: 'Remittance by Cash',
        amount: 150,
        balance: 0,
        receiptNumber: 'RCT-000010',
        remittanceId: 'rem-10',
      },
      { date: '2026-03-03', kind: 'due', description: 'Day 2026-03-03', amount: 150, balance: 150 },
      {
        date: '2026-03-03',
        kind: 'remittance',
        description: 'Remittance by Mobile Money (MTN MoMo)',
        amount: 150,
        balance: 0,
        receiptNumber: 'RCT-000011',
        remittanceId: 'rem-11',
      },
      { date: '2026-03-04', kind: 'due', description: 'Day 2026-03-04', amount: 150, balance: 150 },
    ],
    totals: { expected: contract.expected, paid: contract.paid, arrears: contract.arrears },
  };
}

/**
 * `GET /api/hire/contracts?page=` as the server answers it (docs/lists.md): the contracts of the
 * asked `vehicleId` and `status`, the first `pageSize` of them.
 */
export const pagedContracts =
  (contracts: Contract[]): MockHandler =>
  (_init, url) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const items = contracts.filter(
      (contract) =>
        (!query.has('vehicleId') || contract.vehicleId === query.get('vehicleId')) &&
        (!query.has('status') || contract.status === query.get('status')),
    );
    const pageSize = Number(query.get('pageSize'));
    return {
      body: { items: items.slice(0, pageSize), total: items.length, page: 1, pageSize, totals: {} },
    };
  };
