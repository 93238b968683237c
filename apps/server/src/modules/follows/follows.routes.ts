import { FollowBody, FollowedObject, ObjectIdParam, TeamFollowedObject } from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import * as service from './follows.service.ts';
import * as teamFollows from './team-follows.service.ts';

const tags = ['follows'];
const security = [{ bearer: [] }];
const opts = { onRequest: authenticated };

export async function followsRoutes(app: App, ctx: AppContext, engine: SkyEngine) {
  app.get(
    '/api/follows',
    { ...opts, schema: { tags, security, response: { 200: z.array(FollowedObject), ...problems(401) } } },
    async (req) => service.list(ctx, engine, requireUser(req).id),
  );

  app.put(
    '/api/follows/:objectId',
    {
      ...opts,
      schema: {
        tags,
        security,
        description: 'Follow a satellite (or change the miss distance under which its conjunctions alert you).',
        params: ObjectIdParam,
        body: FollowBody,
        response: { 200: FollowedObject, ...problems(400, 401, 404, 409) },
      },
    },
    async (req) => service.follow(ctx, engine, requireUser(req).id, req.params.objectId, req.body.thresholdKm),
  );

  app.delete(
    '/api/follows/:objectId',
    {
      ...opts,
      schema: { tags, security, params: ObjectIdParam, response: { 204: z.null(), ...problems(400, 401, 404) } },
    },
    async (req, reply) => {
      await service.unfollow(ctx, requireUser(req).id, req.params.objectId);
      return reply.code(204).send(null);
    },
  );

  // ── objects a team shares: every member gets their alerts ──
  const teamParams = z.object({ teamId: z.string().min(1).max(64) });
  const teamObjectParams = ObjectIdParam.extend({ teamId: z.string().min(1).max(64) });
  app.get(
    '/api/teams/:teamId/follows',
    {
      ...opts,
      schema: { tags, security, params: teamParams, response: { 200: z.array(TeamFollowedObject), ...problems(404) } },
    },
    async (req) => teamFollows.listForTeam(ctx, engine, requireUser(req), req.params.teamId),
  );
  app.put(
    '/api/teams/:teamId/follows/:objectId',
    {
      ...opts,
      schema: {
        tags,
        security,
        description: 'Share a followed satellite with the team: every member gets its alerts under the miss distance.',
        params: teamObjectParams,
        body: FollowBody,
        response: { 200: TeamFollowedObject, ...problems(400, 403, 404, 409) },
      },
    },
    async (req) =>
      teamFollows.share(ctx, engine, requireUser(req), req.params.teamId, req.params.objectId, req.body.thresholdKm),
  );
  app.delete(
    '/api/teams/:teamId/follows/:objectId',
    {
      ...opts,
      schema: { tags, security, params: teamObjectParams, response: { 204: z.null(), ...problems(400, 403, 404) } },
    },
    async (req, reply) => {
      await teamFollows.unshare(ctx, requireUser(req), req.params.teamId, req.params.objectId);
      return reply.code(204).send(null);
    },
  );
}
