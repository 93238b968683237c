import {
  CreateTicketBody,
  UuidParam,
  InboundEmailBody,
  InboundEmailResult,
  SearchHit,
  SlaStats,
  SlaStatsQuery,
  SupportChannels,
  Ticket,
  TicketDetail,
  TicketListQuery,
  TicketMessage,
  TicketReplyBody,
  TicketStatusBody,
} from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { allow } from '../../lib/policies.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { limitUser } from '../auth/guards.ts';
import { assertInboundMailAccess } from './email-channel.ts';
import { receiveEmail, senderAccount } from './inbound-email.service.ts';
import { searchKnowledge } from './knowledge.ts';
import * as service from './support.service.ts';

const tags = ['support'];
const security = [{ bearer: [] }];
// onRequest, so a missing token answers 401 before the body is validated.
const opts = { onRequest: authenticated };

export async function supportRoutes(app: App, ctx: AppContext) {
  // Email support: where to write, and whether mail there opens tickets (only when a mail provider is wired up).
  app.get('/api/support/channels', { schema: { tags, response: { 200: SupportChannels } } }, async () => ({
    email: ctx.config.SUPPORT_EMAIL,
    inboundEmail: Boolean(ctx.config.INBOUND_EMAIL_TOKEN),
  }));

  // The mail provider's webhook: inbound mail to support becomes a reply or a ticket (email-channel.ts).
  app.post(
    '/api/support/inbound-email',
    {
      onRequest: async (req) => assertInboundMailAccess(req, ctx.config),
      schema: {
        tags,
        security,
        body: InboundEmailBody,
        response: { 200: InboundEmailResult, 201: InboundEmailResult, ...problems(400, 401, 403, 404, 422, 429) },
      },
    },
    async (req, reply) => {
      const sender = await senderAccount(ctx, req.body);
      // One account cannot flood the queue by mail: the same hourly budget as tickets filed in the portal, counted
      // only for mail that is accepted as theirs.
      await limitUser(ctx, reply, 'ticket', sender.id);
      const result = await receiveEmail(ctx, sender, req.body);
      reply.code(result.outcome === 'created' ? 201 : 200);
      return result;
    },
  );

  app.post(
    '/api/support/tickets',
    {
      ...opts,
      schema: { tags, security, body: CreateTicketBody, response: { 201: Ticket, ...problems(400, 401, 429) } },
    },
    async (req, reply) => {
      const user = requireUser(req);
      await limitUser(ctx, reply, 'ticket', user.id);
      reply.code(201);
      return service.create(ctx, user, req.body);
    },
  );

  app.get(
    '/api/support/tickets',
    {
      ...opts,
      schema: {
        tags,
        security,
        querystring: TicketListQuery,
        response: { 200: z.array(Ticket), ...problems(400, 401, 403) },
      },
    },
    async (req) => service.list(ctx, requireUser(req), req.query),
  );

  app.get(
    '/api/support/tickets/:id',
    { ...opts, schema: { tags, security, params: UuidParam, response: { 200: TicketDetail, ...problems(401, 404) } } },
    async (req) => service.get(ctx, requireUser(req), req.params.id),
  );

  app.post(
    '/api/support/tickets/:id/messages',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: UuidParam,
        body: TicketReplyBody,
        response: { 201: TicketMessage, ...problems(400, 401, 404) },
      },
    },
    async (req, reply) => {
      reply.code(201);
      return service.reply(ctx, requireUser(req), req.params.id, req.body.body);
    },
  );

  app.patch(
    '/api/support/tickets/:id',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: UuidParam,
        body: TicketStatusBody,
        response: { 200: Ticket, ...problems(400, 401, 403, 404) },
      },
    },
    async (req) => service.changeStatus(ctx, requireUser(req), req.params.id, req.body.status),
  );

  // Public like the FAQ itself: the search box works before signing in too.
  app.get(
    '/api/support/search',
    {
      schema: {
        tags,
        querystring: z.object({
          q: z.string().trim().max(200).default(''),
          limit: z.coerce.number().int().min(1).max(20).default(8),
        }),
        response: { 200: z.array(SearchHit) },
      },
    },
    async (req) => (req.query.q ? searchKnowledge(ctx, req.query.q, req.query.limit) : []),
  );

  app.get(
    '/api/support/sla-stats',
    {
      onRequest: allow('ticket', 'readResponseTimes'),
      schema: { tags, security, querystring: SlaStatsQuery, response: { 200: SlaStats, ...problems(400, 401, 403) } },
    },
    async (req) => service.slaStats(ctx, req.query.days),
  );
}
