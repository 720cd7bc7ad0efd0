import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DELETE_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { formatPhone } from '../../../shared/phone';
import { idParams, messageResponse } from '../../../shared/schemas/common';
import {
  licenseTypeLabel,
  type VehicleRecord,
  vehicleCreateBody,
  vehicleList,
  vehicleRecord,
  vehicleTypeLabel,
  vehicleUpdateBody,
} from '../../../shared/schemas/vehicles';
import { HttpError, notFound } from '../../lib/http-error';
import { type ExportColumn, sendXlsx } from '../../lib/xlsx-export';
import { type SaveResult, vehiclesRepository } from './repository';

export const VEHICLE_DELETED = 'Vehicle record deleted successfully';
export const VEHICLES_FILE = 'Vehicles_List.xlsx';

/** The 11 columns of 'Export Vehicle List' (spec.md sections 2 and 3). */
export const vehicleExportColumns: ExportColumn<VehicleRecord>[] = [
  { header: 'Vehicle Type', value: (v) => vehicleTypeLabel(v.vehicleType) },
  { header: 'Make', value: (v) => v.make },
  { header: 'Model', value: (v) => v.model },
  { header: 'Registration Number', width: 22, value: (v) => v.vehicleRegNum },
  { header: 'Chassis Number', width: 22, value: (v) => v.chassisNum },
  { header: 'Driver Name', width: 22, value: (v) => v.driverName },
  { header: 'Phone', width: 18, value: (v) => formatPhone(v.contactDetails.phone) },
  { header: 'Location', width: 20, value: (v) => v.contactDetails.location },
  { header: 'License Number', width: 18, value: (v) => v.licenseNum },
  { header: 'License Type', width: 16, value: (v) => licenseTypeLabel(v.licenseType) },
  { header: 'License Expiry Date', kind: 'date', width: 20, value: (v) => v.licenseNumExp },
];

function saved(result: SaveResult, plate: string): VehicleRecord {
  if (result === null) throw notFound('Vehicle record');
  if ('duplicateRegNum' in result) {
    const message = `A vehicle with registration number ${plate} already exists`;
    throw new HttpError(409, message, [{ path: 'vehicleRegNum', message }]);
  }
  return result.ok;
}

export async function vehicleRoutes(app: FastifyInstance) {
  const vehicles = vehiclesRepository(app.db);
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(api.vehicles, { schema: { response: { 200: vehicleList } } }, () => vehicles.list());

  route.get(
    `${api.vehicle('')}:id`,
    { schema: { params: idParams, response: { 200: vehicleRecord } } },
    async (request) => {
      const vehicle = await vehicles.findById(request.params.id);
      if (!vehicle) throw notFound('Vehicle record');
      return vehicle;
    },
  );

  route.post(
    api.addVehicle,
    { schema: { body: vehicleCreateBody, response: { 200: vehicleRecord } } },
    async (request) => saved(await vehicles.create(request.body), request.body.vehicleRegNum),
  );

  route.put(
    `${api.editVehicle('')}:id`,
    { schema: { params: idParams, body: vehicleUpdateBody, response: { 200: vehicleRecord } } },
    async (request) =>
      saved(await vehicles.update(request.params.id, request.body), request.body.vehicleRegNum),
  );

  route.delete(
    `${api.deleteVehicle('')}:id`,
    { config: { roles: DELETE_ROLES }, schema: { params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      if (!(await vehicles.delete(request.params.id))) throw notFound('Vehicle record');
      return { message: VEHICLE_DELETED };
    },
  );

  // Every vehicle, whatever the list's type filter (spec.md section 2: "all vehicles").
  route.get(api.exportVehicles, async (_request, reply) =>
    sendXlsx(reply, VEHICLES_FILE, vehicleExportColumns, await vehicles.list()),
  );
}
