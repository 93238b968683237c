/** One satellite's orbit bounds and a reusable evaluator of its position seen from the observer (the pass search's probe). */
import { sgp4, type SatRec } from 'satellite.js';
import { ObserverSky } from './observer-sky.ts';
import { DEG, gmstAt, lookFromEcf, toEcf } from './sky-geometry.ts';
import type { Vec3 } from './vec.ts';

export const MU = 398_600.8; // km³/s², WGS-72 as SGP4
export const EARTH_RADIUS_ER_KM = 6378.135; // SGP4's Earth radius (satrec.a is in these units)
export const OMEGA_EARTH = 7.292115e-5; // rad/s
/** Smallest scan step: a pass whose part above the threshold lasts less than this may be missed. */
export const MIN_STEP_MS = 15_000;
/** Track length cap: a pass lasting hours is sampled more coarsely than every trackStepSeconds. */
export const MAX_TRACK_POINTS = 120;
/** Allowance for SGP4's short-period terms in apogee/perigee radius (km) and for geodetic vs geocentric up (°). */
export const R_MARGIN_KM = 60;
export const ANGLE_MARGIN = 0.4 * DEG;
/** Bound on how fast the site's angular distance from an orbital plane changes: Earth's rotation and nodal drift (≤ 10°/day), with 10 % slack. */
export const PLANE_RATE = (OMEGA_EARTH + (10 * DEG) / 86_400) * 1.1;
/** Osculating-plane wobble from SGP4's periodic terms (rad). */
export const PLANE_MARGIN = 0.5 * DEG;

export interface SatState {
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
export class SatProbe {
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
