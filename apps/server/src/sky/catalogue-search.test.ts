import { CatalogueFilters, OBJECT_GROUP_VALUES, OBJECT_TYPE_VALUES, ORBIT_CLASS_VALUES } from '@cosmos/contracts';
import { OBJECT_GROUPS, OBJECT_TYPES, ORBIT_CLASSES } from '@cosmos/astro';
import { describe, expect, it } from 'vitest';
import { generateCatalogue, generatedFacts, generatedLoader } from '../../test/generated-catalogue.ts';
import { catalogueFacets, satelliteFilter } from './catalogue-search.ts';
import { SkyEngine } from './engine.ts';

const N = 30_000;
const engine = new SkyEngine(generatedLoader(generateCatalogue(N)));
await engine.refreshFromDb(true);
const facts = Array.from({ length: N }, (_, k) => generatedFacts(k));

/** Every satellite the engine answers for these query parameters (as the route parses them). */
function search(params: Record<string, string>) {
  const { q, ...rest } = params;
  const f = CatalogueFilters.parse(rest);
  return engine.page({ match: satelliteFilter(f), q: q?.toLowerCase(), limit: N + 100 }).entries.map((e) => e.id);
}
const ids = (ks: number[]) => ks.map((k) => `sat-${facts[k].noradId}`);
const where = (pred: (f: (typeof facts)[number], k: number) => boolean) =>
  ids(facts.flatMap((f, k) => (pred(f, k) ? [k] : [])));

describe(`catalogue search over ${N.toLocaleString('en')} generated objects`, () => {
  it('loads them all with derived orbit classes', () => {
    expect(engine.satellites).toHaveLength(N);
    const classes = new Set(engine.satellites.map((s) => s.info.orbitClass));
    expect([...classes].sort()).toEqual(['GEO', 'HEO', 'LEO', 'MEO', 'near-GEO']);
  });

  it('q finds an object by its international designator, in either form, and by number', () => {
    const k = 12_345;
    expect(search({ q: facts[k].cospar })).toEqual(ids([k]));
    expect(search({ q: facts[k].cospar.slice(2).replace('-', '') })).toContain(ids([k])[0]);
    expect(search({ q: String(facts[k].noradId) })).toEqual(ids([k]));
  });

  it('cospar: a piece exactly, a launch by prefix', () => {
    expect(search({ cospar: facts[777].cospar.toLowerCase() })).toEqual(ids([777]));
    const launch = facts[0].cospar.slice(0, 8);
    expect(search({ cospar: launch })).toEqual(where((f) => f.cospar.startsWith(launch)));
    expect(search({ cospar: launch }).length).toBeGreaterThan(1);
  });

  it('combines owner, type, orbit class, launch window and q like a brute-force scan', () => {
    const got = search({
      owner: 'us,prc',
      objectType: 'DEB,RB',
      orbitClass: 'LEO',
      launchedAfter: '1990-01-01',
      launchedBefore: '2010-12-31',
      q: 'object',
    });
    const want = where(
      (f) =>
        (f.owner === 'US' || f.owner === 'PRC') &&
        (f.type === 'DEB' || f.type === 'R/B') &&
        f.family.name === 'OBJECT' &&
        f.launchDate >= '1990-01-01' &&
        f.launchDate <= '2010-12-31',
    );
    expect(want.length).toBeGreaterThan(50);
    expect(got).toEqual(want);
  });

  it('groups come from names, and debris of a constellation is not in it', () => {
    const want = where((f) => f.family.name === 'STARLINK' && (f.type === 'PAY' || f.type === 'UNK'));
    expect(search({ group: 'starlink' })).toEqual(want);
    expect(search({ group: 'gps', orbitClass: 'MEO' }).length).toBeGreaterThan(0);
    expect(search({ group: 'gps', orbitClass: 'GEO' })).toEqual([]);
  });

  it('decayed and norad lists', () => {
    expect(search({ decayed: 'true' })).toEqual(where((f) => f.decayDate !== null));
    expect(search({ decayed: 'false' })).toHaveLength(N - N / 50);
    expect(search({ norad: `${facts[5].noradId}, ${facts[9].noradId}` })).toEqual(ids([5, 9]));
  });

  it('facets count each dimension with the other filters only', () => {
    const f = CatalogueFilters.parse({ objectType: 'PAY', owner: 'US' });
    const res = catalogueFacets(engine.satellites, f);
    expect(res.total).toBe(where((x) => x.type === 'PAY' && x.owner === 'US').length);
    // Other types are still counted (among US objects), so the chooser can offer them.
    expect(res.objectType.DEB).toBe(where((x) => x.type === 'DEB' && x.owner === 'US').length);
    expect(res.owner.PRC).toBe(where((x) => x.type === 'PAY' && x.owner === 'PRC').length);
    expect(res.decayed.true + res.decayed.false).toBe(res.total);
    const all = catalogueFacets(engine.satellites, {});
    expect(Object.values(all.orbitClass).reduce((a, b) => a + b, 0)).toBe(N);
  });

  it('contract enums agree with the astro package', () => {
    expect([...OBJECT_TYPE_VALUES]).toEqual([...OBJECT_TYPES]);
    expect([...ORBIT_CLASS_VALUES]).toEqual([...ORBIT_CLASSES]);
    expect([...OBJECT_GROUP_VALUES]).toEqual([...OBJECT_GROUPS]);
  });
});
