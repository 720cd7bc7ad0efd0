import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import type { Db, Engine } from './db/connection';
import { authRoutes } from './modules/auth/routes';
import { sessionStore } from './modules/auth/session-store';
import { healthRoutes } from './modules/health/routes';
import { usersRoutes } from './modules/users/routes';
import { registerAuth } from './plugins/auth';
import { registerClient, registerNotFound } from './plugins/client';
import { registerErrorHandler } from './plugins/error-handler';
import { registerRequestLog } from './plugins/request-log';
import { registerSecurity } from './plugins/security';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    engine: Engine;
    config: Config;
  }
}

/** Every feature module: a Fastify plugin registering its routes at their absolute spec.md paths. */
const modules = [healthRoutes, authRoutes, usersRoutes];

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
  config: Config;
  db: Db;
  engine: Engine;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, db, engine, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Fastify's own request lines are replaced by one line per request (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: false,
    // Ids and paths are case-sensitive; trailing slashes are tolerated (spec.md writes /api/modify/user/).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.decorate('db', db);
  app.decorate('engine', engine);
  app.decorate('config', config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  registerRequestLog(app);
  registerSecurity(app);
  await app.register(fastifyCookie);
  registerAuth(app, sessionStore(db));

  for (const module of modules) await app.register(module);
  const hasClient = await registerClient(app, config.clientDir);
  registerNotFound(app, hasClient);
  return app;
}
