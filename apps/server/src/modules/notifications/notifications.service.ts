import { randomUUID } from 'node:crypto';
import type { Notification } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './notifications.repository.ts';

/**
 * Stores a notification and, when the user's 'Enable Notifications' setting is on, announces it
 * (the realtime relay pushes `notification` to the user's room). Stored either way, so the inbox is complete.
 */
export async function notify(
  ctx: AppContext,
  userId: string,
  n: repo.NewNotification,
): Promise<Notification | undefined> {
  const created = await batcherOf(ctx).add(userId, n);
  if (!created) return undefined;
  if (created.push) ctx.events.emit('notification.created', { userId, notification: created.notification });
  return created.notification;
}

/**
 * notify() inside the caller's transaction: the row is written with `q` (so it commits or rolls back
 * with the caller's other writes) and nothing is announced. Call the returned `announce` after the
 * transaction commits; a rolled-back notification is never pushed.
 */
export async function notifyInTx(
  ctx: AppContext,
  q: Queryable,
  userId: string,
  n: repo.NewNotification,
): Promise<{ notification?: Notification; announce(): void }> {
  const created = (await repo.insertMany(q, [{ id: randomUUID(), userId, n }])).values().next().value as Created;
  return {
    notification: created?.notification,
    announce: () => {
      if (created?.push) ctx.events.emit('notification.created', { userId, notification: created.notification });
    },
  };
}

type Created = { notification: Notification; push: boolean } | undefined;
interface Pending {
  id: string;
  userId: string;
  n: repo.NewNotification;
  resolve(c: Created): void;
  reject(e: unknown): void;
}

/**
 * Notifications created in the same turn of the event loop are written with one INSERT: at a
 * thousand a second that is the difference between one statement per notification and a few per tick.
 */
class Batcher {
  private queue: Pending[] = [];
  private scheduled = false;
  constructor(private readonly ctx: AppContext) {}
  add(userId: string, n: repo.NewNotification) {
    return new Promise<Created>((resolve, reject) => {
      this.queue.push({ id: randomUUID(), userId, n, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }
  private async flush() {
    // Stays scheduled until the queue is empty, so one flush at a time keeps creation order.
    while (this.queue.length) {
      const batch = this.queue.splice(0, 500);
      try {
        const rows = await repo.insertMany(this.ctx.db, batch);
        for (const p of batch) p.resolve(rows.get(p.id));
      } catch (err) {
        for (const p of batch) p.reject(err);
      }
    }
    this.scheduled = false;
  }
}
const batchers = new WeakMap<AppContext, Batcher>();
const batcherOf = (ctx: AppContext) => batchers.get(ctx) ?? (batchers.set(ctx, new Batcher(ctx)), batchers.get(ctx)!);

export async function list(ctx: AppContext, userId: string, limit: number, cursor?: string) {
  const [page, unreadCount] = await Promise.all([
    repo.list(ctx.db, userId, limit, cursor),
    repo.unreadCount(ctx.db, userId),
  ]);
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
