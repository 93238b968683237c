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
import { type SatRec } from 'satellite.js';
import { ObserverSky, VISIBLE_MIN_ELEVATION_DEG, VISIBLE_SUN_MAX_ALT_DEG, type Window } from './observer-sky.ts';
import { illumination } from './shadow.ts';
import { DEG, sunTemeKm } from './sky-geometry.ts';
import { buildPass } from './pass-track.ts';
import { ANGLE_MARGIN, MIN_STEP_MS, PLANE_MARGIN, PLANE_RATE, R_MARGIN_KM, SatProbe } from './pass-probe.ts';
import type { ObserverPass, PassSearchOptions } from './pass-types.ts';

export type * from './pass-types.ts';
export { MAX_TRACK_POINTS, MIN_STEP_MS } from './pass-probe.ts';
export { observeSatellite, type SatelliteObservation } from './pass-track.ts';
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
