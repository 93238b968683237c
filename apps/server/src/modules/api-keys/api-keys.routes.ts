import { ApiKey, CreateApiKeyBody, CreatedApiKey } from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import * as keys from './api-keys.service.ts';

const tags = ['api-keys'];
const security = [{ bearer: [] }];
const opts = { preHandler: authenticated };

/** Personal API keys (Enterprise). Managing keys always needs a signed-in session, never a key. */
export async function apiKeysRoutes(app: App, ctx: AppContext) {
  app.get('/api/api-keys', { ...opts, schema: { tags, security, response: { 200: z.array(ApiKey) } } }, async (req) =>
    keys.listKeys(ctx, requireUser(req).id),
  );
  app.post(
    '/api/api-keys',
    {
      ...opts,
      schema: { tags, security, body: CreateApiKeyBody, response: { 201: CreatedApiKey, ...problems(400, 403) } },
    },
    async (req, reply) => reply.code(201).send(await keys.createKey(ctx, requireUser(req).id, req.body.name)),
  );
  app.delete(
    '/api/api-keys/:id',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 204: z.null(), ...problems(404) },
      },
    },
    async (req, reply) => {
      await keys.revokeKey(ctx, requireUser(req).id, req.params.id);
      return reply.code(204).send(null);
    },
  );
}
