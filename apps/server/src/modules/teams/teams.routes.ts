import {
  AdminTeam,
  ChangeTeamRoleBody,
  CreateApiKeyBody,
  CreateInvitationBody,
  CreateSharedViewBody,
  CreateTeamBody,
  CreatedApiKey,
  DedicatedAgentBody,
  InvitationPreview,
  InvitationTokenBody,
  SharedView,
  TeamActivity,
  Uuid,
  TeamApiKey,
  TeamDetail,
  TeamInvitation,
  TeamSummary,
  TransferOwnershipBody,
  ChangeSeatsBody,
  SeatChangePreview,
  SeatCountQuery,
} from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { allow } from '../../lib/policies.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import * as content from './team-content.service.ts';
import * as teams from './teams.service.ts';
import * as seats from './team-seats.service.ts';

const tags = ['teams'];
const security = [{ bearer: [] }];
const opts = { preHandler: authenticated };
const id = Uuid;
const team = z.object({ teamId: id });
const withId = <K extends string>(k: K) => team.extend({ [k]: id } as { [P in K]: typeof id });

/** Enterprise teams: membership, invitations, roles, team keys, shared views, activity; the dedicated agent. */
export async function teamsRoutes(app: App, ctx: AppContext) {
  app.get('/api/teams', { ...opts, schema: { tags, security, response: { 200: z.array(TeamSummary) } } }, (req) =>
    teams.myTeams(ctx, requireUser(req).id),
  );
  app.post(
    '/api/teams',
    {
      ...opts,
      schema: { tags, security, body: CreateTeamBody, response: { 201: TeamSummary, ...problems(400, 403, 409) } },
    },
    async (req, reply) => reply.code(201).send(await teams.createTeam(ctx, requireUser(req), req.body.name)),
  );
  app.get(
    '/api/teams/:teamId',
    { ...opts, schema: { tags, security, params: team, response: { 200: TeamDetail, ...problems(404) } } },
    (req) => teams.teamDetail(ctx, requireUser(req), req.params.teamId),
  );

  // ── invitations ──
  app.get(
    '/api/teams/:teamId/invitations',
    {
      ...opts,
      schema: { tags, security, params: team, response: { 200: z.array(TeamInvitation), ...problems(403, 404) } },
    },
    (req) => teams.listInvitations(ctx, requireUser(req), req.params.teamId),
  );
  app.post(
    '/api/teams/:teamId/invitations',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: team,
        body: CreateInvitationBody,
        response: { 201: TeamInvitation, ...problems(400, 403, 404, 409) },
      },
    },
    async (req, reply) => reply.code(201).send(await teams.invite(ctx, requireUser(req), req.params.teamId, req.body)),
  );
  app.delete(
    '/api/teams/:teamId/invitations/:invitationId',
    {
      ...opts,
      schema: { tags, security, params: withId('invitationId'), response: { 204: z.null(), ...problems(403, 404) } },
    },
    async (req, reply) => {
      await teams.revokeInvitation(ctx, requireUser(req), req.params.teamId, req.params.invitationId);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/api/team-invitations/preview',
    {
      ...opts,
      schema: {
        tags,
        security,
        body: InvitationTokenBody,
        response: { 200: InvitationPreview, ...problems(403, 404, 410) },
      },
    },
    (req) => teams.previewInvitation(ctx, requireUser(req), req.body.token),
  );
  app.post(
    '/api/team-invitations/accept',
    {
      ...opts,
      schema: { tags, security, body: InvitationTokenBody, response: { 200: TeamSummary, ...problems(403, 404, 410) } },
    },
    async (req) => (await teams.respond(ctx, requireUser(req), req.body.token, true))!,
  );
  app.post(
    '/api/team-invitations/decline',
    {
      ...opts,
      schema: { tags, security, body: InvitationTokenBody, response: { 204: z.null(), ...problems(403, 404, 410) } },
    },
    async (req, reply) => {
      await teams.respond(ctx, requireUser(req), req.body.token, false);
      return reply.code(204).send(null);
    },
  );

  // ── members ──
  app.patch(
    '/api/teams/:teamId/members/:userId',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: withId('userId'),
        body: ChangeTeamRoleBody,
        response: { 204: z.null(), ...problems(400, 403, 404) },
      },
    },
    async (req, reply) => {
      await teams.changeRole(ctx, requireUser(req), req.params.teamId, req.params.userId, req.body.role);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    '/api/teams/:teamId/members/:userId',
    {
      ...opts,
      schema: { tags, security, params: withId('userId'), response: { 204: z.null(), ...problems(403, 404) } },
    },
    async (req, reply) => {
      await teams.removeMember(ctx, requireUser(req), req.params.teamId, req.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/teams/:teamId/transfer-ownership',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: team,
        body: TransferOwnershipBody,
        response: { 204: z.null(), ...problems(400, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      await teams.transferOwnership(ctx, requireUser(req), req.params.teamId, req.body.userId);
      return reply.code(204).send(null);
    },
  );

  // ── seats beyond the included ones (billed to the owner) ──
  app.get(
    '/api/teams/:teamId/seats/preview',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: team,
        querystring: SeatCountQuery,
        response: { 200: SeatChangePreview, ...problems(400, 403, 404, 409, 503) },
      },
    },
    (req) => seats.previewSeats(ctx, requireUser(req), req.params.teamId, req.query.seats),
  );
  app.put(
    '/api/teams/:teamId/seats',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: team,
        body: ChangeSeatsBody,
        response: { 204: z.null(), ...problems(400, 402, 403, 404, 409, 503) },
      },
    },
    async (req, reply) => {
      await seats.changeSeats(ctx, requireUser(req), req.params.teamId, req.body.seats, req.body.quotedAt);
      return reply.code(204).send(null);
    },
  );

  // ── team API keys ──
  app.get(
    '/api/teams/:teamId/api-keys',
    {
      ...opts,
      schema: { tags, security, params: team, response: { 200: z.array(TeamApiKey), ...problems(403, 404) } },
    },
    (req) => content.listKeys(ctx, requireUser(req), req.params.teamId),
  );
  app.post(
    '/api/teams/:teamId/api-keys',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: team,
        body: CreateApiKeyBody,
        response: { 201: CreatedApiKey.extend({ createdBy: z.string() }), ...problems(400, 403, 404) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await content.createKey(ctx, requireUser(req), req.params.teamId, req.body.name)),
  );
  app.delete(
    '/api/teams/:teamId/api-keys/:keyId',
    {
      ...opts,
      schema: { tags, security, params: withId('keyId'), response: { 204: z.null(), ...problems(403, 404) } },
    },
    async (req, reply) => {
      await content.revokeKey(ctx, requireUser(req), req.params.teamId, req.params.keyId);
      return reply.code(204).send(null);
    },
  );

  // ── shared views and activity ──
  app.get(
    '/api/teams/:teamId/views',
    { ...opts, schema: { tags, security, params: team, response: { 200: z.array(SharedView), ...problems(404) } } },
    (req) => content.listViews(ctx, requireUser(req), req.params.teamId),
  );
  app.post(
    '/api/teams/:teamId/views',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: team,
        body: CreateSharedViewBody,
        response: { 201: SharedView, ...problems(400, 404) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await content.shareView(ctx, requireUser(req), req.params.teamId, req.body)),
  );
  app.delete(
    '/api/teams/:teamId/views/:viewId',
    {
      ...opts,
      schema: { tags, security, params: withId('viewId'), response: { 204: z.null(), ...problems(403, 404) } },
    },
    async (req, reply) => {
      await content.deleteView(ctx, requireUser(req), req.params.teamId, req.params.viewId);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/api/teams/:teamId/activity',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: team,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: z.array(TeamActivity), ...problems(400, 404) },
      },
    },
    (req) => content.activity(ctx, requireUser(req), req.params.teamId, req.query.limit),
  );

  // ── site administrators: every team and its dedicated agent ──
  app.get(
    '/api/admin/teams',
    { onRequest: allow('team', 'listAll'), schema: { tags, security, response: { 200: z.array(AdminTeam) } } },
    (req) => teams.listAllTeams(ctx, requireUser(req)),
  );
  app.put(
    '/api/admin/teams/:teamId/dedicated-agent',
    {
      onRequest: allow('team', 'assignAgent'),
      schema: {
        tags,
        security,
        params: team,
        body: DedicatedAgentBody,
        response: { 204: z.null(), ...problems(400, 404) },
      },
    },
    async (req, reply) => {
      await teams.assignAgent(ctx, requireUser(req), req.ip, req.params.teamId, req.body.agentId);
      return reply.code(204).send(null);
    },
  );
}
