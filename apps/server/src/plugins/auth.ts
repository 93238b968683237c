import type { User } from '@cosmos/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { unauthorized } from '../lib/errors.ts';
import { sessionAuth, type Principal, type SessionAuth } from '../lib/session-cache.ts';

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

/**
 * How a credential becomes a signed-in principal. The auth and api-keys modules provide these and app.ts
 * passes them in, so this plugin (infrastructure) never imports a module.
 */
export interface Authenticators {
  /** The session for a bearer token from the in-process cache, without a promise; undefined on a miss. */
  authenticateCached(ctx: AppContext, token: string): SessionAuth | undefined;
  authenticate(ctx: AppContext, token: string): Promise<SessionAuth | undefined>;
  /** Whether an API key may be used for this method and URL at all. */
  apiKeyAllowed(method: string, url: string): boolean;
  authenticateApiKey(ctx: AppContext, req: FastifyRequest, key: string): Promise<{ user: User; keyId: string }>;
}

/** Resolves the bearer token once per request; routes then ask `requireUser`, and `allow`/`authorize` (lib/policies.ts) for roles. */
export function registerAuth(
  app: FastifyInstance,
  ctx: AppContext,
  { authenticate, authenticateCached, apiKeyAllowed, authenticateApiKey }: Authenticators,
) {
  app.decorateRequest('auth', undefined);
  app.decorateRequest('apiKeyId', undefined);
  // Anonymous callers of a signed-in route are refused before their body is read: a route declaring
  // `preHandler: authenticated` gets the same check at onRequest (the hook below has resolved the token
  // by then), so an unauthenticated upload is answered 401 without being buffered.
  app.addHook('onRoute', (route) => {
    if (![route.preHandler].flat().includes(authenticated)) return;
    const onRequest = route.onRequest ? [route.onRequest].flat() : [];
    if (!onRequest.includes(authenticated)) route.onRequest = [...onRequest, authenticated];
  });
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
