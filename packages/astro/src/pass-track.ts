/** Builds one pass from its rise and set: samples, culmination, visibility, shadow events and the track. */
import { type SatRec } from 'satellite.js';
import {
  magnitudeModel,
  magnitudeSigmaAt,
  visualMagnitude,
  type MagnitudeModel,
  type PassMagnitudeModel,
} from './magnitude.ts';
import { ObserverSky, VISIBLE_MIN_ELEVATION_DEG, VISIBLE_SUN_MAX_ALT_DEG } from './observer-sky.ts';
import { illumination, type ShadowState } from './shadow.ts';
import { gmstAt, lookFromEcf, sunTemeKm, toEcf } from './sky-geometry.ts';
import type { Vec3 } from './vec.ts';
import type {
  ObserverPass,
  PassSearchOptions,
  ShadowEvent,
  ShadowEventKind,
  VisiblePoint,
  VisibleSegment,
} from './pass-types.ts';
import { MAX_TRACK_POINTS, SatProbe } from './pass-probe.ts';

interface Sample {
  t: number;
  el: number;
  az: number;
  state: ShadowState;
  fraction: number;
  sunAlt: number;
  mag: number | null;
}

export function sampleAt(probe: SatProbe, sky: ObserverSky, t: number, stdMag: MagnitudeModel): Sample {
  const s = probe.at(t);
  const sun = sunTemeKm(t);
  const gmst = gmstAt(t);
  const sunAlt = lookFromEcf(sky.frame, toEcf(sun, gmst, [0, 0, 0])).elevationDeg;
  if (!s.ok) return { t, el: -90, az: 0, state: 'umbra', fraction: 0, sunAlt, mag: null };
  const ill = illumination(s.r, sun);
  const obs = observerTeme(sky, gmst);
  // Phase angle at the satellite between the Sun and the observer.
  const ux = sun[0] - s.r[0],
    uy = sun[1] - s.r[1],
    uz = sun[2] - s.r[2];
  const ox = obs[0] - s.r[0],
    oy = obs[1] - s.r[1],
    oz = obs[2] - s.r[2];
  const cosPhase = (ux * ox + uy * oy + uz * oz) / (Math.hypot(ux, uy, uz) * Math.hypot(ox, oy, oz));
  const phase = Math.acos(Math.max(-1, Math.min(1, cosPhase)));
  return {
    t,
    el: s.el,
    az: s.az,
    state: ill.state,
    fraction: ill.fraction,
    sunAlt,
    // The family's phase law, and extinction by airmass at this elevation (Kasten–Young, k = 0.2 mag per airmass).
    mag: visualMagnitude(stdMag.mag, s.range, phase, ill.fraction, { elevationDeg: s.el, phaseLaw: stdMag.phaseLaw }),
  };
}

function observerTeme(sky: ObserverSky, gmst: number): Vec3 {
  const c = Math.cos(gmst),
    s = Math.sin(gmst);
  const [x, y, z] = sky.frame.ecf;
  return [x * c - y * s, x * s + y * c, z];
}

const isVisible = (s: Sample) =>
  s.el >= VISIBLE_MIN_ELEVATION_DEG && s.state !== 'umbra' && s.sunAlt < VISIBLE_SUN_MAX_ALT_DEG;
const round2 = (x: number) => Math.round(x * 100) / 100;

