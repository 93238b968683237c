#!/usr/bin/env node
/**
 * `npm run bench:web`: Lighthouse 12 (mobile preset: simulated slow 4G and a 4× slower CPU)
 * against the compiled server (`npm start`) on a temporary data folder, in Debian's Chromium.
 * /login anonymously; / and /dashboard signed in as the demo user (signed in through the API,
 * the token put in localStorage under `token` as the app keeps it, and Lighthouse told not to
 * clear storage). Prints performance and accessibility scores against the targets and the
 * compressed bytes each route transferred; each report is left in the temp folder
 * (cosmos-lighthouse-<route>.json). Not part of `npm test`: it takes minutes.
 * RUNS=n runs each route n times and reports the median performance score; ROUTES=/login,/dashboard
 * measures only those routes; TRACE=1 also writes each run's trace (cosmos-lighthouse-<route>.trace.json).
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumPath, startBuiltServer } from '../lib/server.mjs';

const RUNS = Number(process.env.RUNS ?? 1);
const ALL_ROUTES = [
  { path: '/login', signedIn: false, target: 0.95 },
  { path: '/', signedIn: true, target: 0.9 },
  { path: '/dashboard', signedIn: true, target: 0.9 },
];
const ROUTES = process.env.ROUTES
  ? ALL_ROUTES.filter((r) => process.env.ROUTES.split(',').includes(r.path))
  : ALL_ROUTES;
const A11Y = 0.95;
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];

const server = await startBuiltServer();
const chrome = await launch({
  chromePath: chromiumPath(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const results = [];
try {
  const token = await server.signIn();
  // The same browser profile Lighthouse drives: the token set here is what the app reads at start.
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  // Storage is kept for the run (disableStorageReset), so the HTTP cache is emptied here: every run is a first visit.
  // A signed-in visitor has used the app before, so the app has set its first-paint cookie (ADR 0007): one visit to
  // the app with the token sets it, as it would have for a real returning user. Signed out, the cookie is removed.
  const setToken = async (value) => {
    const page = await cdp.contexts()[0].newPage();
    await page.goto(`${server.url}/favicon.svg`);
    await page.evaluate((t) => (t ? localStorage.setItem('token', t) : localStorage.removeItem('token')), value);
    await page.context().clearCookies();
    if (value) {
      await page.goto(`${server.url}/dashboard`);
      await page.waitForFunction(() => document.cookie.includes('cosmos_paint=in.'));
      // A returning visitor stayed long enough to see their dashboard: the app then remembers how long its activity
      // list was and sizes the next visit's placeholder to it (features/dashboard/RecentActivities.tsx).
      await page.waitForSelector('[data-testid="activity-list"], [data-testid="activity-empty"]');
    }
    const session = await page.context().newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await page.close();
  };

  for (const route of ROUTES) {
    const runs = [];
    for (let i = 0, failures = 0; i < RUNS; i++) {
      await setToken(route.signedIn ? token : null);
      const { lhr, artifacts } = await lighthouse(`${server.url}${route.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      });
      const requests = lhr.audits['network-requests']?.details?.items ?? [];
      if (lhr.runtimeError) {
        // Lighthouse sometimes loses the trace (NO_NAVSTART): such a run has no scores. Run it again, twice at most.
        console.error(`${route.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        if (++failures <= 2) i--;
        continue;
      }
      const stem = join(tmpdir(), `cosmos-lighthouse${route.path === '/' ? '-home' : route.path.replace(/\//g, '-')}`);
      writeFileSync(`${stem}.json`, JSON.stringify(lhr));
      // TRACE=1 keeps the page's trace too (open it in Chromium's performance panel): where the blocking time goes.
      if (process.env.TRACE)
        writeFileSync(`${stem}.trace.json`, JSON.stringify(artifacts.Trace ?? artifacts.traces?.defaultPass));
      runs.push({
        perf: lhr.categories.performance.score ?? 0,
        a11y: lhr.categories.accessibility.score ?? 0,
        fcp: lhr.audits['first-contentful-paint'].numericValue ?? NaN,
        lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
        // Lighthouse's measure of this host's CPU speed: its simulation multiplies the observed tasks by 4 whatever
        // the host, so a slower host scores lower with the same code. Printed to compare runs across sessions.
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
        bytes: requests.reduce((s, r) => s + (r.transferSize ?? 0), 0),
        rawBytes: requests.reduce((s, r) => s + (r.resourceSize ?? 0), 0),
        requests: requests.length,
        finalUrl: lhr.finalDisplayedUrl,
        failing: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'manual' &&
              a.scoreDisplayMode !== 'notApplicable',
          )
          .map((a) => a.id),
      });
    }
    if (!runs.length) {
      // Every run lost its trace: say so for this route and go on with the others.
      results.push({ ...route, failed: true });
      continue;
    }
    const r = runs.find((x) => x.perf === median(runs.map((y) => y.perf)));
    results.push({ ...route, ...r, perfRuns: runs.map((x) => x.perf) });
  }
  await cdp.close();
} finally {
  await chrome.kill();
  await server.stop();
}

console.log('\nLighthouse 12, mobile preset (npm run bench:web)');
for (const r of results) {
  if (r.failed) {
    console.log(`${r.path.padEnd(11)} no score: every run of this route failed (see the errors above)`);
    continue;
  }
  console.log(
    `${r.path.padEnd(11)} ${r.signedIn ? 'signed in' : 'anonymous'}  performance ${r.perf.toFixed(2)} (target ≥ ${r.target.toFixed(2)}) ${r.perf >= r.target ? 'OK' : 'BELOW'}` +
      `${RUNS > 1 ? ` [runs ${r.perfRuns.map((p) => p.toFixed(2)).join(', ')}]` : ''}` +
      `  accessibility ${r.a11y.toFixed(2)} ${r.a11y >= A11Y ? 'OK' : 'BELOW'}` +
      `  FCP ${(r.fcp / 1000).toFixed(1)} s, LCP ${(r.lcp / 1000).toFixed(1)} s, TBT ${r.tbt.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}` +
      `  transferred ${(r.bytes / 1024).toFixed(0)} KB compressed (${(r.rawBytes / 1024).toFixed(0)} KB uncompressed) in ${r.requests} requests` +
      (r.finalUrl.endsWith(r.path) ? '' : `  (ended at ${r.finalUrl})`),
  );
  if (r.failing.length) console.log(`            audits under 0.9: ${r.failing.join(', ')}`);
}
const indices = results.filter((r) => !r.failed).map((r) => r.benchmarkIndex);
if (indices.length) console.log(`Host CPU benchmark index (Lighthouse): ${Math.round(median(indices))}`);
