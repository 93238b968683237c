/**
 * The visible part of a pass (start, highest visible point, end) against an independent reference computed here by
 * scripts/reference/visible_segment_reference.py: python-sgp4 for the orbit, astropy for the topocentric direction
 * and the Sun, the conical umbra written in Python. Visible start and end agree within 2 s and 0.2°.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { twoline2satrec } from 'satellite.js';
import { describe, expect, it } from 'vitest';
import { ObserverSky } from './observer-sky.ts';
import { findObserverPasses } from './visible-passes.ts';

const ISS1 = '1 25544U 98067A   19156.50900463  .00003075  00000-0  59442-4 0  9992';
const ISS2 = '2 25544  51.6433  59.2583 0008217  16.4489 347.6017 15.51174618173442';
const START = '2019-06-05T00:00:00Z';
const DAYS = 3;
const SITES = [
  { name: 'Santa Cruz', lat: 36.9613, lon: -122.0308, heightKm: 0.37 },
  { name: 'Lisbon', lat: 38.72, lon: -9.14, heightKm: 0.05 },
];
const SCRIPT = fileURLToPath(new URL('../../../scripts/reference/visible_segment_reference.py', import.meta.url));

interface RefPoint {
  time: string;
  azimuthDeg: number;
  elevationDeg: number;
}

/** The reference for every site in one run (astropy's import and set-up cost seconds). */
function reference(): { start: RefPoint; end: RefPoint }[][] {
  const run = spawnSync('/usr/bin/python3', [SCRIPT], {
    input: JSON.stringify({ line1: ISS1, line2: ISS2, sites: SITES, start: START, days: DAYS }),
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`reference script failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

const azDiff = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe('visible segment vs python-sgp4 + astropy', () => {
  let refs: ReturnType<typeof reference> | undefined;
  SITES.forEach((site, i) => {
    it(`${site.name}: every visible pass starts and ends within 2 s and 0.2° of the reference`, () => {
      refs ??= reference();
      const ref = refs[i]!;
      expect(ref.length).toBeGreaterThan(0);
      const from = Date.parse(START);
      const sky = new ObserverSky(site, from, from + DAYS * 86_400_000);
      const ours = findObserverPasses(twoline2satrec(ISS1, ISS2), sky, {
        standardMagnitude: -1.8,
        trackStepSeconds: 10,
      }).filter((p) => p.visibleSegment && !p.clipped);
      expect(ours.length).toBe(ref.length);
      for (const r of ref) {
        const p = ours.find((q) => Math.abs(q.visibleSegment!.start.time - Date.parse(r.start.time)) < 60_000);
        expect(p, `a pass visible from ${r.start.time}`).toBeDefined();
        const seg = p!.visibleSegment!;
        for (const [mine, theirs] of [
          [seg.start, r.start],
          [seg.end, r.end],
        ] as const) {
          expect(Math.abs(mine.time - Date.parse(theirs.time)), theirs.time).toBeLessThanOrEqual(2000);
          expect(azDiff(mine.azimuthDeg, theirs.azimuthDeg), theirs.time).toBeLessThanOrEqual(0.2);
          expect(Math.abs(mine.elevationDeg - theirs.elevationDeg), theirs.time).toBeLessThanOrEqual(0.2);
        }
        // The highest visible point lies in the visible part and is at least as high as both ends.
        expect(seg.peak.time).toBeGreaterThanOrEqual(seg.start.time);
        expect(seg.peak.time).toBeLessThanOrEqual(seg.end.time);
        expect(seg.peak.elevationDeg).toBeGreaterThanOrEqual(
          Math.max(seg.start.elevationDeg, seg.end.elevationDeg) - 1e-6,
        );
        expect(p!.visibleFrom).toBe(seg.start.time);
        expect(p!.visibleTo).toBe(seg.end.time);
      }
    }, 120_000);
  });

  it('a pass never visible has no segment', () => {
    const from = Date.parse(START);
    const sky = new ObserverSky(SITES[0], from, from + DAYS * 86_400_000);
    const all = findObserverPasses(twoline2satrec(ISS1, ISS2), sky, { standardMagnitude: -1.8 });
    const dark = all.filter((p) => !p.visible);
    expect(dark.length).toBeGreaterThan(0);
    for (const p of dark) expect(p.visibleSegment).toBeNull();
  });
});
