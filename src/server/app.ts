import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MESSAGES } from '../shared/constants';
import { api } from '../shared/paths';
import { ALERT_FEED_KINDS } from '../shared/reminders';
import type { Config } from './config/config';
import type { Db, Engine } from './db/connection';
import type { Pace } from './lib/pace';
import { alertsRoutes } from './modules/alerts/routes';
import { apartmentsRoutes } from './modules/apartments/routes';
import { apiDocsRoutes } from './modules/api-docs/routes';
import { auditRoutes } from './modules/audit/routes';
import { authRoutes } from './modules/auth/routes';
import { seesServerAlerts } from './modules/backups';
import { backupsRoutes } from './modules/backups/routes';
import { businessRoutes } from './modules/business/routes';
import { contractsRoutes } from './modules/contracts/routes';
import { dashboardsRoutes } from './modules/dashboards/routes';
import { dataExportRoutes } from './modules/data-export/routes';
import { expensesRoutes } from './modules/expenses/routes';
import { healthRoutes } from './modules/health/routes';
import { importsRoutes } from './modules/imports/routes';
import { ledgerRoutes } from './modules/ledger/routes';
import { maintenanceRoutes } from './modules/maintenance/routes';
import { odometerRoutes } from './modules/odometer/routes';
import { type OnlinePaymentsEnv, onlinePaymentsRoutes, providerOptions } from './modules/online-payments';
import { paymentKeyCheckRoutes } from './modules/online-payments/key-check-routes';
import { paymentSettingsRoutes } from './modules/payment-settings/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { remindersRoutes } from './modules/reminders/routes';
import type { Messaging } from './modules/reminders/service';
import { createSmsProvider } from './modules/reminders/sms';
import { remittancesRoutes } from './modules/remittances/routes';
import { rentRecordsRoutes } from './modules/rent-records/routes';
import { reportsRoutes } from './modules/reports/routes';
import { searchRoutes } from './modules/search/routes';
import { serviceSchedulesRoutes } from './modules/service-schedules/routes';
import { serverLinkBase } from './modules/statements';
import { statementsRoutes } from './modules/statements/routes';
import { sessionStore } from './modules/users';
import { usersRoutes } from './modules/users/routes';
import { vehicleDocumentsRoutes } from './modules/vehicle-documents/routes';
import { vehicleRoutes } from './modules/vehicles/routes';
import { registerApiDescription } from './plugins/api-description';
import { registerAuth } from './plugins/auth';
import { registerBackgroundPace } from './plugins/background-pace';
import { registerClient, registerNotFound } from './plugins/client';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/error-handler';
import { registerIdleGc } from './plugins/idle-gc';
import { type CachedList, registerListCache } from './plugins/list-cache';
import { fastifyTrustProxy } from './plugins/proxy';
import { redactPublicPath, registerPublicRoutes } from './plugins/public-routes';
import { registerRequestLog } from './plugins/request-log';
import { registerSecurity, SECURITY_HEADERS } from './plugins/security';
import { registerServices } from './plugins/services';
import { registerTextGuard } from './plugins/text-guard';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    engine: Engine;
    config: Config;
    /** The SMS gateway `SMS_PROVIDER` names, and when the daily reminders go out. */
    messaging: Messaging;
    /** Between two batches of background work: waits for a moment with no request being answered. */
    backgroundPace: Pace;
    /** Paying online: the providers this server may use (tests put fake adapters in it). */
    onlinePayments: OnlinePaymentsEnv;
  }
}

