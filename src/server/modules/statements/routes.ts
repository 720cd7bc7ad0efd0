import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StatementKind } from '../../../shared/collect';
import { DELETE_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { idParams, messageResponse } from '../../../shared/schemas/common';
import {
  publicReceipt,
  publicStatement,
  statementLinkAnswer,
  statementReceiptParams,
  statementTokenParams,
} from '../../../shared/schemas/statements';
import { routePattern } from '../../lib/route-pattern';
import { receiptPdf } from '../ledger';
import { statementsService, statementUrl } from './service';

/**
 * The address a link is built on: `PUBLIC_URL` when set, else the origin this request reached the
 * server at (its `X-Forwarded-*` believed only from TRUST_PROXY's proxies, decision 107).
 */
export function publicBaseUrl(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** Statement links (docs/collect.md §1): the office's link routes and the public statement. */
export async function statementsRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const links: { kind: StatementKind; make: (id: string) => string; renew: (id: string) => string }[] = [
    { kind: 'rent', make: api.tenancyStatementLink, renew: api.renewTenancyStatementLink },
    { kind: 'hire', make: api.contractStatementLink, renew: api.renewContractStatementLink },
  ];
  for (const { kind, make, renew } of links) {
    // Any role may send a record's link (reminders and WhatsApp are everyday work, decision 153).
    route.post(
      routePattern(make),
      { schema: { params: idParams, response: { 200: statementLinkAnswer } } },
      async (request) => {
        const token = await request.write((ctx) => statementsService.link(ctx, kind, request.params.id));
        return { url: statementUrl(publicBaseUrl(request), token) };
      },
    );
    // Replacing kills links already sent: Admin and Manager only, as voiding is (decision 153).
    route.post(
      routePattern(renew),
      {
        config: { roles: DELETE_ROLES },
        schema: { params: idParams, response: { 200: statementLinkAnswer } },
      },
      async (request) => {
        const token = await request.write((ctx) => statementsService.renew(ctx, kind, request.params.id));
        return { url: statementUrl(publicBaseUrl(request), token) };
      },
    );
  }

  route.get(
    routePattern(api.publicStatement, 'token'),
    {
      config: { public: true },
      schema: { params: statementTokenParams, response: { 200: publicStatement, 404: messageResponse } },
    },
    async (request) =>
      statementsService.statement(app.db, request.params.token, app.config.paymentsTestProvider),
  );

  route.get(
    routePattern(api.publicReceipt, 'token', 'receiptNumber'),
    {
      config: { public: true },
      schema: { params: statementReceiptParams, response: { 200: publicReceipt, 404: messageResponse } },
    },
    async (request) =>
      (await statementsService.receipt(app.db, request.params.token, request.params.receiptNumber)).shown,
  );

  route.get(
    routePattern(api.publicReceiptPdf, 'token', 'receiptNumber'),
    { config: { public: true }, schema: { params: statementReceiptParams } },
    async (request, reply) => {
      const { receipt } = await statementsService.receipt(
        app.db,
        request.params.token,
        request.params.receiptNumber,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="Receipt_${receipt.receiptNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await receiptPdf(receipt));
    },
  );
}
