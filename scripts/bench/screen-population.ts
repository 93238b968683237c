/**
 * The catalogue `npm run bench:screen` screens: the portal's bundled catalogue plus a synthetic population shaped
 * like the public on-orbit catalogue (about 30,000 tracked objects, three quarters in LEO), as 3LE text.
 *
 * - The bundled nominal catalogue (packages/astro nominal-catalogue.ts): Starlink, GPS, Galileo, GLONASS,
 *   Iridium, GEO slots, ISS, Hubble.
 * - Phased constellation shells (Walker delta, one altitude per shell, eccentricity up to 2·10⁻⁴): Starlink-like
 *   shells at 530–570 km (43°, 53.2°, 70°, 97.6°; the bundled catalogue has the 550 km, 53° one) and a OneWeb-like shell at 1,200 km (87.9°). Real operators
 *   keep their satellites phased; random phasing (packages/astro synthetic.ts) makes a shell collide with itself.
 * - Debris and rocket bodies from packages/astro synthetic.ts's debris class (perigee 350–1,450 km, apogee up to
 *   1,500 km higher, inclination 20–100°), with its MEO, transfer and GEO objects.
 * - Fragmentation clouds: the four large breakups that dominate LEO debris (Fengyun-1C 2007 at about 850 km, 98.6°;
 *   Cosmos 2251 2009 at 790 km, 74°; Iridium 33 2009 at 790 km, 86.4°; Cosmos 1408 2021 at 480 km, 82.6°), each a
 *   spread of perigee/apogee around the parent's altitude (tens of m/s of Δv) and of node (years of differential
 *   precession): the dense debris shells in which real screens find most encounters.
 */
import {
  EARTH_RADIUS_WGS72_KM,
  formatTle,
  generateNominalCatalogue,
  meanMotionFromSemiMajorAxisKm,
  parseCatalogText,
  prng,
  syntheticElements,
  type TleElementsInput,
} from '@cosmos/astro';

type MeanElements = Omit<TleElementsInput, 'noradId' | 'epoch'>;

export interface Population {
  text: string;
  counts: Record<'bundled' | 'shells' | 'debris' | 'clouds' | 'high', number>;
  total: number;
}

const R = EARTH_RADIUS_WGS72_KM;
const circ = (altKm: number) => meanMotionFromSemiMajorAxisKm(R + altKm);

/** Walker phasing F chosen so that no two satellites of a shell pass within 5 km (checked with the screen). */
const SHELLS = [
  { alt: 540, inc: 53.2, planes: 72, perPlane: 22, f: 3 },
  { alt: 570, inc: 70, planes: 36, perPlane: 20, f: 3 },
  { alt: 560, inc: 97.6, planes: 10, perPlane: 58, f: 1 },
  { alt: 530, inc: 43, planes: 28, perPlane: 40, f: 1 },
  { alt: 1200, inc: 87.9, planes: 18, perPlane: 36, f: 1 },
];

const CLOUDS = [
  { name: 'FENGYUN 1C DEB', alt: 850, inc: 98.6, share: 0.4 },
  { name: 'COSMOS 2251 DEB', alt: 790, inc: 74, share: 0.2 },
  { name: 'IRIDIUM 33 DEB', alt: 790, inc: 86.4, share: 0.1 },
  { name: 'COSMOS 1408 DEB', alt: 480, inc: 82.6, share: 0.3 },
];

/** `minObjects` or more objects, epoch `epoch`; ids of synthetic objects from 200000 (six digits, Alpha-5 in TLE). */
export function screenPopulation(minObjects: number, epoch: Date, seed = 34): Population {
  const rand = prng(seed);
  const bundledText = generateNominalCatalogue({ epoch });
  const bundled = parseCatalogText(bundledText);
  const bundledCount = bundled.ok ? bundled.records.length : 0;
  const lines: string[] = [bundledText.trimEnd()];
  let id = 200_000;
  const add = (name: string, el: MeanElements) => {
    const { line1, line2 } = formatTle({ noradId: id, epoch, ...el });
    lines.push(`${name} ${id}`, line1, line2);
    id++;
  };
  let shells = 0;
  for (const [k, sh] of SHELLS.entries()) {
    const t = sh.planes * sh.perPlane;
    for (let i = 0; i < sh.planes; i++)
      for (let j = 0; j < sh.perPlane; j++) {
        add(`SYNCON-${k} ${i + 1}-${j + 1}`, {
          inclinationDeg: sh.inc,
          raanDeg: (i * 360) / sh.planes,
          eccentricity: 0.00005 + rand() * 0.00015,
          argPerigeeDeg: 0, // the phase is the argument of latitude: perigee at the node, M sets it
          meanAnomalyDeg: ((j * 360) / sh.perPlane + (i * sh.f * 360) / t) % 360,
          meanMotionRevPerDay: circ(sh.alt),
        });
        shells++;
      }
  }
  const remaining = Math.max(0, minObjects - bundledCount - shells);
  const cloudCount = Math.round(remaining * 0.25);
  let clouds = 0;
  for (const c of CLOUDS) {
    const n = Math.round(cloudCount * c.share);
    for (let k = 0; k < n; k++) {
      // A breakup's Δv of tens of m/s moves perigee and apogee by up to ~±150 km around the parent's altitude.
      const a = c.alt + (rand() - 0.5) * 120;
      const halfSpread = rand() ** 2 * 150;
      const rp = R + a - halfSpread;
      const ra = R + a + halfSpread;
      add(c.name, {
        inclinationDeg: c.inc + (rand() - 0.5) * 1.5,
        raanDeg: rand() * 360,
        eccentricity: (ra - rp) / (ra + rp),
        argPerigeeDeg: rand() * 360,
        meanAnomalyDeg: rand() * 360,
        meanMotionRevPerDay: meanMotionFromSemiMajorAxisKm((ra + rp) / 2),
        bstar: rand() * 2e-4,
      });
      clouds++;
    }
  }
  // synthetic.ts's catalogue without its randomly phased shells (SYNSAT): debris, rocket bodies, MEO/GTO, GEO.
  let debris = 0;
  let high = 0;
  const want = Math.max(0, minObjects - bundledCount - shells - clouds);
  for (const o of syntheticElements(Math.ceil(want / 0.55) + 100, seed + 1)) {
    if (debris + high >= want) break;
    if (o.name.startsWith('SYNSAT')) continue;
    const isHigh = o.name.startsWith('SYN HIGH') || o.name.startsWith('SYN GEO');
    add(o.name.replace(/ \d+$/, ''), o.elements);
    if (isHigh) high++;
    else debris++;
  }
  const total = bundledCount + shells + clouds + debris + high;
  return {
    text: `${lines.join('\n')}\n`,
    counts: { bundled: bundledCount, shells, debris, clouds, high },
    total,
  };
}
