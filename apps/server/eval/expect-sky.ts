/**
 * The test set's sky expectations, computed independently of the assistant: astronomy-engine and satellite.js called
 * directly, element sets read from the satellites table, meteor-shower peaks from the IMO calendar. Times named in a
 * question ("tomorrow at 10 pm", "on Christmas", "Friday evening") are resolved here in the asker's time zone.
 */
import {
  Body,
  Constellation,
  Equator,
  Horizon,
  Illumination,
  MoonPhase,
  Observer,
  SearchRiseSet,
} from 'astronomy-engine';
import type { Db } from '../src/db/client.ts';
import { LOCALE, WORDS, type Lang } from './answer-words.ts';
import { EVAL_SITE } from './eval-app.ts';
import { BODY_NAMES, COMPASS, constellationNames, fold, mentions, NAKED_EYE, PLANETS } from './localized-words.ts';
import { METEOR_SHOWERS, MOON_PHASES } from './sky-event-words.ts';
import { local, localInstant, resolveAt, TZ, type At } from './local-time.ts';
import { DAY, satelliteLook, scanPasses, sunAltitude } from './sky-reference.ts';

export { localInstant, resolveAt, TZ, type At };

export interface Reply {
  content: string;
  citations: { href: string }[];
  offerTicket: boolean;
}
export interface Check {
  ok: boolean;
  why: string;
}
export type SkyExpect =
  | { kind: 'position'; body: string; at?: At; altOnly?: boolean }
  | { kind: 'constellation-of'; body: string }
  | { kind: 'brightest-planet'; days: number }
  | { kind: 'visible-night'; body: string; at: At }
  | { kind: 'visible-at'; body: string; at: At }
  | { kind: 'planets-up' }
  | { kind: 'planets-tonight' }
  | { kind: 'moon-now' }
  | { kind: 'riseset-at'; body: string; event: 'rise' | 'set'; at: At }
  | { kind: 'meteor-shower'; shower?: string }
  | { kind: 'sat-where'; norad: number }
  | { kind: 'sat-subpoint'; norad: number }
  | { kind: 'group-visible'; prefix: string; night: At }
  | { kind: 'pass'; norad: number; visible?: boolean; days?: number; night?: At; start?: At };

const OBS = new Observer(EVAL_SITE.lat, EVAL_SITE.lon, 0);

// ---- formatting ----
const dayText = (d: Date, lang: Lang) =>
  new Intl.DateTimeFormat(LOCALE[lang], { timeZone: TZ, day: 'numeric', month: 'long', year: 'numeric' }).format(d);
const dayMonth = (d: Date, lang: Lang) => {
  const f = (loc: string) => new Intl.DateTimeFormat(loc, { timeZone: TZ, day: 'numeric', month: 'long' }).format(d);
  return lang === 'en' ? [f('en-GB'), f('en-US')] : [f(LOCALE[lang])];
};
const hm = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
const has = (r: Reply, s: string) => fold(r.content).includes(fold(s));
/** The date and the minute (±1 minute) of one of `instants`. */
function containsWhen(r: Reply, instants: Date[], lang: Lang, withinNight = false): Check {
  for (const t of instants) {
    const times = [-60_000, 0, 60_000].map((o) => hm(new Date(t.getTime() + o)));
    // Within one named night a clock time is unambiguous: "tonight … from 05:39" need not repeat the date.
    if ((withinNight || has(r, dayText(t, lang))) && times.some((x) => r.content.includes(x)))
      return { ok: true, why: '' };
  }
  return { ok: false, why: `expected ${instants.map((t) => `${dayText(t, lang)} ${hm(t)}`).join(' or ')}` };
}
const startsYesNo = (r: Reply, lang: Lang) =>
  r.content.startsWith(WORDS[lang].yes) ? true : r.content.startsWith(WORDS[lang].no) ? false : null;
/** Every angle in the answer, in degrees ("−12°", "35.4 °", "212,5°"). */
const angles = (r: Reply) =>
  [...r.content.matchAll(/([-−]?\d+(?:[.,]\d+)?)\s?°/g)].map((m) => Number(m[1]!.replace('−', '-').replace(',', '.')));
const angleGap = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

/** Altitude (an angle within 1.5°) and azimuth (an angle within 3°, or a compass direction within 35°). */
function altAz(r: Reply, alt: number, az: number, lang: Lang): Check {
  const a = angles(r);
  if (!a.some((x) => Math.abs(x - alt) <= 1.5))
    return { ok: false, why: `no altitude near ${alt.toFixed(1)}° (angles ${JSON.stringify(a)})` };
  const azOk =
    Number.isNaN(az) ||
    a.some((x) => angleGap(x, az) <= 3) ||
    COMPASS.some(
      (c) =>
        angleGap(c.az, az) <= 35 &&
        (c.words[lang].some((w) => mentions(r.content, w)) ||
          new RegExp(`(°\\s*\\(?|\\()${c.abbr[lang]}\\b`).test(r.content)),
    );
  return azOk ? { ok: true, why: '' } : { ok: false, why: `no azimuth near ${az.toFixed(0)}°` };
}

