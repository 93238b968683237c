/**
 * `npm run bench:vr`: frame time of each VR scene in headless Chromium (SwiftShader WebGL), next to
 * an empty scene (same engine, renderer and starfield, no content) measured in the same run.
 * Needs a built web app (npm run build -w apps/web). Scenes are measured in interleaved rounds.
 *
 * work  = CPU time of one loop iteration (scene update + three.js render submit), mean and p95
 * frame = interval between animation frames (what the user sees; capped by the browser at 60 Hz)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot, startServer } from '../../apps/web/e2e/server.ts';

const SCENES = ['empty', 'space-station', 'solar-system', 'satellite-ops', 'deep-space'];
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const MEASURE_MS = Number(process.env.MEASURE_MS ?? 5000);
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
  console.error('Build the web app first: npm run build -w apps/web');
  process.exit(1);
}
const server = await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
try {
  const reg = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      email: `bench.${Date.now()}@example.test`,
      password: 'Bench-the-cosmos-2026!',
    }),
  });
  const { token } = (await reg.json()) as { token: string };
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await context.newPage();
  type Stats = {
    frames: number;
    workMeanMs: number;
    workP95Ms: number;
    intervalMeanMs: number;
    calls: number;
    triangles: number;
  };
  const results: Record<string, Stats[]> = Object.fromEntries(SCENES.map((s) => [s, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const s of SCENES) {
      await page.goto(s === 'empty' ? '/vr-experience/space-station?module=empty' : `/vr-experience/${s}`);
      await page.waitForFunction(
        () => ((window as unknown as { __vr?: { stats(): { frames: number } } }).__vr?.stats().frames ?? 0) > 30,
        null,
        { timeout: 60_000 },
      );
      await page.waitForTimeout(1000); // warm-up: shader compile, first propagation
      await page.evaluate(() => (window as unknown as { __vr: { resetStats(): void } }).__vr.resetStats());
      await page.waitForTimeout(MEASURE_MS);
      results[s].push(await page.evaluate(() => (window as unknown as { __vr: { stats(): Stats } }).__vr.stats()));
    }
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const base = mean(results.empty.map((r) => r.workMeanMs));
  console.log(
    `VR frame time, headless Chromium ${browser.version()} (SwiftShader, --disable-gpu), 1280×800, ${ROUNDS} rounds × ${MEASURE_MS / 1000} s per scene`,
  );
  console.log('| scene | work mean ms | work p95 ms | × empty | frame interval ms (fps) | draw calls | triangles |');
  console.log('|---|---|---|---|---|---|---|');
  for (const s of SCENES) {
    const r = results[s];
    const w = mean(r.map((x) => x.workMeanMs));
    const iv = mean(r.map((x) => x.intervalMeanMs));
    console.log(
      `| ${s} | ${w.toFixed(2)} | ${mean(r.map((x) => x.workP95Ms)).toFixed(2)} | ${(w / base).toFixed(2)} | ${iv.toFixed(1)} (${(1000 / iv).toFixed(0)}) | ${r[0].calls} | ${r[0].triangles} |`,
    );
  }
  console.log(`72 fps budget: 13.9 ms per frame.`);
} finally {
  await browser.close();
  await server.stop();
}
