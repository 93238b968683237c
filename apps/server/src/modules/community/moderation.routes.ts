import {
  CommunityPost,
  CommunityReport,
  CommunityThread,
  UuidParam,
  ModerateThreadBody,
  ModerationEntry,
  ModerationLogQuery,
  Ok,
  ReasonBody,
  ReportQuery,
  ResolveReportBody,
  SuspendBody,
  Suspension,
  ThreadTicketResult,
  UserIdParam,
} from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { limit } from './posting-guard.ts';
import * as service from './moderation.service.ts';

const tags = ['community'];
const security = [{ bearer: [] }];
const opts = { onRequest: authenticated };

/** Reports (any user) and moderation (agents and admins; 403 for anyone else). Every staff action is logged. */
export async function moderationRoutes(app: App, ctx: AppContext) {
  app.post(
    '/api/community/posts/:id/reports',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: UuidParam,
        body: ReasonBody,
        response: { 201: Ok, ...problems(400, 401, 403, 404, 409, 429) },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      await limit(ctx, reply, 'report', user.id);
      reply.code(201);
      return service.report(ctx, user, req.params.id, req.body.reason);
    },
  );

  app.patch(
    '/api/community/threads/:id',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: UuidParam,
        body: ModerateThreadBody,
        response: { 200: CommunityThread, ...problems(400, 401, 403, 404) },
      },
    },
    async (req) => service.moderateThread(ctx, requireUser(req), req.params.id, req.body),
  );

  app.post(
    '/api/community/threads/:id/ticket',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: UuidParam,
        response: { 201: ThreadTicketResult, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      reply.code(201);
      return service.toTicket(ctx, requireUser(req), req.params.id);
    },
  );

  app.post(
    '/api/community/posts/:id/hide',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: UuidParam,
        body: ReasonBody,
        response: { 200: CommunityPost, ...problems(400, 401, 403, 404) },
      },
    },
    async (req) => service.hidePost(ctx, requireUser(req), req.params.id, req.body.reason),
  );
  app.post(
    '/api/community/posts/:id/unhide',
    {
      ...opts,
      schema: { tags, security, params: UuidParam, response: { 200: CommunityPost, ...problems(401, 403, 404) } },
    },
    async (req) => service.hidePost(ctx, requireUser(req), req.params.id, null),
  );

  app.get(
    '/api/community/reports',
    {
      ...opts,
      schema: {
        tags,
        security,
        querystring: ReportQuery,
        response: { 200: z.array(CommunityReport), ...problems(400, 401, 403) },
      },
    },
    async (req) => service.listReports(ctx, requireUser(req), req.query.status, req.query.limit),
  );
  app.post(
    '/api/community/reports/:id/resolve',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: UuidParam,
        body: ResolveReportBody,
        response: { 200: CommunityReport, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (req) => service.resolveReport(ctx, requireUser(req), req.params.id, req.body.action, req.body.reason),
  );

  app.post(
    '/api/community/suspensions',
    {
      ...opts,
      schema: { tags, security, body: SuspendBody, response: { 201: Suspension, ...problems(400, 401, 403, 404) } },
    },
    async (req, reply) => {
      reply.code(201);
      return service.suspend(ctx, requireUser(req), req.body);
    },
  );
  app.delete(
    '/api/community/suspensions/:userId',
    { ...opts, schema: { tags, security, params: UserIdParam, response: { 200: Ok, ...problems(401, 403, 404) } } },
    async (req) => service.lift(ctx, requireUser(req), req.params.userId),
  );

  app.get(
    '/api/community/moderation-log',
    {
      ...opts,
      schema: {
        tags,
        security,
        querystring: ModerationLogQuery,
        response: { 200: z.array(ModerationEntry), ...problems(400, 401, 403) },
      },
    },
    async (req) => service.moderationLog(ctx, requireUser(req), req.query.limit),
  );
}
