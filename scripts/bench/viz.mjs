/**
 * `npm run bench:viz`: frame time with 60,000 moving satellites (issue 36: the catalogue with debris passes 30,000) in our visualization engine
 * (apps/web/src/scene + the propagation worker) against a bare three.js page drawing the same
 * 60,000 points with a per-frame position update, in the same run, headless Chromium.
 *
 * frame = interval between animation frames (what the user sees; the browser caps it at 60 Hz)
 * work  = main-thread time inside the animation-frame callback (update + render submit)
 * Pages alternate for ROUNDS rounds of MEASURE_MS each; medians of the round means are reported.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { build } from 'vite';
import { chromium } from 'playwright-core';

const here = resolve(import.meta.dirname);
const N = Number(process.env.N ?? 60000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const MEASURE_MS = Number(process.env.MEASURE_MS ?? 6000);
const WARMUP_MS = Number(process.env.WARMUP_MS ?? 2000);
const outDir = '/tmp/cosmos-bench-viz';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

await build({
  root: here,
  logLevel: 'warn',
  worker: { format: 'es' },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input: { ours: join(here, 'viz.ours.html'), bare: join(here, 'viz.bare.html') } },
  },
});

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css' };
const server = createServer(async (req, res) => {
  try {
    const path = join(outDir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!path.startsWith(outDir)) throw new Error('outside');
    const body = await readFile(path);
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });

const mean = (a) => a.reduce((s, x) => s + x, 0) / Math.max(1, a.length);
const p95 = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length * 0.95)] ?? 0;
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];

async function measure(name) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 760 } });
  page.on('pageerror', (e) => console.error(`[${name}] ${e.message}`));
  await page.goto(`${base}/viz.${name}.html?n=${N}`);
  await page.waitForFunction(() => window.__ready === true, null, { timeout: 120_000 });
  await page.waitForTimeout(WARMUP_MS);
  await page.evaluate(() => window.__bench.reset());
  await page.waitForTimeout(MEASURE_MS);
  const r = await page.evaluate(() => ({
    frames: [...window.__bench.frames],
    work: [...window.__bench.work],
    renderer: window.__renderer,
    stats: window.__stats?.() ?? null,
  }));
  await page.close();
  return {
    frame: mean(r.frames),
    frameP95: p95(r.frames),
    work: mean(r.work),
    workP95: p95(r.work),
    n: r.frames.length,
    renderer: r.renderer,
    stats: r.stats,
  };
}

const results = { bare: [], ours: [] };
try {
  for (let i = 0; i < ROUNDS; i++) {
    for (const name of i % 2 ? ['ours', 'bare'] : ['bare', 'ours']) {
      const r = await measure(name);
      results[name].push(r);
      console.log(
        `round ${i + 1} ${name.padEnd(4)} frame ${r.frame.toFixed(2)} ms (p95 ${r.frameP95.toFixed(1)}) · work ${r.work.toFixed(2)} ms (p95 ${r.workP95.toFixed(1)}) · ${r.n} frames${r.stats ? ` · worker ${r.stats.workerMs.toFixed(1)} ms/propagation, wasm ${r.stats.wasm}` : ''}`,
      );
    }
  }
  const sum = (name) => ({
    frame: median(results[name].map((r) => r.frame)),
    frameP95: median(results[name].map((r) => r.frameP95)),
    work: median(results[name].map((r) => r.work)),
  });
  const b = sum('bare');
  const o = sum('ours');
  console.log(`\nrenderer: ${results.bare[0].renderer}`);
  console.log(`satellites: ${N}, viewport 1280×720, ${ROUNDS} rounds × ${MEASURE_MS} ms`);
  console.log(
    `bare three.js : frame ${b.frame.toFixed(2)} ms (${(1000 / b.frame).toFixed(1)} fps, p95 ${b.frameP95.toFixed(1)}) · work ${b.work.toFixed(2)} ms`,
  );
  console.log(
    `our engine    : frame ${o.frame.toFixed(2)} ms (${(1000 / o.frame).toFixed(1)} fps, p95 ${o.frameP95.toFixed(1)}) · work ${o.work.toFixed(2)} ms`,
  );
  const ratio = o.frame / b.frame;
  console.log(`ratio ours/bare (frame time): ${ratio.toFixed(2)}× — target ≤ 1.5× ${ratio <= 1.5 ? 'MET' : 'NOT MET'}`);
} finally {
  await browser.close();
  server.close();
}
