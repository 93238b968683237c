/**
 * Issue #19, accessibility: axe-core on every route of `src/lib/paths.ts`, in dark and light mode, at desktop
 * (1280) and phone (390) widths. The suite fails on any serious or critical WCAG 2.2 A/AA violation and prints
 * each one (rule, help, first targets). Signed-in routes use the demo user; the staff routes (admin console,
 * ticket queue, report queue) the administrator. The public pages render before any settings are known, so
 * they have one (dark) theme and are checked in it at both widths.
 *
 * Within a theme and width the routes are opened one after another in one page, through the app's router
 * (openRoute), as a reader moves through the portal.
 *
 * AXE_ROUTES=settings,profile (route names of paths.ts, comma-separated) checks only those routes, for a change
 * that touches a few pages.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/lib/paths';
import { ADMIN, DEMO, hasChromium, newPage, signedInPage } from './harness';
import {
  blockingViolations,
  concreteRoutes,
  openRoute,
  PUBLIC_ROUTES,
  setDarkMode,
  settle,
  signIn,
  STAFF_ROUTES,
  watchPage,
  type Finding,
} from './a11y';

const run = hasChromium() ? describe : describe.skip;
const only = process.env.AXE_ROUTES?.split(',').map((n) => n.trim());
const chosen = (name: string) => !only || only.includes(name);
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

run('axe-core on every route', () => {
  let demo = '';
  let admin = '';
  let routes: Awaited<ReturnType<typeof concreteRoutes>> = [];
  const report: { where: string; findings: Finding[] }[] = [];

  beforeAll(async () => {
    demo = await signIn(DEMO);
    admin = await signIn(ADMIN);
    routes = await concreteRoutes(demo);
  });

  it('finds what it is there to find (a page with an unlabelled image and button fails)', async () => {
    const { page, context } = await newPage();
    await page.setContent(
      '<html lang="en"><head><title>Check</title></head><body><main><img src="/x.png"><button></button></main></body></html>',
    );
    const found = (await blockingViolations(page)).map((f) => f.id).sort();
    await context.close();
    expect(found).toEqual(['button-name', 'image-alt']);
  });

  it('covers every route of paths.ts', () => {
    expect(routes.map((r) => r.name).sort()).toEqual(Object.keys(paths).sort());
  });
  afterAll(async () => {
    // Leave the shared accounts as the seed made them (dark).
    await setDarkMode(demo, true).catch(() => undefined);
    await setDarkMode(admin, true).catch(() => undefined);
    writeFileSync(join(tmpdir(), 'cosmos-axe-report.json'), JSON.stringify(report, null, 2));
  });

  /** Checks the routes in one page, one after another (see openRoute); `where` names each in the report. */
  const checkAll = async (page: Page, urls: string[], where: (url: string) => string) => {
    await watchPage(page);
    for (const [i, url] of urls.entries()) {
      await openRoute(page, url, i === 0);
      await settle(page);
      const findings = await blockingViolations(page);
      if (findings.length) {
        report.push({ where: where(url), findings });
        writeFileSync(join(tmpdir(), 'cosmos-axe-report.json'), JSON.stringify(report, null, 2));
      }
    }
  };

  // The two widths are checked side by side, each in its own page: the whole suite's wall time is part of CI's budget.
  it('public pages, desktop and phone', async () => {
    const urls = routes.filter((x) => PUBLIC_ROUTES.has(x.name) && chosen(x.name)).map((r) => r.url);
    await Promise.all(
      WIDTHS.map(async ({ name: width, viewport }) => {
        const { page, context } = await newPage({ viewport });
        await checkAll(page, urls, (url) => `${url} dark ${width} anonymous`);
        await context.close();
      }),
    );
    expect(report.filter((x) => x.where.endsWith('anonymous'))).toEqual([]);
  }, 180_000);

  // The theme is each account's saved setting, so the two themes take turns; within one, the widths run side by side.
  for (const dark of [true, false]) {
    const mode = dark ? 'dark' : 'light';
    it(`signed-in pages, ${mode}, desktop and phone`, async () => {
      await setDarkMode(demo, dark);
      await setDarkMode(admin, dark);
      for (const [token, filter] of [
        [demo, (n: string) => !PUBLIC_ROUTES.has(n as never) && !STAFF_ROUTES.has(n as never)],
        [admin, (n: string) => STAFF_ROUTES.has(n as never)],
      ] as const) {
        const urls = routes.filter((x) => filter(x.name) && chosen(x.name)).map((r) => r.url);
        await Promise.all(
          WIDTHS.map(async ({ name: width, viewport }) => {
            const { page, context } = await signedInPage(token, { viewport });
            await checkAll(page, urls, (url) => `${url} ${mode} ${width} signed in`);
            await context.close();
          }),
        );
      }
      expect(report.filter((x) => x.where.includes(` ${mode} `) && x.where.endsWith('signed in'))).toEqual([]);
    }, 600_000);
  }
});
