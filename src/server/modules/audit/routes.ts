import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { auditPage, auditQuery } from '../../../shared/schemas/audit';
import { listAuditEvents } from './service';

/** The audit log (docs/ledger.md §7): Admins read it; nothing writes it but the services. */
export async function auditRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    api.audit,
    { config: { roles: ADMIN_ROLES }, schema: { querystring: auditQuery, response: { 200: auditPage } } },
    async (request) => listAuditEvents(request.readContext(), request.query),
  );
}
