/**
 * Issue #19, accessibility: axe-core on every route of `src/lib/paths.ts`, in dark and light mode, at desktop
 * (1280) and phone (390) widths. The suite fails on any serious or critical WCAG 2.2 A/AA violation and prints
 * each one (rule, help, first targets). Signed-in routes use the demo user; the staff routes (admin console,
 * ticket queue, report queue) the administrator. The public pages render before any settings are known, so
 * they have one (dark) theme and are checked in it at both widths.
 *
 * AXE_ROUTES=settings,profile (route names of paths.ts, comma-separated) checks only those routes, for a change
 * that touches a few pages; the full suite takes a quarter of an hour on the shared machine.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/lib/paths';
import { ADMIN, DEMO, hasChromium, newPage, signedInPage } from './harness';
import {
  blockingViolations,
  concreteRoutes,
  PUBLIC_ROUTES,
  setDarkMode,
  settle,
  signIn,
  STAFF_ROUTES,
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

  it('covers every route of paths.ts', () => {
    expect(routes.map((r) => r.name).sort()).toEqual(Object.keys(paths).sort());
  });
  afterAll(async () => {
    // Leave the shared accounts as the seed made them (dark).
    await setDarkMode(demo, true).catch(() => undefined);
    await setDarkMode(admin, true).catch(() => undefined);
    writeFileSync(join(tmpdir(), 'cosmos-axe-report.json'), JSON.stringify(report, null, 2));
  });

  const check = async (page: Awaited<ReturnType<typeof newPage>>['page'], url: string, where: string) => {
    await page.goto(url);
    await settle(page);
    const findings = await blockingViolations(page);
    if (findings.length) {
      report.push({ where, findings });
      writeFileSync(join(tmpdir(), 'cosmos-axe-report.json'), JSON.stringify(report, null, 2));
    }
  };

  for (const { name: width, viewport } of WIDTHS) {
    it(`public pages, ${width}`, async () => {
      const { page, context } = await newPage({ viewport });
      for (const r of routes.filter((x) => PUBLIC_ROUTES.has(x.name) && chosen(x.name)))
        await check(page, r.url, `${r.url} dark ${width} anonymous`);
      await context.close();
      expect(report.filter((x) => x.where.endsWith(`${width} anonymous`))).toEqual([]);
    }, 180_000);

    for (const dark of [true, false]) {
      const mode = dark ? 'dark' : 'light';
      it(`signed-in pages, ${mode}, ${width}`, async () => {
        await setDarkMode(demo, dark);
        await setDarkMode(admin, dark);
        const tag = `${mode} ${width} signed in`;
        for (const [token, filter] of [
          [demo, (n: string) => !PUBLIC_ROUTES.has(n as never) && !STAFF_ROUTES.has(n as never)],
          [admin, (n: string) => STAFF_ROUTES.has(n as never)],
        ] as const) {
          const { page, context } = await signedInPage(token, { viewport });
          for (const r of routes.filter((x) => filter(x.name) && chosen(x.name)))
            await check(page, r.url, `${r.url} ${tag}`);
          await context.close();
        }
        expect(report.filter((x) => x.where.endsWith(tag))).toEqual([]);
      }, 600_000);
    }
  }
});
