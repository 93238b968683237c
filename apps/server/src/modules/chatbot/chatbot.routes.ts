import { ChatConversation, ChatMessage, ChatMessageBody, ChatTicketBody, Ok, Ticket } from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { limitUser } from '../auth/guards.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import type { ForecastSource } from './tools/types.ts';
import { warmUp } from './nlu/understanding.ts';
import { primeDates } from './understand.ts';
import { gazetteer } from '../places/gazetteer.ts';
import * as service from './chatbot.service.ts';

const tags = ['chatbot'];
const security = [{ bearer: [] }];
const opts = { onRequest: authenticated };

/**
 * `engine`: the live catalogue, so the assistant knows every satellite the portal shows (by name, number or COSPAR id);
 * `weather`: the weather module's forecast source, for honest weather answers.
 */
export async function chatbotRoutes(app: App, ctx: AppContext, engine?: SkyEngine, weather?: ForecastSource) {
  // The understanding model loads in the background at start-up, so the first question does not wait for it
  // (not in tests: each test file's app would pay it; the first question there loads the model instead).
  if (ctx.config.NODE_ENV !== 'test')
    void warmUp()
      .then(primeDates)
      // The places gazetteer, for a city named in a weather question (its first load takes seconds).
      .then(() => gazetteer())
      .catch((err: unknown) => ctx.log.warn({ err: (err as Error).message }, 'assistant model not loaded'));
  app.post(
    '/api/chatbot/message',
    {
      ...opts,
      schema: { tags, security, body: ChatMessageBody, response: { 200: ChatMessage, ...problems(400, 401, 429) } },
    },
    async (req, reply) => {
      const user = requireUser(req);
      await limitUser(ctx, reply, 'chat', user.id);
      return service.reply(ctx, user, req.body.message, undefined, new Date(), engine, weather);
    },
  );

  // The same answer as server-sent events: `delta` pieces as they arrive (a model's reply as the provider
  // writes it), `reset` if the pieces so far are withdrawn (an ungrounded reply), then `done` with the stored message.
  app.post(
    '/api/chatbot/message/stream',
    {
      ...opts,
      schema: {
        tags,
        security,
        body: ChatMessageBody,
        response: { 200: z.string().describe('text/event-stream'), ...problems(400, 401, 429) },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      await limitUser(ctx, reply, 'chat', user.id); // before hijacking, so a 429 is an ordinary problem answer
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
        'x-request-id': req.id,
      });
      const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      try {
        const message = await service.reply(
          ctx,
          user,
          req.body.message,
          {
            delta: (text) => send('delta', { text }),
            reset: () => send('reset', {}),
          },
          new Date(),
          engine,
          weather,
        );
        send('done', message);
      } catch (err) {
        req.log.error({ err }, 'chat stream failed');
        send('error', { message: 'Failed to send message' });
      }
      res.end();
    },
  );

  app.get(
    '/api/chatbot/conversation',
    { ...opts, schema: { tags, security, response: { 200: ChatConversation, ...problems(401) } } },
    async (req) => service.conversation(ctx, requireUser(req).id),
  );

  app.delete(
    '/api/chatbot/conversation',
    { ...opts, schema: { tags, security, response: { 200: Ok, ...problems(401) } } },
    async (req) => {
      await service.clearConversation(ctx, requireUser(req).id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/chatbot/ticket',
    {
      ...opts,
      schema: { tags, security, body: ChatTicketBody, response: { 201: Ticket, ...problems(400, 401, 429) } },
    },
    async (req, reply) => {
      const user = requireUser(req);
      await limitUser(ctx, reply, 'ticket', user.id);
      reply.code(201);
      return service.ticketFromConversation(ctx, user, req.body.subject);
    },
  );
}
