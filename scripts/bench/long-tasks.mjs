#!/usr/bin/env node
/**
 * `npm run bench:tasks`: where a first visit's blocking time goes, measured rather than simulated. Lighthouse's mobile
 * score estimates blocking time by multiplying the tasks of an unthrottled, heavily traced run by four, which on a
 * busy two-core machine swings a route by ±0.08 from run to run. This loads each route in Chromium with the CPU
 * really slowed four times (the same factor), a cold HTTP cache and the demo user's stored sign-in (as bench:web),
 * records a trace with JavaScript samples, and prints every main-thread task of 50 ms or more after the first
 * contentful paint, with the functions it spent its time in (build with `vite build --minify false` to read React's and
 * MUI's own names), and the route's blocking time: the sum of each such task's time over 50 ms.
 * ROUTES=/,/dashboard (default /login,/,/dashboard), RUNS=n (median blocking time; default 3), FRAMES=n frames per task
 * (0: durations only). Not part of `npm test`.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, prepareVisitor, startBuiltServer } from '../lib/server.mjs';

const ROUTES = (process.env.ROUTES ?? '/login,/,/dashboard').split(',');
const RUNS = Number(process.env.RUNS ?? 3);
const FRAMES = Number(process.env.FRAMES ?? 10);
const LONG_MS = 50;
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];

/** One cold visit of `route` at 4× CPU; the trace's events. */
async function traceVisit(browser, server, route, token) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await prepareVisitor(page, server.url, token);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'loading',
        'blink.user_timing',
      ].concat(FRAMES ? ['disabled-by-default-v8.cpu_profiler'] : []),
    });
    await page.goto(`${server.url}${route}`);
    await page.waitForTimeout(7000); // past the last first-load work (the home carousel turns at 6 s)
    return JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  } finally {
    await context.close();
  }
}

/** The renderer main thread's long tasks after the visit's first contentful paint, with their top frames. */
function longTasks(events, url) {
  const threads = new Map(
    events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]),
  );
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  if (!nav) throw new Error(`no navigation to ${url} in the trace`);
  const { pid, tid } = nav;
  if (threads.get(`${pid}:${tid}`) !== 'CrRendererMain') throw new Error('navigation not on a renderer main thread');
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts > nav.ts);
  if (!fcp) throw new Error(`no first contentful paint for ${url}`);
  const samples = cpuSamples(events, pid, tid);
  return events
    .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ts > fcp.ts && e.dur >= LONG_MS * 1000)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => ({
      at: (task.ts - nav.ts) / 1000,
      ms: task.dur / 1000,
      frames: topFrames(
        samples.filter((s) => s.t >= task.ts && s.t <= task.ts + task.dur),
        task.dur / 1000,
      ),
    }));
}

/** The main thread's JavaScript samples: each with its stack's frames (innermost first). */
function cpuSamples(events, pid, tid) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return [];
  const nodes = new Map();
  const samples = [];
  let t = profile.args.data.startTime;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== profile.id) continue;
    const chunk = e.args.data.cpuProfile ?? {};
    for (const n of chunk.nodes ?? []) nodes.set(n.id, n);
    const deltas = e.args.data.timeDeltas ?? [];
    (chunk.samples ?? []).forEach((id, i) => {
      t += deltas[i];
      samples.push({ t, id });
    });
  }
  const stack = (id) => {
    const frames = [];
    for (let n = nodes.get(id); n; n = nodes.get(n.parent)) {
      const { functionName, url, lineNumber } = n.callFrame;
      if (functionName.startsWith('(')) continue;
      frames.push(
        `${functionName || '(anonymous)'} ${(url ?? '').split('/').pop()}${lineNumber >= 0 ? `:${lineNumber + 1}` : ''}`,
      );
    }
    return frames;
  };
  return samples.map((s) => ({ t: s.t, frames: stack(s.id) }));
}

/** Inclusive time per frame over a task's samples, largest first. */
function topFrames(samples, taskMs) {
  if (!FRAMES || !samples.length) return [];
  const total = new Map();
  for (const s of samples) for (const f of new Set(s.frames)) total.set(f, (total.get(f) ?? 0) + 1);
  const msPerSample = taskMs / samples.length;
  return [...total]
    .sort((a, b) => b[1] - a[1])
    .slice(0, FRAMES)
    .map(([f, n]) => `${(n * msPerSample).toFixed(0).padStart(5)} ms  ${f}`);
}

const server = await startBuiltServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const summary = [];
try {
  const token = await server.signIn();
  for (const route of ROUTES) {
    const blocking = [];
    for (let run = 1; run <= RUNS; run++) {
      const tasks = longTasks(
        await traceVisit(browser, server, route, route === '/login' ? null : token),
        `${server.url}${route}`,
      );
      blocking.push(tasks.reduce((sum, t) => sum + t.ms - LONG_MS, 0));
      console.log(`\n${route}, run ${run}: blocking ${blocking.at(-1).toFixed(0)} ms at 4× CPU`);
      for (const t of tasks) {
        console.log(`  task at ${t.at.toFixed(0)} ms: ${t.ms.toFixed(0)} ms`);
        for (const f of t.frames) console.log(`    ${f}`);
      }
    }
    summary.push({ route, blocking });
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log('\nBlocking time after first paint, CPU slowed 4× (npm run bench:tasks)');
for (const { route, blocking } of summary)
  console.log(
    `${route.padEnd(11)} median ${median(blocking).toFixed(0)} ms  [runs ${blocking.map((b) => b.toFixed(0)).join(', ')}]`,
  );
