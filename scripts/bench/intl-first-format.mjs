#!/usr/bin/env node
/**
 * `npm run bench:intl`: what a page's first Intl formatter costs the main thread, and what it costs once a worker has
 * built one first (boot.ts's warm-up, ADR 0008). Each case runs in a fresh page (a fresh renderer process, so ICU's
 * caches start cold), unthrottled, in Debian's Chromium; RUNS=n pages per case (default 5), medians printed.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/server.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const results = { cold: [], warmed: [] };
try {
  for (let i = 0; i < RUNS; i++) {
    for (const mode of ['cold', 'warmed']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('data:text/html,<p>x</p>');
      const ms = await page.evaluate(async (warm) => {
        if (warm) {
          // What intl-warmup.worker.ts does, from a blob so that this needs no server.
          const src = `new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(0); postMessage(1);`;
          const worker = new Worker(URL.createObjectURL(new Blob([src], { type: 'text/javascript' })));
          await new Promise((resolve) => (worker.onmessage = resolve));
        }
        const start = performance.now();
        new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(0);
        return performance.now() - start;
      }, mode === 'warmed');
      results[mode].push(ms);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log("A page's first Intl.DateTimeFormat on the main thread (npm run bench:intl)");
for (const [mode, runs] of Object.entries(results))
  console.log(
    `${(mode === 'cold' ? 'cold ICU caches' : 'after a worker built one').padEnd(25)} median ${median(runs).toFixed(2)} ms  [runs ${runs.map((r) => r.toFixed(2)).join(', ')}]`,
  );
