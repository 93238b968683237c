/**
 * "An hour before the window": followers of a live launch whose window (or NET) opens within the next hour
 * are told once. The key carries the window's start, so a launch that slips is announced again for its
 * new time. Samples are never announced (they are not real launches).
 */
import type { AppContext } from '../../context.ts';
import { claimOnce, notifyInTx } from '../notifications/notifications.service.ts';
import { launchFollowers } from '../follows/follows.service.ts';
import { refreshState } from '../leases/leases.service.ts';
import * as repo from './launches.repository.ts';
import { isUpcoming, utc } from './launches.service.ts';

const HOUR_MS = 3_600_000;

/** Returns how many notifications were sent. */
export async function alertLaunchWindows(ctx: AppContext, now: Date): Promise<number> {
  const state = await refreshState(ctx.db, 'launches');
  if (!state.last_refresh) return 0;
  const soon = (await repo.listAll(ctx.db)).filter((l) => {
    const opens = (l.windowStart ?? l.net).getTime();
    return opens > now.getTime() && opens <= now.getTime() + HOUR_MS && isUpcoming(l, now.getTime());
  });
  if (soon.length === 0) return 0;
  const followers = await launchFollowers(
    ctx.db,
    soon.map((l) => l.id),
  );
  let sent = 0;
  for (const f of followers) {
    const l = soon.find((s) => s.id === f.launch_id)!;
    const opens = l.windowStart ?? l.net;
    const announce = await ctx.db.tx(async (q) => {
      if (!(await claimOnce(q, f.user_id, `launch:${l.id}:t-1h:${opens.toISOString()}`))) return undefined;
      const minutes = Math.max(1, Math.round((opens.getTime() - now.getTime()) / 60_000));
      return (
        await notifyInTx(ctx, q, f.user_id, {
          type: 'sky',
          title: `Launch window opens soon: ${l.name}`,
          message: `${l.vehicle} — the window opens at ${utc(opens)}, in ${minutes} min (status: ${l.statusName}).`,
          link: `/mission-control?launch=${encodeURIComponent(l.id)}`,
        })
      ).announce;
    });
    if (announce) {
      announce();
      sent++;
    }
  }
  return sent;
}
