import { addDays } from '../../../shared/dates';
import { regNumKey, type VehicleType } from '../../../shared/schemas/vehicles';
import { DEMO_FLEET, type DemoVehicle } from '../../db/demo-fleet';
import { insertInBatches } from '../../db/insert-in-batches';
import type { VehicleHistoryTable, VehiclesTable } from '../../db/schema';
import type { Seeder, SeedScale } from '../../db/seed';
import {
  accountHasAny,
  ghanaianName,
  ghanaMobile,
  type Rng,
  secondStamps,
  seededRandom,
} from '../../db/seed-utils';
import { newId } from '../../lib/ids';
import { bumpListVersions } from '../../lib/service-context';
import { maintenanceSeedRows } from '../maintenance';

/** Generated rows on top of the hand-written fleet (large: what `npm run bench` measures). */
export const FLEET_SEED_EXTRA: Record<SeedScale, { vehicles: number; maintenance: number }> = {
  small: { vehicles: 0, maintenance: 0 },
  large: { vehicles: 500, maintenance: 5000 },
  xl: { vehicles: 1000, maintenance: 20_000 },
  // The hand-written fleet alone: about the ten vehicles per business of docs/accounts.md §3.
  account: { vehicles: 0, maintenance: 0 },
};

const MODELS: Record<VehicleType, [string, string][]> = {
  taxi: [
    ['Toyota', 'Corolla'],
    ['Toyota', 'Vitz'],
    ['Hyundai', 'Elantra'],
    ['Kia', 'Picanto'],
    ['Nissan', 'Almera'],
    ['Daewoo', 'Matiz'],
  ],
  bus: [
    ['Toyota', 'Hiace'],
    ['Nissan', 'Urvan'],
    ['Mercedes-Benz', 'Sprinter'],
    ['Ford', 'Transit'],
    ['Hyundai', 'County'],
    ['Yutong', 'ZK6122'],
  ],
  truck: [
    ['Tata', 'LPT 1618'],
    ['DAF', 'XF'],
    ['MAN', 'TGS'],
    ['Sinotruk', 'Howo'],
    ['Isuzu', 'NPR'],
    ['Mercedes-Benz', 'Actros'],
  ],
  'commercial car': [
    ['Toyota', 'Hilux'],
    ['Nissan', 'Navara'],
    ['Mitsubishi', 'L200'],
    ['Ford', 'Ranger'],
    ['Isuzu', 'D-Max'],
  ],
  'luxury car': [
    ['Toyota', 'Land Cruiser'],
    ['Mercedes-Benz', 'E 300'],
    ['Lexus', 'RX 350'],
    ['BMW', '530i'],
    ['Range Rover', 'Sport'],
  ],
};
/** How often each type occurs in the generated fleet. */
const TYPE_MIX: VehicleType[] = [
  'taxi',
  'taxi',
  'taxi',
  'bus',
  'bus',
  'bus',
  'truck',
  'truck',
  'commercial car',
  'luxury car',
];
const REGIONS = [
  'GR',
  'GT',
  'GE',
  'GN',
  'GW',
  'GS',
  'GC',
  'GX',
  'AS',
  'AW',
  'AE',
  'WR',
  'CR',
  'ER',
  'NR',
  'VR',
  'BA',
  'UE',
];
const PLACES = [
  'Kaneshie, Accra',
  'Madina, Accra',
  'Circle, Accra',
  'Lapaz, Accra',
  'Tema Station, Accra',
  'Spintex, Accra',
  'Achimota, Accra',
  'Kasoa',
  'Tema Harbour',
  'Kejetia, Kumasi',
  'Adum, Kumasi',
  'Suame, Kumasi',
  'Market Circle, Takoradi',
  'Kotokuraba, Cape Coast',
  'Aboabo, Tamale',
  'Ho',
  'Koforidua',
  'Sunyani',
];
const HISTORY = [
  'Full service',
  'Timing belt replaced',
  'New tyres',
  'Brake overhaul',
  'Clutch kit',
  'Battery replaced',
  'Suspension bushings',
];
const CHASSIS_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

