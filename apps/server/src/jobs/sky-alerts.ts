import {
  ObserverSky,
  findObserverPasses,
  standardMagnitude,
  toSatrec,
  upcomingEvents,
  type SkyEvent,
} from '@cosmos/astro';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/client.ts';
import { notifyInTx } from '../modules/notifications/notifications.service.ts';
import type { NotificationInput as NewNotification } from '../modules/notifications/notifications.service.ts';
import { claimOnce, pruneAlertsSent } from '../modules/notifications/notifications.service.ts';
import { ISS_NORAD_ID, issTle } from '../modules/catalog/iss-elements.ts';
import { findElementSetsByIds } from '../modules/catalog/catalog.repository.ts';
import { usersOptedIn } from '../modules/settings/settings.repository.ts';
import { userLanguages } from '../modules/settings/settings.service.ts';
import { LOCALES, t, type Lang } from '../lib/i18n/index.ts';
import { every } from './every.ts';
import { passFollowers } from '../modules/follows/follows.service.ts';
import { defaultPlaces, type Station } from '../modules/places/places.service.ts';
import { verdictOfPass, type PassJudge } from '../modules/weather/outlook.service.ts';
import { DEFAULT_LEAD_MINUTES } from '../modules/follows/follows.service.ts';
import type { PassVerdictFilter } from '@cosmos/contracts';
import { presentPass } from '../sky/passes.ts';
import { formatPass, passTitle } from '@cosmos/contracts';
import { skyEventText } from '../sky/event-text.ts';

/** The ISS alert (Settings' switch) goes out this long before the pass becomes visible; a follow sets its own. */
export const ISS_WINDOW_MS = DEFAULT_LEAD_MINUTES * 60_000;
/** The longest lead a follow may ask for (contracts LeadMinutes). */
const MAX_LEAD_MS = 60 * 60_000;
/** Passes are searched from this long before the run, so one already visible (lead 0) is found whole. */
const LOOK_BACK_MS = 15 * 60_000;
/** An eclipse is announced when its peak is within this long from the run. */
export const ECLIPSE_WINDOW_MS = 24 * 3_600_000;
/** Lowest culmination that counts as a pass (degrees above the horizon), as on Satellite Data. */
export const ISS_MIN_ELEVATION_DEG = 10;
/** ISS pass keys are the culmination rounded to this bucket; a neighbouring bucket counts as the same pass. */
const PASS_BUCKET_MS = 10 * 60_000;

export interface SkyAlertsReport {
  issChecked: number;
  issSent: number;
  /** Visible passes of followed satellites announced. */
  followSent: number;
  eclipses: number;
  eclipseSent: number;
  nominalIss: boolean;
}

const utc = (d: Date) => `${d.toISOString().slice(11, 16)} UTC`;
/** "2026-08-12 17:46 UTC" in English; the language's own date ("12 ago 2026, 17:46 UTC") elsewhere. */
const utcDay = (d: Date, lang: Lang) =>
  lang === 'en'
    ? `${d.toISOString().slice(0, 10)} ${utc(d)}`
    : `${new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(d)} UTC`;

/** An eclipse alert's title and message in `lang`, from the event's structured fields (sky/event-text.ts). */
export function eclipseText(e: SkyEvent, hours: number, lang: Lang): { title: string; message: string } {
  const date = utcDay(new Date(e.date), lang);
  const { title: eclipse, detail } = skyEventText(e.about, lang);
  return {
    title: t(lang, 'pass.eclipse.alertTitle', { eclipse, date }),
    message: `${t(lang, 'pass.eclipse.inHours', { hours })} ${detail}`,
  };
}
const tick = () => new Promise<void>((r) => setImmediate(r));

/**
 * Claims the alert and stores its notification in one transaction, so a failed notification leaves the
 * alert unclaimed (the next run tries again); the push goes out only after the commit. True when sent.
 */
async function sendOnce(
  ctx: AppContext,
  userId: string,
  key: string,
  alsoTaken: string[],
  n: NewNotification,
): Promise<boolean> {
  const announce = await ctx.db.tx(async (q) => {
    if (!(await claimOnce(q, userId, key, alsoTaken))) return undefined;
    return (await notifyInTx(ctx, q, userId, n)).announce;
  });
  announce?.();
  return announce !== undefined;
}

