import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/client.ts';
import { EventBus } from './lib/events.ts';
import { lazyChildLogger } from './lib/request-logger.ts';
import { SecretBox, loadSecretsKey, prepareSecrets } from './lib/secret-box.ts';
import { LOGIN_POLICY, dbThrottle, redisThrottle } from './lib/throttle.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { closeMail } from './modules/mail/mail.service.ts';
import { mfaRoutes } from './modules/mfa/mfa.routes.ts';
import { sessionsRoutes } from './modules/sessions/sessions.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { startRenewalJob } from './jobs/renewal.ts';
import { startSkyAlertsJob } from './jobs/sky-alerts.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { usageRoutes } from './modules/usage/usage.routes.ts';
import { registerUsageMetering } from './modules/usage/usage.service.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { skyModule } from './modules/celestial/celestial.module.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { registerNotificationListeners } from './modules/notifications/notifications.listeners.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { chatbotRoutes } from './modules/chatbot/chatbot.routes.ts';
import { vrRoutes } from './modules/vr/vr.routes.ts';
import { sceneExists } from './modules/vr/vr.repository.ts';
import { SessionCache } from './modules/auth/session-cache.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { serializerCompiler } from './plugins/serializer.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { limitConnections, serverTimeouts } from './plugins/connection-limits.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { defaultWebDist, registerSpa } from './plugins/spa.ts';
import { createGateway, type Gateway } from './realtime/gateway.ts';
import { registerVrPresence, sceneMembers } from './realtime/vr-presence.ts';
import { registerNotificationsRelay } from './realtime/notifications-relay.ts';

/** Paths whose values must never reach a log line. */
export const REDACT = ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie', 'password', '*.password', 'token', '*.token', 'secret', '*.secret', '*.currentPassword', '*.newPassword', '*.challengeToken', '*.recoveryCodes', '*.code'];

/** Query parameters that carry credentials (email links, SSE stream URLs, keys): their values never reach a log line. */
const SECRET_QUERY = /([?&](?:token|access_token|refresh_token|api_key|apikey|key|code|secret|password|signature)=)[^&#]*/gi;
export const redactUrl = (url: string | undefined) => url?.replace(SECRET_QUERY, '$1[redacted]');

type LoggedRequest = { method?: string; url?: string; ip?: string; host?: string; headers?: Record<string, unknown>; socket?: { remotePort?: number } };

export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: {
        req: (req: LoggedRequest) => ({ method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort }),
      },
    },
    destination as never,
  );
}

export interface BuiltApp {
  app: ReturnType<typeof Fastify> & { withTypeProvider: <T>() => unknown };
  ctx: AppContext;
  gateway: Gateway;
  close(): Promise<void>;
}

export async function buildApp(opts: { config: Config; db: Db; logger?: Logger }) {
  const { config, db } = opts;
  const secrets = new SecretBox(loadSecretsKey(config));
  await prepareSecrets(db, secrets);
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
    ...serverTimeouts(config),
  };
  const app = Fastify(fastifyOpts).withTypeProvider<ZodTypeProvider>();
  limitConnections(app.server, config, log);
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
  };
  ctx.sessionCache = new SessionCache(ctx.events, redis);

  registerErrorHandling(app);
  registerJsonBody(app);
  await registerSecurityHeaders(app, { hsts: config.PUBLIC_URL.startsWith('https:') });
  await registerOpenApi(app);
  registerAuth(app, ctx);
  registerUsageMetering(app, ctx);

  const gateway = createGateway(app, ctx);
  registerNotificationsRelay(gateway, ctx);
  registerNotificationListeners(ctx);
  registerVrPresence(gateway, (id) => sceneExists(db, id));

  await app.register(async (scope) => {
    const s = scope.withTypeProvider<ZodTypeProvider>();
    await healthRoutes(s, ctx);
    await authRoutes(s, ctx);
    await mfaRoutes(s, ctx);
    await sessionsRoutes(s, ctx);
    await mailRoutes(s, ctx);
    await settingsRoutes(s, ctx);
    await billingRoutes(s, ctx);
    await usageRoutes(s, ctx);
    await apiKeysRoutes(s, ctx);
    await contentRoutes(s, ctx);
    await vrRoutes(s, ctx, (id) => sceneMembers(gateway, id));
    const sky = await skyModule(s, ctx, gateway);
    await exportsRoutes(s, ctx, sky.engine);
    await supportRoutes(s, ctx);
    await notificationsRoutes(s, ctx);
    await chatbotRoutes(s, ctx);
  });

  await registerSpa(app, config.WEB_DIST ?? defaultWebDist());
  await app.ready();
  const renewal = startRenewalJob(ctx);
  const skyAlerts = startSkyAlertsJob(ctx);

  return {
    app,
    ctx,
    gateway,
    async close() {
      await renewal.stop();
      await skyAlerts.stop();
      await gateway.close();
      await app.close();
      await closeMail(ctx);
      ctx.sessionCache?.close();
      redis?.disconnect();
    },
  };
}