function vehicleRow(accountId: string, vehicle: DemoVehicle, createdAt: string): VehiclesTable {
  return {
    id: newId(),
    account_id: accountId,
    vehicle_type: vehicle.type,
    make: vehicle.make,
    model: vehicle.model,
    reg_num: vehicle.plate,
    reg_key: regNumKey(vehicle.plate),
    chassis_num: vehicle.chassis,
    driver_name: vehicle.driver,
    phone: vehicle.phone,
    location: vehicle.location,
    license_num: vehicle.license,
    license_type: vehicle.licenseType,
    license_exp: vehicle.expires,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

function generatedVehicle(rng: Rng, taken: Set<string>): DemoVehicle {
  const type = rng.pick(TYPE_MIX);
  const [make, model] = rng.pick(MODELS[type]);
  let plate: string;
  do {
    plate = `${rng.pick(REGIONS)} ${rng.int(1000, 9999)}-${String(rng.int(10, 25))}`;
  } while (taken.has(regNumKey(plate)));
  taken.add(regNumKey(plate));
  return {
    type,
    make,
    model,
    plate,
    chassis: Array.from({ length: 17 }, () => rng.pick([...CHASSIS_CHARS])).join(''),
    driver: ghanaianName(rng),
    phone: ghanaMobile(rng),
    location: rng.pick(PLACES),
    license: `GHA-0${rng.int(100_000, 999_999)}-${rng.int(15, 24)}`,
    licenseType: type === 'commercial car' || type === 'luxury car' ? 'non-commercial' : 'commercial',
    // From early 2024 to late 2028: some licences have lapsed, most are current.
    expires: addDays('2024-01-01', rng.int(0, 5 * 365)),
    history: Array.from({ length: rng.int(0, 3) }, (_, index) => [
      rng.pick(HISTORY),
      addDays('2023-01-01', index * 200 + rng.int(0, 180)),
    ]),
  };
}

/** The fleet rows of a scale for one account: the hand-written vehicles and jobs, plus the generated extra. */
export function fleetSeedRows(scale: SeedScale, accountId: string, now = Date.now()) {
  const extra = FLEET_SEED_EXTRA[scale];
  const rng = seededRandom(scale === 'small' ? 4471 : 44710);
  const stamp = secondStamps(now, DEMO_FLEET.length + extra.vehicles + 50 + extra.maintenance);

  const taken = new Set(DEMO_FLEET.map((vehicle) => regNumKey(vehicle.plate)));
  const generated = Array.from({ length: extra.vehicles }, () => generatedVehicle(rng, taken));
  const vehicles: VehiclesTable[] = [];
  const history: VehicleHistoryTable[] = [];
  for (const vehicle of [...generated, ...DEMO_FLEET]) {
    const row = vehicleRow(accountId, vehicle, stamp());
    vehicles.push(row);
    vehicle.history.forEach(([hist, date], position) => {
      history.push({ id: newId(), vehicle_id: row.id, position, hist, date });
    });
  }
  const demoRows = vehicles.slice(generated.length);
  const generatedRows = vehicles.slice(0, generated.length);
  const maintenance = maintenanceSeedRows(accountId, demoRows, generatedRows, extra.maintenance, rng, stamp);
  return { vehicles, history, records: maintenance.records, issues: maintenance.issues };
}

/**
 * Seeds one account's vehicles and maintenance records together; skips when that account already
 * has either. Plates are unique per account, so every account may get the same demo fleet.
 */
export const fleetSeeder: Seeder = {
  name: 'fleet',
  async run(db, scale, accountId): Promise<Record<string, number>> {
    if (await accountHasAny(db, accountId, ['vehicles', 'maintenance_records'])) return {};
    const { vehicles, history, records, issues } = fleetSeedRows(scale, accountId);
    // One transaction: a failed seed leaves nothing behind, and the lists move with the rows.
    await db.transaction().execute(async (trx) => {
      await insertInBatches(trx, 'vehicles', vehicles);
      await insertInBatches(trx, 'vehicle_history', history);
      await insertInBatches(trx, 'maintenance_records', records);
      await insertInBatches(trx, 'maintenance_issues', issues);
      await bumpListVersions(trx, accountId, ['vehicles', 'maintenance']);
    });
    return {
      vehicles: vehicles.length,
      vehicle_history: history.length,
      maintenance_records: records.length,
      maintenance_issues: issues.length,
    };
  },
};
