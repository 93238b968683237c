/**
 * Issue 36, phones: no page of the portal scrolls sideways, at 1440×900 and at 390×844. Every route of
 * `src/lib/paths.ts` (the router's one list) is opened, signed in as the demo user (the staff pages as the
 * administrator, the sign-in pages signed out), and the document's scroll width must not pass its client width once
 * the page has rendered. A table too wide for a phone turns into cards (components/ui/ResponsiveTable) instead of
 * pushing the page wider. The two widths run side by side, each in one browser context whose page moves through
 * the app's router (as the axe suite does), and each route is measured as soon as the app says its data is in.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/lib/paths';
import { concreteRoutes, openRoute, PUBLIC_ROUTES, signIn, STAFF_ROUTES } from './a11y';
import { ADMIN, DEMO, hasChromium, newPage } from './harness';

const run = hasChromium() ? describe : describe.skip;
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** How far the document scrolls sideways (0 when it does not). */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const s = document.scrollingElement!;
    return s.scrollWidth - s.clientWidth;
  });

/**
 * Rendered enough to measure: the new route's page is in `main` (an element the previous route did not have: they
 * are marked before each move), no spinner is left and no server query is in flight (the app's own signal,
 * `#query-activity`, from React Query), held over two animation frames so the data has been laid out. At most 5 s:
 * a page that polls may never be idle, or one that reuses the previous page's elements; it is then measured as is.
 */
const markPrevious = (page: Page) =>
  page.evaluate(() => {
    for (const el of document.querySelectorAll('main, main > *')) (el as HTMLElement).dataset.previous = '1';
  });
async function rendered(page: Page) {
  await page
    .waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const ready = () =>
            !!document.querySelector('main:not([data-previous]), main > :not([data-previous])') &&
            !document.querySelector('main [role=progressbar]') &&
            document.getElementById('query-activity')?.dataset.fetching === '0';
          if (!ready()) return resolve(false);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(ready())));
        }),
      undefined,
      { timeout: 5_000, polling: 50 },
    )
    .catch(() => undefined);
}

run('no page scrolls sideways (issue 36)', () => {
  let demo = '';
  let admin = '';
  let routes: Awaited<ReturnType<typeof concreteRoutes>> = [];
  beforeAll(async () => {
    [demo, admin] = await Promise.all([signIn(DEMO), signIn(ADMIN)]);
    routes = await concreteRoutes(demo);
  });

  it('covers every route of the router', () => {
    expect(routes.map((r) => r.name).sort()).toEqual(Object.keys(paths).sort());
  });

  it('at 1440×900 and 390×844 the document is never wider than the window', async () => {
    const groups = [
      { token: null, names: routes.filter((r) => PUBLIC_ROUTES.has(r.name)) },
      { token: demo, names: routes.filter((r) => !PUBLIC_ROUTES.has(r.name) && !STAFF_ROUTES.has(r.name)) },
      { token: admin, names: routes.filter((r) => STAFF_ROUTES.has(r.name)) },
    ];
    const wide: string[] = [];
    const took: [string, number][] = [];
    const started = Date.now();
    // One browser context per width: the three users take turns in it (the token is set, then the group's first
    // route is a full load, so the app starts signed in as that user; the rest move through the router).
    await Promise.all(
      WIDTHS.map(async (viewport) => {
        const { page, context } = await newPage({ viewport });
        for (const { token, names } of groups) {
          await context.clearCookies();
          await page.goto('/favicon.svg'); // the origin, to set the token on, without starting the app
          await page.evaluate((t) => {
            localStorage.clear();
            if (t) localStorage.setItem('token', t);
          }, token);
          for (const [i, { url }] of names.entries()) {
            const t0 = Date.now();
            if (i > 0) await markPrevious(page);
            await openRoute(page, url, i === 0);
            await rendered(page);
            // A drawer or a transition may pass through a wider frame: only a width that stays counts.
            let over = await sideways(page);
            for (let k = 0; over > 0 && k < 10; k++) {
              await page.waitForTimeout(200);
              over = await sideways(page);
            }
            if (over > 0) wide.push(`${url} at ${viewport.width} px scrolls ${over} px sideways`);
            took.push([`${url}@${viewport.width}`, Date.now() - t0]);
          }
        }
        await context.close();
      }),
    );
    const slowest = took
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([u, ms]) => `${u} ${ms} ms`);
    console.log(
      `[no-sideways-scroll] ${routes.length} routes × 2 widths in ${Date.now() - started} ms; slowest: ${slowest}`,
    );
    expect(wide).toEqual([]);
  }, 120_000);
});
