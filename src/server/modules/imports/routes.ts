import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DELETE_ROLES } from '../../../shared/constants';
import { importTemplateFile } from '../../../shared/imports';
import { api } from '../../../shared/paths';
import { IDEMPOTENCY_HEADER, idempotencyHeaders } from '../../../shared/schemas/common';
import {
  importKindParams,
  importPreview,
  importRefusal,
  importResult,
} from '../../../shared/schemas/imports';
import { keyedAnswer } from '../../lib/request-keys';
import { routePattern } from '../../lib/route-pattern';
import { readSpreadsheet } from '../../lib/spreadsheet';
import { importFingerprint } from './import-keys';
import { ImportRefused, importsService } from './service';
import { readUpload, registerUpload } from './upload';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Import from Excel (docs/insight.md §4), Admin and Manager only: preview a file, import it (all or
 * nothing, one transaction), download a kind's template. The bodies are multipart (decision 138).
 */
export async function importsRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  await registerUpload(app);
  const config = { roles: DELETE_ROLES, multipart: true };

  route.post(
    routePattern(api.importPreview, 'kind'),
    { config, schema: { params: importKindParams, response: { 200: importPreview } } },
    async (request) => {
      const upload = await readUpload(request);
      const sheet = await readSpreadsheet(upload.file, upload.fileName);
      return importsService.preview(request.readContext(), request.params.kind, sheet, upload.mapping);
    },
  );

  route.post(
    routePattern(api.importRecords, 'kind'),
    {
      config,
      schema: {
        params: importKindParams,
        headers: idempotencyHeaders,
        response: { 200: importResult, 400: importRefusal.partial() },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const sheet = await readSpreadsheet(upload.file, upload.fileName);
      const { kind } = request.params;
      // Without a mapping sent, the headers' own (an export imported again as it is).
      const mapping =
        upload.mapping ?? (await importsService.preview(request.readContext(), kind, sheet)).mapping;
      const requestKey = request.headers[IDEMPOTENCY_HEADER];
      // What was sent, not the mapping worked out: the same sending is the same import (decision 140).
      const key = requestKey
        ? { requestKey, fingerprint: importFingerprint(kind, upload.file, upload.mapping, upload.skip) }
        : undefined;
      try {
        const done = await request.write((ctx) =>
          importsService.runOnce(ctx, key, kind, sheet, mapping, upload.skip),
        );
        return { imported: keyedAnswer(reply, done).imported };
      } catch (error) {
        if (error instanceof ImportRefused) return reply.code(400).send(error.body);
        throw error;
      }
    },
  );

  route.get(
    routePattern(api.importTemplate, 'kind'),
    { config: { roles: DELETE_ROLES }, schema: { params: importKindParams } },
    async (request, reply) => {
      const { kind } = request.params;
      const file = await importsService.template(kind);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${importTemplateFile(kind)}"`)
        .send(file);
    },
  );
}
