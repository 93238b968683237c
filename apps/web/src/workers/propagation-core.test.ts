import { generateNominalCatalogue, parseCatalogText, propagateAt, toSatrec } from '@cosmos/astro';
import { describe, expect, it } from 'vitest';
import { PropagationCore } from './propagation-core';

const epoch = new Date('2026-11-18T00:00:00Z');
const parsed = parseCatalogText(generateNominalCatalogue({ epoch }));
if (!parsed.ok) throw new Error('catalogue');
const recs = parsed.records.slice(0, 50).concat(parsed.records.filter((r) => r.noradId === 25544));

describe('propagation core', () => {
  it('writes scene units (1000 km) matching SGP4 and keeps caller indices when a record is bad', () => {
    const core = new PropagationCore();
    const sats = [
      { id: 'bad', line1: 'garbage', line2: 'garbage' },
      ...recs.map((r) => ({ id: `sat-${r.noradId}`, line1: r.line1, line2: r.line2 })),
    ];
    const { count, failed } = core.load(sats);
    expect(count).toBe(sats.length);
    expect(failed).toEqual(['bad']);
    const t = Date.parse('2026-11-20T12:00:00Z');
    const { pos, vel, valid } = core.propagate(t);
    expect(valid[0]).toBe(0);
    const iss = sats.length - 1;
    expect(valid[iss]).toBe(1);
    const ref = propagateAt(toSatrec(recs[recs.length - 1]), new Date(t));
    if (!ref.ok) throw new Error('ref');
    for (let k = 0; k < 3; k++) {
      expect(pos[iss * 3 + k]).toBeCloseTo(ref.r[k] / 1000, 4);
      expect(vel[iss * 3 + k]).toBeCloseTo(ref.v[k] / 1000, 6);
    }
    const radius = Math.hypot(pos[iss * 3], pos[iss * 3 + 1], pos[iss * 3 + 2]);
    expect(radius).toBeGreaterThan(6.7);
    expect(radius).toBeLessThan(6.9);
  });

  it('a slice equals the same rows of a full propagation', () => {
    const core = new PropagationCore();
    core.load([
      { id: 'bad', line1: 'x', line2: 'y' },
      ...recs.map((r) => ({ id: String(r.noradId), line1: r.line1, line2: r.line2 })),
    ]);
    const t = Date.parse('2026-11-20T12:00:00Z');
    const full = core.propagate(t);
    const part = core.propagate(t, 0, 6);
    expect(part.start).toBe(0);
    expect(Array.from(part.pos)).toEqual(Array.from(full.pos.subarray(0, 18)));
    expect(part.valid[0]).toBe(0);
    const mid = core.propagate(t, 20, 7);
    expect(Array.from(mid.vel)).toEqual(Array.from(full.vel.subarray(60, 81)));
  });

  it('an orbit line covers one period and closes on itself', () => {
    const core = new PropagationCore();
    core.load(recs.map((r) => ({ id: String(r.noradId), line1: r.line1, line2: r.line2 })));
    const { points, periodMin } = core.orbit(recs.length - 1, Date.parse('2026-11-20T12:00:00Z'), 120);
    expect(periodMin).toBeGreaterThan(90);
    expect(periodMin).toBeLessThan(95);
    expect(points.length).toBe(121 * 3);
    const n = points.length;
    expect(Math.hypot(points[0] - points[n - 3], points[1] - points[n - 2], points[2] - points[n - 1])).toBeLessThan(
      0.1,
    );
  });
});
