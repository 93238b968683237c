/**
 * The per-process sky: the catalogue (satellites and imported stars) held in memory as satrecs and
 * records — a derived cache, rebuilt from the database whenever the catalogue version changes.
 * Positions are a pure function of (time, catalogue), so every process answers its own clients.
 */
import { BRIGHT_STARS, toSatrec, type StarRecord, satelliteId } from '@cosmos/astro';
import type { CelestialType } from '@cosmos/contracts';
import { FrameCache } from './frame-cache.ts';
import { deriveSatelliteInfo } from './satellite-info.ts';
import { TextIndex } from './text-index.ts';
import { builtinEntries, satrecEpochMs, type DirectoryEntry, type SatelliteEntry } from './objects.ts';

/** One satellite of the catalogue as stored: its element set and where it came from. */
export type CatalogueSatellite = Omit<SatelliteEntry, 'satrec' | 'epochMs' | 'info'>;
/** One imported star (it refines or adds to the bundled bright stars). */
export interface CatalogueStar {
  rec: StarRecord;
  updatedAt: string;
}

/**
 * Where the engine reads the catalogue from. The catalog module provides it (`catalogueLoader` in
 * catalog.service.ts); the engine knows no table, so the sky depends on nothing above it.
 */
export interface CatalogueLoader {
  /** The stored catalogue's version: it grows on every import or refresh. */
  version(): Promise<number>;
  satellites(): Promise<CatalogueSatellite[]>;
  stars(): Promise<CatalogueStar[]>;
}

const GROUP_RANK: Record<DirectoryEntry['kind'], number> = { body: 0, small: 1, star: 2, deep: 3, sat: 4 };

export class SkyEngine {
  satellites: SatelliteEntry[] = [];
  /** Everything in list order (solar system, small bodies, stars, deep sky, satellites by number). */
  directory: DirectoryEntry[] = [];
  private byId = new Map<string, DirectoryEntry>();
  private sortKeys = new Map<string, string>();
  /** `q` search over the directory, in directory order. */
  private text = new TextIndex([]);
  version = -1;
  importedStars = 0;
  private listeners = new Set<() => void>();
  /** Per-instant memo of computed objects (dropped on every reload). */
  readonly frames = new FrameCache();

  constructor(private readonly catalogue: CatalogueLoader) {
    this.rebuild([], []);
  }

  /** Called after every reload (the ticker re-sends the satellites to its worker). */
  onReload(fn: () => void) {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Reloads when the stored catalogue's version differs from ours (or always with force). */
  async refreshFromDb(force = false): Promise<boolean> {
    const version = await this.catalogue.version();
    if (!force && version === this.version) return false;
    const [sats, imported] = await Promise.all([this.catalogue.satellites(), this.catalogue.stars()]);
    const entries: SatelliteEntry[] = sats.map((r) => {
      const satrec = toSatrec(r);
      return { ...r, satrec, epochMs: satrecEpochMs(satrec), info: deriveSatelliteInfo(r, satrec) };
    });
    this.rebuild(entries, imported);
    this.version = version;
    for (const fn of this.listeners) fn();
    return true;
  }

  private rebuild(sats: SatelliteEntry[], imported: CatalogueStar[]) {
    const stars = new Map<string, DirectoryEntry>();
    for (const s of BRIGHT_STARS)
      stars.set(s.id, { kind: 'star', id: s.id, name: s.name, type: 'star', ref: s, imported: false, updatedAt: '' });
    for (const { rec, updatedAt } of imported) {
      // An imported row refines a built-in star but keeps the built-in proper name when it has none.
      const prev = stars.get(rec.id);
      const name = prev && /^HIP \d+$/.test(rec.name) ? prev.name : rec.name;
      stars.set(rec.id, {
        kind: 'star',
        id: rec.id,
        name,
        type: 'star',
        ref: { ...rec, name },
        imported: true,
        updatedAt,
      });
    }
    const satEntries: DirectoryEntry[] = sats.map((s) => ({
      kind: 'sat',
      id: satelliteId(s.noradId),
      name: s.name,
      type: 'satellite',
      ref: s,
    }));
    const builtins = builtinEntries();
    const all = [
      ...builtins.filter((e) => e.kind !== 'deep'),
      ...stars.values(),
      ...builtins.filter((e) => e.kind === 'deep'),
      ...satEntries,
    ];
    this.sortKeys = new Map();
    all.forEach((e, i) => {
      // Built-ins keep their curated order; stars sort by id number, satellites by catalogue number.
      const k =
        e.kind === 'sat'
          ? String(e.ref.noradId).padStart(9, '0')
          : e.kind === 'star'
            ? starKey(e.ref)
            : String(i).padStart(9, '0');
      this.sortKeys.set(e.id, `${GROUP_RANK[e.kind]}:${k}`);
    });
    all.sort((a, b) => cmp(this.sortKeys.get(a.id)!, this.sortKeys.get(b.id)!));
    this.frames.clear();
    this.text = new TextIndex(
      all.map((e) =>
        e.kind === 'sat' ? `${e.ref.info.haystack}\u0000${e.id}` : `${e.name.toLowerCase()}\u0000${e.id}`,
      ),
    );
    this.directory = all;
    this.byId = new Map(all.map((e) => [e.id, e]));
    this.satellites = sats;
    this.importedStars = imported.length;
  }

  get(id: string): DirectoryEntry | undefined {
    return this.byId.get(id);
  }

  sortKey(id: string): string | undefined {
    return this.sortKeys.get(id);
  }

  /** One page of entries after `afterKey`, filtered by type and name substring. */
  page(opts: {
    type?: CelestialType;
    q?: string;
    /** Further test (the satellite filters, catalogue-search.ts). */
    match?: (e: DirectoryEntry) => boolean;
    afterKey?: string;
    limit: number;
  }): {
    entries: DirectoryEntry[];
    more: boolean;
  } {
    const q = opts.q?.toLowerCase();
    const out: DirectoryEntry[] = [];
    let start = 0;
    if (opts.afterKey) {
      // Binary search: the directory is sorted by key.
      let lo = 0;
      let hi = this.directory.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cmp(this.sortKeys.get(this.directory[mid].id)!, opts.afterKey) <= 0) lo = mid + 1;
        else hi = mid;
      }
      start = lo;
    }
    // With `q`, only the entries the text index finds are visited.
    const indices: Iterable<number> = q ? this.text.matches(q, start) : range(start, this.directory.length);
    for (const i of indices) {
      const e = this.directory[i];
      if (opts.type && e.type !== opts.type) continue;
      if (opts.match && !opts.match(e)) continue;
      if (out.length === opts.limit) return { entries: out, more: true };
      out.push(e);
    }
    return { entries: out, more: false };
  }

  /** The satellites whose search text contains `q` (all of them without one). */
  satellitesMatching(q?: string): SatelliteEntry[] {
    const ql = q?.toLowerCase();
    if (!ql) return this.satellites;
    const out: SatelliteEntry[] = [];
    for (const i of this.text.matches(ql)) {
      const e = this.directory[i];
      if (e.kind === 'sat') out.push(e.ref);
    }
    return out;
  }

  counts() {
    const bySource = { live: 0, nominal: 0, imported: 0 };
    for (const s of this.satellites) bySource[s.source]++;
    return { count: this.satellites.length, bySource };
  }
}

function* range(from: number, to: number) {
  for (let i = from; i < to; i++) yield i;
}
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const starKey = (s: StarRecord) => (s.hip !== null ? `0${String(s.hip).padStart(9, '0')}` : `1${s.id}`);
