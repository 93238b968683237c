#!/usr/bin/env node
/**
 * Generates the bundled offline base map (issue 18): the tiles `/api/imagery` serves when no imagery source is
 * configured or the source is down, so a fresh machine shows a real Earth rather than a procedural sphere.
 *
 * Source: Natural Earth land polygons at 1:50m (public domain, through the `world-atlas` package). Land is coloured by
 * latitude band (ice poleward of 62°, the desert belts at 15–35°, temperate and tropical green), which is a map, not
 * a photograph: the docs and the tile header (`X-Imagery-Source: bundled`) say so.
 *
 * Grid: the EPSG:4326 WMTS grid the imagery proxy speaks (level z has 2^(z+1) × 2^z tiles of 512 px; level 0 is two
 * tiles of 180° each), levels 0–2, for the two layers (`true-colour`, and `night-lights` drawn as a dark map).
 * Run: node scripts/imagery/make-base-tiles.mjs   (writes apps/server/assets/imagery/)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PNG } from 'pngjs';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const land = require('world-atlas/land-50m.json');
const TILE = 512;
const MAX_LEVEL = 2;
const W = TILE * 2 ** (MAX_LEVEL + 1);
const H = TILE * 2 ** MAX_LEVEL;
const out = new URL('../../apps/server/assets/imagery/', import.meta.url);

// Every ring's edges, in pixel coordinates of the full-resolution global image. A ring that crosses the antimeridian
// (Chukotka, Fiji) is unwrapped so its longitudes run on past ±180° and its fill is wrapped back onto the map; a ring
// around the pole (Antarctica) cannot be unwrapped closed, so its seam edges are dropped and its bottom filled below.
const edges = [];
const px = (lon, lat) => [((lon + 180) / 360) * W, ((90 - lat) / 180) * H];
for (const f of feature(land, land.objects.land).features) {
  const polys = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
  for (const poly of polys)
    for (const ring of poly) {
      const unwrapped = [ring[0]];
      for (let i = 1; i < ring.length; i++) {
        let lon = ring[i][0];
        const prev = unwrapped[i - 1][0];
        while (lon - prev > 180) lon -= 360;
        while (prev - lon > 180) lon += 360;
        unwrapped.push([lon, ring[i][1]]);
      }
      const polar = Math.abs(unwrapped.at(-1)[0] - unwrapped[0][0]) > 180;
      const pts = polar ? ring : unwrapped;
      for (let i = 0; i + 1 < pts.length; i++) {
        if (polar && Math.abs(pts[i + 1][0] - pts[i][0]) > 180) continue;
        edges.push([...px(...pts[i]), ...px(...pts[i + 1])]);
      }
    }
}

// Even-odd scanline fill: a pixel is land when an odd number of edges cross its row to its left.
const isLand = new Uint8Array(W * H);
for (let row = 0; row < H; row++) {
  const y = row + 0.5;
  const xs = [];
  for (const [x0, y0, x1, y1] of edges) {
    if (y0 <= y === y1 <= y) continue;
    xs.push(x0 + ((y - y0) / (y1 - y0)) * (x1 - x0));
  }
  xs.sort((a, b) => a - b);
  for (let k = 0; k + 1 < xs.length; k += 2) {
    const from = Math.ceil(xs[k] - 0.5);
    const to = Math.floor(xs[k + 1] - 0.5);
    for (let x = from; x <= to; x++) isLand[row * W + (((x % W) + W) % W)] = 1;
  }
}
// Antarctica's ring runs along the map edge; the bottom rows below its coast are land too.
for (let row = Math.floor(H * (1 - 6 / 180)); row < H; row++) isLand.fill(1, row * W, (row + 1) * W);

const mix = (a, b, t) => a.map((v, i) => Math.round(v + (b[i] - v) * Math.min(1, Math.max(0, t))));
function dayColour(land, lat) {
  const a = Math.abs(lat);
  if (!land) return mix([16, 58, 104], [8, 30, 62], a / 90);
  // Soft blends, not bands: green lowlands, a hint of the subtropical deserts, ice towards the poles.
  const green = mix([48, 92, 46], [70, 98, 62], a / 60);
  const dry = mix(green, [158, 140, 100], 0.7 * Math.exp(-(((a - 24) / 8) ** 2)));
  return mix(dry, [226, 233, 238], (a - 60) / 8);
}
const nightColour = (land) => (land ? [22, 26, 40] : [3, 6, 14]);

function render(layer) {
  // Full-resolution RGB, then each lower level by 2×2 averaging.
  let img = new Float32Array(W * H * 3);
  for (let row = 0; row < H; row++) {
    const lat = 90 - ((row + 0.5) / H) * 180;
    for (let col = 0; col < W; col++) {
      const l = isLand[row * W + col];
      const c = layer === 'true-colour' ? dayColour(l, lat) : nightColour(l);
      img.set(c, (row * W + col) * 3);
    }
  }
  for (let z = MAX_LEVEL, w = W, h = H; z >= 0; z--, w /= 2, h /= 2) {
    writeLevel(layer, z, img, w);
    if (z > 0) img = halve(img, w, h);
  }
}

function halve(img, w, h) {
  const out = new Float32Array((w / 2) * (h / 2) * 3);
  for (let r = 0; r < h / 2; r++)
    for (let c = 0; c < w / 2; c++)
      for (let k = 0; k < 3; k++) {
        const at = (rr, cc) => img[(rr * w + cc) * 3 + k];
        out[(r * (w / 2) + c) * 3 + k] =
          (at(2 * r, 2 * c) + at(2 * r, 2 * c + 1) + at(2 * r + 1, 2 * c) + at(2 * r + 1, 2 * c + 1)) / 4;
      }
  return out;
}

function writeLevel(layer, z, img, w) {
  for (let ty = 0; ty < 2 ** z; ty++)
    for (let tx = 0; tx < 2 ** (z + 1); tx++) {
      const png = new PNG({ width: TILE, height: TILE, colorType: 2, inputHasAlpha: false });
      png.data = Buffer.alloc(TILE * TILE * 3);
      for (let r = 0; r < TILE; r++)
        for (let c = 0; c < TILE; c++) {
          const src = ((ty * TILE + r) * w + tx * TILE + c) * 3;
          const dst = (r * TILE + c) * 3;
          for (let k = 0; k < 3; k++) png.data[dst + k] = Math.round(img[src + k]);
        }
      const dir = new URL(`${layer}/${z}/${ty}/`, out);
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        new URL(`${tx}.png`, dir),
        PNG.sync.write(png, { colorType: 2, inputColorType: 2, inputHasAlpha: false }),
      );
    }
}

render('true-colour');
render('night-lights');
console.log(`wrote levels 0–${MAX_LEVEL} of true-colour and night-lights to ${out.pathname}`);
