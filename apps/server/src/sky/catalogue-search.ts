/**
 * Satellite filters of GET /api/celestial-data (cospar, norad, owner, objectType, orbitClass, group,
 * launch dates, decayed) and their faceted counts. A plain scan over fields derived at load
 * (satellite-info.ts): 30,000 objects take a few milliseconds, measured by `npm run bench:catalog`.
 */
import type { CatalogueFacets, CatalogueFilters } from '@cosmos/contracts';
import type { DirectoryEntry, SatelliteEntry } from './objects.ts';
import type { SatelliteInfo } from './satellite-info.ts';

type Test = (i: SatelliteInfo, noradId: number) => boolean;
type Dimension = 'objectType' | 'orbitClass' | 'group' | 'owner' | 'decayed';

const today = () => new Date().toISOString().slice(0, 10);
const isDecayed = (i: SatelliteInfo, day: string) => i.decayDate !== null && i.decayDate <= day;

/** One test per given filter, tagged with its facet dimension (null: not a facet). */
function tests(f: CatalogueFilters): { dim: Dimension | null; test: Test }[] {
  const out: { dim: Dimension | null; test: Test }[] = [];
  if (f.cospar) {
    const c = f.cospar.toUpperCase();
    // A bare launch (1998-067) matches every piece of it; with piece letters the match is exact.
    const launchOnly = /^\d{4}-\d{3}$/.test(c);
    out.push({ dim: null, test: (i) => (launchOnly ? (i.cospar?.startsWith(c) ?? false) : i.cospar === c) });
  }
  if (f.norad) {
    const set = new Set(f.norad);
    out.push({ dim: null, test: (_i, n) => set.has(n) });
  }
  if (f.owner) {
    const set = new Set(f.owner);
    out.push({ dim: 'owner', test: (i) => i.owner !== null && set.has(i.owner) });
  }
  if (f.objectType) {
    const set = new Set<string>(f.objectType);
    out.push({ dim: 'objectType', test: (i) => set.has(i.objectType) });
  }
  if (f.orbitClass) {
    const set = new Set<string>(f.orbitClass);
    out.push({ dim: 'orbitClass', test: (i) => set.has(i.orbitClass) });
  }
  if (f.group) {
    const set = new Set<string>(f.group);
    out.push({ dim: 'group', test: (i) => i.group !== null && set.has(i.group) });
  }
  const after = f.launchedAfter;
  if (after) out.push({ dim: null, test: (i) => i.launchDate !== null && i.launchDate >= after });
  const before = f.launchedBefore;
  if (before) out.push({ dim: null, test: (i) => i.launchDate !== null && i.launchDate <= before });
  if (f.decayed !== undefined) {
    const want = f.decayed;
    const day = today();
    out.push({ dim: 'decayed', test: (i) => isDecayed(i, day) === want });
  }
  return out;
}

/** A predicate for the list, or undefined when no satellite filter is given (every kind of object may match). */
export function satelliteFilter(f: CatalogueFilters): ((e: DirectoryEntry) => boolean) | undefined {
  const ts = tests(f);
  if (ts.length === 0) return undefined;
  return (e) => e.kind === 'sat' && ts.every((t) => t.test(e.ref.info, e.ref.noradId));
}

const bump = (m: Record<string, number>, k: string) => (m[k] = (m[k] ?? 0) + 1);

/**
 * Faceted counts over the satellites given (those `q` found) that match the filters. Each dimension is counted with every
 * filter except its own (so a chosen objectType still shows how many of the other types there are).
 */
export function catalogueFacets(sats: SatelliteEntry[], f: CatalogueFilters): CatalogueFacets {
  const ts = tests(f);
  const day = today();
  const counts = { objectType: {}, orbitClass: {}, group: {}, owner: {} } as Record<
    Exclude<Dimension, 'decayed'>,
    Record<string, number>
  >;
  const decayed = { true: 0, false: 0 };
  let total = 0;
  for (const s of sats) {
    const i = s.info;
    // The one dimension whose own filter failed (if exactly one failed) is still counted.
    let failedDim: Dimension | null | undefined;
    let failures = 0;
    for (const t of ts) {
      if (t.test(i, s.noradId)) continue;
      failures++;
      failedDim = t.dim;
      if (failures > 1 || t.dim === null) break;
    }
    if (failures > 1 || (failures === 1 && failedDim === null)) continue;
    const counts1 = (d: Dimension) => failures === 0 || failedDim === d;
    if (failures === 0) total++;
    if (counts1('objectType')) bump(counts.objectType, i.objectType);
    if (counts1('orbitClass')) bump(counts.orbitClass, i.orbitClass);
    if (counts1('group') && i.group) bump(counts.group, i.group);
    if (counts1('owner') && i.owner) bump(counts.owner, i.owner);
    if (counts1('decayed')) decayed[isDecayed(i, day) ? 'true' : 'false']++;
  }
  const topOwners = Object.fromEntries(
    Object.entries(counts.owner)
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, 30),
  );
  return {
    total,
    objectType: counts.objectType,
    orbitClass: counts.orbitClass,
    group: counts.group,
    owner: topOwners,
    decayed,
  };
}

/** Facet answers per catalogue version and query (a full scan of 30,000 objects is tens of milliseconds). */
export class FacetsCache {
  private version = -1;
  private readonly answers = new Map<string, CatalogueFacets>();
  constructor(private readonly max = 200) {}

  get(version: number, query: object, compute: () => CatalogueFacets): CatalogueFacets {
    if (version !== this.version) {
      this.answers.clear();
      this.version = version;
    }
    const key = `${new Date().toISOString().slice(0, 10)} ${JSON.stringify(query)}`; // `decayed` depends on the day
    let answer = this.answers.get(key);
    if (!answer) {
      answer = compute();
      if (this.answers.size >= this.max) this.answers.delete(this.answers.keys().next().value!);
      this.answers.set(key, answer);
    }
    return answer;
  }
}
