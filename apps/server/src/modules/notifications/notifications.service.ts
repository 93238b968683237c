import { randomUUID } from 'node:crypto';
import type { Notification } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { isMsg, render, type Msg } from '../../lib/i18n/index.ts';
import { userLanguage, userLanguages } from '../settings/settings.service.ts';
import * as repo from './notifications.repository.ts';

/** "Alert once" for every alert job (sky, close approach, launch, re-entry): one claim over one table. */
export { claimOnce, pruneAlertsSent } from './alerts-sent.repository.ts';

/**
 * What callers hand in: the title and message either as text or as catalogue messages (lib/i18n), written in
 * each recipient's Settings language when stored.
 */
export type NotificationInput = Omit<repo.NewNotification, 'title' | 'message'> & {
  title: string | Msg;
  message: string | Msg;
};
const needsLanguage = (n: NotificationInput) => isMsg(n.title) || isMsg(n.message);
const inLanguage = (n: NotificationInput, lang: Parameters<typeof render>[0]): repo.NewNotification => ({
  ...n,
  title: render(lang, n.title),
  message: render(lang, n.message),
});

/**
 * Stores a notification and, when the user's 'Enable Notifications' setting is on, announces it
 * (the realtime relay pushes `notification` to the user's room). Stored either way, so the inbox is complete.
 */
export async function notify(ctx: AppContext, userId: string, n: NotificationInput): Promise<Notification | undefined> {
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
  input: NotificationInput,
): Promise<{ notification?: Notification; announce(): void }> {
  const n = inLanguage(input, needsLanguage(input) ? await userLanguage(ctx, userId) : 'en');
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
  n: NotificationInput;
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
  add(userId: string, n: NotificationInput) {
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
        // The recipients' languages with one query, here rather than in notify(), so creation order stays.
        const wanted = batch.filter((p) => needsLanguage(p.n)).map((p) => p.userId);
        const langs = wanted.length ? await userLanguages(this.ctx, wanted) : new Map();
        const rows = await repo.insertMany(
          this.ctx.db,
          batch.map((p) => ({ ...p, n: inLanguage(p.n, langs.get(p.userId) ?? 'en') })),
        );
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
