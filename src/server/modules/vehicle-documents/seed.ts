import { addDays, addMonthsClamped, daysBetween } from '../../../shared/dates';
import {
  type DocumentKind,
  defaultExpiry,
  isCommercial,
  ROADWORTHY_MONTHS,
} from '../../../shared/vehicle-papers';
import type { Db } from '../../db/connection';
import { DEMO_FLEET } from '../../db/demo-fleet';
import { insertInBatches } from '../../db/insert-in-batches';
import type { OdometerReadingsTable, ServiceSchedulesTable, VehicleDocumentsTable } from '../../db/schema';
import type { Seeder, SeedScale } from '../../db/seed';
import { accountHasAny, type Rng, seededRandom } from '../../db/seed-utils';
import { businessToday } from '../../lib/business-day';
import { newId } from '../../lib/ids';
import { bumpListVersions } from '../../lib/service-context';

/** A vehicle as the seed gives it papers. */
export interface PapersVehicle {
  id: string;
  reg_num: string;
  vehicle_type: string;
}

/**
 * A hand-written document of the demo fleet, relative to today: issued `issued` days ago; its
 * expiry `expires` days from today, or derived (roadworthy, VIT) when null. `vit: 'quarter'` is
 * issued on the first day of today's quarter, `'previous'` of the quarter before.
 */
interface DemoDocument {
  plate: string;
  kind: DocumentKind;
  issued: number | 'quarter' | 'previous';
  expires: number | null;
  cost: number;
  number?: string;
}

const cedis = (amount: number) => Math.round(amount * 100);

/**
 * The small fleet's papers: most valid; roadworthies, insurance and a permit expiring within the
 * window or expired; a VIT of the last quarter; and a truck with no VIT on record (missing).
 */
