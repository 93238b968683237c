/**
 * "Will I actually see it?": the sky's limiting magnitude from twilight and moonlight, and a go / maybe / no
 * verdict for a pass or a night from that, the weather and the observer's horizon. Pure; the reasons are codes
 * with values so the server words them in the reader's language.
 *
 * Sky brightness (V, mag/arcsec²) adds three sources as fluxes:
 * - the dark sky, 21.0 by default (a suburban sky; a Bortle 4-5 site), the floor once twilight has ended;
 * - twilight, interpolated from zenith brightness against the Sun's altitude (about 15 at the end of civil
 *   twilight, 19.3 at the end of nautical, negligible at −18°, as sky-quality-meter records show);
 * - moonlight, by Krisciunas & Schaefer (1991, PASP 103, 1033), "A model of the brightness of moonlight".
 * The limiting magnitude follows from the sky brightness by the relation used with sky-quality meters
 * (NELM = 7.93 − 5·log10(10^(4.316 − SQM/5) + 1)).
 */
import { Body, Equator, Horizon, Illumination, Observer, SearchAltitude } from 'astronomy-engine';
import { localMeanNoon } from './tonight.ts';
import { DEG } from './sky-geometry.ts';

export const DARK_SKY_MAG_ARCSEC2 = 21.0;

/** Zenith brightness of twilight alone, by the Sun's altitude (degrees → mag/arcsec²). */
const TWILIGHT: readonly [number, number][] = [
  [10, 4],
  [0, 10.5],
  [-3, 12.8],
  [-6, 15],
  [-9, 17.4],
  [-12, 19.3],
  [-15, 21.5],
  [-18, 24],
];

function twilightBrightness(sunAltDeg: number): number | null {
  if (sunAltDeg >= TWILIGHT[0][0]) return TWILIGHT[0][1];
  for (let i = 1; i < TWILIGHT.length; i++) {
    const [a1, b1] = TWILIGHT[i];
    const [a0, b0] = TWILIGHT[i - 1];
    if (sunAltDeg >= a1) return b0 + ((b1 - b0) * (a0 - sunAltDeg)) / (a0 - a1);
  }
  return null;
}

/** Airmass of Krisciunas & Schaefer: X(Z) = (1 − 0.96 sin² Z)^−½. */
const airmass = (zenithDeg: number) => 1 / Math.sqrt(1 - 0.96 * Math.sin(zenithDeg * DEG) ** 2);

/**
 * Moonlight at a point of the sky in nanolamberts (K&S 1991 eq. 15–21): phase angle α (0 = full),
 * Moon–target separation ρ, zenith distances of the Moon and the target, extinction k (V, 0.2 mag/airmass).
 */
export function moonlightNanoLamberts(
  phaseAngleDeg: number,
  separationDeg: number,
  moonAltDeg: number,
  targetAltDeg: number,
  k = 0.2,
): number {
  if (moonAltDeg <= 0) return 0;
  const a = Math.abs(phaseAngleDeg);
  const moonMag = -12.73 + 0.026 * a + 4e-9 * a ** 4;
  const istar = 10 ** (-0.4 * (moonMag + 16.57));
  const rho = Math.max(separationDeg, 1);
  const f = 10 ** 5.36 * (1.06 + Math.cos(rho * DEG) ** 2) + 10 ** (6.15 - rho / 40);
  const xm = airmass(90 - moonAltDeg);
  const xt = airmass(90 - Math.max(targetAltDeg, 0));
  return f * istar * 10 ** (-0.4 * k * xm) * (1 - 10 ** (-0.4 * k * xt));
}

/** nanolamberts → V mag/arcsec² (K&S eq. 1, inverted). */
const nlToMag = (nl: number) => (20.7233 - Math.log(nl / 34.08)) / 0.92104;

export interface SkyLight {
  sunAltitudeDeg: number;
  moonAltitudeDeg: number;
  /** Sun–Moon–Earth angle: 0 at full Moon, 180 at new Moon. */
  moonPhaseAngleDeg: number;
  /** Angle between the Moon and the point looked at. */
  moonSeparationDeg: number;
  /** Altitude of the point looked at (90 = zenith). */
  targetAltitudeDeg: number;
  darkSky?: number;
}

const flux = (mag: number) => 10 ** (-0.4 * mag);

/** Sky brightness at the point looked at, mag/arcsec² (smaller is brighter). */
export function skyBrightness(l: SkyLight): number {
  let total = flux(l.darkSky ?? DARK_SKY_MAG_ARCSEC2);
  const tw = twilightBrightness(l.sunAltitudeDeg);
  if (tw !== null) total += flux(tw);
  const moon = moonlightNanoLamberts(l.moonPhaseAngleDeg, l.moonSeparationDeg, l.moonAltitudeDeg, l.targetAltitudeDeg);
  if (moon > 0) total += flux(nlToMag(moon));
  return -2.5 * Math.log10(total);
}

/** Faintest point source the eye sees in a sky of brightness `b` (mag/arcsec²). */
export const limitingMagnitudeOfSky = (b: number) => 7.93 - 5 * Math.log10(10 ** (4.316 - b / 5) + 1);

