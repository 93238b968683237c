/**
 * Pass prediction with visibility: for each pass over an observer, whether and how brightly the
 * satellite can be seen (sunlit, above 10°, Sun below −6° at the observer), its shadow entries
 * and exits, and a track from rise to set.
 *
 * The search is fast because it rarely evaluates SGP4 where nothing can happen:
 *  - orbit geometry: a satellite whose ground track never comes within the visibility circle of
 *    the site's latitude is skipped; so is one that cannot rise above the threshold at all;
 *  - visible-only searches scan only the windows where the Sun is low enough for the observer and
 *    high enough for the satellite (at its apogee) to be sunlit;
 *  - inside a window the step is the time the satellite needs, at its fastest angular rate, to
 *    reach the visibility circle (or leave it during a pass), never less than MIN_STEP_MS;
 *  - rise and set are refined by regula falsi to 50 ms, the culmination by golden section.
 */
import { sgp4, type SatRec } from 'satellite.js';
import { visualMagnitude } from './magnitude.ts';
import { ObserverSky, VISIBLE_MIN_ELEVATION_DEG, VISIBLE_SUN_MAX_ALT_DEG, type Window } from './observer-sky.ts';
import { illumination, type ShadowState } from './shadow.ts';
import { DEG, gmstAt, lookFromEcf, sunTemeKm, toEcf } from './sky-geometry.ts';
import type { Vec3 } from './vec.ts';

export interface PassPoint {
  time: number;
  azimuthDeg: number;
  elevationDeg: number;
}
export interface TrackPoint extends PassPoint {
  magnitude: number | null;
  sunlit: boolean;
}
export type ShadowEventKind = 'enterPenumbra' | 'enterUmbra' | 'exitUmbra' | 'exitPenumbra';
export interface ShadowEvent {
  time: number;
  kind: ShadowEventKind;
}

export interface ObserverPass {
  rise: PassPoint;
  culmination: PassPoint;
  set: PassPoint;
  maxElevationDeg: number;
  /** Rise or set cut by the ends of the searched period. */
  clipped: boolean;
  visible: boolean;
  /** Brightest predicted magnitude while visible; null when the pass is never visible. */
  maxMagnitude: number | null;
  /** The Sun's altitude at the observer at culmination (degrees). */
  sunAltitudeDeg: number;
  /** First and last visible instants (track resolution), null when never visible. */
  visibleFrom: number | null;
  visibleTo: number | null;
  shadow: ShadowEvent[];
  track: TrackPoint[];
}

export interface PassSearchOptions {
  minElevationDeg?: number;
  /** Only passes that are visible somewhere (and only windows where that is possible are searched). */
  visibleOnly?: boolean;
  /** Spacing of track points (s); widened so that a track has at most MAX_TRACK_POINTS points. */
  trackStepSeconds?: number;
  /** Standard magnitude (1,000 km, 90° phase) for the magnitude model. */
  standardMagnitude: number;
}

const MU = 398_600.8; // km³/s², WGS-72 as SGP4
const EARTH_RADIUS_ER_KM = 6378.135; // SGP4's Earth radius (satrec.a is in these units)
const OMEGA_EARTH = 7.292115e-5; // rad/s
/** Smallest scan step: a pass whose part above the threshold lasts less than this may be missed. */
export const MIN_STEP_MS = 15_000;
/** Track length cap: a pass lasting hours is sampled more coarsely than every trackStepSeconds. */
export const MAX_TRACK_POINTS = 120;
/** Allowance for SGP4's short-period terms in apogee/perigee radius (km) and for geodetic vs geocentric up (°). */
const R_MARGIN_KM = 60;
const ANGLE_MARGIN = 0.4 * DEG;
/** Bound on how fast the site's angular distance from an orbital plane changes: Earth's rotation and nodal drift (≤ 10°/day), with 10 % slack. */
const PLANE_RATE = (OMEGA_EARTH + (10 * DEG) / 86_400) * 1.1;
/** Osculating-plane wobble from SGP4's periodic terms (rad). */
const PLANE_MARGIN = 0.5 * DEG;

