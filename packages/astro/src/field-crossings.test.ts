/**
 * The astrophotography planner's crossings against an independent brute-force reference written in this test by a
 * different path: satellite.js's high-level propagate → eciToEcf → ecfToLookAngles for each object's azimuth and
 * elevation, astronomy-engine's rotation matrices (horizontal → equator of date, J2000 → equator of date: IAU 2006
 * precession and nutation) for the object and the target, every object sampled every 0.2 s with no prefilter, entry and
 * exit interpolated linearly between samples, and the Sun for the umbra from astronomy-engine. Under test: the bulk
 * coarse bound, the bisection, our own site frame, GMST rotation and Meeus precession. Every crossing longer than
 * 0.5 s must be found by both, with entry and exit within 0.15 s and the same sunlit flag.
 */
import { Body, GeoVector, Observer, RotateVector, Rotation_EQJ_EQD, Rotation_HOR_EQD, Vector } from 'astronomy-engine';
import { ecfToLookAngles, eciToEcf, gstime, propagate, type SatRec } from 'satellite.js';
import { describe, expect, it } from 'vitest';
import { fieldCrossings, cleanWindows, type FieldCrossing } from './field-crossings.ts';
import { fieldFromOptics, type FieldOfView } from './field-of-view.ts';
import { generateNominalCatalogue } from './nominal-catalogue.ts';
import { parseCatalogText } from './catalog-text.ts';
import { toSatrec } from './tle.ts';
import { resolveSkyTarget } from './sky-targets.ts';

const parsed = parseCatalogText(generateNominalCatalogue({ epoch: new Date(Date.UTC(2026, 10, 23)) }));
if (!parsed.ok) throw new Error('nominal catalogue');
// Every second object of the nominal catalogue (Starlink, Iridium, GPS, Galileo, GLONASS, geostationary, ISS, Hubble).
const RECORDS = parsed.records.filter((_, i) => i % 2 === 0);
const SATRECS = RECORDS.map(toSatrec);
const SITE = { lat: 51.48, lon: -0.1, heightKm: 0.05 };
const START = Date.parse('2026-11-23T17:30:00Z');
const SECONDS = 10 * 60;
const STEP_MS = 200;
const D = Math.PI / 180;

interface RefCrossing {
  index: number;
  start: number;
  end: number;
  sunlit: boolean;
}

type V3 = [number, number, number];
const vec = (v: Vector): V3 => [v.x, v.y, v.z];
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const unit = (a: V3): V3 => {
  const n = Math.hypot(...a);
  return [a[0] / n, a[1] / n, a[2] / n];
};
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];

