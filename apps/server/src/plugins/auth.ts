import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { unauthorized } from '../lib/errors.ts';
import { authenticate, authenticateCached } from '../modules/auth/auth.service.ts';
import { apiKeyAllowed, authenticateApiKey } from '../modules/api-keys/api-keys.service.ts';
import { sessionAuth, type Principal, type SessionAuth } from '../modules/auth/session-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: SessionAuth;
    /** Set when a personal API key (x-api-key) authorised this request instead of a session. */
    apiKeyId?: string;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m?.[1];
}

/** Resolves the bearer token once per request; routes then ask `requireUser`, and `allow`/`authorize` (lib/policies.ts) for roles. */
export function registerAuth(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('auth', undefined);
  app.decorateRequest('apiKeyId', undefined);
  // Callback style: a cached session (the common case) resolves without a promise or a database trip.
  app.addHook('onRequest', (req, _reply, done) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) {
      if (typeof req.headers['x-api-key'] !== 'string') return done();
      return void resolveApiKey(req).then(() => done(), done);
    }
    req.auth = authenticateCached(ctx, token);
    if (req.auth) return done();
    authenticate(ctx, token).then((a) => {
      req.auth = a;
      done();
    }, done);
  });

  async function resolveApiKey(req: FastifyRequest) {
    if (typeof req.headers['x-api-key'] === 'string' && apiKeyAllowed(req.method, req.url)) {
      const key = await authenticateApiKey(ctx, req, req.headers['x-api-key']);
      req.auth = sessionAuth(key.user, `apikey:${key.keyId}`);
      req.apiKeyId = key.keyId;
    }
  }
}

export function requireUser(req: FastifyRequest): Principal {
  if (!req.auth) throw unauthorized();
  return req.auth.principal;
}

/** preHandler form, for route options. */
export const authenticated = (req: FastifyRequest, _reply: unknown, done: (err?: Error) => void) => {
  if (!req.auth) return done(unauthorized());
  done();
};
