import type { Role, User } from '@cosmos/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { authenticate } from '../modules/auth/auth.service.ts';
import { apiKeyAllowed, authenticateApiKey } from '../modules/api-keys/api-keys.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: { user: User; sessionId: string };
    /** Set when a personal API key (x-api-key) authorised this request instead of a session. */
    apiKeyId?: string;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m?.[1];
}

/** Resolves the bearer token once per request; routes then ask `requireUser` / `requireRole`. */
export function registerAuth(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('auth', undefined);
  app.decorateRequest('apiKeyId', undefined);
  app.addHook('onRequest', async (req) => {
    const token = bearerToken(req.headers.authorization);
    if (token) req.auth = await authenticate(ctx, token);
    else if (typeof req.headers['x-api-key'] === 'string' && apiKeyAllowed(req.method, req.url)) {
      const key = await authenticateApiKey(ctx, req, req.headers['x-api-key']);
      req.auth = { user: key.user, sessionId: `apikey:${key.keyId}` };
      req.apiKeyId = key.keyId;
    }
  });
}

export function requireUser(req: FastifyRequest): User & { sessionId: string } {
  if (!req.auth) throw unauthorized();
  return { ...req.auth.user, sessionId: req.auth.sessionId };
}

export function requireRole(req: FastifyRequest, ...roles: Role[]) {
  const user = requireUser(req);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}

/** preHandler form, for route options. */
export const authenticated = async (req: FastifyRequest) => {
  requireUser(req);
};
export const withRole =
  (...roles: Role[]) =>
  async (req: FastifyRequest) => {
    requireRole(req, ...roles);
  };