const body = (name: string) => Body[(name[0]!.toUpperCase() + name.slice(1)) as keyof typeof Body] as Body;
const place = (name: string, t: Date) => {
  const eq = Equator(body(name), t, OBS, true, true);
  const hor = Horizon(t, OBS, eq.ra, eq.dec, 'normal');
  // Constellation boundaries are drawn in J2000 (B1875 internally): J2000 coordinates, with of-date as a tolerance.
  const j2000 = Equator(body(name), t, OBS, false, true);
  const cons = [...new Set([Constellation(j2000.ra, j2000.dec).name, Constellation(eq.ra, eq.dec).name])];
  return { alt: hor.altitude, az: hor.azimuth, cons };
};
const nameOk = (r: Reply, b: string, lang: Lang): Check =>
  mentions(r.content, BODY_NAMES[b]![lang])
    ? { ok: true, why: '' }
    : { ok: false, why: `does not name ${BODY_NAMES[b]![lang]}` };
const consOk = (r: Reply, cons: string[], lang: Lang): Check =>
  cons.some((c) => constellationNames(c, lang).some((n) => mentions(r.content, n)))
    ? { ok: true, why: '' }
    : { ok: false, why: `no constellation ${cons.flatMap((c) => constellationNames(c, lang)).join('/')}` };

/** Samples (10 min) of the dark part (Sun below −6°) of the night that starts on the named day, up to `untilHour` next morning. */
function darkSamples(at: At, now: Date, untilHour = 7) {
  const { y, m, d } = resolveAt(at, now);
  const from = Math.max(localInstant(y, m, d, 16).getTime(), now.getTime() - 30 * 60_000);
  const to = localInstant(y, m, d + 1, untilHour).getTime();
  const out: Date[] = [];
  for (let t = from; t <= to; t += 10 * 60_000) if (sunAltitude(new Date(t)) < -6) out.push(new Date(t));
  return out;
}
const maxAlt = (name: string, ts: Date[]) => Math.max(-90, ...ts.map((t) => place(name, t).alt));

async function elements(db: Db, norad: number) {
  const row = (
    await db.query<{ line1: string; line2: string }>('SELECT line1, line2 FROM satellites WHERE norad_id = $1', [norad])
  )[0];
  if (!row) throw new Error(`satellite ${norad} is not in the catalogue`);
  return row;
}

/**
 * A weekday named on that same weekday ("on Friday", asked on a Friday) may mean today or a week later: either
 * reading passes. Everything else names one time.
 */
export async function checkSky(e: SkyExpect, r: Reply, db: Db, now: Date, lang: Lang): Promise<Check> {
  const at = 'at' in e ? e.at : 'night' in e ? e.night : undefined;
  if (at?.weekday === undefined || at.weekday !== local(now).wd) return checkOne(e, r, db, now, lang);
  const later: At = { ...at, weekday: undefined, days: 7 };
  const first = await checkOne(e, r, db, now, lang);
  if (first.ok) return first;
  const second = await checkOne(
    { ...e, ...('night' in e ? { night: later } : { at: later }) } as SkyExpect,
    r,
    db,
    now,
    lang,
  );
  return second.ok ? second : { ok: false, why: `${first.why}; or, a week later, ${second.why}` };
}

