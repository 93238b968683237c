/**
 * Deterministic synthetic catalogues for tests and the benchmark: constellation shells, debris crossing
 * them, a few MEO/GTO/GEO objects, and helpers to place an object on purpose (elements from a state).
 * Satrecs come from numeric elements (json2satrec), so nothing is rounded to TLE columns.
 */
import { json2satrec, type SatRec } from 'satellite.js';
import { EARTH_RADIUS_WGS72_KM, MU_EARTH_WGS72, formatTle, meanMotionFromSemiMajorAxisKm } from '../tle-format.ts';
import type { Vec3 } from '../vec.ts';
import type { ScreenObject } from './types.ts';

export interface MeanElements {
  inclinationDeg: number;
  raanDeg: number;
  eccentricity: number;
  argPerigeeDeg: number;
  meanAnomalyDeg: number;
  meanMotionRevPerDay: number;
  bstar?: number;
}

/** Small, fast, seedable PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function satrecFromElements(id: number, epochMs: number, e: MeanElements): SatRec {
  return json2satrec({
    OBJECT_NAME: `SYN ${id}`,
    OBJECT_ID: `SYN-${id}`,
    EPOCH: new Date(epochMs).toISOString(),
    MEAN_MOTION: e.meanMotionRevPerDay,
    ECCENTRICITY: e.eccentricity,
    INCLINATION: e.inclinationDeg,
    RA_OF_ASC_NODE: e.raanDeg,
    ARG_OF_PERICENTER: e.argPerigeeDeg,
    MEAN_ANOMALY: e.meanAnomalyDeg,
    NORAD_CAT_ID: id,
    ELEMENT_SET_NO: 999,
    BSTAR: e.bstar ?? 0,
    MEAN_MOTION_DOT: 0,
    MEAN_MOTION_DDOT: 0,
  });
}

const DEG = Math.PI / 180;
const wrap = (x: number) => ((x % 360) + 360) % 360;

/** Two-body elements of a TEME state (km, km/s), used as mean elements for a placed object. */
export function elementsFromState(r: Vec3, v: Vec3): MeanElements {
  const mu = MU_EARTH_WGS72;
  const rn = Math.hypot(...r);
  const v2 = v[0] ** 2 + v[1] ** 2 + v[2] ** 2;
  const h: Vec3 = [r[1] * v[2] - r[2] * v[1], r[2] * v[0] - r[0] * v[2], r[0] * v[1] - r[1] * v[0]];
  const hn = Math.hypot(...h);
  const nodeV: Vec3 = [-h[1], h[0], 0];
  const nn = Math.hypot(...nodeV);
  const rv = r[0] * v[0] + r[1] * v[1] + r[2] * v[2];
  const ev = r.map((ri, k) => ((v2 - mu / rn) * ri - rv * v[k]) / mu) as Vec3;
  const e = Math.hypot(...ev);
  const a = 1 / (2 / rn - v2 / mu);
  const inc = Math.acos(h[2] / hn);
  let raan = Math.acos(Math.max(-1, Math.min(1, nodeV[0] / nn)));
  if (nodeV[1] < 0) raan = 2 * Math.PI - raan;
  // Argument of latitude u (node to position) and perigee; near-circular orbits put perigee at the node.
  let u = Math.acos(Math.max(-1, Math.min(1, (nodeV[0] * r[0] + nodeV[1] * r[1]) / (nn * rn))));
  if (r[2] < 0) u = 2 * Math.PI - u;
  let argp = 0;
  let nu = u;
  if (e > 1e-7) {
    argp = Math.acos(Math.max(-1, Math.min(1, (nodeV[0] * ev[0] + nodeV[1] * ev[1]) / (nn * e))));
    if (ev[2] < 0) argp = 2 * Math.PI - argp;
    nu = u - argp;
  }
  const E = 2 * Math.atan(Math.sqrt((1 - e) / (1 + e)) * Math.tan(nu / 2));
  const M = E - e * Math.sin(E);
  return {
    inclinationDeg: inc / DEG,
    raanDeg: wrap(raan / DEG),
    eccentricity: e,
    argPerigeeDeg: wrap(argp / DEG),
    meanAnomalyDeg: wrap(M / DEG),
    meanMotionRevPerDay: meanMotionFromSemiMajorAxisKm(a),
  };
}

const circ = (altKm: number) => meanMotionFromSemiMajorAxisKm(EARTH_RADIUS_WGS72_KM + altKm);