const DEMO_DOCUMENTS: DemoDocument[] = [
  { plate: 'GR 2345-21', kind: 'roadworthy', issued: 240, expires: null, cost: 250 },
  { plate: 'GR 2345-21', kind: 'roadworthy', issued: 60, expires: null, cost: 250 },
  {
    plate: 'GR 2345-21',
    kind: 'insurance',
    issued: 100,
    expires: 265,
    cost: 1150,
    number: 'SIC/MV/26/01187',
  },
  { plate: 'GR 2345-21', kind: 'vit', issued: 'previous', expires: null, cost: 36 },
  { plate: 'GR 2345-21', kind: 'vit', issued: 'quarter', expires: null, cost: 36 },
  { plate: 'GW 8812-19', kind: 'roadworthy', issued: 200, expires: -17, cost: 250 },
  { plate: 'GW 8812-19', kind: 'insurance', issued: 353, expires: 12, cost: 1080, number: 'EIC/TX/25/4410' },
  { plate: 'GW 8812-19', kind: 'vit', issued: 'quarter', expires: null, cost: 36 },
  { plate: 'AS 1290-19', kind: 'roadworthy', issued: 30, expires: null, cost: 250 },
  { plate: 'AS 1290-19', kind: 'insurance', issued: 45, expires: 320, cost: 990, number: 'GLICO/MV/26/0761' },
  { plate: 'AS 1290-19', kind: 'vit', issued: 'quarter', expires: null, cost: 36 },
  {
    plate: 'AS 1290-19',
    kind: 'registration',
    issued: 700,
    expires: 30,
    cost: 300,
    number: 'DVLA-AS-1290-19',
  },
  { plate: 'GE 4471-22', kind: 'roadworthy', issued: 160, expires: 20, cost: 250 },
  {
    plate: 'GE 4471-22',
    kind: 'insurance',
    issued: 380,
    expires: -15,
    cost: 1020,
    number: 'HOLL/MV/25/2290',
  },
  { plate: 'GE 4471-22', kind: 'vit', issued: 'quarter', expires: null, cost: 36 },
  { plate: 'GN 3306-20', kind: 'roadworthy', issued: 90, expires: null, cost: 300 },
  {
    plate: 'GN 3306-20',
    kind: 'insurance',
    issued: 120,
    expires: 245,
    cost: 2400,
    number: 'SIC/PSV/26/0315',
  },
  { plate: 'GN 3306-20', kind: 'vit', issued: 'quarter', expires: null, cost: 60 },
  { plate: 'GN 3306-20', kind: 'permit', issued: 150, expires: 215, cost: 450, number: 'GPRTU-MAD-0415' },
  { plate: 'AS 7710-18', kind: 'roadworthy', issued: 40, expires: null, cost: 300 },
  {
    plate: 'AS 7710-18',
    kind: 'insurance',
    issued: 200,
    expires: 165,
    cost: 2200,
    number: 'EIC/PSV/26/1102',
  },
  { plate: 'AS 7710-18', kind: 'vit', issued: 'previous', expires: null, cost: 60 },
  { plate: 'GT 5099-23', kind: 'roadworthy', issued: 20, expires: null, cost: 300 },
  {
    plate: 'GT 5099-23',
    kind: 'insurance',
    issued: 20,
    expires: 345,
    cost: 2600,
    number: 'STAR/PSV/26/0044',
  },
  { plate: 'GT 5099-23', kind: 'vit', issued: 'quarter', expires: null, cost: 60 },
  { plate: 'WR 2231-20', kind: 'roadworthy', issued: 100, expires: null, cost: 300 },
  { plate: 'WR 2231-20', kind: 'insurance', issued: 300, expires: 65, cost: 2100, number: 'VAN/PSV/26/0880' },
  { plate: 'WR 2231-20', kind: 'vit', issued: 'quarter', expires: null, cost: 60 },
  { plate: 'GC 6620-21', kind: 'roadworthy', issued: 70, expires: null, cost: 400 },
  { plate: 'GC 6620-21', kind: 'insurance', issued: 90, expires: 275, cost: 4800, number: 'SIC/HGV/26/0212' },
  { plate: 'GR 9054-22', kind: 'roadworthy', issued: 110, expires: null, cost: 400 },
  { plate: 'GR 9054-22', kind: 'insurance', issued: 60, expires: 305, cost: 5200, number: 'EIC/HGV/26/0099' },
  { plate: 'GR 9054-22', kind: 'vit', issued: 'quarter', expires: null, cost: 120 },
  { plate: 'GR 9054-22', kind: 'permit', issued: 340, expires: 25, cost: 600, number: 'GPHA-TEMA-7781' },
  { plate: 'NR 1183-20', kind: 'roadworthy', issued: 230, expires: -48, cost: 400 },
  {
    plate: 'NR 1183-20',
    kind: 'insurance',
    issued: 150,
    expires: 215,
    cost: 4100,
    number: 'GLICO/HGV/26/0330',
  },
  { plate: 'NR 1183-20', kind: 'vit', issued: 'quarter', expires: null, cost: 120 },
  { plate: 'GS 3402-23', kind: 'roadworthy', issued: 50, expires: null, cost: 250 },
  { plate: 'GS 3402-23', kind: 'insurance', issued: 80, expires: 285, cost: 1400, number: 'HOLL/MV/26/0517' },
  { plate: 'GS 3402-23', kind: 'vit', issued: 'quarter', expires: null, cost: 45 },
  { plate: 'CR 7765-21', kind: 'roadworthy', issued: 130, expires: null, cost: 250 },
  { plate: 'CR 7765-21', kind: 'insurance', issued: 360, expires: 5, cost: 1350, number: 'SIC/MV/25/3318' },
  { plate: 'CR 7765-21', kind: 'vit', issued: 'quarter', expires: null, cost: 45 },
  { plate: 'GX 1001-24', kind: 'roadworthy', issued: 200, expires: null, cost: 250 },
  {
    plate: 'GX 1001-24',
    kind: 'insurance',
    issued: 150,
    expires: 215,
    cost: 6800,
    number: 'ALLZ/PV/26/0002',
  },
  { plate: 'GR 7007-23', kind: 'roadworthy', issued: 300, expires: null, cost: 250 },
  { plate: 'GR 7007-23', kind: 'insurance', issued: 10, expires: 355, cost: 5900, number: 'ALLZ/PV/26/0107' },
  {
    plate: 'GR 7007-23',
    kind: 'registration',
    issued: 500,
    expires: 230,
    cost: 300,
    number: 'DVLA-GR-7007-23',
  },
];

/** Km a day each type covers, for the demo readings. */
const KM_PER_DAY: Record<string, number> = {
  taxi: 180,
  bus: 200,
  truck: 250,
  'commercial car': 90,
  'luxury car': 40,
};

/** Days before today the demo fleet's odometers were read on. */
const READING_DAYS = [150, 120, 90, 60, 30, 2];

/**
 * The demo fleet's schedules, relative to today: an oil change overdue by time and distance (due),
 * a tyre rotation 800 km from its 10,000 (soon), and some not yet near.
 */
