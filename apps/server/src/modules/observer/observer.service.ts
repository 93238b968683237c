/**
 * The observer's sky for a signed-in user: tonight's Sun, Moon and planets, the brightest visible
 * passes of the whole catalogue in the coming night (computed in the sky worker, cached per place
 * and night), and "What was that?". The place is the user's default place (places.service), read per request.
 */
import { nightNotOver, tonightSky, type Tonight as AstroTonight } from '@cosmos/astro';
import type { BrightestPasses, IdentifyQuery, IdentifyResponse, Tonight } from '@cosmos/contracts';
import type { z } from 'zod';

type IdentifyQueryT = z.infer<typeof IdentifyQuery>;
type IdentifyResponseT = z.infer<typeof IdentifyResponse>;
import type { AppContext } from '../../context.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { identifyAnswer } from '../../sky/identify-answer.ts';
import { magnitudeOf } from '../../sky/satellite-info.ts';
import type { SkyTicker } from '../../sky/ticker.ts';
import { placeFor, type Station } from '../places/places.service.ts';

const HOUR = 3_600_000;
const CACHE_MAX = 500;

/** The place a request is about: `locationId`, else the default place (404 not theirs, 409 none saved). */
export const station = (ctx: AppContext, userId: string, locationId?: string) => placeFor(ctx, userId, locationId);

export const presentStation = (s: Station) => ({ lat: s.lat, lon: s.lon, name: s.name, timeZone: s.timeZone });

/**
 * The evening's date counted from local noon (before noon, the night began the day before). Tonight, Brightest and
 * the coming night use `nightDate` instead, which ends a night at sunrise.
 */
export function eveningDate(now: number, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(now - 12 * HOUR),
  );
}

/** A small bounded memo: the oldest entry goes first when full. */
function memo<T>() {
  const m = new Map<string, T>();
  return {
    get: (k: string) => m.get(k),
    set(k: string, v: T) {
      if (m.size >= CACHE_MAX) m.delete(m.keys().next().value!);
      m.set(k, v);
    },
    delete: (k: string) => m.delete(k),
  };
}

const tonightCache = memo<AstroTonight>();
function tonightAt(s: Station, date: string): AstroTonight {
  const key = `${s.lat},${s.lon},${date}`;
  let t = tonightCache.get(key);
  if (!t) tonightCache.set(key, (t = tonightSky(s, date)));
  return t;
}

/** "Tonight" at the place: the night not yet over (before today's sunrise the current one, after it the coming one). */
export function nightDate(s: Station, now: number): string {
  return nightNotOver(s, now, s.timeZone, (date) => tonightAt(s, date)).date;
}

export async function tonight(
  ctx: AppContext,
  userId: string,
  q: { date?: string; locationId?: string },
): Promise<Tonight> {
  const s = await station(ctx, userId, q.locationId);
  const t = tonightAt(s, q.date ?? nightDate(s, Date.now()));
  return { ...t, station: presentStation(s) };
}

/**
 * The dark part of tonight (`nightDate`), from now or dusk (Sun at −6°) to dawn: the window Brightest searches, so it
 * and Tonight always describe the same night. Between dawn and sunrise it is empty.
 */
export function comingNight(s: Station, now: number): { from: number; to: number; date: string } {
  const date = nightDate(s, now);
  const t = tonightAt(s, date);
  const dusk = Date.parse(t.sun.civilDusk ?? t.from);
  const dawn = Date.parse(t.sun.civilDawn ?? t.to);
  const from = Math.max(now, dusk);
  return { from, to: Math.max(from, dawn), date };
}

const brightCache = memo<Promise<BrightestPasses>>();
export const BRIGHTEST_LIMIT = 20;

export async function brightest(
  ctx: AppContext,
  engine: SkyEngine,
  ticker: SkyTicker,
  userId: string,
  locationId?: string,
): Promise<BrightestPasses> {
  const s = await station(ctx, userId, locationId);
  const now = Date.now();
  const night = comingNight(s, now);
  // Places within 0.1° (about 10 km) share one computation per catalogue version and hour.
  const site = { lat: Math.round(s.lat * 10) / 10, lon: Math.round(s.lon * 10) / 10, heightKm: 0 };
  const key = `${site.lat},${site.lon},${night.date},${engine.version},${Math.floor(now / HOUR)}`;
  let p = brightCache.get(key);
  if (!p) {
    const from = night.from;
    p = ticker.brightest(site, from, night.to, BRIGHTEST_LIMIT).then((rows) => ({
      station: { lat: site.lat, lon: site.lon, name: s.name, timeZone: s.timeZone },
      date: night.date,
      from: new Date(from).toISOString(),
      to: new Date(night.to).toISOString(),
      computedAt: new Date().toISOString(),
      satellites: engine.satellites.length,
      passes: (rows ?? []).map(({ sat, pass }) => ({
        id: `sat-${sat.noradId}`,
        name: sat.name,
        standardMagnitude: magnitudeOf(sat),
        pass,
      })),
    }));
    brightCache.set(key, p);
    p.catch(() => brightCache.delete(key));
  }
  return p;
}

// ---- "What was that?" ----

export async function identifyAt(
  ctx: AppContext,
  ticker: SkyTicker,
  userId: string,
  q: IdentifyQueryT,
): Promise<IdentifyResponseT> {
  const s = await station(ctx, userId, q.locationId);
  const hits = await ticker.identify({
    site: s,
    at: Date.parse(q.at),
    azimuthDeg: q.azimuthDeg,
    elevationDeg: q.elevationDeg,
    radiusDeg: q.radiusDeg,
    windowSeconds: q.windowSeconds,
  });
  // Ranked by plausibility, with whether anything could have been seen and what else shines there (sky/identify-answer.ts).
  const found = hits.map(({ sat, hit }) => ({ ...hit, id: `sat-${sat.noradId}`, name: sat.name }));
  return { station: presentStation(s), ...identifyAnswer(s, { ...q, at: Date.parse(q.at) }, found) };
}