interface SatState {
  ok: boolean;
  r: Vec3;
  ecf: Vec3;
  el: number;
  az: number;
  range: number;
  /** Central angle between the sub-satellite point and the site (rad). */
  theta: number;
  /** Angular distance of the site from the orbital plane (rad). */
  beta: number;
}

/** One satellite's geometry bounds and a reusable evaluator. */
class SatProbe {
  readonly epochMs: number;
  readonly rApo: number;
  readonly rPeri: number;
  /** Upper bound of the angular rate of the sub-satellite direction in Earth-fixed axes (rad/s). */
  readonly omega: number;
  readonly inclDeg: number;
  readonly periodMs: number;
  private readonly s: SatState = {
    ok: false,
    r: [0, 0, 0],
    ecf: [0, 0, 0],
    el: -90,
    az: 0,
    range: 0,
    theta: Math.PI,
    beta: Math.PI / 2,
  };

  constructor(
    readonly satrec: SatRec,
    private readonly sky: ObserverSky,
  ) {
    this.epochMs = (satrec.jdsatepoch - 2440587.5) * 86_400_000;
    const aKm = satrec.a * EARTH_RADIUS_ER_KM;
    const e = Math.min(0.999, Math.max(0, satrec.ecco));
    this.rApo = aKm * (1 + e);
    this.rPeri = aKm * (1 - e);
    const h = Math.sqrt(MU * aKm * (1 - e * e));
    this.omega = (h / (this.rPeri - R_MARGIN_KM) ** 2 + OMEGA_EARTH) * 1.05;
    const i = satrec.inclo / DEG;
    this.inclDeg = i > 90 ? 180 - i : i;
    this.periodMs = ((2 * Math.PI) / satrec.no) * 60_000;
  }

  at(ms: number): SatState {
    const s = this.s;
    const pv = sgp4(this.satrec, (ms - this.epochMs) / 60_000) as {
      position: { x: number; y: number; z: number };
      velocity: { x: number; y: number; z: number };
    } | null;
    if (!pv || this.satrec.error !== 0 || !Number.isFinite(pv.position.x)) {
      s.ok = false;
      s.el = -90;
      s.theta = Math.PI;
      s.beta = Math.PI / 2;
      return s;
    }
    s.ok = true;
    const r = s.r;
    r[0] = pv.position.x;
    r[1] = pv.position.y;
    r[2] = pv.position.z;
    const gmst = gmstAt(ms);
    toEcf(r, gmst, s.ecf);
    // Orbit normal h = r × v (inertial), and the site's inertial direction: their angle gives beta.
    const v = pv.velocity;
    const hx = r[1] * v.z - r[2] * v.y,
      hy = r[2] * v.x - r[0] * v.z,
      hz = r[0] * v.y - r[1] * v.x;
    const d = this.sky.frame.dir;
    const c = Math.cos(gmst),
      sn = Math.sin(gmst);
    const ox = d[0] * c - d[1] * sn,
      oy = d[0] * sn + d[1] * c;
    s.beta = Math.asin(Math.min(1, Math.abs(ox * hx + oy * hy + d[2] * hz) / Math.hypot(hx, hy, hz)));
    const f = this.sky.frame;
    const look = lookFromEcf(f, s.ecf);
    s.el = look.elevationDeg;
    s.az = look.azimuthDeg;
    s.range = look.rangeKm;
    const rn = Math.hypot(s.ecf[0], s.ecf[1], s.ecf[2]);
    s.theta = Math.acos(
      Math.max(-1, Math.min(1, (s.ecf[0] * f.dir[0] + s.ecf[1] * f.dir[1] + s.ecf[2] * f.dir[2]) / rn)),
    );
    return s;
  }
}

/** Central angle (rad) of the circle inside which a satellite at geocentric distance r is above `elDeg`. */
function visibilityRadius(siteRadiusKm: number, rKm: number, elDeg: number): number {
  const e = elDeg * DEG;
  const c = (siteRadiusKm * Math.cos(e)) / rKm;
  return c >= 1 ? -1 : Math.acos(c) - e;
}

