import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DELETE_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { idParams, messageResponse } from '../../../shared/schemas/common';
import {
  COMPLIANCE_EXPORT_FILE,
  complianceListAnswer,
  complianceListQuery,
  complianceQuery,
  documentBody,
  vehicleDocument,
  vehicleDocumentList,
} from '../../../shared/schemas/vehicle-papers';
import { routePattern } from '../../lib/route-pattern';
import { sendXlsx } from '../../lib/xlsx-export';
import { complianceExportColumns } from './export-columns';
import { DOCUMENT_MESSAGES, vehicleDocumentsService } from './service';

/** A vehicle's documents (docs/reminders.md §1) and the fleet's compliance grid with its export. */
export async function vehicleDocumentsRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    routePattern(api.vehicleDocuments),
    { schema: { params: idParams, response: { 200: vehicleDocumentList } } },
    async (request) => vehicleDocumentsService.ofVehicle(request.readContext(), request.params.id),
  );

  route.post(
    routePattern(api.vehicleDocuments),
    { schema: { params: idParams, body: documentBody, response: { 200: vehicleDocument } } },
    async (request) =>
      request.write((ctx) => vehicleDocumentsService.create(ctx, request.params.id, request.body)),
  );

  route.put(
    routePattern(api.vehicleDocument),
    { schema: { params: idParams, body: documentBody, response: { 200: vehicleDocument } } },
    async (request) =>
      request.write((ctx) => vehicleDocumentsService.update(ctx, request.params.id, request.body)),
  );

  route.delete(
    routePattern(api.vehicleDocument),
    { config: { roles: DELETE_ROLES }, schema: { params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await request.write((ctx) => vehicleDocumentsService.remove(ctx, request.params.id));
      return { message: DOCUMENT_MESSAGES.deleted };
    },
  );

  route.get(
    api.compliance,
    { schema: { querystring: complianceListQuery, response: { 200: complianceListAnswer } } },
    // Without `page` the whole array as before; with it one page from the database (docs/lists.md).
    async (request) =>
      request.query.page === undefined
        ? vehicleDocumentsService.compliance(request.readContext(), request.query)
        : vehicleDocumentsService.compliancePage(request.readContext(), request.query),
  );

  route.get(api.exportCompliance, { schema: { querystring: complianceQuery } }, async (request, reply) =>
    sendXlsx(
      reply,
      COMPLIANCE_EXPORT_FILE,
      complianceExportColumns,
      await vehicleDocumentsService.compliance(request.readContext(), request.query),
    ),
  );
}
