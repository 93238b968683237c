#!/usr/bin/env node
/**
 * `npm run bench:a11y`: Lighthouse 12's accessibility category alone, route by route, against the compiled server
 * (`npm start`'s build) on a temporary data folder, in Debian's Chromium. Target (issue #19): ≥ 0.98 on every route.
 * Signed-in routes use the demo user, the staff routes (admin console, ticket and report queues) the administrator;
 * the token is put in localStorage under `token` as the app keeps it, and Lighthouse is told not to clear storage.
 * No throttling (the score does not depend on it), desktop screen. Each report is left in the temp folder
 * (cosmos-lighthouse-a11y-<theme>-<route>.json).
 *
 *   ROUTES=/login,/,/data-visualization npm run bench:a11y     (a comma-separated subset; default: every fixed route)
 *   THEME=light npm run bench:a11y                            (the signed-in routes in the light theme; default dark)
 *
 * The theme is the account's Dark Mode setting, so THEME=light turns it off for the demo user and the
 * administrator on the temporary database; the public routes have no light theme (dark until sign-in).
 *
 * Exits 1 when a route is below the target. Not part of `npm test`: each route takes tens of seconds.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumPath, startBuiltServer } from '../lib/server.mjs';

const TARGET = 0.98;
const ADMIN = { email: 'admin@cosmos.test', password: 'Administer-the-cosmos-2026' };
const PUBLIC = ['/login', '/register', '/forgot-password', '/reset-password', '/verify-email'];
const STAFF = ['/admin', '/support/queue', '/community/reports'];
// The fixed routes of apps/web/src/lib/paths.ts (the parameterised ones need ids: the axe suite covers them).
const ALL = [
  ...PUBLIC,
  '/',
  '/dashboard',
  '/mission-control',
  '/conjunctions',
  '/data-visualization',
  '/satellite-data',
  '/space-science',
  '/vr-experience',
  '/documentation',
  '/profile',
  '/settings',
  '/subscription',
  '/subscription-plans',
  '/data-access',
  '/support',
  '/support/tickets',
  '/support-center',
  '/community',
  ...STAFF,
];
const THEME = process.env.THEME === 'light' ? 'light' : 'dark';
const routes = process.env.ROUTES
  ? process.env.ROUTES.split(',').map((r) => r.trim())
  : ALL.filter((r) => THEME === 'dark' || !PUBLIC.includes(r));

const server = await startBuiltServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const chrome = await launch({
  chromePath: chromiumPath(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-sync',
  ],
});
const results = [];
try {
  const tokens = { user: await server.signIn(), staff: await server.signIn(ADMIN.email, ADMIN.password) };
  if (THEME === 'light')
    for (const token of Object.values(tokens)) {
      const res = await fetch(`${server.url}/api/settings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ darkMode: false }),
      });
      if (!res.ok) throw new Error(`could not switch to the light theme: ${res.status}`);
    }
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const setToken = async (value) => {
    const page = await cdp.contexts()[0].newPage();
    await page.goto(`${server.url}/favicon.svg`);
    await page.evaluate((t) => (t ? localStorage.setItem('token', t) : localStorage.removeItem('token')), value);
    await page.close();
  };
  for (const path of routes) {
    await setToken(PUBLIC.includes(path) ? null : STAFF.includes(path) ? tokens.staff : tokens.user);
    const { lhr } = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility'],
      disableStorageReset: true,
      formFactor: 'desktop',
      screenEmulation: { mobile: false, width: 1280, height: 800, deviceScaleFactor: 1, disabled: false },
      throttlingMethod: 'provided',
    });
    writeFileSync(
      join(tmpdir(), `cosmos-lighthouse-a11y-${THEME}${path.replace(/\//g, '-') || '-home'}.json`),
      JSON.stringify(lhr),
    );
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
      .map((a) => a.id);
    results.push({ path, score: lhr.categories.accessibility.score ?? 0, failing, finalUrl: lhr.finalDisplayedUrl });
    const r = results.at(-1);
    console.log(
      `${path.padEnd(22)} ${THEME.padEnd(5)} accessibility ${r.score.toFixed(2)} ${r.score >= TARGET ? 'OK' : 'BELOW'} (target ≥ ${TARGET})` +
        (failing.length ? `  failing: ${failing.join(', ')}` : '') +
        (r.finalUrl.endsWith(path) ? '' : `  (ended at ${r.finalUrl})`),
    );
  }
  await cdp.close();
} finally {
  await chrome.kill();
  await server.stop();
}
process.exitCode = results.every((r) => r.score >= TARGET) ? 0 : 1;