const DEMO_SCHEDULES: {
  plate: string;
  task: string;
  everyKm: number | null;
  everyMonths: number | null;
  startedDaysAgo: number;
}[] = [
  { plate: 'GR 2345-21', task: 'Oil change', everyKm: 5000, everyMonths: 3, startedDaysAgo: 100 },
  // 200 km a day for the 46 days between its start and the last reading: 9,200 of 10,000 km.
  { plate: 'GN 3306-20', task: 'Tyre rotation', everyKm: 10_000, everyMonths: null, startedDaysAgo: 48 },
  { plate: 'AS 1290-19', task: 'Brake pads', everyKm: 20_000, everyMonths: 12, startedDaysAgo: 30 },
  { plate: 'GT 5099-23', task: 'Full service', everyKm: null, everyMonths: 6, startedDaysAgo: 60 },
  { plate: 'GX 1001-24', task: 'Full service', everyKm: 10_000, everyMonths: 12, startedDaysAgo: 90 },
];

/** Generated schedules of the large scale. */
const TASKS: { task: string; everyKm: number | null; everyMonths: number | null }[] = [
  { task: 'Oil change', everyKm: 5000, everyMonths: 3 },
  { task: 'Tyre rotation', everyKm: 10_000, everyMonths: null },
  { task: 'Full service', everyKm: null, everyMonths: 6 },
  { task: 'Brake inspection', everyKm: 15_000, everyMonths: 6 },
];

/** The first day of `day`'s calendar quarter. */
function quarterStart(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return `${year}-${String(Math.floor((month - 1) / 3) * 3 + 1).padStart(2, '0')}-01`;
}

export interface PapersRows {
  documents: VehicleDocumentsTable[];
  readings: OdometerReadingsTable[];
  schedules: ServiceSchedulesTable[];
}

/**
 * One account's papers as of `now`: the demo fleet's hand-written ones, and at the large scale a
 * few documents (with history) for every generated vehicle and a schedule for about half of them.
 */
export function papersSeedRows(
  scale: SeedScale,
  accountId: string,
  vehicles: { demo: PapersVehicle[]; generated: PapersVehicle[] },
  now = Date.now(),
): PapersRows {
  const rng = seededRandom(scale === 'small' ? 909 : 9090);
  const today = businessToday(new Date(now));
  const stamp = new Date(now).toISOString();
  const rows: PapersRows = { documents: [], readings: [], schedules: [] };
  /** Each vehicle's odometer grows steadily from a base read 400 days ago. */
  const kmOn = (vehicle: PapersVehicle, base: number, day: string) =>
    base + (KM_PER_DAY[vehicle.vehicle_type] ?? 100) * daysBetween(addDays(today, -400), day);

  const addDocument = (
    vehicle: PapersVehicle,
    kind: DocumentKind,
    issuedOn: string,
    expiresOn: string | null,
    cost: number,
    number = '',
  ) => {
    const derived = expiresOn === null;
    rows.documents.push({
      id: newId(),
      account_id: accountId,
      vehicle_id: vehicle.id,
      kind,
      number,
      issued_on: issuedOn,
      expires_on: expiresOn ?? defaultExpiry(kind, vehicle.vehicle_type, issuedOn) ?? issuedOn,
      expiry_derived: derived ? 1 : 0,
      cost_pesewas: cedis(cost),
      note: '',
      created_at: stamp,
      updated_at: stamp,
    });
  };
  const addReadings = (vehicle: PapersVehicle, base: number, days: readonly number[]) => {
    for (const ago of days) {
      const date = addDays(today, -ago);
      rows.readings.push({
        id: newId(),
        account_id: accountId,
        vehicle_id: vehicle.id,
        date,
        km: kmOn(vehicle, base, date),
        note: '',
        created_at: stamp,
        request_key: null,
      });
    }
  };
  const addSchedule = (
    vehicle: PapersVehicle,
    base: number,
    plan: { task: string; everyKm: number | null; everyMonths: number | null },
    startedDaysAgo: number,
  ) => {
    const startDate = addDays(today, -startedDaysAgo);
    rows.schedules.push({
      id: newId(),
      account_id: accountId,
      vehicle_id: vehicle.id,
      task: plan.task,
      every_km: plan.everyKm,
      every_months: plan.everyMonths,
      start_date: startDate,
      start_km: kmOn(vehicle, base, startDate),
      created_at: stamp,
      updated_at: stamp,
    });
  };

  const byPlate = new Map(vehicles.demo.map((vehicle) => [vehicle.reg_num, vehicle]));
  const demoBase = new Map(vehicles.demo.map((vehicle, index) => [vehicle.id, 20_000 + index * 7_000]));
  for (const each of DEMO_DOCUMENTS) {
    const vehicle = byPlate.get(each.plate);
    if (!vehicle) continue;
    const issuedOn =
      each.issued === 'quarter'
        ? quarterStart(today)
        : each.issued === 'previous'
          ? quarterStart(addDays(quarterStart(today), -1))
          : addDays(today, -each.issued);
    const expiresOn = each.expires === null ? null : addDays(today, each.expires);
    addDocument(vehicle, each.kind, issuedOn, expiresOn, each.cost, each.number);
  }
  for (const vehicle of vehicles.demo) addReadings(vehicle, demoBase.get(vehicle.id) ?? 0, READING_DAYS);
  for (const schedule of DEMO_SCHEDULES) {
    const vehicle = byPlate.get(schedule.plate);
    if (vehicle) addSchedule(vehicle, demoBase.get(vehicle.id) ?? 0, schedule, schedule.startedDaysAgo);
  }

  if (scale === 'large' || scale === 'xl') {
    vehicles.generated.forEach((vehicle, index) => {
      generatedPapers(rng, today, vehicle, addDocument);
      const base = rng.int(5_000, 250_000);
      const days = [...new Set(Array.from({ length: rng.int(3, 5) }, () => rng.int(1, 180)))];
      addReadings(vehicle, base, days);
      if (index % 2 === 0) addSchedule(vehicle, base, rng.pick(TASKS), rng.int(0, 150));
    });
  }
  return rows;
}

