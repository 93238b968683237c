/**
 * "Will I actually see it?": each visible pass of the satellites asked about (one, or every followed one) and each
 * night, judged go / maybe / no by packages/astro's verdict from the forecast hour, the place's horizon and the
 * sky's limiting magnitude (twilight and Moon), with the reasons worded in the reader's language.
 */
import {
  type Verdict,
  darkWindow,
  limitingMagnitude,
  luminariesAt,
  nightVerdict,
  passVerdict,
  separationDeg,
  type Judged,
  type Site,
} from '@cosmos/astro';
import {
  passMagnitudeWithSigma,
  type NightOutlook,
  type Outlook,
  type OutlookQuery,
  type PassOutlook,
  type SkyPass,
  type WeatherHour,
} from '@cosmos/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { t, type Lang } from '../../lib/i18n/index.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import type { SkyTicker } from '../../sky/ticker.ts';
import * as follows from '../follows/follows.service.ts';
import { eveningDate, presentStation, station as placeOf } from '../observer/observer.service.ts';
import type { Station } from '../places/places.service.ts';
import { hoursBetween, weatherAt, type WeatherSource } from './weather.service.ts';

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** Altitude of the place's horizon (degrees) at an azimuth; flat (0°) without a profile. */
export type Horizon = (azimuthDeg: number) => number;
export const FLAT: Horizon = () => 0;

/** Where the horizon profile comes from (the horizons module); app.ts wires it, so this module imports none. */
export type HorizonLookup = (ctx: AppContext, placeId: string | null) => Promise<Horizon>;

