/**
 * Single sky facts for one place and moment, as the assistant asks them (moved from the server's
 * chatbot sky-math): where a body, star or small body is (altitude, azimuth, distance, constellation,
 * the point on Earth where it is overhead), when it next rises or sets, the n-th next Moon phase,
 * eclipse, opposition or conjunction, and when "tonight" starts. Searches are astronomy-engine's;
 * positions of asteroids and comets come from small-bodies.ts, distances in km use AU_KM.
 */
import {
  Body,
  Constellation,
  DefineStar,
  Equator,
  GeoVector,
  Horizon,
  Illumination,
  MoonPhase,
  Observer,
  SearchGlobalSolarEclipse,
  SearchLunarEclipse,
  SearchMoonPhase,
  SearchRelativeLongitude,
  SearchRiseSet,
  SiderealTime,
} from 'astronomy-engine';
import { BODY, type AlmanacBody } from './bodies.ts';
import { getSmallBody, smallBodyState } from './small-bodies.ts';

export { isAlmanacBody, type AlmanacBody } from './bodies.ts';
import { AU_KM, bodyHelioState } from './solar-system.ts';

/** A place on Earth (degrees; height optional, sea level by default). */
export interface AlmanacSite {
  lat: number;
  lon: number;
  heightKm?: number;
}
export type QuarterPhase = 'new' | 'first' | 'full' | 'last';

const DAY = 86_400_000;
const observer = (s: AlmanacSite | null) => new Observer(s?.lat ?? 0, s?.lon ?? 0, (s?.heightKm ?? 0) * 1000);
const wrap180 = (d: number) => ((((d + 180) % 360) + 360) % 360) - 180;

export interface SkyPlace {
  /** Where on Earth the object is straight overhead (degrees). */
  subLat: number;
  subLon: number;
  /** Apparent altitude (refracted) and azimuth from the site; null without a site. */
  altitudeDeg: number | null;
  azimuthDeg: number | null;
  /** From the site (or Earth's centre without one), km; null for stars and deep sky. */
  distanceKm: number | null;
  /** Right ascension (hours) and declination (degrees) of date. */
  raHours: number;
  decDeg: number;
  /** IAU constellation, three-letter abbreviation and English name. */
  constellation: { symbol: string; name: string };
}

function placeFromRaDec(
  ra: number,
  dec: number,
  site: AlmanacSite | null,
  at: Date,
  distanceKm: number | null,
): SkyPlace {
  const hor = site ? Horizon(at, observer(site), ra, dec, 'normal') : null;
  const c = Constellation(ra, dec);
  return {
    subLat: dec,
    subLon: wrap180((ra - SiderealTime(at)) * 15),
    altitudeDeg: hor?.altitude ?? null,
    azimuthDeg: hor?.azimuth ?? null,
    distanceKm,
    raHours: ra,
    decDeg: dec,
    constellation: { symbol: c.symbol, name: c.name },
  };
}

/** The Sun, Moon or a planet: topocentric place of date (with aberration) from the site, geocentric without one. */
export function bodySkyPlace(id: AlmanacBody, site: AlmanacSite | null, at: Date): SkyPlace {
  const eq = Equator(BODY[id], at, observer(site), true, true);
  const distanceKm = site ? eq.dist * AU_KM : GeoVector(BODY[id], at, true).Length() * AU_KM;
  return placeFromRaDec(eq.ra, eq.dec, site, at, distanceKm);
}

/** A star or deep-sky object from its J2000 catalogue place (precession since 2000 is a fraction of a degree). */
export const raDecSkyPlace = (raDeg: number, decDeg: number, site: AlmanacSite | null, at: Date): SkyPlace =>
  placeFromRaDec(raDeg / 15, decDeg, site, at, null);

