import { predictPasses, toSatrec, upcomingEvents, type SkyEvent } from '@cosmos/astro';
import type { AppContext } from '../context.ts';
import { notifyInTx } from '../modules/notifications/notifications.service.ts';
import type { NewNotification } from '../modules/notifications/notifications.repository.ts';
import { claimSkyAlert, pruneSkyAlerts } from '../modules/notifications/sky-alerts.repository.ts';
import { issTle } from '../modules/catalog/iss-elements.ts';
import { usersOptedIn } from '../modules/settings/settings.repository.ts';
import { every } from './every.ts';

/** An ISS pass is announced when it rises within this long from the run. */
export const ISS_WINDOW_MS = 30 * 60_000;
/** An eclipse is announced when its peak is within this long from the run. */
export const ECLIPSE_WINDOW_MS = 24 * 3_600_000;
/** Lowest culmination that counts as a pass (degrees above the horizon), as on Satellite Data. */
export const ISS_MIN_ELEVATION_DEG = 10;
/** ISS pass keys are the culmination rounded to this bucket; a neighbouring bucket counts as the same pass. */
const PASS_BUCKET_MS = 10 * 60_000;

export interface SkyAlertsReport {
  issChecked: number;
  issSent: number;
  eclipses: number;
  eclipseSent: number;
  nominalIss: boolean;
}

const utc = (d: Date) => `${d.toISOString().slice(11, 16)} UTC`;
const utcDay = (d: Date) => `${d.toISOString().slice(0, 10)} ${utc(d)}`;
const tick = () => new Promise<void>((r) => setImmediate(r));

/**
 * Claims the alert and stores its notification in one transaction, so a failed notification leaves the
 * alert unclaimed (the next run tries again); the push goes out only after the commit. True when sent.
 */
async function sendOnce(ctx: AppContext, userId: string, key: string, alsoTaken: string[], n: NewNotification): Promise<boolean> {
  const announce = await ctx.db.tx(async (q) => {
    if (!(await claimSkyAlert(q, userId, key, alsoTaken))) return undefined;
    return (await notifyInTx(ctx, q, userId, n)).announce;
  });
  announce?.();
  return announce !== undefined;
}

/**
 * One pass of the sky-alerts job at `now`:
 * - every user with `issPassAlerts` on and a location gets one notification for each ISS pass
 *   (culmination ≥ 10°) that rises within the next 30 minutes;
 * - every user with `eclipseAlerts` on gets one notification for each solar or lunar eclipse whose
 *   peak is within the next 24 hours.
 * Each (user, event) is claimed in sky_alerts_sent in the same transaction that stores its notification,
 * so repeated runs and several processes send it once and a failed notification is retried by the next run;
 * the push (when 'notifications' is on) goes out after the commit.
 */
export async function runSkyAlerts(ctx: AppContext, now = new Date()): Promise<SkyAlertsReport> {
  const report: SkyAlertsReport = { issChecked: 0, issSent: 0, eclipses: 0, eclipseSent: 0, nominalIss: false };
  const t0 = now.getTime();

  const issUsers = await usersOptedIn(ctx.db, 'issPassAlerts', true);
  if (issUsers.length) {
    const tle = await issTle(ctx.db, now);
    report.nominalIss = tle.nominal;
    const satrec = toSatrec(tle);
    // Predict past the window so a pass that rises near its end is complete (true culmination and set).
    const days = (ISS_WINDOW_MS + 20 * 60_000) / 86_400_000;
    for (const [i, u] of issUsers.entries()) {
      if (i % 25 === 24) await tick(); // keep the event loop responsive with many users
      report.issChecked += 1;
      const passes = predictPasses(satrec, { lat: u.latitude!, lon: u.longitude!, heightKm: 0 }, now, days, ISS_MIN_ELEVATION_DEG)
        .filter((p) => p.rise.getTime() > t0 && p.rise.getTime() <= t0 + ISS_WINDOW_MS);
      for (const p of passes) {
        const bucket = Math.round(p.culmination.getTime() / PASS_BUCKET_MS);
        const key = `iss:${bucket}`;
        const minutes = Math.max(1, Math.round((p.rise.getTime() - t0) / 60_000));
        const sent = await sendOnce(ctx, u.id, key, [`iss:${bucket - 1}`, `iss:${bucket + 1}`], {
          type: 'sky',
          title: `ISS pass over you at ${utc(p.rise)}`,
          message:
            `The ISS rises in about ${minutes} min (${utc(p.rise)}), is highest at ${p.maxElevationDeg.toFixed(0)}° at ${utc(p.culmination)} ` +
            `and sets at ${utc(p.set)}.${tle.nominal ? ' Predicted from the nominal ISS orbit; the live catalogue was not available.' : ''}`,
          link: '/satellite-data',
          ref: `sky:${key}`,
        });
        if (sent) report.issSent += 1;
      }
    }
  }

  const eclipseUsers = await usersOptedIn(ctx.db, 'eclipseAlerts', false);
  if (eclipseUsers.length) {
    const eclipses: SkyEvent[] = upcomingEvents(now, ECLIPSE_WINDOW_MS / 86_400_000).filter((e) => e.kind === 'alert');
    report.eclipses = eclipses.length;
    for (const e of eclipses) {
      const peak = new Date(e.date);
      const hours = Math.max(1, Math.round((peak.getTime() - t0) / 3_600_000));
      const key = `eclipse:${e.id}`;
      for (const u of eclipseUsers) {
        const sent = await sendOnce(ctx, u.id, key, [], {
          type: 'sky',
          title: `${e.title}: peak ${utcDay(peak)}`,
          message: `In about ${hours} h. ${e.detail}`,
          link: '/',
          ref: `sky:${key}`,
        });
        if (sent) report.eclipseSent += 1;
      }
    }
  }
  return report;
}

/** Runs the sky alerts every `intervalMs` (0: never); `stop` waits for a run in progress. */
export const startSkyAlertsJob = (ctx: AppContext, intervalMs = ctx.config.SKY_ALERTS_INTERVAL_MS) =>
  every(ctx, 'sky alerts', intervalMs, async () => {
    const r = await runSkyAlerts(ctx);
    if (r.issSent || r.eclipseSent) ctx.log.info(r, 'sky alerts');
    await pruneSkyAlerts(ctx.db);
  });