interface Watched {
  noradId: number;
  name: string;
  line1: string;
  line2: string;
  nominal: boolean;
  /** The alert goes out this long before the pass becomes visible. */
  leadMs: number;
  /** Which passes alert, by the outlook's verdict. */
  verdict: PassVerdictFilter;
}

/** Whether a pass judged `v` alerts under `filter`. */
export const verdictAllows = (filter: PassVerdictFilter, v: 'go' | 'maybe' | 'no') =>
  filter === 'any' || v === 'go' || (filter === 'maybe' && v === 'maybe');

/** Element sets of followed satellites from the stored catalogue (a satellite no longer in it is skipped). */
async function followedSatellites(db: Queryable, ids: number[]): Promise<Map<number, Watched>> {
  if (!ids.length) return new Map();
  const rows = await findElementSetsByIds(db, ids);
  return new Map(
    rows.map((r) => [
      r.norad_id,
      {
        noradId: r.norad_id,
        name: r.name,
        line1: r.line1,
        line2: r.line2,
        nominal: r.source === 'nominal',
        leadMs: ISS_WINDOW_MS,
        verdict: 'any' as const,
      },
    ]),
  );
}

/**
 * One pass of the sky-alerts job at `now`:
 * - every user with `issPassAlerts` on and a location gets one notification for each VISIBLE ISS pass
 *   (sunlit, above 10°, Sun below −6° at the user's place), on the first run from 30 minutes before it becomes
 *   visible until it stops being visible;
 * - every user with a location gets the same for each satellite they follow, from the follow's lead time (0–60 min)
 *   before, and only for passes the outlook judges 'go' (or 'go' or 'maybe') when the follow asks so (issue 35);
 * - every user with `eclipseAlerts` on gets one notification for each solar or lunar eclipse whose
 *   peak is within the next 24 hours.
 * The message gives the time, the directions and the predicted brightness (magnitude).
 * Each (user, event) is claimed in alerts_sent (claimOnce) in the same transaction that stores its notification,
 * so repeated runs and several processes send it once and a failed notification is retried by the next run;
 * the push (when 'notifications' is on) goes out after the commit.
 */
