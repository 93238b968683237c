/**
 * Wires Web Push: the VAPID keys (config, or made once and kept sealed), the routes, and the listener that pushes
 * every announced notification to the user's browsers. `close` makes retries still waiting give up.
 */
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/route-types.ts';
import { pushRoutes } from './push.routes.ts';
import { pushNotification, RETRY_DELAYS_MS, type Push } from './push.service.ts';
import { loadVapid, type Vapid } from './vapid.ts';

export async function pushModule(app: App, ctx: AppContext, retryDelaysMs: readonly number[] = RETRY_DELAYS_MS) {
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
  return {
    push,
    close() {
      off();
      push.closing.abort();
    },
  };
}
