import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OnlinePaymentProvider } from '../../../shared/collect';
import { api } from '../../../shared/paths';
import { messageResponse } from '../../../shared/schemas/common';
import {
  payBody,
  payReferenceParams,
  payStarted,
  payState,
  testCheckoutAnswer,
  testCheckoutParams,
  webhookAnswer,
  webhookParams,
} from '../../../shared/schemas/online-payments';
import { statementTokenParams } from '../../../shared/schemas/statements';
import { notFound } from '../../lib/domain-errors';
import { routePattern } from '../../lib/route-pattern';
import { publicBaseUrl } from '../statements';
import { onlinePaymentsService } from './service';

const WEBHOOK_PROVIDERS: readonly OnlinePaymentProvider[] = ['paystack', 'hubtel', 'test'];

/** Paying online (docs/collect.md §2): 'Pay now', the return from the checkout, webhooks, the test checkout. */
export async function onlinePaymentsRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const env = app.onlinePayments;
  const errors = { 400: messageResponse, 404: messageResponse, 502: messageResponse, 503: messageResponse };

  route.post(
    routePattern(api.publicPay, 'token'),
    {
      config: { public: true },
      schema: { params: statementTokenParams, body: payBody, response: { 200: payStarted, ...errors } },
    },
    async (request) =>
      onlinePaymentsService.start(env, request.params.token, request.body, publicBaseUrl(request)),
  );

  route.get(
    routePattern(api.publicPayStatus, 'token', 'reference'),
    {
      config: { public: true },
      schema: { params: payReferenceParams, response: { 200: payState, ...errors } },
    },
    async (request) => onlinePaymentsService.status(env, request.params.token, request.params.reference),
  );

  // The test provider and its routes exist only on a server run with PAYMENTS_TEST_PROVIDER=true.
  route.get(
    routePattern(api.testCheckout, 'reference'),
    {
      config: { public: true },
      schema: { params: testCheckoutParams, response: { 200: testCheckoutAnswer, 404: messageResponse } },
    },
    async (request) => {
      if (!env.providers.testProvider) throw notFound('Payment');
      return onlinePaymentsService.testCheckout(env, request.params.reference, publicBaseUrl(request));
    },
  );

  // Webhooks read their body as the exact bytes sent: Paystack signs them (HMAC over the raw body).
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    // JSON only, as the providers send it; any other type is refused (415) as on every route.
    webhooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    webhooks.withTypeProvider<ZodTypeProvider>().post(
      routePattern(api.paymentWebhook, 'provider'),
      {
        config: { public: true },
        schema: {
          params: webhookParams,
          response: { 200: webhookAnswer, 400: messageResponse, 404: messageResponse },
        },
      },
      async (request) => {
        const provider = request.params.provider as OnlinePaymentProvider;
        if (!WEBHOOK_PROVIDERS.includes(provider) || (provider === 'test' && !env.providers.testProvider))
          throw notFound('Page');
        const rawBody = typeof request.body === 'string' ? request.body : '';
        return onlinePaymentsService.webhook(env, provider, { rawBody, headers: request.headers });
      },
    );
  });
}