/** An asteroid or comet of SMALL_BODIES: geocentric J2000 direction from the two heliocentric states (light time ignored). */
export function smallBodySkyPlace(id: string, site: AlmanacSite | null, at: Date): SkyPlace | undefined {
  const body = getSmallBody(id);
  if (!body) return undefined;
  const earth = bodyHelioState('earth', at).r;
  const r = smallBodyState(body, at).r;
  const g = [r[0] - earth[0], r[1] - earth[1], r[2] - earth[2]] as const;
  const distAu = Math.hypot(...g);
  const ra = (((Math.atan2(g[1], g[0]) * 180) / Math.PI + 360) % 360) / 15;
  const dec = (Math.asin(g[2] / distAu) * 180) / Math.PI;
  return placeFromRaDec(ra, dec, site, at, distAu * AU_KM);
}

export const bodyAltitudeDeg = (id: AlmanacBody, site: AlmanacSite, at: Date): number =>
  bodySkyPlace(id, site, at).altitudeDeg!;
/** The Sun's altitude below which the sky counts as dark for planets and bright stars (civil dusk). */
const DARK_SUN_DEG = -6;

/**
 * The highest a body gets while the sky is dark (Sun below −6°) between `from` and `to`, sampled every 10 minutes:
 * its altitude and when. Null when the sky is never dark in that span.
 */
export function darkHighest(
  id: AlmanacBody,
  site: AlmanacSite,
  from: Date,
  to: Date,
): { altDeg: number; at: Date } | null {
  let best: { altDeg: number; at: Date } | null = null;
  for (let ms = from.getTime(); ms <= to.getTime(); ms += 10 * 60_000) {
    const at = new Date(ms);
    if (bodyAltitudeDeg('sun', site, at) >= DARK_SUN_DEG) continue;
    const altDeg = bodyAltitudeDeg(id, site, at);
    if (!best || altDeg > best.altDeg) best = { altDeg, at };
  }
  return best;
}
export const raDecAltitudeDeg = (raDeg: number, decDeg: number, site: AlmanacSite, at: Date): number =>
  Horizon(at, observer(site), raDeg / 15, decDeg, 'normal').altitude;

/** Repeats a search `nth + 1` times, each restarting just after the previous hit. */
function nthHit(from: Date, nth: number, gapMs: number, search: (t: Date) => Date | null): Date | null {
  let t = from;
  let hit: Date | null = null;
  for (let i = 0; i <= nth; i++) {
    hit = search(t);
    if (!hit) return null;
    t = new Date(hit.getTime() + gapMs);
  }
  return hit;
}

const PHASE_LON: Record<QuarterPhase, number> = { new: 0, first: 90, full: 180, last: 270 };

/** The (nth + 1)-th given Moon quarter after `from`. */
export const moonPhaseAfter = (phase: QuarterPhase, from: Date, nth = 0): Date =>
  nthHit(from, nth, DAY, (t) => SearchMoonPhase(PHASE_LON[phase], t, 40)?.date ?? null)!;

/** The next four Moon quarters after `from`, in date order. */
export const nextMoonQuarters = (from: Date): { phase: QuarterPhase; date: Date }[] =>
  (Object.keys(PHASE_LON) as QuarterPhase[])
    .map((phase) => ({ phase, date: moonPhaseAfter(phase, from) }))
    .sort((a, b) => a.date.getTime() - b.date.getTime());

export type MoonPhaseName =
  'new' | 'waxingCrescent' | 'first' | 'waxingGibbous' | 'full' | 'waningGibbous' | 'last' | 'waningCrescent';

/** Within this many degrees of elongation (about 14 hours) a quarter is named as that quarter, not as the phase between. */
const QUARTER_WINDOW_DEG = 7;

/**
 * The Moon's phase at `at`: its elongation from the Sun in ecliptic longitude (0 new, 90 first quarter, 180 full,
 * 270 last quarter), the lit fraction of its disc, and the phase's name.
 */
