/**
 * Alerts followers of an object about its upcoming conjunctions under their threshold, once per
 * encounter: the encounter's key is the pair and its TCA in 10-minute buckets, and a neighbouring
 * bucket counts as the same encounter (a later screen on newer elements moves the TCA a little).
 */
import type { AppContext } from '../../context.ts';
import { claimOnce, notifyInTx } from '../notifications/notifications.service.ts';
import { satelliteFollowers } from '../follows/follows.service.ts';
import { upcomingFor, type ConjunctionRow } from './conjunctions.repository.ts';

const BUCKET_MS = 10 * 60_000;

const keyOf = (r: ConjunctionRow, bucket: number) => `conj:${r.primary_norad}-${r.secondary_norad}:${bucket}`;
const utc = (d: Date) => `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)} UTC`;

/** Returns how many notifications were sent. */
export async function alertFollowers(ctx: AppContext, now: Date): Promise<number> {
  const follows = (await satelliteFollowers(ctx)).filter((f) => f.conjunction_alerts);
  if (follows.length === 0) return 0;
  const norads = [...new Set(follows.map((f) => Number(f.object_id.slice(4))))];
  const upcoming = await upcomingFor(ctx.db, norads, now);
  let sent = 0;
  for (const f of follows) {
    const norad = Number(f.object_id.slice(4));
    for (const r of upcoming) {
      if ((r.primary_norad !== norad && r.secondary_norad !== norad) || r.miss_km > f.conjunction_threshold_km)
        continue;
      const tca = new Date(r.tca);
      const bucket = Math.floor(tca.getTime() / BUCKET_MS);
      const [mine, other] =
        r.primary_norad === norad ? [r.primary_name, r.secondary_name] : [r.secondary_name, r.primary_name];
      const announce = await ctx.db.tx(async (q) => {
        if (!(await claimOnce(q, f.user_id, keyOf(r, bucket), [keyOf(r, bucket - 1), keyOf(r, bucket + 1)])))
          return undefined;
        return (
          await notifyInTx(ctx, q, f.user_id, {
            type: 'sky',
            title: `Close approach: ${mine}`,
            message: `${mine} and ${other} pass ${formatKm(r.miss_km)} apart at ${utc(tca)} (relative speed ${r.rel_speed_kms.toFixed(1)} km/s).`,
            link: `/objects/${f.object_id}`,
          })
        ).announce;
      });
      if (announce) {
        announce();
        sent++;
      }
    }
  }
  return sent;
}

const formatKm = (km: number) => (km < 1 ? `${Math.round(km * 1000)} m` : `${km.toFixed(2)} km`);
