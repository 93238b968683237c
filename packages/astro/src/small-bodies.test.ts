import { describe, expect, it } from 'vitest';
import {
  getSmallBody,
  perihelionAphelion,
  SMALL_BODIES,
  smallBodyPeriodYears,
  smallBodyState,
} from './small-bodies.ts';

describe('small-body catalogue', () => {
  it('has the required bodies with kebab-case ids', () => {
    const ids = SMALL_BODIES.map((b) => b.id);
    for (const id of [
      'ceres',
      'vesta',
      'pallas',
      'juno',
      'hygiea',
      'eros',
      'apophis',
      'bennu',
      'ryugu',
      'itokawa',
      'psyche',
      'lutetia',
      'didymos',
      'halley',
      'encke',
      '67p',
      'hale-bopp',
      'tempel-1',
      'wild-2',
      'swift-tuttle',
      'hyakutake',
      'oumuamua',
      'borisov',
      'neowise',
    ]) {
      expect(ids).toContain(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
  it('every body propagates to a finite state', () => {
    for (const b of SMALL_BODIES) {
      const s = smallBodyState(b, new Date('2025-06-01T00:00:00Z'));
      expect(s.r.every(Number.isFinite) && s.v.every(Number.isFinite)).toBe(true);
    }
  });
  it('Ceres: 4.6-year period and distance inside [q, Q] (2.55–2.98 AU per JPL SBDB)', () => {
    const ceres = getSmallBody('ceres');
    if (!ceres) throw new Error('missing');
    expect(smallBodyPeriodYears(ceres)).toBeCloseTo(4.6, 1);
    const { q, Q } = perihelionAphelion(ceres);
    expect(q).toBeCloseTo(2.55, 1);
    expect(Q).toBeCloseTo(2.98, 1);
    const s = smallBodyState(ceres, new Date('2024-03-20T00:00:00Z'));
    expect(s.distanceAu).toBeGreaterThanOrEqual(q - 1e-9);
    expect(s.distanceAu).toBeLessThanOrEqual(Q + 1e-9);
  });
  it("Halley's perihelion on 1986-02-09 (JPL SBDB Tp 1986-02-09.46) and ~75-76 yr period", () => {
    const h = getSmallBody('halley');
    if (!h) throw new Error('missing');
    const dist = (iso: string): number => smallBodyState(h, new Date(iso)).distanceAu;
    const peri = dist('1986-02-09T11:00:00Z');
    expect(peri).toBeCloseTo(0.586, 3);
    expect(dist('1986-02-08T00:00:00Z')).toBeGreaterThan(peri);
    expect(dist('1986-02-11T00:00:00Z')).toBeGreaterThan(peri);
    expect(smallBodyPeriodYears(h)).toBeGreaterThan(74);
    expect(smallBodyPeriodYears(h)).toBeLessThan(77);
  });
  it('interstellar objects are hyperbolic', () => {
    for (const id of ['oumuamua', 'borisov']) expect(getSmallBody(id)?.elements.e).toBeGreaterThan(1);
  });
});
