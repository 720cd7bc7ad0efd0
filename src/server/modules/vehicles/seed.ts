import { addDays } from '../../../shared/dates';
import { type LicenseType, regNumKey, type VehicleType } from '../../../shared/schemas/vehicles';
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

interface DemoVehicle {
  type: VehicleType;
  make: string;
  model: string;
  plate: string;
  chassis: string;
  driver: string;
  phone: string;
  location: string;
  license: string;
  licenseType: LicenseType;
  expires: string;
  history: [string, string][];
}

/** A small Ghanaian fleet: taxis, trotro buses, trucks, pick-ups and two executive cars. */
export const DEMO_FLEET: DemoVehicle[] = [
  {
    type: 'taxi',
    make: 'Toyota',
    model: 'Corolla',
    plate: 'GR 2345-21',
    chassis: 'JTDBR32E720123456',
    driver: 'Kwame Asare',
    phone: '+233244123456',
    location: 'Kaneshie, Accra',
    license: 'GHA-0412376-19',
    licenseType: 'commercial',
    expires: '2027-03-31',
    history: [
      ['Timing belt replaced', '2025-06-12'],
      ['New shock absorbers', '2025-10-03'],
    ],
  },
  {
    type: 'taxi',
    make: 'Hyundai',
    model: 'Elantra',
    plate: 'GW 8812-19',
    chassis: 'KMHDH41EX9U456789',
    driver: 'Kofi Mensah',
    phone: '+233554871220',
    location: 'Madina, Accra',
    license: 'GHA-0388102-18',
    licenseType: 'commercial',
    expires: '2025-08-31',
    history: [['Engine overhaul', '2024-11-20']],
  },
  {
    type: 'taxi',
    make: 'Kia',
    model: 'Picanto',
    plate: 'AS 1290-19',
    chassis: 'KNABE511AAT123987',
    driver: 'Yaw Boateng',
    phone: '+233201456789',
    location: 'Kejetia, Kumasi',
    license: 'GHA-0290017-20',
    licenseType: 'commercial',
    expires: '2026-12-15',
    history: [],
  },
  {
    type: 'taxi',
    make: 'Toyota',
    model: 'Vitz',
    plate: 'GE 4471-22',
    chassis: 'NCP130-2047781',
    driver: 'Abena Owusu',
    phone: '+233271903344',
    location: 'Lapaz, Accra',
    license: 'GHA-0501122-21',
    licenseType: 'commercial',
    expires: '2026-01-31',
    history: [['Full service', '2025-12-01']],
  },
  {
    type: 'bus',
    make: 'Toyota',
    model: 'Hiace',
    plate: 'GN 3306-20',
    chassis: 'JTFSS22P600156789',
    driver: 'Kwabena Ofori',
    phone: '+233243390011',
    location: 'Circle, Accra (Madina trotro)',
    license: 'GHA-0199284-17',
    licenseType: 'commercial',
    expires: '2026-09-30',
    history: [
      ['Seats reupholstered', '2025-03-15'],
      ['Sliding door rollers', '2025-08-22'],
      ['Clutch kit', '2025-12-19'],
    ],
  },
  {
    type: 'bus',
    make: 'Nissan',
    model: 'Urvan',
    plate: 'AS 7710-18',
    chassis: 'JN1TBNE25Z0012345',
    driver: 'Kwasi Agyeman',
    phone: '+233501122334',
    location: 'Kejetia, Kumasi (Ejisu trotro)',
    license: 'GHA-0177340-16',
    licenseType: 'commercial',
    expires: '2025-05-31',
    history: [['Gearbox rebuilt', '2024-09-09']],
  },
  {
    type: 'bus',
    make: 'Mercedes-Benz',
    model: 'Sprinter 313',
    plate: 'GT 5099-23',
    chassis: 'WDB9066331S123456',
    driver: 'Kojo Appiah',
    phone: '+233578800912',
    location: 'Tema Station, Accra',
    license: 'GHA-0634501-22',
    licenseType: 'commercial',
    expires: '2028-02-29',
    history: [],
  },
  {
    type: 'bus',
    make: 'Ford',
    model: 'Transit',
    plate: 'WR 2231-20',
    chassis: 'WF0XXXTTGXLA12345',
    driver: 'Ekow Annan',
    phone: '+233264455667',
    location: 'Market Circle, Takoradi',
    license: 'GHA-0320876-19',
    licenseType: 'commercial',
    expires: '2027-07-31',
    history: [['Rear axle bearings', '2025-07-07']],
  },
  {
    type: 'truck',
    make: 'Tata',
    model: 'LPT 1618',
    plate: 'GC 6620-21',
    chassis: 'MAT448022K1234567',
    driver: 'Selorm Tetteh',
    phone: '+233209988776',
    location: 'Tema Harbour',
    license: 'GHA-0256611-18',
    licenseType: 'commercial',
    expires: '2026-06-30',
    history: [['New tyres (6)', '2025-04-18']],
  },
  {
    type: 'truck',
    make: 'DAF',
    model: 'XF 480',
    plate: 'GR 9054-22',
    chassis: 'XLRTEH4300G123456',
    driver: 'Edem Quaye',
    phone: '+233245566778',
    location: 'Spintex, Accra',
    license: 'GHA-0489923-21',
    licenseType: 'commercial',
    expires: '2027-11-30',
    history: [],
  },
  {
    type: 'truck',
    make: 'Sinotruk',
    model: 'Howo 371',
    plate: 'NR 1183-20',
    chassis: 'LZZ5BLSJ8JN123456',
    driver: 'Mawuli Adjei',
    phone: '+233541230987',
    location: 'Aboabo, Tamale',
    license: 'GHA-0311458-19',
    licenseType: 'commercial',
    expires: '2025-10-31',
    history: [['Tipper pump serviced', '2025-02-11']],
  },
  {
    type: 'commercial car',
    make: 'Toyota',
    model: 'Hilux',
    plate: 'GS 3402-23',
    chassis: 'AHTFR22G106123456',
    driver: 'Nana Sarpong',
    phone: '+233558899001',
    location: 'Achimota, Accra',
    license: 'GHA-0598803-22',
    licenseType: 'non-commercial',
    expires: '2028-04-30',
    history: [],
  },
  {
    type: 'commercial car',
    make: 'Nissan',
    model: 'Navara',
    plate: 'CR 7765-21',
    chassis: 'VSKCVND40U0123456',
    driver: 'Efua Amoah',
    phone: '+233243007788',
    location: 'Kotokuraba, Cape Coast',
    license: 'GHA-0401236-20',
    licenseType: 'non-commercial',
    expires: '2026-03-31',
    history: [['Leaf springs', '2025-09-30']],
  },
  {
    type: 'luxury car',
    make: 'Toyota',
    model: 'Land Cruiser Prado',
    plate: 'GX 1001-24',
    chassis: 'JTEBR3FJ20K123456',
    driver: 'Akua Darko',
    phone: '+233202345678',
    location: 'Airport Residential, Accra',
    license: 'GHA-0701190-23',
    licenseType: 'non-commercial',
    expires: '2029-01-31',
    history: [],
  },
  {
    type: 'luxury car',
    make: 'Mercedes-Benz',
    model: 'E 300',
    plate: 'GR 7007-23',
    chassis: 'WDD2130481A123456',
    driver: 'Fiifi Quartey',
    phone: '+233209001122',
    location: 'Cantonments, Accra',
    license: 'GHA-0655432-22',
    licenseType: 'non-commercial',
    expires: '2027-05-31',
    history: [['Software update and service', '2025-11-11']],
  },
];

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
