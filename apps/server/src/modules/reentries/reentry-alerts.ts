/**
 * Followers of an object on the re-entry watch are told as its predicted window narrows: once when the
 * window is a week wide or less, and again at two days, twelve hours, three hours and one hour. A user who
 * was already told of a narrower window is not told of a wider one (a new element set can widen it again).
 */
import type { AppContext } from '../../context.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { satelliteFollowers } from '../follows/follows.service.ts';
import { claimOnce, notifyInTx } from '../notifications/notifications.service.ts';
import { decaying, type Watched } from './reentries.service.ts';

const HOUR_MS = 3_600_000;
/** Window widths that earn a notification, widest first. */
export const WIDTH_LEVELS_MS = [168, 48, 12, 3, 1].map((h) => h * HOUR_MS);

/** Index of the narrowest level the window fits in (−1: wider than a week). */
export const levelOf = (w: Pick<Watched, 'windowStartMs' | 'windowEndMs'>) => {
  const width = w.windowEndMs - w.windowStartMs;
  let level = -1;
  WIDTH_LEVELS_MS.forEach((max, i) => {
    if (width <= max) level = i;
  });
  return level;
};

const keyOf = (norad: number, level: number) => `reentry:${norad}:w${level}`;
const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const span = (ms: number) =>
  ms >= 48 * HOUR_MS ? `${Math.round(ms / 24 / HOUR_MS)} days` : `${Math.max(1, Math.round(ms / HOUR_MS))} h`;

/** Returns how many notifications were sent. */
export async function alertReentryFollowers(ctx: AppContext, engine: SkyEngine, now: Date): Promise<number> {
  const follows = (await satelliteFollowers(ctx)).filter((f) => f.reentry_alerts);
  if (follows.length === 0) return 0;
  const byNorad = new Map((await decaying(engine, ctx.db)).map((w) => [w.noradId, w]));
  let sent = 0;
  for (const f of follows) {
    const w = byNorad.get(Number(f.object_id.slice(4)));
    if (!w || w.windowEndMs < now.getTime()) continue;
    const level = levelOf(w);
    if (level < 0) continue;
    const narrower = WIDTH_LEVELS_MS.map((_, i) => i)
      .filter((i) => i > level)
      .map((i) => keyOf(w.noradId, i));
    const announce = await ctx.db.tx(async (q) => {
      if (!(await claimOnce(q, f.user_id, keyOf(w.noradId, level), narrower))) return undefined;
      return (
        await notifyInTx(ctx, q, f.user_id, {
          type: 'sky',
          title: `Re-entry window: ${w.name}`,
          message: `${w.name} is predicted to re-enter between ${utc(w.windowStartMs)} and ${utc(w.windowEndMs)} (a ${span(w.windowEndMs - w.windowStartMs)} window; most likely ${utc(w.predictedMs)}).`,
          link: `/objects/${f.object_id}`,
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