export const limitingMagnitude = (l: SkyLight) => limitingMagnitudeOfSky(skyBrightness(l));

/** The Sun and Moon seen from a site at an instant (astronomy-engine, with refraction). */
export interface Luminaries {
  sunAltitudeDeg: number;
  moonAltitudeDeg: number;
  moonAzimuthDeg: number;
  moonPhaseAngleDeg: number;
  moonIllumination: number;
}

export function luminariesAt(site: { lat: number; lon: number; heightKm: number }, ms: number): Luminaries {
  const obs = new Observer(site.lat, site.lon, site.heightKm * 1000);
  const date = new Date(ms);
  const hor = (body: Body) => {
    const eq = Equator(body, date, obs, true, true);
    return Horizon(date, obs, eq.ra, eq.dec, 'normal');
  };
  const sun = hor(Body.Sun);
  const moon = hor(Body.Moon);
  const ill = Illumination(Body.Moon, date);
  return {
    sunAltitudeDeg: sun.altitude,
    moonAltitudeDeg: moon.altitude,
    moonAzimuthDeg: moon.azimuth,
    moonPhaseAngleDeg: ill.phase_angle,
    moonIllumination: ill.phase_fraction,
  };
}

/**
 * The dark part of the night of `date` (YYYY-MM-DD, the evening's date) at a site: the Sun below −12° (end of
 * nautical twilight), else below −6°, else from noon to noon when the Sun never goes down that far. Two searches,
 * not tonightSky's thirty: the outlook judges a week of nights per request.
 */
export function darkWindow(
  site: { lat: number; lon: number; heightKm: number },
  date: string,
): { from: number; to: number } {
  const obs = new Observer(site.lat, site.lon, site.heightKm * 1000);
  const start = new Date(localMeanNoon(date, site.lon));
  for (const alt of [-12, -6, -0.833]) {
    const dusk = SearchAltitude(Body.Sun, obs, -1, start, 1, alt);
    const dawn = dusk && SearchAltitude(Body.Sun, obs, +1, dusk.date, 1, alt);
    if (dusk && dawn && dawn.date.getTime() - start.getTime() < 36 * 3_600_000)
      return { from: dusk.date.getTime(), to: dawn.date.getTime() };
  }
  return { from: start.getTime(), to: start.getTime() + 86_400_000 };
}

/** Great-circle angle between two alt/az directions, degrees. */
export function separationDeg(alt1: number, az1: number, alt2: number, az2: number): number {
  const c =
    Math.sin(alt1 * DEG) * Math.sin(alt2 * DEG) +
    Math.cos(alt1 * DEG) * Math.cos(alt2 * DEG) * Math.cos((az1 - az2) * DEG);
  return Math.acos(Math.min(1, Math.max(-1, c))) / DEG;
}

// ---- The verdict ----

export type Verdict = 'go' | 'maybe' | 'no';
const RANK: Record<Verdict, number> = { go: 0, maybe: 1, no: 2 };
export const worse = (a: Verdict, b: Verdict): Verdict => (RANK[a] >= RANK[b] ? a : b);

/** The weather of one hour, as the weather module serves it. */
export interface WeatherAt {
  cloudLowPct: number;
  cloudMidPct: number;
  cloudHighPct: number;
  /** The source's total when it gives one; otherwise combined from the layers as independent. */
  cloudTotalPct?: number | null;
  precipitationProbabilityPct: number | null;
  visibilityM: number | null;
}

export type ReasonCode =
  | 'clear'
  | 'someCloud'
  | 'cloudy'
  | 'rainLikely'
  | 'rainPossible'
  | 'fog'
  | 'haze'
  | 'noForecast'
  | 'hidden'
  | 'partlyHidden'
  | 'brightEnough'
  | 'nearLimit'
  | 'tooFaint'
  | 'unknownBrightness'
  | 'shortWindow';

export interface Reason {
  code: ReasonCode;
  verdict: Verdict;
  values: Record<string, number>;
}

export interface Judged {
  verdict: Verdict;
  /** Worst first: the first reason is what decided the verdict. */
  reasons: Reason[];
}

const judged = (reasons: Reason[]): Judged => {
  reasons.sort((a, b) => RANK[b.verdict] - RANK[a.verdict]);
  return { verdict: reasons.reduce<Verdict>((v, r) => worse(v, r.verdict), 'go'), reasons };
};

export function totalCloud(w: WeatherAt): number {
  if (w.cloudTotalPct !== null && w.cloudTotalPct !== undefined) return w.cloudTotalPct;
  const clear = (1 - w.cloudLowPct / 100) * (1 - w.cloudMidPct / 100) * (1 - w.cloudHighPct / 100);
  return Math.round((1 - clear) * 100);
}