/**
 * A generated vehicle's documents with their history: roadworthies one period apart, two years of
 * insurance, a commercial vehicle's last VIT quarters (one in twelve has none), a registration for
 * about half. The latest of each may have lapsed, as on a real fleet.
 */
function generatedPapers(
  rng: Rng,
  today: string,
  vehicle: PapersVehicle,
  addDocument: (
    vehicle: PapersVehicle,
    kind: DocumentKind,
    issuedOn: string,
    expiresOn: string | null,
    cost: number,
    number?: string,
  ) => void,
) {
  const commercial = isCommercial(vehicle.vehicle_type);
  const months = commercial ? ROADWORTHY_MONTHS.commercial : ROADWORTHY_MONTHS.private;
  const roadworthy = addDays(today, -rng.int(0, months * 30 + 20));
  for (let back = rng.int(1, 2); back >= 0; back -= 1)
    addDocument(vehicle, 'roadworthy', addMonthsClamped(roadworthy, -months * back), null, 250);
  const insured = addDays(today, -rng.int(0, 380));
  for (const back of [1, 0]) {
    const issuedOn = addMonthsClamped(insured, -12 * back);
    addDocument(
      vehicle,
      'insurance',
      issuedOn,
      addDays(addMonthsClamped(issuedOn, 12), -1),
      rng.int(9, 60) * 100,
      `POL/${vehicle.reg_num.replace(/\W/g, '')}/${issuedOn.slice(0, 4)}`,
    );
  }
  if (commercial && rng.int(1, 12) > 1) {
    const latest = quarterStart(addDays(today, -rng.int(0, 120)));
    for (let back = rng.int(1, 3); back >= 0; back -= 1)
      addDocument(vehicle, 'vit', addMonthsClamped(latest, -3 * back), null, rng.pick([36, 45, 60, 120]));
  }
  if (rng.int(0, 1) === 1) {
    const issuedOn = addDays(today, -rng.int(30, 700));
    addDocument(vehicle, 'registration', issuedOn, addMonthsClamped(issuedOn, 24), 300);
  }
}

/** The account's vehicles, oldest first: the demo fleet by plate, and the generated ones. */
async function papersVehicles(db: Db, accountId: string) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'reg_num', 'vehicle_type'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Seeds one account's vehicle papers and service after its fleet: documents, odometer readings and
 * schedules. Skips an account that has any of them, so `npm run seed:demo` can run twice.
 */
export const vehiclePapersSeeder: Seeder = {
  name: 'vehicle papers',
  async run(db, scale, accountId): Promise<Record<string, number>> {
    if (await accountHasAny(db, accountId, ['vehicle_documents', 'odometer_readings', 'service_schedules']))
      return {};
    const vehicles = await papersVehicles(db, accountId);
    const plates = new Set(DEMO_FLEET.map((vehicle) => vehicle.plate));
    const rows = papersSeedRows(scale, accountId, {
      demo: vehicles.filter((vehicle) => plates.has(vehicle.reg_num)),
      generated: vehicles.filter((vehicle) => !plates.has(vehicle.reg_num)),
    });
    await db.transaction().execute(async (trx) => {
      await insertInBatches(trx, 'vehicle_documents', rows.documents);
      await insertInBatches(trx, 'odometer_readings', rows.readings);
      await insertInBatches(trx, 'service_schedules', rows.schedules);
      await bumpListVersions(trx, accountId, ['vehicles', 'documents', 'odometer', 'schedules']);
    });
    return {
      vehicle_documents: rows.documents.length,
      odometer_readings: rows.readings.length,
      service_schedules: rows.schedules.length,
    };
  },
};
