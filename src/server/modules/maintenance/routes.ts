import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DELETE_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { idParams, messageResponse } from '../../../shared/schemas/common';
import {
  type MaintenanceRecord,
  maintenanceCreateBody,
  maintenanceList,
  maintenanceListQuery,
  maintenanceRecord,
  maintenanceUpdateBody,
  matchesMaintenanceQuery,
} from '../../../shared/schemas/maintenance';
import { badRequest, notFound } from '../../lib/http-error';
import { type ExportColumn, sendXlsx } from '../../lib/xlsx-export';
import { type MaintenanceSaveResult, maintenanceRepository } from './repository';

export const MAINTENANCE_DELETED = 'Maintenance record deleted successfully';
export const VEHICLE_MISSING = 'The selected vehicle does not exist';
export const MAINTENANCE_FILE = 'Maintenance_List.xlsx';

/** The maintenance table's columns, without Actions (spec.md section 2). */
export const maintenanceExportColumns: ExportColumn<MaintenanceRecord>[] = [
  { header: 'Vehicle Reg. No', width: 20, value: (m) => m.vehicleId.vehicleRegNum },
  { header: 'Date', kind: 'date', value: (m) => m.maintenanceDate },
  { header: 'Cost (GHC)', kind: 'money', value: (m) => m.cost },
  { header: 'Issues', width: 50, value: (m) => m.issue.join(', ') },
  { header: 'Status', value: (m) => m.status },
];

function saved(result: MaintenanceSaveResult): MaintenanceRecord {
  if (result === null) throw notFound('Maintenance record');
  if ('vehicleMissing' in result) {
    throw badRequest(VEHICLE_MISSING, [{ path: 'vehicleId', message: VEHICLE_MISSING }]);
  }
  return result.ok;
}

export async function maintenanceRoutes(app: FastifyInstance) {
  const records = maintenanceRepository(app.db);
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(api.maintenanceRecords, { schema: { response: { 200: maintenanceList } } }, () => records.list());

  route.get(
    `${api.maintenanceRecord('')}:id`,
    { schema: { params: idParams, response: { 200: maintenanceRecord } } },
    async (request) => {
      const record = await records.findById(request.params.id);
      if (!record) throw notFound('Maintenance record');
      return record;
    },
  );

  route.post(
    api.addMaintenance,
    { schema: { body: maintenanceCreateBody, response: { 200: maintenanceRecord } } },
    async (request) => saved(await records.create(request.body)),
  );

  route.put(
    `${api.editMaintenance('')}:id`,
    { schema: { params: idParams, body: maintenanceUpdateBody, response: { 200: maintenanceRecord } } },
    async (request) => saved(await records.update(request.params.id, request.body)),
  );

  route.delete(
    `${api.deleteMaintenance('')}:id`,
    { config: { roles: DELETE_ROLES }, schema: { params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      if (!(await records.delete(request.params.id))) throw notFound('Maintenance record');
      return { message: MAINTENANCE_DELETED };
    },
  );

  // Every record matching the list's search and status filter (product.md section 4), not one page.
  route.get(
    api.exportMaintenance,
    { schema: { querystring: maintenanceListQuery } },
    async (request, reply) => {
      const rows = (await records.list()).filter((record) => matchesMaintenanceQuery(record, request.query));
      return sendXlsx(reply, MAINTENANCE_FILE, maintenanceExportColumns, rows);
    },
  );
}
