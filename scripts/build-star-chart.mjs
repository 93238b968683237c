#!/usr/bin/env node
/**
 * Writes the planetarium's bundled star list (apps/web/src/features/observing/stars-6.5.json): the stars of
 * d3-celestial's data/stars.8.json (Hipparcos; BSD-3-Clause) to magnitude 6.5, as one flat array
 * [ra°(0…360), dec°, mag, …] rounded to 0.001° and 0.01 mag, so the chunk stays small.
 * Run after upgrading d3-celestial:  node scripts/build-star-chart.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const LIMIT = 6.5;
const require = createRequire(import.meta.url);
const src = JSON.parse(readFileSync(require.resolve('d3-celestial/data/stars.8.json'), 'utf8'));
const flat = [];
for (const f of src.features) {
  const mag = Number(f.properties.mag);
  if (!(mag <= LIMIT)) continue;
  const [lon, lat] = f.geometry.coordinates;
  flat.push(+(((lon % 360) + 360) % 360).toFixed(3), +lat.toFixed(3), +mag.toFixed(2));
}
const out = new URL('../apps/web/src/features/observing/stars-6.5.json', import.meta.url);
writeFileSync(out, JSON.stringify(flat));
console.log(`${flat.length / 3} stars to magnitude ${LIMIT}`);
