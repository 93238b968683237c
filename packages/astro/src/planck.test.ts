import { describe, expect, it } from 'vitest';
import { bandFraction, relativeBandBrightness } from './planck.ts';

describe('planck', () => {
  it('a 3,000 K star is relatively brighter in infrared than uv compared with a 30,000 K star', () => {
    const cool = relativeBandBrightness(3000, 'infrared') / relativeBandBrightness(3000, 'uv');
    const hot = relativeBandBrightness(30000, 'infrared') / relativeBandBrightness(30000, 'uv');
    expect(cool).toBeGreaterThan(hot * 100);
    expect(bandFraction(3000, 'infrared')).toBeGreaterThan(bandFraction(3000, 'uv'));
    expect(bandFraction(30000, 'uv')).toBeGreaterThan(bandFraction(30000, 'infrared'));
  });
  it('normalised to 1 at the Sun and integrates the Stefan–Boltzmann law (bands cover most of 5772 K output)', () => {
    expect(relativeBandBrightness(5772, 'visible')).toBeCloseTo(1, 12);
    const total = bandFraction(5772, 'uv') + bandFraction(5772, 'visible') + bandFraction(5772, 'infrared');
    expect(total).toBeGreaterThan(0.97);
    expect(total).toBeLessThan(1);
    // Textbook: ~44 % of solar blackbody flux in 380–750 nm.
    expect(bandFraction(5772, 'visible')).toBeCloseTo(0.44, 1);
  });
});