/** Elements of an orbit with perigee/apogee altitudes (km). */
function orbit(perigeeAlt: number, apogeeAlt: number, inclinationDeg: number, rand: () => number): MeanElements {
  const rp = EARTH_RADIUS_WGS72_KM + perigeeAlt;
  const ra = EARTH_RADIUS_WGS72_KM + apogeeAlt;
  return {
    inclinationDeg,
    raanDeg: rand() * 360,
    eccentricity: (ra - rp) / (ra + rp),
    argPerigeeDeg: rand() * 360,
    meanAnomalyDeg: rand() * 360,
    meanMotionRevPerDay: meanMotionFromSemiMajorAxisKm((ra + rp) / 2),
  };
}

/**
 * A catalogue shaped like today's: 45 % in constellation shells (planes with random phasing, spread over
 * altitude bands 20–50 km thick), 48 % debris and rocket bodies on eccentric LEO orbits, 5 % MEO
 * and transfer orbits, 2 % near GEO. Ids start at 100000.
 */
export function syntheticElements(count: number, seed: number): { id: number; name: string; elements: MeanElements }[] {
  const rand = prng(seed);
  // Shells are altitude bands (an operator's planes sit at slightly different heights), phasing random.
  const shells = [
    { alt: 550, spread: 50, inc: 53, planes: 72, share: 0.6 },
    { alt: 570, spread: 40, inc: 70, planes: 36, share: 0.1 },
    { alt: 560, spread: 40, inc: 97.6, planes: 10, share: 0.15 },
    { alt: 1200, spread: 30, inc: 87.9, planes: 18, share: 0.12 },
    { alt: 780, spread: 20, inc: 86.4, planes: 6, share: 0.03 },
  ];
  const pickShell = (u: number) => {
    for (const sh of shells) if ((u -= sh.share) < 0) return sh;
    return shells[0];
  };
  const out: { id: number; name: string; elements: MeanElements }[] = [];
  for (let k = 0; k < count; k++) {
    const id = 100000 + k;
    const x = rand();
    let el: MeanElements;
    let name: string;
    if (x < 0.45) {
      const sh = pickShell(rand());
      const plane = Math.floor(rand() * sh.planes);
      el = {
        inclinationDeg: sh.inc,
        raanDeg: (plane * 360) / sh.planes,
        eccentricity: 0.0001 + rand() * 0.0003,
        argPerigeeDeg: rand() * 360,
        meanAnomalyDeg: rand() * 360,
        meanMotionRevPerDay: circ(sh.alt + (rand() - 0.5) * sh.spread),
      };
      name = `SYNSAT-${sh.inc}-${k}`;
    } else if (x < 0.93) {
      const perigee = 350 + rand() * 1100;
      el = orbit(perigee, perigee + rand() ** 2 * 1500, 20 + rand() * 80, rand);
      el.bstar = rand() * 1e-4;
      name = rand() < 0.2 ? `SYN R/B ${k}` : `SYN DEB ${k}`;
    } else if (x < 0.98) {
      const meo = 19_000 + rand() * 4500;
      el =
        rand() < 0.5
          ? orbit(meo, meo + rand() * 100, 55 + rand() * 10, rand)
          : orbit(250 + rand() * 400, 35_700 + rand() * 300, rand() * 30, rand);
      name = `SYN HIGH ${k}`;
    } else {
      el = {
        inclinationDeg: rand() * 2,
        raanDeg: rand() * 360,
        eccentricity: rand() * 0.0005,
        argPerigeeDeg: rand() * 360,
        meanAnomalyDeg: rand() * 360,
        meanMotionRevPerDay: 1.0027 + (rand() - 0.5) * 0.002,
      };
      name = `SYN GEO ${k}`;
    }
    out.push({ id, name, elements: el });
  }
  return out;
}

/** {@link syntheticElements} as satrecs with the given epoch. */
export const syntheticCatalogue = (count: number, seed: number, epochMs: number): ScreenObject[] =>
  syntheticElements(count, seed).map((o) => ({ id: o.id, satrec: satrecFromElements(o.id, epochMs, o.elements) }));

/** {@link syntheticElements} as 3LE text (for importing into the app or a benchmark server). */
export function syntheticTleText(count: number, seed: number, epoch: Date): string {
  return syntheticElements(count, seed)
    .map((o) => {
      const { line1, line2 } = formatTle({ noradId: o.id, epoch, ...o.elements });
      return `${o.name}\n${line1}\n${line2}`;
    })
    .join('\n');
}
