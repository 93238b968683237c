import {
  AcceptBody,
  CommunityCategory,
  CommunityPost,
  CommunityPostPage,
  CommunityPostQuery,
  CommunitySearchHit,
  CommunitySearchQuery,
  CommunityStatus,
  CommunityThread,
  CommunityThreadPage,
  CommunityThreadQuery,
  CreatePostBody,
  CreateThreadBody,
  EditPostBody,
  UuidParam,
  PreviewBody,
  PreviewResult,
  SubscriptionResult,
  VoteResult,
} from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { limit, limitPosting } from './posting-guard.ts';
import * as service from './community.service.ts';

const tags = ['community'];
const security = [{ bearer: [] }];
// onRequest, so a missing token answers 401 before the body is validated.
const opts = { onRequest: authenticated };

/** Reading and writing the forum. Every route needs a signed-in user; moderation lives in moderation.routes.ts. */
export async function communityRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/community/status',
    { ...opts, schema: { tags, security, response: { 200: CommunityStatus, ...problems(401) } } },
    async (req) => service.status(ctx, requireUser(req)),
  );

  app.get(
    '/api/community/categories',
    { ...opts, schema: { tags, security, response: { 200: z.array(CommunityCategory), ...problems(401) } } },
    async () => service.categories(ctx),
  );

  app.get(
    '/api/community/threads',
    {
      ...opts,
      schema: {
        tags,
        security,
        querystring: CommunityThreadQuery,
        response: { 200: CommunityThreadPage, ...problems(400, 401) },
      },
    },
    async (req) => service.listThreads(ctx, req.query),
  );

  app.get(
    '/api/community/search',
    {
      ...opts,
      schema: {
        tags,
        security,
        querystring: CommunitySearchQuery,
        response: { 200: z.array(CommunitySearchHit), ...problems(400, 401, 429) },
      },
    },
    async (req, reply) => {
      await limit(ctx, reply, 'search', requireUser(req).id);
      return service.search(ctx, req.query);
    },
  );

  app.post(
    '/api/community/threads',
    {
      ...opts,
      schema: {
        tags,
        security,
        body: CreateThreadBody,
        response: { 201: CommunityThread, ...problems(400, 401, 403, 429) },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      await limitPosting(ctx, reply, user.id, req.ip);
      reply.code(201);
      return service.createThread(ctx, user, req.body);
    },
  );

  app.get(
    '/api/community/threads/:id',
    {
      ...opts,
      schema: { tags, security, params: UuidParam, response: { 200: CommunityThread, ...problems(401, 404) } },
    },
    async (req) => service.getThread(ctx, requireUser(req), req.params.id),
  );

  app.get(
    '/api/community/threads/:id/posts',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: UuidParam,
        querystring: CommunityPostQuery,
        response: { 200: CommunityPostPage, ...problems(400, 401, 404) },
      },
    },
    async (req) => service.listPosts(ctx, requireUser(req), req.params.id, req.query.limit, req.query.cursor),
  );

  app.post(
    '/api/community/threads/:id/posts',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: UuidParam,
        body: CreatePostBody,
        response: { 201: CommunityPost, ...problems(400, 401, 403, 404, 429) },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      await limitPosting(ctx, reply, user.id, req.ip);
      reply.code(201);
      return service.reply(ctx, user, req.params.id, req.body);
    },
  );

  app.patch(
    '/api/community/posts/:id',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: UuidParam,
        body: EditPostBody,
        response: { 200: CommunityPost, ...problems(400, 401, 403, 404, 429) },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      await limitPosting(ctx, reply, user.id, req.ip);
      return service.editPost(ctx, user, req.params.id, req.body.body);
    },
  );

  app.delete(
    '/api/community/posts/:id',
    {
      ...opts,
      schema: { tags, security, params: UuidParam, response: { 200: CommunityPost, ...problems(401, 403, 404) } },
    },
    async (req) => service.deletePost(ctx, requireUser(req), req.params.id),
  );

  for (const [method, up] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/community/threads/:id/vote',
      ...opts,
      schema: {
        tags,
        security,
        params: UuidParam,
        response: { 200: VoteResult, ...problems(400, 401, 403, 404, 429) },
      },
      handler: async (req, reply) => {
        const user = requireUser(req);
        await limit(ctx, reply, 'react', user.id);
        return service.vote(ctx, user, req.params.id, up);
      },
    });
  }

  app.put(
    '/api/community/threads/:id/subscription',
    {
      ...opts,
      schema: { tags, security, params: UuidParam, response: { 200: SubscriptionResult, ...problems(401, 404) } },
    },
    async (req) => service.setSubscription(ctx, requireUser(req), req.params.id, true),
  );
  app.delete(
    '/api/community/threads/:id/subscription',
    {
      ...opts,
      schema: { tags, security, params: UuidParam, response: { 200: SubscriptionResult, ...problems(401, 404) } },
    },
    async (req) => service.setSubscription(ctx, requireUser(req), req.params.id, false),
  );

  app.put(
    '/api/community/threads/:id/accepted',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: UuidParam,
        body: AcceptBody,
        response: { 200: CommunityThread, ...problems(400, 401, 403, 404, 429) },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      await limit(ctx, reply, 'react', user.id);
      return service.accept(ctx, user, req.params.id, req.body.postId);
    },
  );

  // The reply box's preview uses the same renderer as posting, so what you see is what gets posted.
  app.post(
    '/api/community/preview',
    {
      ...opts,
      schema: { tags, security, body: PreviewBody, response: { 200: PreviewResult, ...problems(400, 401, 429) } },
    },
    async (req, reply) => {
      await limit(ctx, reply, 'preview', requireUser(req).id);
      return { html: service.render(ctx, req.body.body) };
    },
  );
}
