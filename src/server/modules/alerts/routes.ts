import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DELETE_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import {
  alertKeyBody,
  alertListAnswer,
  alertsQuery,
  hiddenAlert,
  hiddenAlertListAnswer,
} from '../../../shared/schemas/reminders';
import { businessToday } from '../../lib/business-day';
import { backupAlerts } from '../backups';
import { alertMarksService } from './marks';
import { alertsService } from './service';

/**
 * The alert feed (docs/reminders.md §3): everyone signed in sees their business's alerts; an Admin or a
 * Manager may snooze or dismiss one for the whole business (docs/decisions/066-alert-snooze-and-dismiss.md).
 */
export async function alertsRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const managers = { roles: DELETE_ROLES };
  // The server's backups, for the first business's Admins (docs/backups.md §1).
  const server = backupAlerts(app.engine, { ...app.config.backups, dataDir: app.config.dataDir });

  // Without `page` the feed's array as before (the bell); with it one page (docs/lists.md).
  route.get(
    api.alerts,
    { schema: { querystring: alertsQuery, response: { 200: alertListAnswer } } },
    async (request) => alertsService.read(request.readContext(), request.query, businessToday(), server),
  );

  route.get(
    api.alertsHidden,
    { schema: { querystring: alertsQuery, response: { 200: hiddenAlertListAnswer } } },
    async (request) =>
      alertsService.readHidden(request.readContext(), request.query, businessToday(), server),
  );

  // The alert is looked up in the feed (its cached sources) before the write's transaction begins.
  for (const [path, mark] of [
    [api.alertsSnooze, 'snoozed'],
    [api.alertsDismiss, 'dismissed'],
  ] as const) {
    route.post(
      path,
      { config: managers, schema: { body: alertKeyBody, response: { 200: hiddenAlert } } },
      async (request) => {
        const today = businessToday();
        const alert = await alertsService.find(request.readContext(), request.body.key, today, server);
        return request.write((ctx) => alertMarksService.mark(ctx, alert, mark, today));
      },
    );
  }

  route.post(
    api.alertsRestore,
    { config: managers, schema: { body: alertKeyBody, response: { 200: z.object({ key: z.string() }) } } },
    async (request) => {
      const today = businessToday();
      const alert = await alertsService
        .find(request.readContext(), request.body.key, today, server)
        .catch(() => null);
      return request.write((ctx) => alertMarksService.restore(ctx, alert, request.body.key, today));
    },
  );
}
