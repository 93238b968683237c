/** The contracts' satellite id and astro's satelliteId()/noradOf() accept exactly the same ids (fast-check). */
import { noradOf, satelliteId } from '@cosmos/astro';
import { SatelliteId, SatelliteIdParam, SkyPassesQuery } from '@cosmos/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('satellite ids: contracts and astro agree', () => {
  it('every catalogue number 1..999 999 passes both ways, six digits included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), (n) => {
        const id = satelliteId(n);
        expect(SatelliteId.safeParse(id).success).toBe(true);
        expect(noradOf(id)).toBe(n);
      }),
    );
    expect(SatelliteIdParam.parse({ id: 'sat-270001' }).id).toBe('sat-270001');
    expect(SkyPassesQuery.parse({ id: 'sat-999999' }).id).toBe('sat-999999');
  });

  it('what the contract refuses, noradOf refuses too', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^sat-\d{0,8}$/)), (id) => {
        expect(SatelliteId.safeParse(id).success).toBe(noradOf(id) !== null);
      }),
    );
  });
});
