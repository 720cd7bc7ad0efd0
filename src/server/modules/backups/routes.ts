import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { backupEntry, backupList, backupNameParams, backupStatus } from '../../../shared/schemas/backups';
import { routePattern } from '../../lib/route-pattern';
import { type BackupSettings, backupsService } from './service';

/**
 * Settings → Backups (docs/backups.md §2): an Admin of the deployment's first business only (the
 * service refuses the others' Admins), on the embedded database only (409 on PostgreSQL).
 */
export async function backupsRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const admin = { roles: ADMIN_ROLES };
  const settings: BackupSettings = { ...app.config.backups, dataDir: app.config.dataDir };

  route.get(api.backups, { config: admin, schema: { response: { 200: backupList } } }, async (request) =>
    backupsService.list(request.readContext(), app.engine, settings),
  );

  route.get(
    api.backupsStatus,
    { config: admin, schema: { response: { 200: backupStatus } } },
    async (request) => backupsService.status(request.readContext(), app.engine, settings),
  );

  // Answers once the copy is checked: seconds on large data, in a worker thread (service.ts).
  route.post(api.backups, { config: admin, schema: { response: { 200: backupEntry } } }, async (request) =>
    backupsService.backUpNow(request.readContext(), app.engine, settings),
  );

  route.get(
    routePattern(api.backupDownload),
    { config: admin, schema: { params: backupNameParams } },
    async (request, reply) => {
      const { entry, file } = await backupsService.file(
        request.readContext(),
        app.engine,
        settings,
        request.params.id,
      );
      return reply
        .header('content-type', 'application/vnd.sqlite3')
        .header('content-length', entry.size)
        .header('content-disposition', `attachment; filename="${entry.name}"`)
        .send(fs.createReadStream(file));
    },
  );
}
