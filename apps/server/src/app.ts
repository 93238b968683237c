import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/client.ts';
import { EventBus } from './lib/events.ts';
import { lazyChildLogger, OneLineRequestLog } from './lib/request-logger.ts';
import { isQuietRequest } from './lib/quiet-requests.ts';
import { SecretBox, loadSecretsKey, prepareSecrets } from './lib/secret-box.ts';
import { LOGIN_POLICY, dbThrottle, redisThrottle } from './lib/throttle.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { authenticate, authenticateCached } from './modules/auth/auth.service.ts';
import { apiKeyAllowed, authenticateApiKey } from './modules/api-keys/api-keys.service.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { closeMail } from './modules/mail/mail.service.ts';
import { mfaRoutes } from './modules/mfa/mfa.routes.ts';
import { sessionsRoutes } from './modules/sessions/sessions.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { startRenewalJob } from './jobs/renewal.ts';
import { startSupportSlaJob } from './jobs/support-sla.ts';
import { startSkyAlertsJob } from './jobs/sky-alerts.ts';
import { startCatalogJobs } from './jobs/catalog-refresh.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { teamsRoutes } from './modules/teams/teams.routes.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { imageryRoutes } from './modules/imagery/imagery.routes.ts';
import { usageRoutes } from './modules/usage/usage.routes.ts';
import { registerUsageMetering } from './modules/usage/usage.service.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { skyModule } from './modules/celestial/celestial.module.ts';
import { catalogueLoader } from './modules/catalog/catalogue-loader.ts';
import { SkyEngine } from './sky/engine.ts';
import { conjunctionsModule } from './modules/conjunctions/conjunctions.module.ts';
import { decayedObjects } from './modules/catalog/catalog.service.ts';
import { launchesModule } from './modules/launches/launches.module.ts';
import { newsModule } from './modules/news/news.module.ts';
import { accuracyModule } from './modules/accuracy/accuracy.module.ts';
import { weatherModule } from './modules/weather/weather.module.ts';
import { horizonsRoutes } from './modules/horizons/horizons.routes.ts';
import { horizonOf } from './modules/horizons/horizons.service.ts';
import type { PassJudge } from './modules/weather/outlook.service.ts';
import { pushModule } from './modules/push/push.module.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { instrumentHttp } from './modules/metrics/metrics.service.ts';
import { timedDb } from './lib/metrics.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { registerNotificationListeners } from './modules/notifications/notifications.listeners.ts';
import { registerActivityListeners } from './modules/activity/activity.listeners.ts';
import { registerTeamListeners } from './modules/teams/teams.listeners.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { communityRoutes } from './modules/community/community.routes.ts';
import { moderationRoutes } from './modules/community/moderation.routes.ts';
import { threadVisible } from './modules/community/community.repository.ts';
import { chatbotRoutes } from './modules/chatbot/chatbot.routes.ts';
import { vrRoutes } from './modules/vr/vr.routes.ts';
import { sceneExists } from './modules/vr/vr.repository.ts';
import { SessionCache } from './lib/session-cache.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { requestLanguage } from './modules/settings/settings.service.ts';
import { serializerCompiler } from './plugins/serializer.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { registerCompression } from './plugins/compression.ts';
import { limitConnections, serverTimeouts } from './plugins/connection-limits.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { defaultWebDist, registerSpa } from './plugins/spa.ts';
import { createGateway, type Gateway } from './realtime/gateway.ts';
import { registerVrPresence, sceneMembers } from './realtime/vr-presence.ts';
import { registerNotificationsRelay } from './realtime/notifications-relay.ts';
import { registerCommunityRelay } from './realtime/community-relay.ts';
import { registerCatalogueVersion } from './realtime/catalogue-version.ts';

/** Paths whose values must never reach a log line. */
export const REDACT = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  'password',
  '*.password',
  'token',
  '*.token',
  'secret',
  '*.secret',
  '*.currentPassword',
  '*.newPassword',
  '*.challengeToken',
  '*.recoveryCodes',
  '*.code',
  '*.cardNumber',
  '*.cvc',
];