export async function runSkyAlerts(ctx: AppContext, now = new Date(), judge?: PassJudge): Promise<SkyAlertsReport> {
  const report: SkyAlertsReport = {
    issChecked: 0,
    issSent: 0,
    followSent: 0,
    eclipses: 0,
    eclipseSent: 0,
    nominalIss: false,
  };
  const t0 = now.getTime();
  // Predict past the window so a pass visible near its end is complete (culmination, set, brightness).
  const horizon = t0 + MAX_LEAD_MS + 20 * 60_000;

  // Each user observes from their default place (places.service, the one source of every sky surface).
  const watch = new Map<string, { station: Station; sats: Watched[] }>();
  const issUsers = await usersOptedIn(ctx.db, 'issPassAlerts');
  const follows = await passFollowers(ctx);
  const stations = await defaultPlaces(ctx, [
    ...new Set([...issUsers.map((u) => u.id), ...follows.map((f) => f.user_id)]),
  ]);
  const watcher = (userId: string) => {
    let w = watch.get(userId);
    const s = stations.get(userId);
    if (!w && s) {
      w = { station: s, sats: [] };
      watch.set(userId, w);
    }
    return w;
  };
  if (issUsers.some((u) => stations.has(u.id))) {
    const tle = await issTle(ctx.db, now);
    report.nominalIss = tle.nominal;
    const iss: Watched = {
      noradId: ISS_NORAD_ID,
      name: 'ISS',
      line1: tle.line1,
      line2: tle.line2,
      nominal: tle.nominal,
      leadMs: ISS_WINDOW_MS,
      verdict: 'any',
    };
    for (const u of issUsers) watcher(u.id)?.sats.push(iss);
  }
  if (follows.length) {
    const sats = await followedSatellites(ctx.db, [...new Set(follows.map((f) => f.norad_id))]);
    for (const f of follows) {
      const sat = sats.get(f.norad_id);
      const w = watcher(f.user_id);
      if (!sat || !w) continue;
      const mine = { ...sat, leadMs: f.leadMinutes * 60_000, verdict: f.passVerdict };
      const i = w.sats.findIndex((s) => s.noradId === sat.noradId);
      // The ISS followed and switched on in Settings: the follow's lead and filter win.
      if (i < 0) w.sats.push(mine);
      else w.sats[i] = mine;
    }
  }

  // Each notification is written in its recipient's Settings language (one query for everyone watched).
  const langs = watch.size ? await userLanguages(ctx, [...watch.keys()]) : new Map<string, Lang>();
  let i = 0;
  for (const [userId, w] of watch) {
    if (i++ % 25 === 24) await tick(); // keep the event loop responsive with many users
    const st = w.station;
    const sky = new ObserverSky({ lat: st.lat, lon: st.lon, heightKm: st.heightKm }, t0 - LOOK_BACK_MS, horizon);
    for (const sat of w.sats) {
      const isIss = sat.noradId === ISS_NORAD_ID;
      if (isIss) report.issChecked += 1;
      const passes = findObserverPasses(toSatrec(sat), sky, {
        standardMagnitude: standardMagnitude(sat.noradId, sat.name),
        visibleOnly: true,
        minElevationDeg: ISS_MIN_ELEVATION_DEG,
        trackStepSeconds: 10,
      }).filter(
        // Due from `lead` before it becomes visible until it stops being visible (a run missed is made up).
        (p) =>
          !p.clipped &&
          p.visibleFrom !== null &&
          p.visibleFrom - sat.leadMs <= t0 &&
          (p.visibleTo ?? p.visibleFrom) > t0,
      );
      for (const p of passes) {
        const bucket = Math.round(p.culmination.time / PASS_BUCKET_MS);
        const prefix = isIss ? 'iss' : `sat${sat.noradId}`;
        const key = `${prefix}:${bucket}`;
        const shown = presentPass(p);
        // Only passes the outlook would call go (or go or maybe), with the same weather, horizon and sky light.
        if (sat.verdict !== 'any' && judge && !verdictAllows(sat.verdict, await verdictOfPass(ctx, judge, st, shown)))
          continue;
        const minutes = Math.max(1, Math.round((p.visibleFrom! - t0) / 60_000));
        const lang = langs.get(userId) ?? 'en';
        const name = isIss ? 'ISS' : sat.name;
        // Title and message lead with the visible part, written by the one pass formatter (ADR 0011).
        const text = { timeZone: st.timeZone, lang, zoneName: true };
        const message = t(lang, 'pass.alertMessage', {
          minutes,
          who: isIss ? t(lang, 'pass.theIss') : sat.name,
          pass: formatPass(shown, text),
        });
        const sent = await sendOnce(ctx, userId, key, [`${prefix}:${bucket - 1}`, `${prefix}:${bucket + 1}`], {
          type: 'sky',
          title: passTitle(name, shown, text),
          message: sat.nominal ? `${message} ${t(lang, 'pass.alertNominal')}` : message,
          link: `/objects/sat-${sat.noradId}`, // the object's page (passes, track, follow)
          ref: `sky:${key}`,
        });
        if (sent) {
          if (isIss) report.issSent += 1;
          else report.followSent += 1;
        }
      }
    }
  }

  const eclipseUsers = await usersOptedIn(ctx.db, 'eclipseAlerts');
  if (eclipseUsers.length) {
    const eclipses: SkyEvent[] = upcomingEvents(now, ECLIPSE_WINDOW_MS / 86_400_000).filter(
      (e) => e.about.kind === 'solarEclipse' || e.about.kind === 'lunarEclipse',
    );
    report.eclipses = eclipses.length;
    const eclipseLangs = await userLanguages(
      ctx,
      eclipseUsers.map((u) => u.id),
    );
    for (const e of eclipses) {
      const peak = new Date(e.date);
      const hours = Math.max(1, Math.round((peak.getTime() - t0) / 3_600_000));
      const key = `eclipse:${e.id}`;
      for (const u of eclipseUsers) {
        const sent = await sendOnce(ctx, u.id, key, [], {
          ...eclipseText(e, hours, eclipseLangs.get(u.id) ?? 'en'),
          type: 'sky',
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
export const startSkyAlertsJob = (ctx: AppContext, judge?: PassJudge, intervalMs = ctx.config.SKY_ALERTS_INTERVAL_MS) =>
  every(ctx, 'sky alerts', intervalMs, async () => {
    const r = await runSkyAlerts(ctx, new Date(), judge);
    if (r.issSent || r.followSent || r.eclipseSent) ctx.log.info(r, 'sky alerts');
    await pruneAlertsSent(ctx.db);
  });