export function buildPass(
  probe: SatProbe,
  sky: ObserverSky,
  rise: number,
  set: number,
  clipped: boolean,
  opts: PassSearchOptions,
): ObserverPass {
  // Long passes (medium and high orbits last hours) get at most MAX_TRACK_POINTS points.
  const step = Math.max(Math.max(1, opts.trackStepSeconds ?? 10) * 1000, (set - rise) / MAX_TRACK_POINTS);
  const n = Math.max(2, Math.ceil((set - rise) / step));
  const model = magnitudeModel(opts.standardMagnitude);
  const samples: Sample[] = [];
  for (let i = 0; i <= n; i++) samples.push(sampleAt(probe, sky, i === n ? set : rise + i * step, model));
  // Culmination: golden section around the highest sample.
  let k = 0;
  for (let i = 1; i < samples.length; i++) if (samples[i].el > samples[k].el) k = i;
  const tc = goldenMax(
    (t) => probe.at(t).el,
    samples[Math.max(0, k - 1)].t,
    samples[Math.min(samples.length - 1, k + 1)].t,
  );
  const culm = sampleAt(probe, sky, tc, model);
  // Shadow transitions between samples, bisected to 0.1 s.
  const shadow: ShadowEvent[] = [];
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1],
      b = samples[i];
    if (a.state === b.state) continue;
    for (const ev of shadowEvents(probe, a, b)) shadow.push(ev);
  }
  const { visibleFrom, visibleTo, maxMagnitude, brightestElevationDeg } = visibility(
    probe,
    sky,
    model,
    [...samples, culm].sort((x, y) => x.t - y.t),
    shadow,
  );
  return {
    rise: { time: rise, azimuthDeg: samples[0].az, elevationDeg: samples[0].el },
    culmination: { time: tc, azimuthDeg: culm.az, elevationDeg: culm.el },
    set: { time: set, azimuthDeg: samples[samples.length - 1].az, elevationDeg: samples[samples.length - 1].el },
    maxElevationDeg: culm.el,
    clipped,
    visible: visibleFrom !== null,
    maxMagnitude: maxMagnitude === null ? null : round2(maxMagnitude),
    maxMagnitudeSigma:
      maxMagnitude === null || model.sigma === null ? null : magnitudeSigmaAt(model.sigma, brightestElevationDeg),
    sunAltitudeDeg: culm.sunAlt,
    visibleFrom,
    visibleTo,
    visibleSegment:
      visibleFrom === null || visibleTo === null ? null : visibleSegment(probe, sky, model, visibleFrom, visibleTo, tc),
    shadow,
    track: samples.map((s) => ({
      time: s.t,
      azimuthDeg: s.az,
      elevationDeg: s.el,
      magnitude: s.mag === null ? null : round2(s.mag),
      sunlit: s.state !== 'umbra',
    })),
  };
}

/**
 * The visible part of a pass, exact to the refinement of its boundaries rather than to the track
 * spacing: visibility can only change where the elevation crosses 10°, the satellite crosses a
 * shadow boundary or the Sun crosses −6°. Those instants (the latter two interpolated between
 * samples) cut the pass into intervals, each tested at its midpoint.
 */
function visibility(
  probe: SatProbe,
  sky: ObserverSky,
  stdMag: MagnitudeModel,
  samples: Sample[],
  shadow: ShadowEvent[],
) {
  const cuts = new Set<number>([samples[0].t, samples[samples.length - 1].t]);
  for (const e of shadow) cuts.add(e.time);
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1],
      b = samples[i];
    const cross = (fa: number, fb: number) => {
      if (fa < 0 !== fb < 0) cuts.add(Math.round(a.t + ((b.t - a.t) * fa) / (fa - fb)));
    };
    cross(a.sunAlt - VISIBLE_SUN_MAX_ALT_DEG, b.sunAlt - VISIBLE_SUN_MAX_ALT_DEG);
    cross(a.el - VISIBLE_MIN_ELEVATION_DEG, b.el - VISIBLE_MIN_ELEVATION_DEG);
  }
  const times = [...cuts].sort((x, y) => x - y);
  let visibleFrom: number | null = null;
  let visibleTo: number | null = null;
  let maxMagnitude: number | null = null;
  let brightestElevationDeg = 90;
  const consider = (s: Sample) => {
    if (isVisible(s) && s.mag !== null && (maxMagnitude === null || s.mag < maxMagnitude)) {
      maxMagnitude = s.mag;
      brightestElevationDeg = s.el;
    }
  };
  for (const s of samples) consider(s);
  for (let i = 1; i < times.length; i++) {
    const a = times[i - 1],
      b = times[i];
    if (b - a < 2) continue;
    const mid = sampleAt(probe, sky, 0.5 * (a + b), stdMag);
    if (!isVisible(mid)) continue;
    consider(mid);
    // The interval's ends are the boundaries themselves; step 0.5 s inside so their state is the interval's.
    const ends = [sampleAt(probe, sky, a + 500, stdMag), sampleAt(probe, sky, b - 500, stdMag)];
    ends.forEach(consider);
    if (visibleFrom === null) visibleFrom = Math.round(a);
    visibleTo = Math.round(b);
  }
  return { visibleFrom, visibleTo, maxMagnitude: maxMagnitude as number | null, brightestElevationDeg };
}

