import { AuthResponse, LoginBody, MeResponse, Ok, ProfileBody, RegisterBody, User } from '@cosmos/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { App } from '../../lib/route-types.ts';
import * as auth from './auth.service.ts';

const client = (req: FastifyRequest) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });
const tags = ['auth'];

export async function authRoutes(app: App, ctx: AppContext) {
  app.post('/api/auth/register', { schema: { tags, body: RegisterBody, response: { 201: AuthResponse } } }, async (req, reply) => {
    reply.code(201);
    return auth.register(ctx, req.body, client(req));
  });

  app.post('/api/auth/login', { schema: { tags, body: LoginBody, response: { 200: AuthResponse } } }, async (req) =>
    auth.login(ctx, req.body, client(req)),
  );

  app.get('/api/auth/me', { preHandler: authenticated, schema: { tags, security: [{ bearer: [] }], response: { 200: MeResponse } } }, async (req) => ({
    user: requireUser(req),
  }));

  app.post('/api/auth/logout', { preHandler: authenticated, schema: { tags, security: [{ bearer: [] }], response: { 200: Ok } } }, async (req) => {
    const me = requireUser(req);
    await auth.logout(ctx, me.id, me.sessionId);
    return { ok: true as const };
  });

  app.put('/api/auth/profile', { preHandler: authenticated, schema: { tags, security: [{ bearer: [] }], body: ProfileBody, response: { 200: User } } }, async (req) =>
    auth.updateProfile(ctx, requireUser(req).id, req.body),
  );
}