/** Brute force: every object at every STEP_MS, in the equator-of-date frame of astronomy-engine. */
function reference(satrecs: SatRec[], raDeg: number, decDeg: number, fov: FieldOfView): RefCrossing[] {
  const mid = new Date(START + SECONDS * 500);
  const j2000: V3 = [
    Math.cos(decDeg * D) * Math.cos(raDeg * D),
    Math.cos(decDeg * D) * Math.sin(raDeg * D),
    Math.sin(decDeg * D),
  ];
  const c = unit(vec(RotateVector(Rotation_EQJ_EQD(mid), new Vector(...j2000, mid as never))));
  const east = unit(cross([0, 0, 1], c));
  const north = cross(c, east);
  const th = fov.shape === 'rect' ? (fov.rotationDeg ?? 0) * D : 0;
  const ay: V3 = [0, 1, 2].map((k) => Math.cos(th) * north[k] + Math.sin(th) * east[k]) as V3;
  const ax: V3 = [0, 1, 2].map((k) => Math.cos(th) * east[k] - Math.sin(th) * north[k]) as V3;
  const measure = (q: V3) => {
    const z = dot(q, c);
    if (fov.shape === 'circle') return Math.acos(Math.min(1, z)) / ((fov.diameterDeg / 2) * D);
    if (z <= 0.17) return 1e6;
    return Math.max(
      Math.abs(dot(q, ax) / z) / Math.tan((fov.widthDeg / 2) * D),
      Math.abs(dot(q, ay) / z) / Math.tan((fov.heightDeg / 2) * D),
    );
  };
  const obs = new Observer(SITE.lat, SITE.lon, SITE.heightKm * 1000);
  const geo = { latitude: SITE.lat * D, longitude: SITE.lon * D, height: SITE.heightKm };
  const open = new Map<number, { start: number; sunlit: boolean }>();
  const prev = new Float64Array(satrecs.length).fill(Infinity);
  const out: RefCrossing[] = [];
  for (let t = START; t <= START + SECONDS * 1000; t += STEP_MS) {
    const date = new Date(t);
    const hor = Rotation_HOR_EQD(date, obs);
    const gmst = gstime(date);
    const sun = vec(RotateVector(Rotation_EQJ_EQD(date), GeoVector(Body.Sun, date, false))).map(
      (x) => x * 149_597_870.7,
    ) as V3;
    satrecs.forEach((sat, i) => {
      const pv = propagate(sat, date);
      let g = Infinity;
      let r: V3 = [0, 0, 0];
      if (pv && sat.error === 0) {
        r = [pv.position.x, pv.position.y, pv.position.z];
        const la = ecfToLookAngles(geo, eciToEcf(pv.position, gmst));
        const h = new Vector(
          Math.cos(la.elevation) * Math.cos(la.azimuth),
          -Math.cos(la.elevation) * Math.sin(la.azimuth),
          Math.sin(la.elevation),
          date as never,
        );
        g = measure(vec(RotateVector(hor, h)));
      }
      const o = open.get(i);
      const p = prev[i];
      if (g <= 1 && !o) {
        const start = t === START || !Number.isFinite(p) ? t : t - STEP_MS + ((p - 1) / (p - g)) * STEP_MS;
        open.set(i, { start, sunlit: false });
      }
      if (g <= 1) open.get(i)!.sunlit ||= !inUmbra(r, sun);
      if (g > 1 && o) {
        out.push({ index: i, start: o.start, end: t - STEP_MS + ((1 - p) / (g - p)) * STEP_MS, sunlit: o.sunlit });
        open.delete(i);
      }
      prev[i] = g;
    });
  }
  for (const [i, o] of open) out.push({ index: i, start: o.start, end: START + SECONDS * 1000, sunlit: o.sunlit });
  return out;
}

/** Conical umbra: the Sun's disc (696,000 km) wholly behind the Earth's (6,378.137 km), seen from r. */
function inUmbra(r: V3, sun: V3): boolean {
  const d: V3 = [sun[0] - r[0], sun[1] - r[1], sun[2] - r[2]];
  const a = Math.asin(696_000 / Math.hypot(...d));
  const b = Math.asin(6378.137 / Math.hypot(...r));
  const c = Math.acos(-dot(r, d) / (Math.hypot(...r) * Math.hypot(...d)));
  return c <= b - a;
}

const CASES: { name: string; raDeg: number; decDeg: number; fov: FieldOfView }[] = [
  {
    name: '135 mm lens on a full-frame camera, turned 30°',
    raDeg: 30,
    decDeg: 50,
    fov: { ...fieldFromOptics(36, 24, 135), rotationDeg: 30 } as FieldOfView,
  },
  {
    name: 'the same field low in the east, mostly in shadow',
    raDeg: 60,
    decDeg: 20,
    fov: fieldFromOptics(36, 24, 135),
  },
  { name: 'a 12° circle', raDeg: 30, decDeg: 50, fov: { shape: 'circle', diameterDeg: 12 } },
];

