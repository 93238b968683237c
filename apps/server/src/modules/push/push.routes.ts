/**
 * Web Push (issue 35): the VAPID public key, and the caller's own push subscriptions (one per browser). Every route is
 * scoped to the caller: another user's subscription answers 404.
 */
import { IdParam, PushPublicKey, PushSubscription, PushSubscriptionBody, PushTestResult } from '@cosmos/contracts';
import { z } from 'zod';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import * as service from './push.service.ts';

const tags = ['push'];
const security = [{ bearer: [] }];
const opts = { onRequest: authenticated };

export async function pushRoutes(app: App, push: service.Push) {
  app.get(
    '/api/push/key',
    {
      ...opts,
      schema: {
        tags,
        security,
        description: "The VAPID public key: PushManager.subscribe's applicationServerKey.",
        response: { 200: PushPublicKey, ...problems(401) },
      },
    },
    async () => ({ publicKey: (await push.vapid()).publicKey }),
  );

  app.get(
    '/api/push/subscriptions',
    {
      ...opts,
      schema: { tags, security, response: { 200: z.array(PushSubscription), ...problems(401) } },
    },
    async (req) => service.list(push, requireUser(req).id),
  );

  app.post(
    '/api/push/subscriptions',
    {
      ...opts,
      schema: {
        tags,
        security,
        description:
          "Register this browser's push subscription (PushSubscription.toJSON()) for the caller; the same endpoint again replaces it.",
        body: PushSubscriptionBody,
        response: { 201: PushSubscription, ...problems(400, 401, 409) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await service.subscribe(push, requireUser(req).id, req.body, req.headers['user-agent'])),
  );

  app.delete(
    '/api/push/subscriptions/:id',
    { ...opts, schema: { tags, security, params: IdParam, response: { 204: z.null(), ...problems(401, 404) } } },
    async (req, reply) => {
      await service.remove(push, requireUser(req).id, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/push/subscriptions/:id/test',
    {
      ...opts,
      schema: {
        tags,
        security,
        description: 'Send a test notification to one of your devices now (quiet hours do not apply).',
        params: IdParam,
        response: { 200: PushTestResult, ...problems(401, 404) },
      },
    },
    async (req) => service.test(push, requireUser(req).id, req.params.id),
  );
}
