import { relativeBandBrightness } from '@cosmos/astro';
import { describe, expect, it } from 'vitest';
import {
  fromCelestial,
  layerBrightness,
  matchesQuery,
  searchBest,
  TYPE_FILTERS,
  typeKey,
  viewForFilter,
  visibleObjects,
  type VizObject,
} from './model';
import { nextSelection } from './store';

const mk = (
  id: string,
  name: string,
  type: VizObject['type'],
  view: VizObject['view'],
  catalogNumber: number | null = null,
): VizObject => ({
  id,
  name,
  type,
  view,
  catalogNumber,
  properties: { mass: null, radius: null, temperature: null },
  size: 1,
  createdAt: '',
  lastUpdated: 0,
  streamUrl: null,
  source: 'catalog',
  state: { frame: 'ICRS', ra_deg: 0, dec_deg: 0, distance_ly: null },
  position: { x: 0, y: 0, z: 0 },
});
const all = [
  mk('sat-25544', 'ISS (NOMINAL)', 'satellite', 'earth', 25544),
  mk('sat-90001', 'MISSION X', 'satellite', 'earth', 90001),
  mk('sat-20580', 'HST (NOMINAL)', 'satellite', 'earth', 20580),
  mk('sun', 'Sun', 'star', 'solar'),
  mk('mars', 'Mars', 'planet', 'solar'),
  mk('moon', 'Moon', 'moon', 'solar'),
  mk('ceres', 'Ceres', 'asteroid', 'solar'),
  mk('halley', '1P/Halley', 'comet', 'solar'),
  mk('star-32349', 'Sirius', 'star', 'stars'),
];

describe('filters', () => {
  it('offers the spec types plus satellite', () => {
    expect(TYPE_FILTERS).toEqual(['all', 'star', 'planet', 'dwarfPlanet', 'moon', 'asteroid', 'comet', 'satellite']);
  });
  it('names Pluto a dwarf planet (IAU 2006), not a planet, though the API keeps the spec type', () => {
    const pluto = fromCelestial({
      ...mk('pluto', 'Pluto', 'planet', 'solar'),
      state: { frame: 'HELIO_EQJ2000', epoch: '', r: [0, 0, 0], v: [0, 0, 0] },
      details: {},
    } as never);
    expect(pluto.type).toBe('planet');
    expect(typeKey(pluto)).toBe('dwarfPlanet');
    expect(typeKey(all[4]!)).toBe('planet'); // Mars
    const withPluto = [...all, pluto];
    expect(visibleObjects(withPluto, 'solar', 'planet').map((o) => o.id)).toEqual(['mars']);
    expect(visibleObjects(withPluto, 'solar', 'dwarfPlanet').map((o) => o.id)).toEqual(['pluto']);
  });
  it('filters by type within a view', () => {
    expect(visibleObjects(all, 'solar', 'planet').map((o) => o.id)).toEqual(['mars']);
    expect(visibleObjects(all, 'solar', 'all')).toHaveLength(5);
    expect(visibleObjects(all, 'earth', 'planet')).toHaveLength(0);
    expect(visibleObjects(all, 'stars', 'star').map((o) => o.name)).toEqual(['Sirius']);
  });
  it('switches to a view that has the filtered type', () => {
    expect(viewForFilter(all, 'earth', 'planet')).toBe('solar');
    // 'star' from the Solar system view (whose only star is the Sun) opens the Stars view, where the stars are
    const stars = [...all, mk('star-27989', 'Betelgeuse', 'star', 'stars')];
    expect(viewForFilter(stars, 'solar', 'star')).toBe('stars');
    expect(viewForFilter(all, 'solar', 'star')).toBe('solar'); // a tie keeps the current view
    expect(viewForFilter(all, 'solar', 'satellite')).toBe('earth');
    expect(viewForFilter(all, 'stars', 'all')).toBe('stars');
  });
  it('search matches names and catalogue numbers; best hit prefers exact and prefix', () => {
    expect(matchesQuery(all[0], '25544')).toBe(true);
    expect(matchesQuery(all[0], '2554')).toBe(false);
    expect(matchesQuery(all[1], 'iss')).toBe(true); // substring of MISSION
    expect(searchBest(all, 'ISS')?.id).toBe('sat-25544');
    expect(searchBest(all, '20580')?.id).toBe('sat-20580');
    expect(searchBest(all, 'halley')?.id).toBe('halley');
    expect(searchBest(all, 'nothing-here')).toBeUndefined();
  });
  it('selection toggles (spec) and keeps several in comparison mode', () => {
    expect(nextSelection([], 'a', false)).toEqual(['a']);
    expect(nextSelection(['a'], 'a', false)).toEqual([]);
    expect(nextSelection(['a'], 'b', false)).toEqual(['b']);
    expect(nextSelection(['a', 'b', 'c'], 'd', true)).toEqual(['a', 'b', 'c', 'd']);
    expect(nextSelection(['a', 'b'], 'a', true)).toEqual(['b']);
    expect(nextSelection(['a'], null, false)).toEqual([]);
  });
});

describe('spectral layer (Planck band brightness)', () => {
  it('a Sun-like surface is 1 in every band', () => {
    for (const l of ['visible', 'infrared', 'uv'] as const) expect(layerBrightness(5772, l)).toBeCloseTo(1, 6);
  });
  it('a cool star glows in infrared and fades in uv; a hot star the opposite', () => {
    expect(layerBrightness(3000, 'infrared')).toBeGreaterThan(layerBrightness(3000, 'uv'));
    expect(layerBrightness(3000, 'uv')).toBeLessThan(layerBrightness(3000, 'visible'));
    expect(layerBrightness(20000, 'uv')).toBeGreaterThan(layerBrightness(20000, 'infrared'));
  });
  it('maps log10 of the band ratio linearly and clamps', () => {
    const rel = relativeBandBrightness(3500, 'visible');
    expect(layerBrightness(3500, 'visible')).toBeCloseTo(1 + 0.15 * Math.log10(rel), 9);
    expect(layerBrightness(30, 'uv')).toBe(0.15);
    expect(layerBrightness(1e6, 'uv')).toBe(1.6);
    expect(layerBrightness(null, 'uv')).toBe(1);
  });
});
