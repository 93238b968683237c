/**
 * The one follow list (issue 32): GET /api/follows (satellites and launches with their alerts), PUT/DELETE
 * /api/follows/:objectId for satellites; launches are followed through /api/launches/:id/follow (the launches module
 * checks the launch, then calls this module). /api/sky/follows is kept as an alias of the satellites for API clients
 * (the web no longer calls it). Team shares at /api/teams/:teamId/follows.
 */
import {
  FollowBody,
  Follow,
  FollowedSatellite,
  FollowSatelliteBody,
  ObjectIdParam,
  SatelliteIdParam,
  TeamFollowedObject,
} from '@cosmos/contracts';
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
    {
      ...opts,
      schema: {
        tags,
        security,
        response: { 200: z.array(Follow), ...problems(401) },
        description:
          'Everything the user follows, satellites and launches, oldest first, each with its alert settings.',
      },
    },
    async (req) => service.list(ctx, engine, requireUser(req).id),
  );

  app.put(
    '/api/follows/:objectId',
    {
      ...opts,
      schema: {
        tags,
        security,
        description:
          'Follow a satellite (every alert on, conjunctions under 5 km), or change the alerts or the miss distance of one followed. Fields left out keep their value.',
        params: ObjectIdParam,
        body: FollowSatelliteBody,
        response: { 200: Follow, ...problems(400, 401, 404, 409) },
      },
    },
    async (req) => service.followSatellite(ctx, engine, requireUser(req).id, req.params.objectId, req.body),
  );

  app.delete(
    '/api/follows/:objectId',
    {
      ...opts,
      schema: { tags, security, params: ObjectIdParam, response: { 204: z.null(), ...problems(400, 401, 404) } },
    },
    async (req, reply) => {
      await service.unfollow(ctx, requireUser(req).id, 'satellite', req.params.objectId);
      return reply.code(204).send(null);
    },
  );

  // ── /api/sky/follows: the same list's satellites, in the answer's old shape (API clients; deprecated) ──
  const legacy = 'Deprecated alias of /api/follows (satellites only), kept for API clients.';
  app.get(
    '/api/sky/follows',
    {
      ...opts,
      schema: { tags, security, description: legacy, response: { 200: z.array(FollowedSatellite), ...problems(401) } },
    },
    async (req) => service.satellitesAsBefore(ctx, engine, requireUser(req).id),
  );
  app.put(
    '/api/sky/follows/:id',
    {
      ...opts,
      schema: {
        tags,
        security,
        description: legacy,
        params: SatelliteIdParam,
        response: { 200: z.array(FollowedSatellite), ...problems(400, 401, 404) },
      },
    },
    async (req) => {
      const userId = requireUser(req).id;
      await service.followSatellite(ctx, engine, userId, req.params.id);
      return service.satellitesAsBefore(ctx, engine, userId);
    },
  );
  app.delete(
    '/api/sky/follows/:id',
    {
      ...opts,
      schema: {
        tags,
        security,
        description: legacy,
        params: SatelliteIdParam,
        response: { 204: z.null(), ...problems(400, 401, 404) },
      },
    },
    async (req, reply) => {
      await service.unfollow(ctx, requireUser(req).id, 'satellite', req.params.id);
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