/** Every feature module: a Fastify plugin registering its routes at their absolute docs/screens.md paths. */
const modules = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  vehicleRoutes,
  maintenanceRoutes,
  apartmentsRoutes,
  rentRecordsRoutes,
  paymentsRoutes,
  ledgerRoutes,
  businessRoutes,
  paymentSettingsRoutes,
  paymentKeyCheckRoutes,
  auditRoutes,
  contractsRoutes,
  remittancesRoutes,
  expensesRoutes,
  vehicleDocumentsRoutes,
  odometerRoutes,
  serviceSchedulesRoutes,
  alertsRoutes,
  remindersRoutes,
  backupsRoutes,
  searchRoutes,
  dashboardsRoutes,
  reportsRoutes,
  dataExportRoutes,
  importsRoutes,
  statementsRoutes,
  onlinePaymentsRoutes,
  apiDocsRoutes,
];

/**
 * The alert feed (the bell on every screen, polled) is still served from memory with an ETag until a
 * write moves one of the kinds it is made of; the other lists page in the database (docs/lists.md).
 */
const CACHED_LISTS: CachedList[] = [
  { path: api.alerts, kind: 'tenants', alsoKinds: ALERT_FEED_KINDS.filter((kind) => kind !== 'tenants') },
];

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
  config: Config;
  db: Db;
  engine: Engine;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Pino's request serializer, with a statement token or payment reference masked in the URL, should
 * any log line carry the request (plugins/public-routes.ts).
 */
function withRedactedRequests(logger: AppOptions['logger']): AppOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  const req = (request: FastifyRequest) => ({
    method: request.method,
    url: redactPublicPath(request.url),
    host: request.host,
    remoteAddress: request.ip,
  });
  return { ...options, serializers: { ...options.serializers, req } };
}

export async function buildApp({ config, db, engine, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedactedRequests(logger),
    // Fastify's own request lines are replaced by one line per request (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // TRUST_PROXY: X-Forwarded-* is believed only from the proxies it names (docs/decisions/107-trust-proxy.md).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Ids and paths are case-sensitive; trailing slashes are tolerated (docs/screens.md writes /api/modify/user/).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Addresses Fastify refuses before routing still get the product's error shape and headers.
    frameworkErrors: (error, _request, rawReply) => {
      const overlong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const reply = rawReply as FastifyReply;
      reply
        .headers(SECURITY_HEADERS)
        .code(overlong ? 404 : 400)
        .send({ message: overlong ? MESSAGES.notFound : MESSAGES.badUrl });
    },
  });
  app.decorate('db', db);
  app.decorate('engine', engine);
  app.decorate('config', config);
  app.decorate('messaging', {
    provider: createSmsProvider(config.sms, app.log),
    reminderTime: config.reminderTime,
    linkBase: serverLinkBase(config),
    publicAddress: config.publicUrl !== undefined,
    timeoutMs: config.sms.timeoutMs,
  });
  app.decorate('onlinePayments', {
    db,
    engine,
    providers: providerOptions(config),
    messaging: app.messaging,
    log: app.log,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  registerRequestLog(app);
  // Before sign-in and the routes: a 429 costs nothing more (docs/collect.md §1).
  registerPublicRoutes(app, config.publicRequestsPerMinute);
  registerIdleGc(app);
  app.decorate('backgroundPace', registerBackgroundPace(app));
  registerSecurity(app);
  registerTextGuard(app);
  await app.register(fastifyCookie);
  registerAuth(app, sessionStore(db));
  registerServices(app);
  // The first business's Admins see the server's backup alerts in the bell too (docs/backups.md §1).
  const uncached = async (request: FastifyRequest) =>
    request.user !== null &&
    (await seesServerAlerts(db, engine, request.user.role, request.user.account._id));
  registerListCache(
    app,
    db,
    CACHED_LISTS.map((list) => ({ ...list, uncached })),
  );
  // After the cache, which keeps the plain answer: every JSON or text answer leaves compressed.
  registerCompression(app);
  // Before the routes: it collects them as they are registered (docs/decisions/085-api-description.md).
  await registerApiDescription(app);

  for (const module of modules) await app.register(module);
  const hasClient = await registerClient(app, config.clientDir);
  registerNotFound(app, hasClient);
  return app;
}
