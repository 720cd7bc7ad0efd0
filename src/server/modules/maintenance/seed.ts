import type { MaintenanceStatus } from '../../../shared/schemas/maintenance';
import type { MaintenanceIssuesTable, MaintenanceRecordsTable, VehiclesTable } from '../../db/schema';
import type { Rng } from '../../db/seed-utils';
import { newId } from '../../lib/ids';

/** A hand-written maintenance job of the small demo fleet, naming its vehicle by plate. */
export interface DemoJob {
  plate: string;
  date: string;
  cost: number;
  status: MaintenanceStatus;
  issue: string[];
}

/** Jobs of the small fleet: every status, workshop-sized cedi amounts. */
export const DEMO_JOBS: DemoJob[] = [
  {
    plate: 'GR 2345-21',
    date: '2026-05-04',
    cost: 850,
    status: 'pending',
    issue: ['Front brake pads worn', 'Wiper blades'],
  },
  {
    plate: 'GR 2345-21',
    date: '2025-11-18',
    cost: 420,
    status: 'completed',
    issue: ['Engine oil and filter change'],
  },
  {
    plate: 'GW 8812-19',
    date: '2026-04-22',
    cost: 2350,
    status: 'ongoing',
    issue: ['Gearbox slipping into 3rd', 'Clutch plate'],
  },
  {
    plate: 'AS 1290-19',
    date: '2026-03-09',
    cost: 610.5,
    status: 'completed',
    issue: ['Tyre replacement (2 rear)', 'Wheel alignment'],
  },
  {
    plate: 'GE 4471-22',
    date: '2026-05-11',
    cost: 1200,
    status: 'pending',
    issue: ['AC not cooling: regas and check compressor'],
  },
  {
    plate: 'GN 3306-20',
    date: '2026-04-28',
    cost: 3800,
    status: 'ongoing',
    issue: ['Rear leaf springs broken', 'Shock absorbers', 'Sliding door lock'],
  },
  { plate: 'GN 3306-20', date: '2025-09-02', cost: 950, status: 'completed', issue: ['Battery replacement'] },
  {
    plate: 'AS 7710-18',
    date: '2026-02-14',
    cost: 5400,
    status: 'completed',
    issue: ['Cylinder head gasket', 'Radiator flush'],
  },
  {
    plate: 'GT 5099-23',
    date: '2026-05-15',
    cost: 780,
    status: 'pending',
    issue: ['Roadworthy inspection', 'Fire extinguisher refill'],
  },
  {
    plate: 'WR 2231-20',
    date: '2026-04-03',
    cost: 1650.75,
    status: 'ongoing',
    issue: ['Power steering leak'],
  },
  {
    plate: 'GC 6620-21',
    date: '2026-03-27',
    cost: 12500,
    status: 'ongoing',
    issue: ['Air brake compressor', 'Trailer coupling', 'Cab lights'],
  },
  {
    plate: 'GR 9054-22',
    date: '2026-01-21',
    cost: 8900,
    status: 'completed',
    issue: ['Injector servicing', 'Fuel filter'],
  },
  {
    plate: 'NR 1183-20',
    date: '2026-05-08',
    cost: 4200,
    status: 'pending',
    issue: ['Tipper hydraulic ram leaking'],
  },
  {
    plate: 'GS 3402-23',
    date: '2025-12-10',
    cost: 690,
    status: 'completed',
    issue: ['Full service at 40,000 km'],
  },
  {
    plate: 'CR 7765-21',
    date: '2026-04-30',
    cost: 1320,
    status: 'pending',
    issue: ['Rear differential noise'],
  },
  {
    plate: 'GX 1001-24',
    date: '2026-02-25',
    cost: 6750,
    status: 'completed',
    issue: ['Replace front windscreen', 'Recalibrate sensors'],
  },
  {
    plate: 'GR 7007-23',
    date: '2026-05-02',
    cost: 3150,
    status: 'ongoing',
    issue: ['Suspension control arm', 'Brake discs'],
  },
];

const ISSUES = [
  'Engine oil and filter change',
  'Front brake pads worn',
  'Rear brake shoes',
  'Tyre replacement',
  'Wheel alignment and balancing',
  'Battery replacement',
  'Radiator leaking',
  'AC regas',
  'Clutch plate worn',
  'Gearbox noise',
  'Shock absorbers',
  'Ball joints and bushings',
  'Alternator not charging',
  'Starter motor',
  'Fuel pump',
  'Spark plugs and ignition coils',
  'Headlamp and indicator bulbs',
  'Exhaust silencer',
  'Timing belt',
  'Roadworthy inspection',
  'Windscreen crack',
  'Door lock and window regulator',
];

export interface MaintenanceRows {
  records: MaintenanceRecordsTable[];
  issues: MaintenanceIssuesTable[];
}

function addJob(
  rows: MaintenanceRows,
  accountId: string,
  vehicle: VehiclesTable,
  job: Omit<DemoJob, 'plate'>,
  createdAt: string,
) {
  const id = newId();
  rows.records.push({
    id,
    account_id: accountId,
    vehicle_id: vehicle.id,
    vehicle_ref: vehicle.id,
    vehicle_make: vehicle.make,
    vehicle_model: vehicle.model,
    vehicle_reg_num: vehicle.reg_num,
    maintenance_date: job.date,
    cost_pesewas: Math.round(job.cost * 100),
    status: job.status,
    created_at: createdAt,
    updated_at: createdAt,
    odometer_km: null,
    request_key: null,
  });
  job.issue.forEach((text, position) => {
    rows.issues.push({ id: newId(), record_id: id, position, text });
  });
}

/**
 * One account's maintenance rows: the small fleet's jobs, then `extra` generated ones spread over the
 * given vehicles (of that same account).
 */
export function maintenanceSeedRows(
  accountId: string,
  demoVehicles: readonly VehiclesTable[],
  generatedVehicles: readonly VehiclesTable[],
  extra: number,
  rng: Rng,
  stamp: () => string,
): MaintenanceRows {
  const rows: MaintenanceRows = { records: [], issues: [] };
  const byPlate = new Map(demoVehicles.map((vehicle) => [vehicle.reg_num, vehicle]));
  for (const { plate, ...job } of DEMO_JOBS) {
    const vehicle = byPlate.get(plate);
    if (vehicle) addJob(rows, accountId, vehicle, job, stamp());
  }
  const pool = generatedVehicles.length ? generatedVehicles : demoVehicles;
  for (let i = 0; i < extra; i += 1) {
    const vehicle = rng.pick(pool);
    // Older jobs are mostly done; recent ones may still be waiting or in the workshop.
    const daysAgo = rng.int(0, 3 * 365);
    const date = new Date(Date.UTC(2026, 4, 20) - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const roll = rng.next();
    const status: MaintenanceStatus =
      daysAgo > 60
        ? roll < 0.92
          ? 'completed'
          : 'ongoing'
        : roll < 0.4
          ? 'pending'
          : roll < 0.75
            ? 'ongoing'
            : 'completed';
    const issueCount = rng.int(1, 3);
    const issue = Array.from({ length: issueCount }, () => rng.pick(ISSUES));
    const cost =
      rng.int(150, vehicle.vehicle_type === 'truck' ? 25_000 : 8_000) + rng.pick([0, 0.5, 0.25, 0.75]);
    addJob(rows, accountId, vehicle, { date, cost, status, issue: [...new Set(issue)] }, stamp());
  }
  return rows;
}
