/**
 * Wires Web Push: the VAPID keys (config, or made once and kept sealed), the routes, the listener that pushes
 * every announced notification to the user's browsers, and the sweeper that sends the retries due (push-retries.ts).
 * `close` stops the sweeper; retries still waiting stay in the database for the next start.
 */
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/route-types.ts';
import { pushRoutes } from './push.routes.ts';
import { startRetrySweeper } from './push-retries.ts';
import { pushNotification, RETRY_DELAYS_MS, type Push } from './push.service.ts';
import { loadVapid, type Vapid } from './vapid.ts';

export async function pushModule(
  app: App,
  ctx: AppContext,
  o: { retryDelaysMs?: readonly number[]; sweep: boolean } = { sweep: true },
) {
  const retryDelaysMs = o.retryDelaysMs ?? RETRY_DELAYS_MS;
  // Loaded on first use (the first subscription or push), not at start: the OpenAPI document builds the app with no
  // database, and a start should not wait for it. A failed load is tried again next time.
  let loading: Promise<Vapid> | undefined;
  const vapid = () =>
    (loading ??= loadVapid(ctx).catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
  const push: Push = { ctx, vapid, closing: new AbortController(), retryDelaysMs };
  await pushRoutes(app, push);
  // Not awaited by the event bus: a slow push service never holds up whoever created the notification.
  const off = ctx.events.on('notification.created', async ({ userId, notification }) => {
    await pushNotification(push, userId, notification);
  });
  // Due retries are looked for every 5 s (sooner when the first wait is shorter, as in tests).
  if (o.sweep) startRetrySweeper(push, Math.max(10, Math.min(5_000, retryDelaysMs[0] ?? 5_000)));
  return {
    push,
    close() {
      off();
      push.closing.abort();
    },
  };
}