/** Passes of one satellite over the observer in [sky.from, sky.to]. */
export function findObserverPasses(satrec: SatRec, sky: ObserverSky, opts: PassSearchOptions): ObserverPass[] {
  const minEl = opts.minElevationDeg ?? VISIBLE_MIN_ELEVATION_DEG;
  const probe = new SatProbe(satrec, sky);
  const R = sky.frame.radiusKm;
  const lamMax = visibilityRadius(R, probe.rApo + R_MARGIN_KM, minEl) + ANGLE_MARGIN;
  if (lamMax <= 0) return [];
  // The ground track reaches latitudes up to the inclination; the site must be within lamMax of that.
  if (Math.abs(sky.geocentricLatDeg) * DEG > probe.inclDeg * DEG + lamMax) return [];
  const lamIn = Math.max(0, visibilityRadius(R, Math.max(probe.rPeri - R_MARGIN_KM, R + 1), minEl) - ANGLE_MARGIN);
  const windows: Window[] = opts.visibleOnly
    ? sky.windows(maxSunDepressionDeg(probe.rApo, lamMax))
    : [[sky.from, sky.to]];
  const elOf = (t: number) => probe.at(t).el - minEl;
  const stepFrom = (theta: number, beta: number, inPass: boolean) => {
    if (inPass) return Math.max(MIN_STEP_MS, ((lamIn - theta) / probe.omega) * 1000);
    // Out of a pass: the satellite must first come within lamMax of the site (at its fastest rate),
    // and the site must first come within lamMax of the orbital plane (Earth's rotation plus the
    // plane's drift; osculating wobble is in the margin).
    const gap = Math.max((theta - lamMax) / probe.omega, (beta - lamMax - PLANE_MARGIN) / PLANE_RATE);
    return Math.max(MIN_STEP_MS, gap * 1000);
  };

  const out: ObserverPass[] = [];
  let cursor = sky.from;
  for (const [ws, we] of windows) {
    let t = Math.max(ws, cursor);
    if (t >= we) continue;
    let s = probe.at(t);
    let rise: number | null = null;
    let clipped = false;
    if (s.el >= minEl) {
      // A pass in progress at the window's start: walk back to its rise.
      let tb = t;
      let fb = s.el - minEl;
      for (;;) {
        if (tb <= sky.from) {
          rise = sky.from;
          clipped = true;
          break;
        }
        const ta = Math.max(sky.from, tb - stepFrom(probe.at(tb).theta, 0, true));
        const fa = elOf(ta);
        if (fa < 0) {
          rise = refine(elOf, ta, fa, tb, fb);
          break;
        }
        tb = ta;
        fb = fa;
      }
      s = probe.at(t);
    }
    let f = s.el - minEl;
    let theta = s.theta;
    let beta = s.beta;
    for (;;) {
      const inPass = rise !== null;
      const limit = inPass ? sky.to : we;
      if (t >= limit) {
        if (inPass) out.push(buildPass(probe, sky, rise!, sky.to, true, opts));
        break;
      }
      const t2 = Math.min(t + stepFrom(theta, beta, inPass), limit);
      const s2 = probe.at(t2);
      const f2 = s2.el - minEl;
      // probe.at reuses one state object and refine moves it: keep what the next step needs.
      const theta2 = s2.theta;
      const beta2 = s2.beta;
      if (!inPass && f2 >= 0) {
        rise = refine(elOf, t, f, t2, f2);
        clipped = false;
      } else if (inPass && f2 < 0) {
        const set = refine(elOf, t, f, t2, f2);
        if (!opts.visibleOnly || mayBeVisible(probe, sky, rise!, set))
          out.push(buildPass(probe, sky, rise!, set, clipped, opts));
        rise = null;
        cursor = set + 1;
        clipped = false;
        if (t2 >= we) break;
      }
      t = t2;
      f = f2;
      theta = theta2;
      beta = beta2;
    }
  }
  return opts.visibleOnly ? out.filter((p) => p.visible) : out;
}

/**
 * Cheap test before sampling a whole pass in a visible-only search: false only when no instant of the
 * pass can be visible — the Sun above −6° at both ends of a short pass (its altitude is monotonic over
 * minutes), or the satellite in the umbra at rise, culmination and set of a pass much shorter than the
 * orbit (leaving and re-entering the shadow takes at least half an orbit).
 */
