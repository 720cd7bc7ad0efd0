import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { api } from '../../../shared/paths';
import { IDEMPOTENCY_HEADER, idempotencyHeaders, idParams } from '../../../shared/schemas/common';
import { odometerBody, odometerList, odometerReading } from '../../../shared/schemas/vehicle-papers';
import { keyedAnswer } from '../../lib/request-keys';
import { routePattern } from '../../lib/route-pattern';
import { odometerService } from './service';

/** A vehicle's odometer readings of every source (docs/reminders.md §2), and a reading taken by hand. */
export async function odometerRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    routePattern(api.vehicleOdometer),
    { schema: { params: idParams, response: { 200: odometerList } } },
    async (request) => odometerService.list(request.readContext(), request.params.id),
  );

  route.post(
    routePattern(api.vehicleOdometer),
    {
      schema: {
        params: idParams,
        headers: idempotencyHeaders,
        body: odometerBody,
        response: { 200: odometerReading },
      },
    },
    async (request, reply) => {
      const requestKey = request.headers[IDEMPOTENCY_HEADER];
      const added = await request.write((ctx) =>
        odometerService.create(ctx, request.params.id, request.body, requestKey),
      );
      return keyedAnswer(reply, added);
    },
  );
}
