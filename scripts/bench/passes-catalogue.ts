/**
 * A reproducible 10,000-object test catalogue for the pass benchmark: the nominal catalogue
 * (Starlink, GPS, Galileo, GLONASS, Iridium, geostationary, ISS, Hubble) topped up with seeded
 * random orbits in the proportions of the public catalogue: mostly low orbits (sun-synchronous,
 * 50–75°, 80–90°), some eccentric (transfer and Molniya-type), a few medium and geostationary.
 */
import { formatTle, generateNominalCatalogue, parseCatalogText, toSatrec } from '@cosmos/astro';
import type { SatRec } from 'satellite.js';

export interface BenchSat {
  noradId: number;
  name: string;
  line1: string;
  line2: string;
  satrec: SatRec;
}

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MU = 398600.8;
const RE = 6378.135;
const revPerDay = (aKm: number) => (86400 / (2 * Math.PI)) * Math.sqrt(MU / aKm ** 3);

export function benchCatalogue(n: number, epoch: Date): BenchSat[] {
  const parsed = parseCatalogText(generateNominalCatalogue({ epoch }));
  if (!parsed.ok) throw new Error('nominal catalogue');
  const out: BenchSat[] = parsed.records
    .slice(0, n)
    .map((r) => ({ noradId: r.noradId, name: r.name, line1: r.line1, line2: r.line2, satrec: toSatrec(r) }));
  const rand = rng(20261123);
  for (let id = 80_000; out.length < n; id++) {
    const u = rand();
    let perigee: number, apogee: number, incl: number;
    if (u < 0.45) {
      perigee = apogee = 450 + rand() * 450;
      incl = 96.5 + rand() * 3;
    } // sun-synchronous
    else if (u < 0.7) {
      perigee = 300 + rand() * 900;
      apogee = perigee + rand() * 150;
      incl = 50 + rand() * 25;
    } else if (u < 0.8) {
      perigee = apogee = 700 + rand() * 800;
      incl = 80 + rand() * 10;
    } else if (u < 0.88) {
      perigee = 200 + rand() * 400;
      apogee = 2000 + rand() * 34000;
      incl = rand() * 65;
    } // transfer, Molniya-type
    else if (u < 0.94) {
      perigee = apogee = 19000 + rand() * 5000;
      incl = 55 + rand() * 10;
    } else {
      perigee = apogee = 35786 + (rand() - 0.5) * 200;
      incl = rand() * 5;
    }
    const a = RE + (perigee + apogee) / 2;
    const e = (apogee - perigee) / (2 * a);
    const kind = rand() < 0.3 ? 'DEB' : rand() < 0.3 ? 'R/B' : 'SAT';
    const t = formatTle({
      noradId: id,
      name: `BENCH ${kind} ${id}`,
      epoch,
      inclinationDeg: incl,
      raanDeg: rand() * 360,
      eccentricity: e,
      argPerigeeDeg: rand() * 360,
      meanAnomalyDeg: rand() * 360,
      meanMotionRevPerDay: revPerDay(a),
    });
    out.push({ noradId: id, name: `BENCH ${kind} ${id}`, line1: t.line1, line2: t.line2, satrec: toSatrec(t) });
  }
  return out;
}
