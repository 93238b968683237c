import { UuidParam, Notification, NotificationList, NotificationListQuery, UnreadCount } from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import * as service from './notifications.service.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];
// onRequest, so a missing token answers 401 before the body is validated.
const opts = { onRequest: authenticated };

/** The in-app inbox. Every route is scoped to the caller: another user's id answers 404. */
export async function notificationsRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/notifications',
    {
      ...opts,
      schema: {
        tags,
        security,
        querystring: NotificationListQuery,
        response: { 200: NotificationList, ...problems(400, 401) },
      },
    },
    async (req) => service.list(ctx, requireUser(req).id, req.query.limit, req.query.cursor),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: UuidParam,
        response: {
          200: z.object({ notification: Notification, unreadCount: z.number().int() }),
          ...problems(401, 404),
        },
      },
    },
    async (req) => service.markRead(ctx, requireUser(req).id, req.params.id),
  );

  app.post(
    '/api/notifications/read-all',
    { ...opts, schema: { tags, security, response: { 200: UnreadCount, ...problems(401) } } },
    async (req) => service.markAllRead(ctx, requireUser(req).id),
  );

  app.delete(
    '/api/notifications/:id',
    { ...opts, schema: { tags, security, params: UuidParam, response: { 200: UnreadCount, ...problems(401, 404) } } },
    async (req) => service.remove(ctx, requireUser(req).id, req.params.id),
  );

  app.delete(
    '/api/notifications',
    { ...opts, schema: { tags, security, response: { 200: UnreadCount, ...problems(401) } } },
    async (req) => service.clear(ctx, requireUser(req).id),
  );
}