function mayBeVisible(probe: SatProbe, sky: ObserverSky, rise: number, set: number): boolean {
  const short = set - rise < 0.3 * probe.periodMs;
  if (
    short &&
    sky.sunAltitudeDeg(rise) >= VISIBLE_SUN_MAX_ALT_DEG &&
    sky.sunAltitudeDeg(set) >= VISIBLE_SUN_MAX_ALT_DEG
  )
    return false;
  if (!short) return true;
  for (const t of [rise, 0.5 * (rise + set), set]) {
    const s = probe.at(t);
    if (s.ok && illumination(s.r, sunTemeKm(t)).state !== 'umbra') return true;
  }
  return false;
}

/** Largest solar depression at the observer for which a satellite reaching rApo can be sunlit and in view. */
function maxSunDepressionDeg(rApo: number, lamMax: number): number {
  const umbraRadius = 6300; // below R⊕: the umbral cone narrows behind the Earth
  return (Math.acos(Math.min(1, umbraRadius / (rApo + R_MARGIN_KM))) + lamMax) / DEG + 1.5;
}

/** Regula falsi (Illinois) for the zero of f between ta and tb (opposite signs) to 50 ms. */
function refine(f: (t: number) => number, ta: number, fa: number, tb: number, fb: number): number {
  for (let i = 0; i < 40 && tb - ta > 50; i++) {
    let tm = tb - (fb * (tb - ta)) / (fb - fa);
    if (!(tm > ta && tm < tb)) tm = 0.5 * (ta + tb);
    const fm = f(tm);
    if (fm === 0) return tm;
    if (fm < 0 === fa < 0) {
      ta = tm;
      fa = fm;
      fb *= 0.5;
    } else {
      tb = tm;
      fb = fm;
      fa *= 0.5;
    }
  }
  return Math.abs(fa) < Math.abs(fb) ? ta : tb;
}

interface Sample {
  t: number;
  el: number;
  az: number;
  state: ShadowState;
  fraction: number;
  sunAlt: number;
  mag: number | null;
}

function sampleAt(probe: SatProbe, sky: ObserverSky, t: number, stdMag: number): Sample {
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
    mag: visualMagnitude(stdMag, s.range, phase, ill.fraction),
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

function buildPass(
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
  const samples: Sample[] = [];
  for (let i = 0; i <= n; i++)
    samples.push(sampleAt(probe, sky, i === n ? set : rise + i * step, opts.standardMagnitude));
  // Culmination: golden section around the highest sample.
  let k = 0;
  for (let i = 1; i < samples.length; i++) if (samples[i].el > samples[k].el) k = i;
  const tc = goldenMax(
    (t) => probe.at(t).el,
    samples[Math.max(0, k - 1)].t,
    samples[Math.min(samples.length - 1, k + 1)].t,
  );
  const culm = sampleAt(probe, sky, tc, opts.standardMagnitude);
  // Shadow transitions between samples, bisected to 0.1 s.
  const shadow: ShadowEvent[] = [];
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1],
      b = samples[i];
    if (a.state === b.state) continue;
    for (const ev of shadowEvents(probe, a, b)) shadow.push(ev);
  }
  const { visibleFrom, visibleTo, maxMagnitude } = visibility(
    probe,
    sky,
    opts.standardMagnitude,
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
    sunAltitudeDeg: culm.sunAlt,
    visibleFrom,
    visibleTo,
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
function visibility(probe: SatProbe, sky: ObserverSky, stdMag: number, samples: Sample[], shadow: ShadowEvent[]) {
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
  const consider = (s: Sample) => {
    if (isVisible(s) && s.mag !== null && (maxMagnitude === null || s.mag < maxMagnitude)) maxMagnitude = s.mag;
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
  return { visibleFrom, visibleTo, maxMagnitude: maxMagnitude as number | null };
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
  standardMagnitude: number,
): SatelliteObservation {
  const probe = new SatProbe(satrec, sky);
  const s = sampleAt(probe, sky, t, standardMagnitude);
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
