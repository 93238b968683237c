import {
  ActiveMissionList,
  Launch,
  LaunchFollow,
  LaunchIdParam,
  LaunchList,
  LaunchListQuery,
  TeamFollowedLaunch,
} from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { activeMissions } from './active-missions.ts';
import * as service from './launches.service.ts';
import * as teamLaunches from './team-launches.service.ts';

const tags = ['launches'];
const security = [{ bearer: [] }];
const opts = { onRequest: authenticated };

export async function launchesRoutes(app: App, ctx: AppContext, engine: SkyEngine) {
  app.get(
    '/api/launches',
    {
      ...opts,
      schema: {
        tags,
        security,
        description:
          'Upcoming launches (soonest first) or recent ones (latest first), from the Launch Library source or the bundled samples.',
        querystring: LaunchListQuery,
        response: { 200: LaunchList, ...problems(400, 401) },
      },
    },
    async (req) => service.list(ctx, engine, requireUser(req).id, req.query),
  );

  app.get(
    '/api/launches/:id',
    {
      ...opts,
      schema: { tags, security, params: LaunchIdParam, response: { 200: Launch, ...problems(400, 401, 404) } },
    },
    async (req) => service.get(ctx, engine, requireUser(req).id, req.params.id),
  );

  app.put(
    '/api/launches/:id/follow',
    {
      ...opts,
      schema: {
        tags,
        security,
        description: 'Follow a launch: a notification when its status changes and an hour before its window.',
        params: LaunchIdParam,
        response: { 200: LaunchFollow, ...problems(400, 401, 404) },
      },
    },
    async (req) => service.follow(ctx, requireUser(req).id, req.params.id),
  );

  app.delete(
    '/api/launches/:id/follow',
    {
      ...opts,
      schema: { tags, security, params: LaunchIdParam, response: { 204: z.null(), ...problems(400, 401, 404) } },
    },
    async (req, reply) => {
      await service.unfollow(ctx, requireUser(req).id, req.params.id);
      return reply.code(204).send(null);
    },
  );

  // ── launches a team follows together: every member is notified ──
  const teamParams = z.object({ teamId: z.string().min(1).max(64) });
  const teamLaunchParams = LaunchIdParam.extend({ teamId: z.string().min(1).max(64) });
  app.get(
    '/api/teams/:teamId/launches',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: teamParams,
        response: { 200: z.array(TeamFollowedLaunch), ...problems(401, 404) },
      },
    },
    async (req) => teamLaunches.listForTeam(ctx, requireUser(req), req.params.teamId),
  );
  app.put(
    '/api/teams/:teamId/launches/:id',
    {
      ...opts,
      schema: {
        tags,
        security,
        description:
          'Follow a launch as a team: every member is notified of its status changes and an hour before its window.',
        params: teamLaunchParams,
        response: { 200: TeamFollowedLaunch, ...problems(400, 401, 404, 409) },
      },
    },
    async (req) => teamLaunches.share(ctx, requireUser(req), req.params.teamId, req.params.id),
  );
  app.delete(
    '/api/teams/:teamId/launches/:id',
    {
      ...opts,
      schema: { tags, security, params: teamLaunchParams, response: { 204: z.null(), ...problems(400, 401, 404) } },
    },
    async (req, reply) => {
      await teamLaunches.unshare(ctx, requireUser(req), req.params.teamId, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/missions/active',
    {
      ...opts,
      schema: {
        tags,
        security,
        description: 'Crewed stations, vehicles visiting them and notable missions in the current catalogue.',
        response: { 200: ActiveMissionList, ...problems(401) },
      },
    },
    async () => ({ items: activeMissions(engine) }),
  );
}
