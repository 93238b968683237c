/**
 * The planetarium's stars and constellations, from the d3-celestial package's data folder (BSD-3-Clause;
 * stars from the Hipparcos catalogue), loaded as a chunk of this app: no network beyond our own. The stars are the
 * 8,874 of data/stars.8.json to magnitude 6.5, pre-filtered by scripts/build-star-chart.mjs into stars-6.5.json
 * (175 KB, 69 KB compressed). Constellation names: d3-celestial's (IAU and many languages) and, for Portuguese, which
 * it lacks, constellations-pt.json (the Brazilian names, keyed by IAU name), and constellations-zh.json (Simplified
 * Chinese, as the Chinese Astronomical Society names them, keyed by IAU abbreviation: d3-celestial's are Traditional).
 */
export interface SkyStar {
  ra: number;
  dec: number;
  mag: number;
}
export interface SkyData {
  stars: SkyStar[];
  lines: { id: string; runs: [number, number][][] }[];
  names: { id: string; ra: number; dec: number; names: Record<string, string> }[];
}

interface Fc<G, P> {
  features: { id: string | number; properties: P; geometry: G }[];
}

// d3-celestial writes right ascension as a longitude in −180…180; the sky chart wants 0…360.
const ra = (lon: number) => (lon + 360) % 360;

let loading: Promise<SkyData> | null = null;

export function loadSkyData(): Promise<SkyData> {
  loading ??= Promise.all([
    import('./stars-6.5.json'),
    import('d3-celestial/data/constellations.lines.json'),
    import('d3-celestial/data/constellations.json'),
    import('./constellations-pt.json'),
    import('./constellations-zh.json'),
  ]).then(([s, l, c, pt, zh]) => {
    const flat = s.default as unknown as number[];
    const stars: SkyStar[] = [];
    for (let i = 0; i + 2 < flat.length; i += 3) stars.push({ ra: flat[i], dec: flat[i + 1], mag: flat[i + 2] });
    const lines = (l.default as unknown as Fc<{ coordinates: [number, number][][] }, object>).features.map((f) => ({
      id: String(f.id),
      runs: f.geometry.coordinates.map((run) => run.map(([lon, lat]) => [ra(lon), lat] as [number, number])),
    }));
    const names = (c.default as unknown as Fc<{ coordinates: [number, number] }, Record<string, string>>).features.map(
      (f) => ({
        id: String(f.id),
        ra: ra(f.geometry.coordinates[0]),
        dec: f.geometry.coordinates[1],
        // d3-celestial names each constellation in many languages but not Portuguese: ours, by IAU name.
        names: {
          ...f.properties,
          pt: (pt.default as Record<string, string>)[f.properties.name!] ?? f.properties.name!,
          // Its Chinese names are Traditional (寶瓶座): Simplified ones as mainland China writes them, by abbreviation.
          zh: (zh.default as Record<string, string>)[String(f.id)] ?? f.properties.zh!,
        },
      }),
    );
    return { stars, lines, names };
  });
  return loading;
}