/** Cloud ≥ 70 % hides a pass; 30–70 % leaves gaps; rain and fog hide it whatever the cloud says. */
export function weatherReasons(w: WeatherAt | null): Reason[] {
  if (!w) return [{ code: 'noForecast', verdict: 'maybe', values: {} }];
  const out: Reason[] = [];
  const cloud = totalCloud(w);
  if (cloud >= 70) out.push({ code: 'cloudy', verdict: 'no', values: { pct: cloud } });
  else if (cloud >= 30) out.push({ code: 'someCloud', verdict: 'maybe', values: { pct: cloud } });
  else out.push({ code: 'clear', verdict: 'go', values: { pct: cloud } });
  const rain = w.precipitationProbabilityPct;
  if (rain !== null && rain >= 70) out.push({ code: 'rainLikely', verdict: 'no', values: { pct: rain } });
  else if (rain !== null && rain >= 40) out.push({ code: 'rainPossible', verdict: 'maybe', values: { pct: rain } });
  const vis = w.visibilityM;
  if (vis !== null && vis < 1000) out.push({ code: 'fog', verdict: 'no', values: { km: Math.round(vis / 100) / 10 } });
  else if (vis !== null && vis < 5000)
    out.push({ code: 'haze', verdict: 'maybe', values: { km: Math.round(vis / 100) / 10 } });
  return out;
}

export interface PassForVerdict {
  /** Brightest predicted magnitude of the visible part, null when never sunlit in a dark enough sky. */
  magnitude: number | null;
  /** Limiting magnitude at the brightest point (twilight and Moon there). */
  limitingMagnitude: number;
  weather: WeatherAt | null;
  /** Seconds the pass is sunlit in a dark enough sky (flat horizon). */
  visibleSeconds: number;
  /** Of those, seconds above the place's horizon profile. */
  aboveHorizonSeconds: number;
}

/**
 * Magnitude margin: a point source one magnitude brighter than the limit is easy to see; within a
 * magnitude of it, it depends on the eye, the sky near the horizon and the prediction's own error.
 */
export function passVerdict(p: PassForVerdict): Judged {
  const reasons = weatherReasons(p.weather);
  if (p.visibleSeconds > 0 && p.aboveHorizonSeconds <= 0) reasons.push({ code: 'hidden', verdict: 'no', values: {} });
  else if (p.aboveHorizonSeconds < p.visibleSeconds) {
    const pct = Math.round((100 * p.aboveHorizonSeconds) / p.visibleSeconds);
    reasons.push({
      code: p.aboveHorizonSeconds < 30 ? 'shortWindow' : 'partlyHidden',
      verdict: p.aboveHorizonSeconds < 30 ? 'no' : pct < 50 ? 'maybe' : 'go',
      values: { pct, seconds: Math.round(p.aboveHorizonSeconds) },
    });
  }
  const lim = Math.round(p.limitingMagnitude * 10) / 10;
  if (p.magnitude === null) reasons.push({ code: 'unknownBrightness', verdict: 'maybe', values: { limit: lim } });
  else {
    const mag = Math.round(p.magnitude * 10) / 10;
    const margin = p.limitingMagnitude - p.magnitude;
    const code = margin >= 1 ? 'brightEnough' : margin >= 0 ? 'nearLimit' : 'tooFaint';
    reasons.push({ code, verdict: margin >= 1 ? 'go' : margin >= 0 ? 'maybe' : 'no', values: { mag, limit: lim } });
  }
  return judged(reasons);
}

export interface NightForVerdict {
  /** The dark hours' weather (one per hour); empty without a forecast. */
  hours: WeatherAt[];
  /** Limiting magnitude at the zenith in the middle of the dark hours. */
  limitingMagnitude: number;
  moonIllumination: number;
  /** Hours of the dark window with the Moon above the horizon. */
  moonUpHours: number;
}

/** A night is "go" with at least two clear dark hours, "maybe" with one or a few partly cloudy ones. */
export function nightVerdict(n: NightForVerdict): Judged {
  const lim = Math.round(n.limitingMagnitude * 10) / 10;
  const reasons: Reason[] = [];
  if (n.hours.length === 0) reasons.push({ code: 'noForecast', verdict: 'maybe', values: {} });
  else {
    const ok = (w: WeatherAt) => weatherReasons(w).every((r) => r.verdict === 'go');
    const fair = (w: WeatherAt) => weatherReasons(w).every((r) => r.verdict !== 'no');
    const clear = n.hours.filter(ok).length;
    const partly = n.hours.filter(fair).length;
    const values = { clear, partly, hours: n.hours.length };
    if (clear >= 2) reasons.push({ code: 'clear', verdict: 'go', values });
    else if (clear >= 1 || partly >= 2) reasons.push({ code: 'someCloud', verdict: 'maybe', values });
    else reasons.push({ code: 'cloudy', verdict: 'no', values });
  }
  // A bright Moon up most of the night washes out faint objects; the verdict on bright ones is unchanged.
  reasons.push({
    code: lim >= 5 ? 'brightEnough' : lim >= 4 ? 'nearLimit' : 'tooFaint',
    verdict: lim >= 4 ? 'go' : 'maybe',
    values: { limit: lim, moonPct: Math.round(n.moonIllumination * 100), moonUpHours: n.moonUpHours },
  });
  return judged(reasons);
}
