import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { idParams } from '../../../shared/schemas/common';
import {
  outboxMessage,
  outboxPage,
  outboxQuery,
  reminderSettings,
  reminderSettingsBody,
  runResult,
  testMessageBody,
} from '../../../shared/schemas/reminders';
import { routePattern } from '../../lib/route-pattern';
import { remindersService } from './service';

/** Settings → Reminders (docs/reminders.md §4), Admin only. */
export async function remindersRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const admin = { roles: ADMIN_ROLES };

  route.get(
    api.remindersSettings,
    { config: admin, schema: { response: { 200: reminderSettings } } },
    async (request) => remindersService.settings(request.readContext(), app.messaging),
  );

  route.put(
    api.remindersSettings,
    { config: admin, schema: { body: reminderSettingsBody, response: { 200: reminderSettings } } },
    async (request) =>
      request.write((ctx) => remindersService.updateSettings(ctx, request.body, app.messaging)),
  );

  // Sends as it goes (the gateway is not waited for inside a transaction): each message is its own write.
  route.post(
    api.remindersRun,
    { config: admin, schema: { response: { 200: runResult } } },
    async (request) => {
      const result = await remindersService.runNow(request.readContext(), app.messaging);
      request.changedData = ['reminders'];
      return result;
    },
  );

  route.get(
    api.remindersOutbox,
    { config: admin, schema: { querystring: outboxQuery, response: { 200: outboxPage } } },
    async (request) => remindersService.outbox(request.readContext(), request.query),
  );

  route.post(
    routePattern(api.outboxRetry),
    { config: admin, schema: { params: idParams, response: { 200: outboxMessage } } },
    async (request) => {
      const message = await remindersService.retry(request.readContext(), request.params.id, app.messaging);
      request.changedData = ['reminders'];
      return message;
    },
  );

  route.post(
    api.remindersTest,
    { config: admin, schema: { body: testMessageBody, response: { 200: outboxMessage } } },
    async (request) => {
      const message = await remindersService.sendTest(request.readContext(), request.body, app.messaging);
      request.changedData = ['reminders'];
      return message;
    },
  );
}
