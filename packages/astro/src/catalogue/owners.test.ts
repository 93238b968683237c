import { describe, expect, it } from 'vitest';
import { satcatOwner } from './owners.ts';

describe('SATCAT owners', () => {
  // Reference: CelesTrak's SATCAT documentation, list of source (owner) codes.
  it('names one-country owners with their ISO region, so an interface can translate them', () => {
    expect(satcatOwner('PRC')).toEqual({ name: 'China', country: 'CN' });
    expect(satcatOwner('UK')).toEqual({ name: 'United Kingdom', country: 'GB' });
    expect(satcatOwner('US')).toEqual({ name: 'United States', country: 'US' });
  });

  it('names organisations and joint owners without a region, and knows nothing of an unlisted code', () => {
    expect(satcatOwner('ESA')).toEqual({ name: 'European Space Agency', country: null });
    expect(satcatOwner('CIS')?.country).toBeNull();
    expect(satcatOwner('XYZ')).toBeNull();
  });
});
