import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_LISTING } from '@tbilisi/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Deps } from './deps';
import { createMailer, type Mailer } from './lib/mailer';
import { createStorage } from './lib/create-storage';
import type { MediaStorage } from './lib/storage';
import { alertRoutes } from './modules/alerts/routes';
import { authRoutes } from './modules/auth/routes';
import { findSessionUser } from './modules/auth/sessions';
import { contactRoutes } from './modules/contact/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { duplicateRoutes } from './modules/duplicates/routes';
import { favouriteRoutes } from './modules/favourites/routes';
import { freshnessRoutes } from './modules/freshness/routes';
import { healthRoutes } from './modules/health/routes';
import { locationRoutes } from './modules/locations/routes';
import { mediaRoutes } from './modules/media/routes';
import { propertyPhotoRoutes } from './modules/properties/photo-routes';
import { priceRoutes } from './modules/prices/routes';
import { propertyRoutes } from './modules/properties/routes';
import { pushRoutes } from './modules/push/routes';
import { reportRoutes } from './modules/reports/routes';
import { savedSearchRoutes } from './modules/saved-searches/routes';
import { mapRoutes } from './modules/search/map-routes';
import { searchRoutes } from './modules/search/routes';
import { authPlugin } from './plugins/auth';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors';
import { noActiveContentPlugin } from './plugins/no-active-content';
import { refuseNulPlugin } from './plugins/refuse-nul';
import { swaggerPlugin } from './plugins/swagger';
import { createReadRouter } from './db/read-routing';
import { openSharedState, type SharedState } from './lib/shared-state';
import { readyRoutes } from './modules/health/ready-routes';
import { metricsPlugin } from './plugins/metrics';
import { countDueJobs } from './modules/jobs/count-due-jobs';
import { readYourWritesPlugin } from './plugins/read-your-writes';
import { requestId, requestIdPlugin } from './plugins/request-id';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    deps: Deps;
    storage: MediaStorage;
    /** Rate limits and caches every instance shares (Redis when REDIS_URL is set). */
    shared: SharedState;
    /** Set when the instance was told to stop (see stop-gracefully.ts): /api/ready then answers 503. */
    lifecycle: { draining: boolean };
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** Defaults to the store the configuration names. */
  storage?: MediaStorage;
  /** Defaults to Redis when REDIS_URL is set, this process otherwise; closed with the app. */
  shared?: SharedState;
  /** Labels on every metric series (the worker's number under API_WORKERS). */
  metricsLabels?: Record<string, string>;
  /** Called before any route is declared, so its hooks reach every route (the rolling-restart test slows requests). */
  beforeRoutes?: (app: FastifyInstance) => void;
}

/** Builds the api without listening: the server and the tests both start from here. */
export async function buildApp({
  config,
  database,
  mailer,
  storage = createStorage(config),
  shared,
  metricsLabels,
  beforeRoutes,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Refusals made before any route runs answer in the contract's shape too.
    frameworkErrors,
    clientErrorHandler,
    genReqId: requestId,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Clients may send `Content-Type: application/json` on every call, even a POST with no body
  // (docs/product/api.md#conventions).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });

  const deps: Deps = {
    db: database.db,
    config,
    mailer:
      mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
  };
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('deps', deps);
  app.decorate('storage', storage);
  const sharedState =
    shared ?? openSharedState({ redisUrl: config.redisUrl, prefix: config.redisPrefix, log: app.log });
  app.decorate('shared', sharedState);
  if (!shared) app.addHook('onClose', () => sharedState.close());
  app.decorate('lifecycle', { draining: false });
  // A stopping instance answers what it has in flight and then closes each connection: a keep-alive connection left
  // idle would hold the close open until its timeout (stop-gracefully.ts).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
    return payload;
  });
  const readRouter = createReadRouter({
    primary: database.db,
    replica: database.readDb,
    onFallback: (error) => app.log.warn({ err: error }, 'replica failed: reads go to the primary for now'),
  });
  // Reads wait for the replica to have what the primary had at start (the migrations, the seed).
  await readRouter.noteWrite();

  beforeRoutes?.(app);
  await app.register(requestIdPlugin);
  await app.register(metricsPlugin, {
    poolStats: () => database.poolStats(),
    queueDepth: () => countDueJobs({ db: database.db }),
    labels: metricsLabels,
  });

  await app.register(errorsPlugin);
  await app.register(refuseNulPlugin);
  await app.register(helmet, {
    // The docs UI needs inline scripts: answers other than HTML get a policy that runs nothing (plugins/no-active-content).
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    frameguard: { action: 'deny' },
  });
  await app.register(noActiveContentPlugin);
  await app.register(cookie);
  // Counters in Redis when it is set. If Redis is away, these limits let requests through (fail open): contact and
  // reports are better served than refused; the login limiter fails closed instead (modules/auth/routes.ts).
  await app.register(rateLimit, {
    global: false,
    redis: sharedState.redis,
    nameSpace: `${sharedState.prefix}rate:`,
    skipOnError: true,
  });
  await app.register(readYourWritesPlugin, { router: readRouter });
  await app.register(multipart, {
    // One file more than allowed is let through so the 13th gets the form's own message rather than a generic
    // limit (docs/product/photos.md#limits).
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES_PER_LISTING + 1, fields: 50, fieldSize: 100_000 },
  });
  await app.register(swaggerPlugin);
  await app.register(authPlugin, { allowedOrigins: config.allowedOrigins, findSessionUser });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(readyRoutes, {
        database: async () => void (await database.db.execute(sql`select 1`)),
        replica: database.readDb ? () => readRouter.pingReplica() : undefined,
        redis: sharedState.redis ? () => sharedState.ping() : undefined,
        pendingMigrations: () => database.pendingMigrations(),
        isDraining: () => app.lifecycle.draining,
      });
      await api.register(authRoutes);
      await api.register(searchRoutes);
      await api.register(mapRoutes);
      await api.register(favouriteRoutes);
      await api.register(duplicateRoutes);
      await api.register(propertyRoutes);
      await api.register(propertyPhotoRoutes);
      await api.register(mediaRoutes);
      await api.register(reportRoutes);
      await api.register(contactRoutes);
      await api.register(locationRoutes);
      await api.register(dashboardRoutes);
      await api.register(priceRoutes);
      await api.register(savedSearchRoutes);
      await api.register(alertRoutes);
      await api.register(pushRoutes);
      await api.register(freshnessRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(storage.servePlugin, { prefix: '/media' });
  return app;
}
