/**
 * Pure view model of the visualization: object records, filters, regimes (views), spectral
 * brightness. No DOM, no three.js — unit-tested and shared by the page and the scene engine.
 */
import type { CelestialObject, CelestialState, CelestialType } from '@cosmos/contracts';
import { relativeBandBrightness, type SpectralBand, noradOf, SOLAR_SYSTEM_BODIES } from '@cosmos/astro';

/** Spec §9 type filter plus `satellite` (issue). */
export const TYPE_FILTERS = ['all', 'star', 'planet', 'dwarfPlanet', 'moon', 'asteroid', 'comet', 'satellite'] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];

export const SPECTRAL_LAYERS = ['visible', 'infrared', 'uv'] as const satisfies readonly SpectralBand[];
export type SpectralLayer = (typeof SPECTRAL_LAYERS)[number];

export const PLAYBACK_SPEEDS = [0.5, 1, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/** Spec §9: timeline covers at most the last 7 days, default window the last 24 hours. */
export const TIMELINE_MAX_MS = 7 * 24 * 3600_000;
export const TIMELINE_DEFAULT_WINDOW_MS = 24 * 3600_000;
/** Simulated seconds per real second at 1x playback (1x = 10 simulated minutes per second). */
export const PLAYBACK_SIM_RATE = 600;

/**
 * Three views, each with its own scale (see packages/astro/src/scene.ts):
 * earth — satellites around Earth, 1 unit = 1000 km; solar — heliocentric, 1 unit = 0.1 AU;
 * stars — direction from RA/Dec, radius 100 + 20·log10(distance ly).
 */
export const VIEWS = ['earth', 'solar', 'stars'] as const;
export type ViewId = (typeof VIEWS)[number];

export interface VizObject {
  id: string;
  name: string;
  type: CelestialType;
  /** NORAD catalogue number for satellites. */
  catalogNumber: number | null;
  view: ViewId;
  properties: { mass: number | null; radius: number | null; temperature: number | null };
  size: number;
  createdAt: string;
  lastUpdated: number;
  streamUrl: string | null;
  source: CelestialObject['source'];
  state: CelestialState;
  /** Scene position at the last computed time. */
  position: { x: number; y: number; z: number };
  tle?: { line1: string; line2: string };
  /**
   * Pluto: a dwarf planet (IAU 2006). The API's `type` keeps the spec's list, where it is a 'planet'; the view names
   * it for what it is, from packages/astro's body table.
   */
  dwarfPlanet?: boolean;
  /** Catalogue metadata of satellites (null for other objects or when unknown). */
  group?: string | null;
  owner?: string | null;
}

/** "Show alone": one constellation group and/or one owner country ('' = any). */
export interface Alone {
  group: string;
  owner: string;
}
export const NO_ALONE: Alone = { group: '', owner: '' };
export const isAlone = (a: Alone) => a.group !== '' || a.owner !== '';
export function matchesAlone(o: Pick<VizObject, 'group' | 'owner'>, a: Alone): boolean {
  return (a.group === '' || (o.group ?? null) === a.group) && (a.owner === '' || (o.owner ?? null) === a.owner);
}

export function viewOf(o: Pick<CelestialObject, 'type' | 'state'>): ViewId {
  if (o.state.frame === 'TEME') return 'earth';
  if (o.state.frame === 'HELIO_EQJ2000') return 'solar';
  return 'stars';
}

export function fromCelestial(o: CelestialObject, tle?: { line1: string; line2: string }): VizObject {
  const norad = noradOf(o.id);
  return {
    id: o.id,
    name: o.name,
    type: o.type,
    catalogNumber: norad ?? o.elements?.noradId ?? null,
    view: viewOf(o),
    properties: o.properties,
    size: o.size,
    createdAt: o.createdAt,
    lastUpdated: o.lastUpdated,
    streamUrl: o.streamUrl,
    source: o.source,
    state: o.state,
    position: { ...o.position },
    ...(tle ? { tle } : {}),
    group: typeof o.details?.group === 'string' ? o.details.group : null,
    owner: typeof o.details?.owner === 'string' ? o.details.owner : null,
    ...(DWARF_PLANETS.has(o.id) ? { dwarfPlanet: true } : {}),
  };
}

const DWARF_PLANETS = new Set<string>(SOLAR_SYSTEM_BODIES.filter((b) => b.kind === 'dwarfPlanet').map((b) => b.id));

/** The object's kind as the interface names it (its `types.` key): the API's type, or 'dwarfPlanet' for Pluto. */
export const typeKey = (o: Pick<VizObject, 'type' | 'dwarfPlanet'>): TypeFilter | VizObject['type'] =>
  o.dwarfPlanet ? 'dwarfPlanet' : o.type;

export function matchesType(o: Pick<VizObject, 'type' | 'dwarfPlanet'>, filter: TypeFilter): boolean {
  return filter === 'all' || typeKey(o) === filter;
}

/** Case-insensitive name match, or exact catalogue number / id match. */
export function matchesQuery(o: Pick<VizObject, 'name' | 'id' | 'catalogNumber'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (/^\d+$/.test(q) && o.catalogNumber !== null)
    return String(o.catalogNumber) === q || o.name.toLowerCase().includes(q);
  return o.name.toLowerCase().includes(q) || o.id.toLowerCase() === q;
}

/** Objects the filters let through, for one view. */
export function visibleObjects(all: readonly VizObject[], view: ViewId, filter: TypeFilter, query = ''): VizObject[] {
  return all.filter((o) => o.view === view && matchesType(o, filter) && matchesQuery(o, query));
}

/**
 * The view to show for a filter: the one with the most matches, the current one on a tie. 'star' in the Solar system
 * view matched only the Sun, so it stayed there and showed one point (issue 36); now it opens the Stars view.
 */
export function viewForFilter(all: readonly VizObject[], current: ViewId, filter: TypeFilter): ViewId {
  if (filter === 'all') return current;
  const count = (v: ViewId) => all.reduce((n, o) => n + (o.view === v && matchesType(o, filter) ? 1 : 0), 0);
  let best = current;
  let most = count(current);
  for (const v of VIEWS) {
    const n = count(v);
    if (n > most) [best, most] = [v, n];
  }
  return best;
}

/** Best search hit: exact catalogue number, exact name, name prefix, then substring; shortest name wins ties. */
export function searchBest(all: readonly VizObject[], query: string): VizObject | undefined {
  const q = query.trim().toLowerCase();
  if (!q) return undefined;
  const score = (o: VizObject) => {
    const n = o.name.toLowerCase();
    if (/^\d+$/.test(q) && o.catalogNumber !== null && String(o.catalogNumber) === q) return 0;
    if (n === q || o.id.toLowerCase() === q) return 1;
    if (n.startsWith(q)) return 2;
    if (new RegExp(`\\b${q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(n)) return 3;
    if (n.includes(q)) return 4;
    return 99;
  };
  let best: VizObject | undefined;
  let bestScore = 99;
  for (const o of all) {
    const s = score(o);
    if (s < bestScore || (s === bestScore && s < 99 && best && o.name.length < best.name.length)) {
      best = o;
      bestScore = s;
    }
  }
  return bestScore < 99 ? best : undefined;
}

/**
 * Display brightness factor 0.15..1.6 from Planck band integration: log10 of the band radiance
 * relative to a 5772 K surface, mapped linearly (1 = Sun-like → 1.0; each decade ±0.15).
 * Objects without a temperature (satellites, black holes) keep 1.
 */
export function layerBrightness(temperatureK: number | null, layer: SpectralLayer): number {
  if (temperatureK === null || !(temperatureK > 0)) return 1;
  const rel = relativeBandBrightness(temperatureK, layer);
  if (!(rel > 0)) return 0.15;
  return Math.min(1.6, Math.max(0.15, 1 + 0.15 * Math.log10(rel)));
}

/** Tint per layer so the layer is obvious at a glance (legend explains). */
export const LAYER_TINT: Record<SpectralLayer, [number, number, number]> = {
  visible: [1, 1, 1],
  infrared: [1, 0.55, 0.4],
  uv: [0.65, 0.6, 1],
};

export const TYPE_COLORS: Record<CelestialType, [number, number, number]> = {
  star: [1, 0.95, 0.8],
  planet: [0.45, 0.75, 1],
  moon: [0.8, 0.8, 0.8],
  asteroid: [0.75, 0.6, 0.45],
  comet: [0.5, 1, 0.9],
  blackHole: [0.8, 0.4, 1],
  cluster: [1, 0.8, 0.5],
  satellite: [0.4, 1, 0.5],
};

/** Timeline bounds for "now": [now − 7 days, now]. */
export function timelineBounds(now: number): { min: number; max: number } {
  return { min: now - TIMELINE_MAX_MS, max: now };
}

export function clampTime(t: number, now: number): number {
  const { min, max } = timelineBounds(now);
  return Math.min(max, Math.max(min, t));
}