/**
 * Start, highest visible point and end of the visible part. Elevation rises to the culmination and falls
 * after it, so the highest visible point is the culmination when it is visible, else the nearer end.
 * Positions are at the boundaries themselves; a magnitude at a shadow boundary is taken 0.5 s inside.
 */
function visibleSegment(
  probe: SatProbe,
  sky: ObserverSky,
  stdMag: MagnitudeModel,
  from: number,
  to: number,
  culmination: number,
): VisibleSegment {
  const point = (t: number, inside: number): VisiblePoint => {
    const s = sampleAt(probe, sky, t, stdMag);
    const mag = s.mag ?? sampleAt(probe, sky, t + inside, stdMag).mag;
    return {
      time: t,
      azimuthDeg: s.az,
      elevationDeg: s.el,
      magnitude: mag === null ? null : round2(mag),
    };
  };
  const start = point(from, 500);
  const end = point(to, -500);
  const top = Math.min(to, Math.max(from, culmination));
  const peak = top === from ? start : top === to ? end : point(top, 0);
  return { start, peak, end };
}

const RANK: Record<ShadowState, number> = { sunlit: 0, penumbra: 1, umbra: 2 };

/** The boundary crossings between two samples in different shadow states, in time order. */
function shadowEvents(probe: SatProbe, a: Sample, b: Sample): ShadowEvent[] {
  const rankAt = (t: number) => {
    const s = probe.at(t);
    return s.ok ? RANK[illumination(s.r, sunTemeKm(t)).state] : 2;
  };
  const entering = RANK[b.state] > RANK[a.state];
  const out: ShadowEvent[] = [];
  // The penumbra boundary is rank 0|1, the umbra boundary rank 1|2.
  for (const level of [1, 2]) {
    const ra = RANK[a.state],
      rb = RANK[b.state];
    if (ra < level === rb < level) continue;
    let lo = a.t,
      hi = b.t;
    while (hi - lo > 100) {
      const mid = 0.5 * (lo + hi);
      if (rankAt(mid) < level === ra < level) lo = mid;
      else hi = mid;
    }
    const kind: ShadowEventKind =
      level === 1 ? (entering ? 'enterPenumbra' : 'exitPenumbra') : entering ? 'enterUmbra' : 'exitUmbra';
    out.push({ time: Math.round(0.5 * (lo + hi)), kind });
  }
  return out.sort((x, y) => x.time - y.time);
}

function goldenMax(f: (t: number) => number, a: number, b: number): number {
  const g = (Math.sqrt(5) - 1) / 2;
  let c = b - g * (b - a);
  let d = a + g * (b - a);
  let fc = f(c);
  let fd = f(d);
  while (b - a > 200) {
    if (fc > fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - g * (b - a);
      fc = f(c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + g * (b - a);
      fd = f(d);
    }
  }
  return 0.5 * (a + b);
}

export interface SatelliteObservation {
  time: number;
  azimuthDeg: number;
  elevationDeg: number;
  rangeKm: number;
  shadow: ShadowState;
  sunFraction: number;
  sunAltitudeDeg: number;
  magnitude: number | null;
}

/** What the observer sees of one satellite at `t` (for tests, identification and single points). */
export function observeSatellite(
  satrec: SatRec,
  sky: ObserverSky,
  t: number,
  standardMagnitude: PassMagnitudeModel,
): SatelliteObservation {
  const probe = new SatProbe(satrec, sky);
  const s = sampleAt(probe, sky, t, magnitudeModel(standardMagnitude));
  return {
    time: t,
    azimuthDeg: s.az,
    elevationDeg: s.el,
    rangeKm: probe.at(t).range,
    shadow: s.state,
    sunFraction: s.fraction,
    sunAltitudeDeg: s.sunAlt,
    magnitude: s.mag,
  };
}
