/**
 * "What was that?": satellites that passed within `radiusDeg` of a direction in the sky (azimuth,
 * elevation) seen from a site during [at − window, at + window]. Pure; the worker runs it.
 *
 * The whole catalogue is propagated every COARSE_MS (bulk SGP4). A satellite's direction on the sky
 * moves at most |v|/ρ (v ≤ 8.5 km/s Earth-fixed, ρ the range), so between two coarse instants its
 * separation from the target is at least (s₀ + s₁ − ω·Δt)/2: only segments where that lower bound is
 * within the radius are searched again, every second, then refined to the closest approach.
 */
import {
  BULK_STRIDE,
  ObserverSky,
  gmstAt,
  observeSatellite,
  propagateMany,
  toEcf,
  toSatrec,
  type Site,
  type Vec3,
} from '@cosmos/astro';
import { unpackMagnitude } from './satellite-info.ts';

/** A parsed element set, as astro's toSatrec makes it (satellite.js stays behind @cosmos/astro). */
type SatRec = ReturnType<typeof toSatrec>;

const DEG = Math.PI / 180;
const COARSE_MS = 30_000;
const V_MAX = 8.5; // km/s, Earth-fixed speed bound for Earth orbits

export interface IdentifyRequest {
  site: Site;
  at: number;
  azimuthDeg: number;
  elevationDeg: number;
  radiusDeg: number;
  windowSeconds: number;
}
export interface IdentifyHit {
  index: number;
  time: number;
  separationDeg: number;
  azimuthDeg: number;
  elevationDeg: number;
  rangeKm: number;
  magnitude: number | null;
  sunlit: boolean;
  /** The Sun's altitude at the observer at closest approach (degrees). */
  sunAltitudeDeg: number;
  track: { time: number; azimuthDeg: number; elevationDeg: number }[];
}

function targetEcf(sky: ObserverSky, azDeg: number, elDeg: number): Vec3 {
  const { e, n, u } = sky.frame;
  const ce = Math.cos(elDeg * DEG),
    se = Math.sin(elDeg * DEG),
    sa = Math.sin(azDeg * DEG),
    ca = Math.cos(azDeg * DEG);
  return [0, 1, 2].map((k) => ce * sa * e[k] + ce * ca * n[k] + se * u[k]) as Vec3;
}

/** Separation (rad) and range (km) of an Earth-fixed point from the target direction. */
function separation(sky: ObserverSky, target: Vec3, p: Vec3): { sep: number; range: number } {
  const o = sky.frame.ecf;
  const dx = p[0] - o[0],
    dy = p[1] - o[1],
    dz = p[2] - o[2];
  const range = Math.hypot(dx, dy, dz);
  const c = (dx * target[0] + dy * target[1] + dz * target[2]) / range;
  return { sep: Math.acos(Math.max(-1, Math.min(1, c))), range };
}

export function identify(satrecs: SatRec[], mags: Float64Array, req: IdentifyRequest): IdentifyHit[] {
  const t0 = req.at - req.windowSeconds * 1000;
  const t1 = req.at + req.windowSeconds * 1000;
  const sky = new ObserverSky(req.site, t0, t1);
  const target = targetEcf(sky, req.azimuthDeg, req.elevationDeg);
  const radius = req.radiusDeg * DEG;
  const n = satrecs.length;
  const steps = Math.max(1, Math.ceil((t1 - t0) / COARSE_MS));
  const buf = new Float64Array(n * BULK_STRIDE);
  const prevSep = new Float64Array(n).fill(Number.NaN);
  const prevRange = new Float64Array(n);
  const segments = new Map<number, number[]>(); // satellite → start times of segments to search finely
  const ecf: Vec3 = [0, 0, 0];
  for (let k = 0; k <= steps; k++) {
    const t = Math.min(t0 + k * COARSE_MS, t1);
    propagateMany(satrecs, new Date(t), buf);
    const gmst = gmstAt(t);
    for (let i = 0, j = 0; i < n; i++, j += BULK_STRIDE) {
      if (Number.isNaN(buf[j])) {
        prevSep[i] = Number.NaN;
        continue;
      }
      toEcf([buf[j], buf[j + 1], buf[j + 2]], gmst, ecf);
      const { sep, range } = separation(sky, target, ecf);
      if (k > 0 && !Number.isNaN(prevSep[i])) {
        const dt = (t - (t0 + (k - 1) * COARSE_MS)) / 1000;
        const rhoMin = Math.max(50, Math.min(range, prevRange[i]) - V_MAX * dt);
        const omega = V_MAX / rhoMin;
        if ((prevSep[i] + sep - omega * dt) / 2 <= radius) {
          const list = segments.get(i) ?? [];
          list.push(t0 + (k - 1) * COARSE_MS);
          segments.set(i, list);
        }
      }
      prevSep[i] = sep;
      prevRange[i] = range;
    }
    if (t === t1) break;
  }
  const hits: IdentifyHit[] = [];
  for (const [i, starts] of segments) {
    const sat = satrecs[i];
    const sepAt = (t: number) => {
      const s = observeSatellite(sat, sky, t, unpackMagnitude(mags, i));
      // Separation from the look angles (spherical law of cosines on the sky).
      const a1 = req.azimuthDeg * DEG,
        e1 = req.elevationDeg * DEG,
        a2 = s.azimuthDeg * DEG,
        e2 = s.elevationDeg * DEG;
      const c = Math.sin(e1) * Math.sin(e2) + Math.cos(e1) * Math.cos(e2) * Math.cos(a1 - a2);
      return { s, sep: Math.acos(Math.max(-1, Math.min(1, c))) };
    };
    let best = { t: 0, sep: Infinity };
    for (const start of starts) {
      for (let t = start; t <= Math.min(start + COARSE_MS, t1); t += 1000) {
        const { sep } = sepAt(t);
        if (sep < best.sep) best = { t, sep };
      }
    }
    if (best.sep > radius + 2 * DEG) continue;
    // Refine the closest approach to 0.1 s by ternary search around the best second.
    let lo = Math.max(t0, best.t - 1000),
      hi = Math.min(t1, best.t + 1000);
    while (hi - lo > 100) {
      const m1 = lo + (hi - lo) / 3,
        m2 = hi - (hi - lo) / 3;
      if (sepAt(m1).sep < sepAt(m2).sep) hi = m2;
      else lo = m1;
    }
    const tc = (lo + hi) / 2;
    const { s, sep } = sepAt(tc);
    if (sep > radius || s.elevationDeg < 0) continue;
    const track: IdentifyHit['track'] = [];
    for (let t = t0; t <= t1; t += 10_000) {
      const p = observeSatellite(sat, sky, t, unpackMagnitude(mags, i));
      if (p.elevationDeg >= 0) track.push({ time: t, azimuthDeg: p.azimuthDeg, elevationDeg: p.elevationDeg });
    }
    hits.push({
      index: i,
      time: tc,
      separationDeg: sep / DEG,
      azimuthDeg: s.azimuthDeg,
      elevationDeg: s.elevationDeg,
      rangeKm: s.rangeKm,
      magnitude: s.magnitude,
      sunlit: s.shadow !== 'umbra',
      sunAltitudeDeg: s.sunAltitudeDeg,
      track,
    });
  }
  return hits.sort((a, b) => a.separationDeg - b.separationDeg);
}
