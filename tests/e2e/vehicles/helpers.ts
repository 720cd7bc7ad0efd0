import type { APIRequestContext, Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  dailySalesBody,
  remittanceBody,
  rentalBody,
  workAndPayBody,
} from '../../../src/server/modules/contracts/test-data';
import { maintenanceBody } from '../../../src/server/modules/maintenance/test-data';
import { odometerBody } from '../../../src/server/modules/odometer/test-data';
import { scheduleBody } from '../../../src/server/modules/service-schedules/test-data';
import { documentBody } from '../../../src/server/modules/vehicle-documents/test-data';
import { vehicleBody as apiVehicleBody } from '../../../src/server/modules/vehicles/test-data';
import { api } from '../../../src/shared/paths';
import type { Contract, ContractBody, Remittance, RemittanceBody } from '../../../src/shared/schemas/hire';
import type { MaintenanceInput, MaintenanceRecord } from '../../../src/shared/schemas/maintenance';
import type {
  DocumentBody,
  OdometerBody,
  OdometerReading,
  ScheduleBody,
  ServiceSchedule,
  VehicleDocument,
} from '../../../src/shared/schemas/vehicle-papers';
import type { VehicleInput, VehicleRecord } from '../../../src/shared/schemas/vehicles';
import { expect } from '../fixtures';

let serial = 0;

/**
 * A plate no other spec (or run) uses: `GT 4821-37`-style, with a time-and-counter serial so specs
 * running in parallel on one database never clash.
 */
export function uniquePlate(region = 'GT'): string {
  serial += 1;
  const digits = `${Date.now() % 1e7}${serial}${Math.floor(Math.random() * 100)}`.slice(-9);
  return `${region} ${digits.slice(0, 5)}-${digits.slice(5)}`;
}

/** The API tests' vehicle body, with a plate unique across parallel specs and runs. */
export function vehicleBody(overrides: Partial<VehicleInput> = {}): VehicleInput {
  return apiVehicleBody({ vehicleRegNum: uniquePlate(), ...overrides });
}

export async function createVehicle(
  request: APIRequestContext,
  overrides: Partial<VehicleInput> = {},
): Promise<VehicleRecord> {
  const response = await request.post(api.addVehicle, { data: vehicleBody(overrides) });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

export async function createRecord(
  request: APIRequestContext,
  vehicleId: string,
  overrides: Partial<MaintenanceInput> = {},
): Promise<MaintenanceRecord> {
  const response = await request.post(api.addMaintenance, { data: maintenanceBody(vehicleId, overrides) });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** The card of one vehicle on the dashboard or the Vehicle list. */
export function vehicleCard(page: Page, plate: string) {
  return page.getByRole('article').filter({ hasText: plate });
}

/**
 * Clicks the export button, waits for the download and checks it: its file name, one sheet named
 * 'Sheet1' and that sheet's header row. Answers the sheet.
 */
export async function exportedSheet(
  page: Page,
  button: string,
  expected: { fileName: string; header: readonly string[] },
) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const workbook = await readWorkbook(download);
  expect(download.suggestedFilename()).toBe(expected.fileName);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Sheet1']);
  const sheet = workbook.getWorksheet('Sheet1')!;
  expect(headerOf(sheet)).toEqual(expected.header);
  return sheet;
}

async function readWorkbook(download: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return workbook;
}

/** The header row of a sheet as plain texts. */
export function headerOf(sheet: ExcelJS.Worksheet): string[] {
  return (sheet.getRow(1).values as unknown[]).slice(1).map(String);
}

/** Every value of one column below the header. */
export function columnValues(sheet: ExcelJS.Worksheet, column: number): unknown[] {
  const values: unknown[] = [];
  for (let row = 2; row <= sheet.rowCount; row += 1) values.push(sheet.getRow(row).getCell(column).value);
  return values;
}

/** Today as the server counts it (Africa/Accra is UTC all year). */
export const serverToday = () => new Date().toISOString().slice(0, 10);

let hirerSerial = 0;

/** A hirer name no other spec (or run) uses. */
export function uniqueHirer(first = 'Kwesi'): string {
  hirerSerial += 1;
  return `${first} ${Date.now().toString(36)}${hirerSerial}${Math.floor(Math.random() * 1000)}`;
}

const CONTRACT_BODIES = { daily_sales: dailySalesBody, work_and_pay: workAndPayBody, rental: rentalBody };

/**
 * A contract on a new vehicle of its own (a vehicle holds one active contract at a time), with a
 * hirer named uniquely; `kind` picks the API tests' body, `overrides` change it.
 */
export async function createContract(
  request: APIRequestContext,
  kind: keyof typeof CONTRACT_BODIES = 'daily_sales',
  overrides: Partial<ContractBody> = {},
  vehicle?: VehicleRecord,
): Promise<Contract> {
  const owner = vehicle ?? (await createVehicle(request));
  const base = CONTRACT_BODIES[kind](owner._id);
  const response = await request.post(api.contracts, {
    data: { ...base, hirer: { ...base.hirer, name: uniqueHirer() }, ...overrides },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

export async function createRemittance(
  request: APIRequestContext,
  contractId: string,
  overrides: Partial<RemittanceBody> = {},
): Promise<Remittance> {
  const response = await request.post(api.remittances, {
    data: remittanceBody(contractId, { date: serverToday(), ...overrides }),
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** A document of a vehicle (the API tests' insurance policy unless `overrides` say otherwise). */
export async function createDocument(
  request: APIRequestContext,
  vehicleId: string,
  overrides: Partial<DocumentBody> = {},
): Promise<VehicleDocument> {
  const response = await request.post(api.vehicleDocuments(vehicleId), { data: documentBody(overrides) });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** An odometer reading taken by hand. */
export async function createReading(
  request: APIRequestContext,
  vehicleId: string,
  overrides: Partial<OdometerBody> = {},
): Promise<OdometerReading> {
  const response = await request.post(api.vehicleOdometer(vehicleId), { data: odometerBody(overrides) });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** A service schedule ("Oil change every 5,000 km or 3 months" unless `overrides` say otherwise). */
export async function createSchedule(
  request: APIRequestContext,
  vehicleId: string,
  overrides: Partial<ScheduleBody> = {},
): Promise<ServiceSchedule> {
  const response = await request.post(api.vehicleSchedules(vehicleId), { data: scheduleBody(overrides) });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}
