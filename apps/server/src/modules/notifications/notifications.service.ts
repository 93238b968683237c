import type { Notification } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { readSettings } from '../settings/settings.routes.ts';
import * as repo from './notifications.repository.ts';

/**
 * Stores a notification and, when the user's 'Enable Notifications' setting is on, announces it
 * (the realtime relay pushes `notification` to the user's room). Stored either way, so the inbox is complete.
 */
export async function notify(ctx: AppContext, userId: string, n: repo.NewNotification): Promise<Notification | undefined> {
  const created = await repo.insert(ctx.db, userId, n);
  if (!created) return undefined;
  const settings = await readSettings(ctx.db, userId);
  if (settings.notifications) ctx.events.emit('notification.created', { userId, notification: created });
  return created;
}

export async function list(ctx: AppContext, userId: string, limit: number, cursor?: string) {
  const [page, unreadCount] = await Promise.all([repo.list(ctx.db, userId, limit, cursor), repo.unreadCount(ctx.db, userId)]);
  return { ...page, unreadCount };
}

export async function markRead(ctx: AppContext, userId: string, id: string) {
  const row = await repo.markRead(ctx.db, userId, id);
  if (!row) throw notFound('Notification');
  return { notification: repo.present(row), unreadCount: await repo.unreadCount(ctx.db, userId) };
}

export async function markAllRead(ctx: AppContext, userId: string) {
  await repo.markAllRead(ctx.db, userId);
  return { unreadCount: 0 };
}

export async function remove(ctx: AppContext, userId: string, id: string) {
  if (!(await repo.remove(ctx.db, userId, id))) throw notFound('Notification');
  return { unreadCount: await repo.unreadCount(ctx.db, userId) };
}

export async function clear(ctx: AppContext, userId: string) {
  await repo.clear(ctx.db, userId);
  return { unreadCount: 0 };
}
