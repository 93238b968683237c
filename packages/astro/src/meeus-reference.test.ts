import { Body, EclipticLongitude } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { apparentRaDec, bodyHelioState } from './solar-system.ts';

/**
 * Independent references: Jean Meeus, "Astronomical Algorithms" (2nd ed., 1998), computed there with the
 * full VSOP87 theory. Example 32.a: Venus, 1992 December 20 at 0h TD — heliocentric L = 26.11428°,
 * B = −2.62070°, R = 0.724603 AU (ecliptic of date). Example 33.a: the same instant, geocentric apparent
 * α = 21h04m41.454s, δ = −18°53′16.84″. (0h TD is 0h00m59s earlier in UT; Venus moves < 0.1′ in that time.)
 */
const date = new Date(Date.UTC(1992, 11, 19, 23, 59, 1));

describe('sky accuracy against Meeus (VSOP87)', () => {
  it('Venus heliocentric distance within 2e-4 relative error, longitude within 1 arcminute', () => {
    const { r } = bodyHelioState('venus', date);
    const R = Math.hypot(...r);
    expect(Math.abs(R - 0.724603) / 0.724603).toBeLessThan(2e-4);
    const L = EclipticLongitude(Body.Venus, date); // heliocentric, true ecliptic of date
    expect(Math.abs(L - 26.11428) * 60).toBeLessThan(1);
  });

  it('Venus apparent right ascension and declination within 1 arcminute', () => {
    const p = apparentRaDec('venus', date, { lat: 0, lon: 0, heightM: 0 });
    const ra = (21 + 4 / 60 + 41.454 / 3600) * 15;
    const dec = -(18 + 53 / 60 + 16.84 / 3600);
    // Topocentric parallax of Venus at 0.91 AU is under 10″, well inside the tolerance.
    expect(Math.abs(p.raDeg - ra) * 60 * Math.cos((dec * Math.PI) / 180)).toBeLessThan(1);
    expect(Math.abs(p.decDeg - dec) * 60).toBeLessThan(1);
  });
});