/** Query parameters that carry credentials (email links, SSE stream URLs, keys): their values never reach a log line. */
const SECRET_QUERY =
  /([?&](?:token|access_token|refresh_token|api_key|apikey|key|code|secret|password|signature)=)[^&#]*/gi;
/** Paths whose last segment is itself a credential: the private calendar feed (`/api/feeds/<secret>.ics`). */
const SECRET_PATH = /^(\/api\/feeds\/)(?!calendar(?:[?#]|$))[^/?#]+/;
export const redactUrl = (url: string | undefined) =>
  url?.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');

type LoggedRequest = {
  method?: string;
  url?: string;
  ip?: string;
  host?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
};

export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: {
        req: (req: LoggedRequest) => ({
          method: req.method,
          url: redactUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
        // Only the status: a reply object carries its request, body included (passwords).
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
    },
    destination as never,
  );
}

export interface BuiltApp {
  app: ReturnType<typeof Fastify> & { withTypeProvider: <_T>() => unknown };
  ctx: AppContext;
  gateway: Gateway;
  close(): Promise<void>;
}

/**
 * `documentOnly`: every route is registered (so `app.swagger()` describes them all) but nothing is started that needs
 * the database: no secrets check, no catalogue load, no jobs. `openApiDocument()` uses it.
 */
export async function buildApp(opts: {
  config: Config;
  db: Db;
  logger?: Logger;
  documentOnly?: boolean;
  /** Web Push's retry backoff (tests shorten it). */
  pushRetryDelaysMs?: readonly number[];
}) {
  const { config } = opts;
  const db = timedDb(opts.db);
  const secrets = new SecretBox(loadSecretsKey(config));
  if (!opts.documentOnly) await prepareSecrets(db, secrets);
  const log = opts.logger ?? createLogger(config);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  redis?.on('error', (err) => log.warn({ err: err.message }, 'redis error'));

  const fastifyOpts: FastifyServerOptions = {
    loggerInstance: log,
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    // A caller's x-request-id is kept only when it looks like an id: it is echoed in answers and written to every log line.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
    childLoggerFactory: lazyChildLogger as never,
    // Health checks, the metrics scrape and static files are not logged per request (lib/quiet-requests.ts).
    logController: new OneLineRequestLog(log, isQuietRequest),
    ...serverTimeouts(config),
  };
  const app = Fastify(fastifyOpts).withTypeProvider<ZodTypeProvider>();
  limitConnections(app.server, config, log);
  // Requests log one line when they complete (lib/request-logger.ts); one the client gave up on still leaves a line.
  app.addHook('onRequestAbort', (req, done) => {
    if (!isQuietRequest(req)) log.info({ reqId: req.id, req }, 'request aborted by the client');
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    db,
    redis,
    log,
    events: new EventBus((err, event) => log.error({ err, event }, 'domain event listener failed')),
    secrets,
    loginThrottle: redis ? redisThrottle(redis, LOGIN_POLICY, 'throttle:login:') : dbThrottle(db, LOGIN_POLICY),
    startup: [],
  };
  ctx.sessionCache = new SessionCache(ctx.events, redis);

  registerErrorHandling(app, (req) => requestLanguage(ctx, req));
  registerJsonBody(app);
  await registerCompression(app);
  await registerSecurityHeaders(app, { hsts: config.PUBLIC_URL.startsWith('https:') });
  await registerOpenApi(app);
  registerAuth(app, ctx, { authenticate, authenticateCached, apiKeyAllowed, authenticateApiKey });
  registerUsageMetering(app, ctx);

  // The process's sky: a derived cache of the stored catalogue (docs/adr/0004), shared by the sky routes, exports and sockets.
  const skyEngine = new SkyEngine(catalogueLoader(db));
  const gateway = createGateway(app, ctx);
  registerNotificationsRelay(gateway, ctx);
  registerCatalogueVersion(gateway, skyEngine);
  registerNotificationListeners(ctx);
  registerActivityListeners(ctx);
  registerTeamListeners(ctx);
  registerVrPresence(
    gateway,
    (id) => sceneExists(db, id),
    (e) => ctx.events.emit('vr.sessionEnded', e),
  );
  const uncountSockets = instrumentHttp(app, gateway);
  registerCommunityRelay(gateway, ctx, (id, staff) => threadVisible(db, id, staff));

  let passJudge: PassJudge | undefined;
  let push: Awaited<ReturnType<typeof pushModule>> | undefined;
  await app.register(async (scope) => {
    const s = scope.withTypeProvider<ZodTypeProvider>();
    await healthRoutes(s, ctx);
    await metricsRoutes(s, ctx);
    await authRoutes(s, ctx);
    await mfaRoutes(s, ctx);
    await sessionsRoutes(s, ctx);
    await mailRoutes(s, ctx);
    await settingsRoutes(s, ctx);
    await billingRoutes(s, ctx);
    await usageRoutes(s, ctx);
    await apiKeysRoutes(s, ctx);
    await placesRoutes(s, ctx);
    await teamsRoutes(s, ctx);
    await contentRoutes(s, ctx);
    await newsModule(s, ctx);
    await vrRoutes(s, ctx, (id) => sceneMembers(gateway, id));
    const sky = await skyModule(s, ctx, gateway, skyEngine);
    await horizonsRoutes(s, ctx);
    const { weather, judge } = await weatherModule(s, ctx, sky.engine, sky.ticker, horizonOf);
    passJudge = judge;
    await exportsRoutes(s, ctx, skyEngine);
    await imageryRoutes(s, ctx);
    await adminRoutes(s, ctx, skyEngine);
    await conjunctionsModule(s, ctx, skyEngine);
    await accuracyModule(s, ctx, skyEngine);
    await launchesModule(s, ctx, skyEngine, (limit) => decayedObjects(db, limit));
    await supportRoutes(s, ctx);
    await communityRoutes(s, ctx);
    await moderationRoutes(s, ctx);
    await notificationsRoutes(s, ctx);
    push = await pushModule(s, ctx, { retryDelaysMs: opts.pushRetryDelaysMs, sweep: !opts.documentOnly });
    await activityRoutes(s, ctx);
    await chatbotRoutes(s, ctx, skyEngine, weather);
  });

  await registerSpa(app, config.WEB_DIST ?? defaultWebDist());
  await app.ready();
  const idle = { stop: async () => undefined };
  // Loads the catalogue (the bundled one into an empty database) before the first request, then keeps it current.
  const catalogJobs = opts.documentOnly ? idle : await startCatalogJobs(ctx, skyEngine);
  const renewal = opts.documentOnly ? idle : startRenewalJob(ctx);
  const skyAlerts = opts.documentOnly ? idle : startSkyAlertsJob(ctx, passJudge);
  const supportSla = opts.documentOnly ? idle : startSupportSlaJob(ctx);

  return {
    app,
    ctx,
    gateway,
    /** The process's sky engine (tests reload it after changing the catalogue behind its back). */
    skyEngine,
    /** Web Push's state (tests send through it with their own retry delays). */
    push: push!.push,
    async close() {
      await catalogJobs.stop();
      await renewal.stop();
      await skyAlerts.stop();
      push?.close();
      await supportSla.stop();
      await gateway.close();
      uncountSockets();
      await app.close();
      await closeMail(ctx);
      ctx.sessionCache?.close();
      redis?.disconnect();
    },
  };
}