describe('field crossings vs a brute-force satellite.js + astronomy-engine scan', () => {
  for (const c of CASES) {
    it(`${c.name}: the same crossings, entry and exit within 0.15 s, same sunlit flag`, () => {
      const from = START;
      const ours = fieldCrossings(SATRECS, () => 5, {
        site: SITE,
        raDeg: c.raDeg,
        decDeg: c.decDeg,
        fov: c.fov,
        from,
        to: from + SECONDS * 1000,
      });
      expect(ours.fieldUp).toEqual([[from, from + SECONDS * 1000]]);
      const ref = reference(SATRECS, c.raDeg, c.decDeg, c.fov);
      expect(ref.length).toBeGreaterThan(3);
      const match = (a: { index: number; start: number; end: number }, list: (typeof a)[]) =>
        list.find((b) => b.index === a.index && Math.abs(b.start - a.start) < 1000);
      for (const r of ref.filter((x) => x.end - x.start >= 500)) {
        const mine = match(r, ours.crossings) as FieldCrossing | undefined;
        expect(mine, `${RECORDS[r.index].name} from ${new Date(r.start).toISOString()}`).toBeDefined();
        expect(Math.abs(mine!.start - r.start)).toBeLessThanOrEqual(150);
        expect(Math.abs(mine!.end - r.end)).toBeLessThanOrEqual(150);
        expect(mine!.sunlit).toBe(r.sunlit);
        if (mine!.sunlit) {
          expect(mine!.magnitude).not.toBeNull();
          expect(mine!.closest.separationDeg).toBeLessThanOrEqual(Math.hypot(18, 12));
        } else expect(mine!.magnitude).toBeNull();
      }
      // Nothing that the brute force does not see (grazes shorter than its step aside).
      for (const m of ours.crossings.filter((x) => x.end - x.start >= 500))
        expect(match(m, ref), `${RECORDS[m.index].name} at ${new Date(m.start).toISOString()}`).toBeDefined();
    }, 300_000);
  }
});

describe('clean windows', () => {
  const cross = (start: number, end: number, sunlit: boolean) =>
    ({ index: 0, start, end, sunlit }) as unknown as FieldCrossing;
  it('are the field-up time minus sunlit crossings, at least the minimum long', () => {
    const up: [number, number][] = [
      [0, 100_000],
      [200_000, 300_000],
    ];
    const c = [cross(10_000, 12_000, true), cross(40_000, 45_000, false), cross(50_000, 95_000, true)];
    expect(cleanWindows(up, c, 20_000)).toEqual([
      [12_000, 50_000],
      [200_000, 300_000],
    ]);
    expect(cleanWindows(up, c, 1_000)).toEqual([
      [0, 10_000],
      [12_000, 50_000],
      [95_000, 100_000],
      [200_000, 300_000],
    ]);
  });
});

describe('field of view from optics', () => {
  it('a 50 mm lens on a 36 × 24 mm sensor sees 39.6° × 27.0°', () => {
    const f = fieldFromOptics(36, 24, 50);
    expect(f.shape === 'rect' && f.widthDeg).toBeCloseTo(39.6, 1);
    expect(f.shape === 'rect' && f.heightDeg).toBeCloseTo(26.99, 1);
  });
});

describe('named targets', () => {
  const site = { lat: 51.48, lon: -0.1, heightKm: 0 };
  it('finds Messier objects by number or name, stars, deep-sky objects and planets', () => {
    for (const q of ['M42', 'm 42', 'orion nebula']) expect(resolveSkyTarget(q, START, site)?.raDeg).toBe(83.82);
    expect(resolveSkyTarget('Vega', START, site)?.kind).toBe('star');
    expect(resolveSkyTarget('Sagittarius A*', START, site)?.kind).toBe('deep-sky');
    const jupiter = resolveSkyTarget('jupiter', START, site);
    expect(jupiter?.kind).toBe('planet');
    // Jupiter in late November 2026 is in Cancer/Leo (RA about 8–10 h), near the ecliptic.
    expect(jupiter!.raDeg).toBeGreaterThan(110);
    expect(jupiter!.raDeg).toBeLessThan(160);
    expect(resolveSkyTarget('sun', START, site)).toBeNull();
    expect(resolveSkyTarget('no such thing', START, site)).toBeNull();
  });
});
