import type { FastifyInstance } from 'fastify';
import { ADMIN_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { sendXlsxWorkbook } from '../../lib/xlsx-export';
import { dataExportService } from './service';

/** `GET /api/export/all` (Admin only): the business's whole data in one workbook (docs/backups.md §4). */
export async function dataExportRoutes(app: FastifyInstance) {
  app.get(api.exportAll, { config: { roles: ADMIN_ROLES } }, async (request, reply) => {
    const ctx = request.readContext();
    return sendXlsxWorkbook(reply, dataExportService.fileName(), dataExportService.sheets(ctx));
  });
}
