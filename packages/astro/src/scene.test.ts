import { describe, expect, it } from 'vitest';
import { heliocentricToScene, satelliteToScene, starToScene } from './scene.ts';

describe('scene mapping', () => {
  it('satellites: 1 unit = 1000 km', () => {
    expect(satelliteToScene([6378, -1000, 0])).toEqual({ x: 6.378, y: -1, z: 0 });
  });
  it('solar system: 1 unit = 0.1 AU', () => {
    expect(heliocentricToScene([1, 0, -0.5])).toEqual({ x: 10, y: 0, z: -5 });
  });
  it('stars: radius 100 + 20 log10(ly) along the RA/Dec direction', () => {
    const p = starToScene(0, 90, 1000);
    expect(p.z).toBeCloseTo(160, 9);
    expect(Math.hypot(p.x, p.y)).toBeLessThan(1e-9);
    const q = starToScene(90, 0, 10);
    expect(q.y).toBeCloseTo(120, 9);
  });
});
