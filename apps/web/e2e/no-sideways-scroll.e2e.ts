/**
 * Issue 36, phones: no page of the portal scrolls sideways, at 1440×900 and at 390×844. Every route of
 * `src/lib/paths.ts` (the router's one list) is opened, signed in as the demo user (the staff pages as the
 * administrator, the sign-in pages signed out), and the document's scroll width must not pass its client width once
 * the page has rendered. A table too wide for a phone turns into cards (components/ui/ResponsiveTable) instead of
 * pushing the page wider. The two widths run side by side, each in one page moving through the app's router (as
 * the axe suite does), so the whole file stays well under a minute.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/lib/paths';
import { concreteRoutes, openRoute, PUBLIC_ROUTES, signIn, STAFF_ROUTES, watchPage } from './a11y';
import { ADMIN, DEMO, hasChromium, newPage, signedInPage } from './harness';

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
 * Rendered enough to measure: the main region is there, no page spinner is left and no request has been in flight
 * for a moment (at most 5 s: the 3D view's labels never rest, so the DOM is not waited on).
 */
async function rendered(page: Page, inFlight: Set<unknown>) {
  const deadline = Date.now() + 5_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(50);
    if (inFlight.size > 0) quietSince = Date.now();
    else if (
      Date.now() - quietSince >= 200 &&
      (await page.evaluate(
        () => !!document.querySelector('main') && !document.querySelector('main [role=progressbar]'),
      ))
    )
      return;
  }
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
    await Promise.all(
      WIDTHS.map(async (viewport) => {
        for (const { token, names } of groups) {
          const { page, context } = token ? await signedInPage(token, { viewport }) : await newPage({ viewport });
          const inFlight = new Set<unknown>();
          page.on('request', (r) => {
            // The realtime socket's long-poll is always open: it is not the page loading.
            if (!r.url().includes('/socket.io/')) inFlight.add(r);
          });
          page.on('requestfinished', (r) => inFlight.delete(r));
          page.on('requestfailed', (r) => inFlight.delete(r));
          await watchPage(page);
          for (const [i, { url }] of names.entries()) {
            const t0 = Date.now();
            await openRoute(page, url, i === 0);
            await rendered(page, inFlight);
            // A drawer or a transition may pass through a wider frame: only a width that stays counts.
            let over = await sideways(page);
            for (let k = 0; over > 0 && k < 10; k++) {
              await page.waitForTimeout(200);
              over = await sideways(page);
            }
            if (over > 0) wide.push(`${url} at ${viewport.width} px scrolls ${over} px sideways`);
            took.push([`${url}@${viewport.width}`, Date.now() - t0]);
          }
          await context.close();
        }
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
