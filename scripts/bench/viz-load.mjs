#!/usr/bin/env node
/**
 * `npm run bench:viz-load`: time from navigation to the first frame of /data-visualization that
 * draws the catalogue (the engine's `cosmos:scene-first-frame` mark), signed in as the demo user,
 * against the compiled server (`npm start`) in headless Chromium; and the bytes the catalogue
 * took on the wire. Baseline in the same run: the same navigation to /dashboard (a page with no
 * catalogue), so a busy machine shows as a ratio. ROUNDS cold loads each (fresh browser context).
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, startBuiltServer } from '../lib/server.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];

const server = await startBuiltServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const token = await server.signIn();

  async function load(path, until) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    let catalogueBytes = 0;
    let catalogueRaw = 0;
    page.on('response', async (res) => {
      if (!res.url().includes('/api/celestial-data')) return;
      const sizes = await res
        .request()
        .sizes()
        .catch(() => null);
      catalogueBytes += sizes?.responseBodySize ?? 0;
      catalogueRaw += (await res.body().catch(() => Buffer.alloc(0))).length;
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
    const ms = await page.evaluate(until);
    await page.waitForTimeout(200);
    await context.close();
    return { ms, catalogueBytes, catalogueRaw };
  }

  const sceneFrame = () =>
    new Promise((resolve) => {
      const poll = () => {
        const [m] = performance.getEntriesByName('cosmos:scene-first-frame');
        if (m) resolve(m.startTime);
        else setTimeout(poll, 10);
      };
      poll();
    });
  const dashboardReady = () =>
    new Promise((resolve) => {
      const poll = () => (document.querySelector('h1') ? resolve(performance.now()) : setTimeout(poll, 10));
      poll();
    });

  await load('/data-visualization', sceneFrame); // warm the server's caches once
  const viz = [];
  const base = [];
  for (let i = 0; i < ROUNDS; i++) {
    base.push(await load('/dashboard', dashboardReady));
    viz.push(await load('/data-visualization', sceneFrame));
  }
  const v = median(viz.map((r) => r.ms));
  const b = median(base.map((r) => r.ms));
  const last = viz[viz.length - 1];
  console.log('\n/data-visualization load (npm run bench:viz-load)');
  console.log(
    `first scene frame:   ${viz.map((r) => r.ms.toFixed(0)).join(', ')} ms; median ${v.toFixed(0)} ms (target ≤ 2500 ms) ${v <= 2500 ? 'OK' : 'ABOVE TARGET'}`,
  );
  console.log(
    `/dashboard heading:  ${base.map((r) => r.ms.toFixed(0)).join(', ')} ms; median ${b.toFixed(0)} ms (baseline, same run); ratio ${(v / b).toFixed(2)}`,
  );
  console.log(
    `catalogue on the wire: ${(last.catalogueBytes / 1024).toFixed(0)} KB compressed, ${(last.catalogueRaw / 1024).toFixed(0)} KB uncompressed`,
  );
} finally {
  await browser.close();
  await server.stop();
}
