import { RevokedCount, SessionIdParam, SessionList } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { listSessions, revokeAllBut, revokeOne } from './sessions.service.ts';

const tags = ['sessions'];
const security = [{ bearer: [] }];

export async function sessionsRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/auth/sessions',
    { preHandler: authenticated, schema: { tags, security, response: { 200: SessionList, ...problems(401) } } },
    async (req) => {
      const me = requireUser(req);
      return { sessions: await listSessions(ctx, me.id, me.sessionId) };
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      preHandler: authenticated,
      schema: { tags, security, params: SessionIdParam, response: { 200: RevokedCount, ...problems(400, 401, 404) } },
    },
    async (req) => {
      await revokeOne(ctx, requireUser(req).id, req.params.id);
      return { ok: true as const, revoked: 1 };
    },
  );

  app.post(
    '/api/auth/sessions/revoke-others',
    { preHandler: authenticated, schema: { tags, security, response: { 200: RevokedCount, ...problems(401) } } },
    async (req) => {
      const me = requireUser(req);
      return { ok: true as const, revoked: await revokeAllBut(ctx, ctx.db, me.id, me.sessionId) };
    },
  );
}
