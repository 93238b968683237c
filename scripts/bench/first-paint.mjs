#!/usr/bin/env node
/**
 * `npm run bench:paint`: the first paint and the moment the app can be used, measured in Chromium rather than
 * simulated. Each run is a cold first visit to /login (anonymous) and /dashboard (the demo user's stored sign-in, as
 * bench:web): first contentful paint from the browser's paint timing, and "ready", when the app has replaced the
 * painted screen (/login: the email field is enabled; /dashboard: the account button is there). Two conditions: the
 * machine as it is, and a phone's (CPU slowed 4× by Chromium, network at slow 4G: 150 ms latency, 1.6 Mbit/s down).
 *
 * BASELINE=<dist folder> also serves another build of the web app (e.g. one made from an earlier commit with
 * `git worktree` and `npm run build -w apps/web`), and alternates the two run by run, so both see the same machine;
 * the table then gives the ratio of medians (this build / baseline). RUNS=n per build and condition (default 7).
 * Not part of `npm test`.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, prepareVisitor, startBuiltServer } from '../lib/server.mjs';

const RUNS = Number(process.env.RUNS ?? 7);
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const CONDITIONS = [
  { name: 'this machine', cpu: 1, network: null },
  {
    name: 'phone (4x CPU, slow 4G)',
    cpu: 4,
    network: { latency: 150, downloadThroughput: 200_000, uploadThroughput: 84_000 },
  },
];
const ROUTES = [
  { path: '/login', signedIn: false, ready: (page) => page.locator('input[name=email]:enabled') },
  { path: '/dashboard', signedIn: true, ready: (page) => page.getByRole('button', { name: /account/i }) },
];

const builds = [
  { name: 'this build', server: await startBuiltServer(process.env.CURRENT ? { WEB_DIST: process.env.CURRENT } : {}) },
];
if (process.env.BASELINE)
  builds.push({ name: 'baseline', server: await startBuiltServer({ WEB_DIST: process.env.BASELINE }) });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

/** One cold visit; milliseconds from navigation to the first contentful paint and to the app being ready. */
async function visit(server, token, route, condition) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await prepareVisitor(page, server.url, token);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
    if (condition.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...condition.network });
    await page.goto(`${server.url}${route.path}`, { waitUntil: 'commit' });
    await route.ready(page).waitFor({ timeout: 60_000 });
    const ready = await page.evaluate(() => performance.now());
    const [fcp, firstByte] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      performance.getEntriesByType('navigation')[0]?.responseStart ?? NaN,
    ]);
    return { fcp, ready, firstByte };
  } finally {
    await context.close();
  }
}

const rows = [];
try {
  const tokens = new Map();
  for (const b of builds) tokens.set(b, await b.server.signIn());
  for (const condition of CONDITIONS)
    for (const route of ROUTES) {
      const samples = new Map(builds.map((b) => [b, { fcp: [], ready: [], firstByte: [] }]));
      for (let i = 0; i < RUNS; i++)
        for (const b of i % 2 ? [...builds].reverse() : builds) {
          const r = await visit(b.server, route.signedIn ? tokens.get(b) : null, route, condition);
          for (const k of ['fcp', 'ready', 'firstByte']) samples.get(b)[k].push(r[k]);
        }
      rows.push({ condition, route, samples });
    }
} finally {
  await browser.close();
  for (const b of builds) await b.server.stop();
}

console.log(`\nFirst paint and ready, median of ${RUNS} cold visits (npm run bench:paint)`);
for (const { condition, route, samples } of rows) {
  const [mine, base] = builds.map((b) => samples.get(b));
  const fmt = (s) =>
    `HTML ${median(s.firstByte).toFixed(0)} ms, first paint ${median(s.fcp).toFixed(0)} ms, ready ${median(s.ready).toFixed(0)} ms`;
  let line = `${condition.name.padEnd(24)} ${route.path.padEnd(11)} ${fmt(mine)}`;
  if (base)
    line +=
      `  | baseline ${fmt(base)}  | ratio first paint ${(median(mine.fcp) / median(base.fcp)).toFixed(2)},` +
      ` ready ${(median(mine.ready) / median(base.ready)).toFixed(2)}`;
  console.log(line);
}