async function checkOne(e: SkyExpect, r: Reply, db: Db, now: Date, lang: Lang): Promise<Check> {
  switch (e.kind) {
    case 'position': {
      const t = e.at ? resolveAt(e.at, now).instant : now;
      const p = place(e.body, t);
      // "How high is …" asks for the altitude only; "where is …" for altitude, azimuth and constellation.
      const c = e.altOnly ? altAz(r, p.alt, NaN, lang) : altAz(r, p.alt, p.az, lang);
      if (!c.ok) return c;
      const named = nameOk(r, e.body, lang);
      return named.ok && !e.altOnly ? consOk(r, p.cons, lang) : named;
    }
    case 'visible-at': {
      // Up or not at the time named, yes or no first (either within 1° of the horizon), with its localised name.
      const { alt } = place(e.body, resolveAt(e.at, now).instant);
      const said = startsYesNo(r, lang);
      if (said === null) return { ok: false, why: 'expected a yes or no first' };
      if (Math.abs(alt) > 1 && said !== alt > 0)
        return { ok: false, why: `expected ${alt > 0 ? 'yes' : 'no'} (altitude ${alt.toFixed(1)}°)` };
      return nameOk(r, e.body, lang);
    }
    case 'constellation-of': {
      const c = consOk(r, place(e.body, now).cons, lang);
      return c.ok ? nameOk(r, e.body, lang) : c;
    }
    case 'brightest-planet': {
      const ts = darkSamples({ days: e.days }, now);
      const mid = ts[Math.floor(ts.length / 2)] ?? now;
      const up = PLANETS.filter((p) => maxAlt(p, ts) > 5);
      const best = up.sort((a, b) => Illumination(body(a), mid).mag - Illumination(body(b), mid).mag)[0];
      if (!best) return { ok: false, why: 'no planet up (reference)' };
      const first = r.content.split(/(?<=[.!?])\s/)[0] ?? '';
      return mentions(first, BODY_NAMES[best]![lang])
        ? { ok: true, why: '' }
        : { ok: false, why: `first sentence should name ${BODY_NAMES[best]![lang]}` };
    }
    case 'visible-night': {
      // Yes when it is higher than 10° in the dark before 01:00 (midnight for an evening); no when it stays below the
      // horizon all night (all evening); in between either answer passes.
      const evening = maxAlt(e.body, darkSamples(e.at, now, e.at.evening ? 0 : 1));
      const night = e.at.evening ? evening : maxAlt(e.body, darkSamples(e.at, now, 7));
      const said = startsYesNo(r, lang);
      if (said === null) return { ok: false, why: 'expected a yes or no first' };
      const want = evening > 10 ? true : night < 0 ? false : said;
      if (said !== want)
        return { ok: false, why: `expected ${want ? 'yes' : 'no'} (evening max ${evening.toFixed(0)}°)` };
      return nameOk(r, e.body, lang);
    }
    case 'planets-up':
    case 'planets-tonight': {
      const ts = e.kind === 'planets-up' ? [now] : darkSamples({ days: 0 }, now, 0);
      const limit = e.kind === 'planets-up' ? 3 : 20;
      const want = NAKED_EYE.filter((p) => maxAlt(p, ts) > limit);
      const missing = want.filter((p) => !mentions(r.content, BODY_NAMES[p]![lang]));
      return { ok: missing.length === 0, why: `missing ${missing.join(', ')} (up: ${want.join(', ') || 'none'})` };
    }
    case 'moon-now': {
      const angle = MoonPhase(now);
      const near = (from: number, to: number) => {
        const inside = (a: number) => (from <= to ? a >= from && a <= to : a >= from || a <= to);
        return inside(angle) || inside((angle + 12) % 360) || inside((angle + 348) % 360);
      };
      const names = MOON_PHASES.filter((p) => near(p.from, p.to));
      const lit = Illumination(Body.Moon, now).phase_fraction * 100;
      const pct = [...r.content.matchAll(/(\d+(?:[.,]\d+)?)\s?%/g)].map((m) => Number(m[1]!.replace(',', '.')));
      return names.some((p) => p.words[lang].test(r.content)) || pct.some((x) => Math.abs(x - lit) <= 3)
        ? { ok: true, why: '' }
        : {
            ok: false,
            why: `expected ${names.map((p) => p.words[lang].source).join(' or ')} or ${lit.toFixed(0)} % lit`,
          };
    }
    case 'riseset-at': {
      const from = resolveAt(e.at, now).instant;
      const t = SearchRiseSet(body(e.body), OBS, e.event === 'rise' ? 1 : -1, from, 2);
      return t ? containsWhen(r, [t.date], lang) : { ok: false, why: 'no rise/set (reference)' };
    }
    case 'meteor-shower': {
      const today = local(now);
      const upcoming = (s: (typeof METEOR_SHOWERS)[number]) =>
        s.peak[0] > today.m || (s.peak[0] === today.m && s.peak[1] >= today.d - 1);
      const s = e.shower
        ? METEOR_SHOWERS.find((x) => x.id === e.shower)!
        : (METEOR_SHOWERS.find(upcoming) ?? METEOR_SHOWERS[0]!);
      const y = upcoming(s) ? today.y : today.y + 1;
      const days = [-1, 0, 1].map((o) => localInstant(y, s.peak[0], s.peak[1] + o, 12));
      if (!mentions(r.content, s.names[lang]) && !has(r, s.names[lang].slice(0, -1)))
        return { ok: false, why: `does not name ${s.names[lang]}` };
      return days.some((d) => dayMonth(d, lang).some((x) => has(r, x)))
        ? { ok: true, why: '' }
        : { ok: false, why: `expected the peak around ${dayMonth(days[1]!, lang)[0]}` };
    }
    case 'sat-where': {
      const tle = await elements(db, e.norad);
      const look = satelliteLook(tle.line1, tle.line2, now);
      // A satellite moves fast: allow the seconds between the answer and this check (about 0.1° of elevation a second).
      return altAz(r, look.elevationDeg, look.azimuthDeg, lang);
    }
    case 'sat-subpoint': {
      // The point on Earth below: geodetic latitude and longitude within 1.5°, as signed numbers or with N/S/E/W.
      const tle = await elements(db, e.norad);
      const { subLat: lat, subLon: lon } = satelliteLook(tle.line1, tle.line2, now);
      const west = ['en', 'de', 'ja', 'zh-CN'].includes(lang) ? 'W' : 'O';
      const vals = [...r.content.matchAll(/([-−]?\d+(?:[.,]\d+)?)\s?°\s*([NSEOW])?/g)].map((m) => {
        const v = Number(m[1]!.replace('−', '-').replace(',', '.'));
        return { v: m[2] === 'S' || m[2] === west ? -v : v, axis: m[2] ? (/[NS]/.test(m[2]) ? 'lat' : 'lon') : 'any' };
      });
      const near = (axis: 'lat' | 'lon', want: number) =>
        vals.some((x) => (x.axis === axis || x.axis === 'any') && angleGap(x.v, want) <= 1.5);
      return near('lat', lat) && near('lon', lon)
        ? { ok: true, why: '' }
        : { ok: false, why: `expected the point below near ${lat.toFixed(1)}°, ${lon.toFixed(1)}°` };
    }
    case 'group-visible': {
      // Any object of the group the answer names, with a visible pass of it at the time the answer gives.
      const rows = await db.query<{ name: string; line1: string; line2: string }>(
        'SELECT name, line1, line2 FROM satellites WHERE name ILIKE $1',
        [`${e.prefix}%`],
      );
      const named = rows.filter((x) => has(r, x.name)).slice(0, 5);
      if (!named.length) return { ok: false, why: `names no ${e.prefix || 'catalogue'} object of the catalogue` };
      const { y, m, d } = resolveAt(e.night, now);
      const from = new Date(Math.max(now.getTime(), localInstant(y, m, d, 17).getTime()));
      const to = e.night.evening ? localInstant(y, m, d + 1, 0) : localInstant(y, m, d + 1, 7);
      const instants = named.flatMap((x) =>
        scanPasses(x.line1, x.line2, from, (to.getTime() - from.getTime()) / DAY)
          .filter((p) => p.visible && p.rise < to)
          .flatMap((p) => [p.rise, ...(p.visibleStart ? [p.visibleStart] : [])]),
      );
      if (!instants.length)
        return { ok: false, why: `${named.map((x) => x.name).join(', ')}: no visible pass tonight` };
      return containsWhen(r, instants, lang, true);
    }
    case 'pass': {
      const tle = await elements(db, e.norad);
      let from = now;
      let to = new Date(now.getTime() + (e.days ?? (e.visible ? 10 : 3)) * DAY);
      if (e.night) {
        const { y, m, d } = resolveAt(e.night, now);
        from = new Date(Math.max(now.getTime(), localInstant(y, m, d, 17).getTime()));
        to = e.night.evening ? localInstant(y, m, d + 1, 0) : localInstant(y, m, d + 1, 7);
      } else if (e.start) {
        from = new Date(Math.max(now.getTime(), resolveAt(e.start, now).instant.getTime()));
        to = new Date(from.getTime() + 3 * DAY);
      }
      const passes = scanPasses(tle.line1, tle.line2, from, (to.getTime() - from.getTime()) / DAY + 0.05).filter(
        (p) => p.rise < to && (!e.visible || p.visible),
      );
      const first = passes[0];
      if (!first) {
        // None in the window: a "no", or the next such pass after it (which says as much).
        const said = startsYesNo(r, lang);
        const next = scanPasses(tle.line1, tle.line2, to, 10).find((p) => !e.visible || p.visible);
        const after = next ? [next.rise, ...(next.visibleStart ? [next.visibleStart] : [])] : [];
        return said === false ||
          has(r, WORDS[lang].noPass) ||
          WORDS[lang].notVisible.test(r.content) ||
          (said !== true && after.length > 0 && containsWhen(r, after, lang).ok)
          ? { ok: true, why: '' }
          : {
              ok: false,
              why: `expected no ${e.visible ? 'visible ' : ''}pass between ${from.toISOString()} and ${to.toISOString()}`,
            };
      }
      if (startsYesNo(r, lang) === false) return { ok: false, why: 'said no, but there is a pass' };
      return containsWhen(r, [first.rise, ...(first.visibleStart ? [first.visibleStart] : [])], lang, !!e.night);
    }
  }
}
export const SKY_KINDS = new Set([
  'position',
  'constellation-of',
  'brightest-planet',
  'visible-night',
  'visible-at',
  'planets-up',
  'planets-tonight',
  'moon-now',
  'riseset-at',
  'meteor-shower',
  'sat-where',
  'sat-subpoint',
  'group-visible',
  'pass',
]);