export function moonPhaseAt(at: Date): { elongationDeg: number; illumination: number; name: MoonPhaseName } {
  const e = MoonPhase(at);
  const near = (c: number) => Math.abs(((e - c + 540) % 360) - 180) <= QUARTER_WINDOW_DEG;
  const name: MoonPhaseName = near(0)
    ? 'new'
    : near(90)
      ? 'first'
      : near(180)
        ? 'full'
        : near(270)
          ? 'last'
          : e < 90
            ? 'waxingCrescent'
            : e < 180
              ? 'waxingGibbous'
              : e < 270
                ? 'waningGibbous'
                : 'waningCrescent';
  return { elongationDeg: e, illumination: Illumination(Body.Moon, at).phase_fraction, name };
}

export interface EclipseFact {
  type: 'solar' | 'lunar';
  kind: 'partial' | 'annular' | 'total' | 'hybrid' | 'penumbral';
  peak: Date;
  /** Solar: where the eclipse is greatest, when it touches Earth's surface. */
  greatest: { lat: number; lon: number } | null;
}

/** The (nth + 1)-th solar or lunar eclipse after `from`. */
export function eclipseAfter(type: 'solar' | 'lunar', from: Date, nth = 0): EclipseFact {
  let t = from;
  for (let i = 0; ; i++) {
    if (type === 'lunar') {
      const e = SearchLunarEclipse(t);
      if (i === nth) return { type, kind: e.kind as EclipseFact['kind'], peak: e.peak.date, greatest: null };
      t = new Date(e.peak.date.getTime() + 10 * DAY);
    } else {
      const e = SearchGlobalSolarEclipse(t);
      if (i === nth) {
        const greatest =
          e.latitude !== undefined && e.longitude !== undefined ? { lat: e.latitude, lon: e.longitude } : null;
        return { type, kind: e.kind as EclipseFact['kind'], peak: e.peak.date, greatest };
      }
      t = new Date(e.peak.date.getTime() + 10 * DAY);
    }
  }
}

export type PlanetName = 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune';
/**
 * The (nth + 1)-th time after `from` that a planet's ecliptic longitude differs from the Sun's, seen
 * from Earth, by `angle`: 0 is opposition for an outer planet and inferior conjunction for Mercury
 * and Venus; 180 is conjunction with the Sun (superior for Mercury and Venus).
 */
export const relativeLongitudeAfter = (planet: PlanetName, angle: 0 | 180, from: Date, nth = 0): Date =>
  nthHit(from, nth, DAY, (t) => SearchRelativeLongitude(Body[planet], angle, t).date)!;

/** The (nth + 1)-th rise or set of a body (upper limb, standard refraction) within two days of each search; null when none. */
export const bodyRiseSet = (id: AlmanacBody, site: AlmanacSite, event: 'rise' | 'set', from: Date, nth = 0) =>
  nthHit(
    from,
    nth,
    60_000,
    (t) => SearchRiseSet(BODY[id], observer(site), event === 'rise' ? +1 : -1, t, 2)?.date ?? null,
  );

/**
 * Rise or set of a fixed star (or deep-sky object) from its J2000 place: astronomy-engine's user-defined
 * star applies precession, nutation, aberration and the standard refraction (centre 34′ below the
 * geometric horizon). Null when it does not happen within two days (circumpolar, or never up here).
 */
export const starRiseSet = (
  raDeg: number,
  decDeg: number,
  site: AlmanacSite,
  event: 'rise' | 'set',
  from: Date,
  nth = 0,
) =>
  nthHit(from, nth, 60_000, (t) => {
    // Star1 is module state in astronomy-engine: define it right before each synchronous search.
    DefineStar(Body.Star1, raDeg / 15, decDeg, 1000);
    return SearchRiseSet(Body.Star1, observer(site), event === 'rise' ? +1 : -1, t, 2)?.date ?? null;
  });

/** "Tonight": now when the Sun is already 6° below the horizon, else 90 minutes after the coming sunset (8 h ahead where it does not set). */
export function tonightStart(site: AlmanacSite, now: Date): Date {
  if (bodyAltitudeDeg('sun', site, now) < -6) return now;
  const set = bodyRiseSet('sun', site, 'set', now);
  return set ? new Date(set.getTime() + 90 * 60_000) : new Date(now.getTime() + 8 * 3_600_000);
}
