/**
 * A named target for a camera: a planet or the Moon (astronomy-engine, J2000 place at the given time), a Messier
 * object often photographed, a deep-sky object of deep-sky.ts, or a bright star of stars.ts (names as listed there).
 * Messier places: J2000 centres from SIMBAD, rounded to 0.01°.
 */
import { Body, Equator, Observer } from 'astronomy-engine';
import { BODY, isAlmanacBody } from './bodies.ts';
import { DEEP_SKY_OBJECTS } from './deep-sky.ts';
import { BRIGHT_STARS } from './stars.ts';

export interface SkyTarget {
  name: string;
  kind: 'planet' | 'moon' | 'messier' | 'deep-sky' | 'star';
  raDeg: number;
  decDeg: number;
}

/** Messier objects photographers aim at most: [number, common name, RA°, Dec°]. */
const MESSIER: readonly [number, string, number, number][] = [
  [1, 'Crab Nebula', 83.63, 22.01],
  [8, 'Lagoon Nebula', 270.9, -24.39],
  [13, 'Great Globular Cluster in Hercules', 250.42, 36.46],
  [16, 'Eagle Nebula', 274.7, -13.81],
  [20, 'Trifid Nebula', 270.6, -23.03],
  [27, 'Dumbbell Nebula', 299.9, 22.72],
  [31, 'Andromeda Galaxy', 10.68, 41.27],
  [33, 'Triangulum Galaxy', 23.46, 30.66],
  [42, 'Orion Nebula', 83.82, -5.39],
  [44, 'Beehive Cluster', 130.1, 19.67],
  [45, 'Pleiades', 56.75, 24.12],
  [51, 'Whirlpool Galaxy', 202.47, 47.2],
  [57, 'Ring Nebula', 283.4, 33.03],
  [81, "Bode's Galaxy", 148.89, 69.07],
  [101, 'Pinwheel Galaxy', 210.8, 54.35],
  [104, 'Sombrero Galaxy', 190.0, -11.62],
];

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();

/** The target called `name` (case and spacing ignored; "M 42", "m42" and "Orion Nebula" alike), or null. */
export function resolveSkyTarget(
  name: string,
  ms: number,
  site: { lat: number; lon: number; heightKm: number },
): SkyTarget | null {
  const q = norm(name);
  if (isAlmanacBody(q) && q !== 'sun') {
    const body = BODY[q];
    // J2000 place seen from the site at `ms` (a planet moves well under a field's width in a night; the Moon does not).
    const eq = Equator(body, new Date(ms), new Observer(site.lat, site.lon, site.heightKm * 1000), false, true);
    const label = q[0]!.toUpperCase() + q.slice(1);
    return { name: label, kind: body === Body.Moon ? 'moon' : 'planet', raDeg: eq.ra * 15, decDeg: eq.dec };
  }
  const m = /^m\s?(\d{1,3})$/.exec(q);
  for (const [n, label, ra, dec] of MESSIER)
    if ((m && Number(m[1]) === n) || norm(label) === q)
      return { name: `M${n} ${label}`, kind: 'messier', raDeg: ra, decDeg: dec };
  const deep = DEEP_SKY_OBJECTS.find((d) => norm(d.name) === q || d.id === q.replace(/ /g, '-'));
  if (deep) return { name: deep.name, kind: 'deep-sky', raDeg: deep.raDeg, decDeg: deep.decDeg };
  const star = BRIGHT_STARS.find((s) => norm(s.name) === q);
  if (star) return { name: star.name, kind: 'star', raDeg: star.raDeg, decDeg: star.decDeg };
  return null;
}
