import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DELETE_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { idParams, messageResponse } from '../../../shared/schemas/common';
import { scheduleBody, serviceSchedule, serviceScheduleList } from '../../../shared/schemas/vehicle-papers';
import { routePattern } from '../../lib/route-pattern';
import { SCHEDULE_MESSAGES, serviceSchedulesService } from './service';

/** A vehicle's service schedules (docs/reminders.md §2), each with its standing as of today. */
export async function serviceSchedulesRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    routePattern(api.vehicleSchedules),
    { schema: { params: idParams, response: { 200: serviceScheduleList } } },
    async (request) => serviceSchedulesService.ofVehicle(request.readContext(), request.params.id),
  );

  route.post(
    routePattern(api.vehicleSchedules),
    { schema: { params: idParams, body: scheduleBody, response: { 200: serviceSchedule } } },
    async (request) =>
      request.write((ctx) => serviceSchedulesService.create(ctx, request.params.id, request.body)),
  );

  route.put(
    routePattern(api.serviceSchedule),
    { schema: { params: idParams, body: scheduleBody, response: { 200: serviceSchedule } } },
    async (request) =>
      request.write((ctx) => serviceSchedulesService.update(ctx, request.params.id, request.body)),
  );

  route.delete(
    routePattern(api.serviceSchedule),
    { config: { roles: DELETE_ROLES }, schema: { params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await request.write((ctx) => serviceSchedulesService.remove(ctx, request.params.id));
      return { message: SCHEDULE_MESSAGES.deleted };
    },
  );
}