/** The reasons in words; a pass's magnitude is written with its sigma ("2.5 ± 0.6", issue 34). */
export function words(lang: Lang, kind: 'pass' | 'night', j: Judged, magnitudeSigma: number | null = null) {
  const reasons = j.reasons.map((r) => ({
    code: r.code,
    verdict: r.verdict,
    text: t(
      lang,
      `outlook.${kind}.${r.code}`,
      typeof r.values.mag === 'number' && magnitudeSigma !== null
        ? { ...r.values, mag: passMagnitudeWithSigma(r.values.mag, magnitudeSigma, lang) }
        : r.values,
    ),
  }));
  return { verdict: j.verdict, reason: reasons.map((r) => r.text).join(t(lang, 'outlook.separator')), reasons };
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The Sun and Moon at a place and instant, and a date's dark window, remembered: every outlook of a place asks for
 * the same instants again (each pass's judged moment, each night's dusk, hours and dawn), and each costs an
 * ephemeris (about 0.6 ms; a 7-day outlook makes some 200). Bounded, the oldest entries go first.
 */
const MEMO_MAX = 20_000;
const skyMemo = new Map<string, ReturnType<typeof luminariesAt>>();
const darkMemo = new Map<string, ReturnType<typeof darkWindow>>();
function remembered<T>(memo: Map<string, T>, key: string, make: () => T): T {
  let v = memo.get(key);
  if (v === undefined) {
    v = make();
    memo.set(key, v);
    if (memo.size > MEMO_MAX) memo.delete(memo.keys().next().value!);
  }
  return v;
}
const siteKey = (site: Site) => `${site.lat},${site.lon},${site.heightKm}`;
const skyAt = (site: Site, ms: number) => remembered(skyMemo, `${siteKey(site)}@${ms}`, () => luminariesAt(site, ms));
const darkWindowOf = (site: Site, date: string) =>
  remembered(darkMemo, `${siteKey(site)}@${date}`, () => darkWindow(site, date));

/** One visible pass judged: the visible part is clipped to the horizon, the brightest point sets the magnitude. */
export function judgePass(
  site: Site,
  pass: SkyPass,
  hours: WeatherHour[],
  horizon: Horizon,
): Omit<PassOutlook, 'id' | 'name' | 'verdict' | 'reason' | 'reasons'> & { judged: Judged } {
  const from = pass.visibleFrom ? Date.parse(pass.visibleFrom) : NaN;
  const to = pass.visibleTo ? Date.parse(pass.visibleTo) : NaN;
  // The visible segment's own start, peak and end are exact; the 10 s track samples fill in between. A segment
  // shorter than one sample step would otherwise hold no point at all and read as "hidden" behind a flat horizon.
  const seg = pass.visibleSegment;
  const exact = seg ? [seg.start, seg.peak, seg.end].map((p) => ({ ...p, sunlit: true })) : [];
  const sampled = pass.track.filter((p) => {
    const tt = Date.parse(p.time);
    return p.sunlit && tt > from && tt < to;
  });
  const inWindow = [...exact, ...sampled].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  const above = inWindow.filter((p) => p.elevationDeg > horizon(p.azimuthDeg));
  const step = pass.track.length > 1 ? (Date.parse(pass.track[1].time) - Date.parse(pass.track[0].time)) / 1000 : 10;
  const visibleSeconds = Number.isFinite(from) ? Math.max(step, (to - from) / 1000) : 0;
  const aboveSeconds = inWindow.length ? (visibleSeconds * above.length) / inWindow.length : 0;
  // The moment judged: the brightest point above the horizon, else culmination.
  const best = above.reduce<(typeof above)[number] | null>(
    (b, p) => (p.magnitude !== null && (b === null || b.magnitude === null || p.magnitude < b.magnitude) ? p : b),
    null,
  ) ?? { ...pass.culmination, magnitude: pass.maxMagnitude, sunlit: true };
  const when = Date.parse(best.time);
  const sky = skyAt(site, when);
  const lim = limitingMagnitude({
    sunAltitudeDeg: sky.sunAltitudeDeg,
    moonAltitudeDeg: sky.moonAltitudeDeg,
    moonPhaseAngleDeg: sky.moonPhaseAngleDeg,
    moonSeparationDeg: separationDeg(best.elevationDeg, best.azimuthDeg, sky.moonAltitudeDeg, sky.moonAzimuthDeg),
    targetAltitudeDeg: best.elevationDeg,
  });
  const weather = weatherAt(hours, when);
  const judged = passVerdict({
    magnitude: best.magnitude ?? pass.maxMagnitude,
    limitingMagnitude: lim,
    weather,
    visibleSeconds,
    aboveHorizonSeconds: aboveSeconds,
  });
  return {
    rise: pass.rise.time,
    visibleFrom: above.length ? above[0].time : null,
    visibleTo: above.length ? above[above.length - 1].time : null,
    maxMagnitude: best.magnitude ?? pass.maxMagnitude,
    magnitudeSigma: pass.magnitudeSigma,
    limitingMagnitude: Math.round(lim * 10) / 10,
    hiddenByHorizon: visibleSeconds > 0 && above.length === 0,
    weather,
    judged,
  };
}

/** The night of `date` at a place: dusk to dawn (nautical, else civil), its dark hours' weather and moonlight. */
export function judgeNight(site: Site, date: string, hours: WeatherHour[]) {
  const { from, to } = darkWindowOf(site, date);
  const mid = (from + to) / 2;
  const sky = skyAt(site, mid);
  let moonUp = 0;
  for (let tt = from; tt < to; tt += HOUR) if (skyAt(site, tt).moonAltitudeDeg > 0) moonUp++;
  const lim = limitingMagnitude({
    sunAltitudeDeg: sky.sunAltitudeDeg,
    moonAltitudeDeg: sky.moonAltitudeDeg,
    moonPhaseAngleDeg: sky.moonPhaseAngleDeg,
    moonSeparationDeg: 90 - sky.moonAltitudeDeg,
    targetAltitudeDeg: 90,
  });
  const judged = nightVerdict({
    hours: hoursBetween(hours, from, to),
    limitingMagnitude: lim,
    moonIllumination: sky.moonIllumination,
    moonUpHours: moonUp,
  });
  return {
    date,
    from: iso(from),
    to: iso(to),
    limitingMagnitude: Math.round(lim * 10) / 10,
    moonIllumination: Math.round(sky.moonIllumination * 100) / 100,
    judged,
  };
}

type Query = z.output<typeof OutlookQuery>;

export interface OutlookDeps {
  engine: SkyEngine;
  ticker: SkyTicker;
  weather: WeatherSource;
  horizon: HorizonLookup;
}

/** The satellites asked about: `id`, else every satellite followed (either list of follows). */
async function satellitesOf(ctx: AppContext, deps: OutlookDeps, userId: string, id?: string) {
  if (id) {
    const e = deps.engine.get(id);
    if (!e || e.kind !== 'sat') throw notFound('Satellite');
    return [e];
  }
  const ids = new Set((await follows.list(ctx, deps.engine, userId)).map((f) => f.objectId));
  return [...ids]
    .map((i) => deps.engine.get(i))
    .filter((e) => e?.kind === 'sat')
    .map((e) => e!);
}

export async function outlook(
  ctx: AppContext,
  deps: OutlookDeps,
  userId: string,
  lang: Lang,
  q: Query,
): Promise<Outlook> {
  const s = await placeOf(ctx, userId, q.locationId);
  const now = Date.now();
  const [forecast, horizon, sats] = await Promise.all([
    deps.weather.forecast(s.lat, s.lon),
    deps.horizon(ctx, s.locationId ?? null),
    satellitesOf(ctx, deps, userId, q.id),
  ]);
  const site: Site = { lat: s.lat, lon: s.lon, heightKm: s.heightKm };
  const passes: PassOutlook[] = [];
  for (const sat of sats) {
    if (sat.kind !== 'sat') continue;
    const list = await deps.ticker.passes(sat.ref, s, now, q.days, 10, true);
    for (const p of list) {
      const { judged, ...rest } = judgePass(site, p, forecast.hours, horizon);
      if (q.verdict === 'go' && judged.verdict !== 'go') continue;
      if (q.verdict === 'maybe' && judged.verdict === 'no') continue;
      passes.push({ id: sat.id, name: sat.name, ...rest, ...words(lang, 'pass', judged, rest.magnitudeSigma) });
    }
  }
  passes.sort((a, b) => Date.parse(a.rise) - Date.parse(b.rise));
  const nights: NightOutlook[] = [];
  for (let d = 0; d < q.days; d++) {
    const { judged, ...rest } = judgeNight(site, eveningDate(now + d * DAY, s.timeZone), forecast.hours);
    nights.push({ ...rest, ...words(lang, 'night', judged) });
  }
  return { station: presentStation(s), weatherSource: forecast.source, nights, passes };
}

/** What judges a visible pass for the pass-alert job: the forecast source and the horizon lookup the outlook uses. */
export interface PassJudge {
  weather: WeatherSource;
  horizon: HorizonLookup;
}

/**
 * The verdict of one visible pass seen from a user's place, exactly as the outlook shows it (the pass-alert job
 * limits alerts to 'go' or 'maybe' passes with it, issue 35).
 */
export async function verdictOfPass(ctx: AppContext, judge: PassJudge, s: Station, pass: SkyPass): Promise<Verdict> {
  const [forecast, horizon] = await Promise.all([
    judge.weather.forecast(s.lat, s.lon),
    judge.horizon(ctx, s.locationId ?? null),
  ]);
  return judgePass({ lat: s.lat, lon: s.lon, heightKm: s.heightKm }, pass, forecast.hours, horizon).judged.verdict;
}
