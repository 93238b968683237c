/**
 * Accessibility helpers for the browser journeys: the axe-core run (WCAG 2.0/2.1/2.2 A and AA rules) and
 * the concrete URL of every route in `src/lib/paths.ts`, resolved against the running server's data.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { paths, type PathName } from '../src/lib/paths';
import { baseUrl } from './harness';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The impacts that fail the suite (issue #19: zero serious or critical). */
export const BLOCKING = new Set(['serious', 'critical']);

export interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe on the page as it stands; only serious and critical findings, each with its first few targets.
 * axe-core is put into the document once and run there: @axe-core/playwright's analyze() injects it again and opens a
 * helper page on every call (1.2-1.7 s a call against 50-90 ms on the CI machine), which made the axe suite half of
 * CI's browser time. A route reached through the app's router keeps the document, and axe with it. The app has no
 * iframes: the top document is all there is to check.
 */
export async function blockingViolations(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS } };
  const result = await page.evaluate(
    (o) =>
      (window as unknown as { axe: { run(c: Document, o: RunOptions): Promise<AxeResults> } }).axe.run(document, o),
    options,
  );
  return result.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes
        .slice(0, 4)
        .map(
          (n) =>
            `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1, 2).join('')}` : ''}`,
        ),
    }));
}

const watched = new WeakMap<Page, Set<unknown>>();

/**
 * Prepares a page for `settle`: counts its requests in flight and notes, in the page, when the DOM last
 * changed. Call before the first navigation.
 */
export async function watchPage(page: Page) {
  const inFlight = new Set<unknown>();
  watched.set(page, inFlight);
  page.on('request', (r) => inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  await page.addInitScript(() => {
    const w = window as unknown as { __lastChange: number };
    w.__lastChange = performance.now();
    new MutationObserver(() => (w.__lastChange = performance.now())).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/**
 * Opens a route the way a reader moves through the portal: the first one with a page load, the next ones
 * through the app's own router (a history entry and popstate, as the Back button does), so each check
 * does not pay for starting the app again.
 */
export async function openRoute(page: Page, url: string, first: boolean) {
  if (first) await page.goto(url);
  else
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, url);
}

/**
 * Waits until the route has rendered and come to rest, at most 15 s (the 3D view never does: its labels follow
 * the animation). At rest: the main region is there, no page-level spinner is left, and for `quietMs` no request
 * has been in flight, the DOM has not changed and no finite animation (drawer, fades, ripples) has run, so
 * contrast is measured on final colours. Endless animations (spinners, pulses) are ignored; a ticking clock
 * changes the DOM once a second, which leaves quiet moments between ticks.
 */
export async function settle(page: Page, quietMs = 250) {
  const inFlight = watched.get(page);
  if (!inFlight) throw new Error('settle: call watchPage(page) before the first navigation');
  const deadline = Date.now() + 15_000;
  let networkQuietSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(50);
    if (inFlight.size > 0) {
      networkQuietSince = Date.now();
      continue;
    }
    const domQuietFor = await page.evaluate(() => {
      const rendered =
        document.querySelector('main') &&
        !document.querySelector('.MuiCircularProgress-root:not(main [data-busy-ok] *)') &&
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity);
      return rendered ? performance.now() - (window as unknown as { __lastChange: number }).__lastChange : -1;
    });
    if (domQuietFor >= quietMs && Date.now() - networkQuietSince >= quietMs) return;
  }
  // Checked anyway, but say why the page never came to rest, so a finding made mid-load can be told apart.
  const pending = [...inFlight].map((r) => (r as { url(): string }).url());
  console.warn(`[settle] ${page.url()} not at rest after 15 s; requests in flight: ${pending.join(', ') || 'none'}`);
}

async function getJson<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}
const items = <T>(x: T[] | { items: T[] }) => (Array.isArray(x) ? x : x.items);

export async function signIn(creds: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(creds),
  });
  if (!res.ok) throw new Error(`sign-in ${creds.email}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

export async function setDarkMode(token: string, darkMode: boolean) {
  const res = await fetch(`${baseUrl()}/api/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ darkMode }),
  });
  if (!res.ok) throw new Error(`settings: ${res.status} ${await res.text()}`);
}

/** Routes only staff can open meaningfully (a user gets the refusal page, which is checked too, under the user). */
export const STAFF_ROUTES = new Set<PathName>(['admin', 'ticketQueue', 'communityReports', 'teamsAdmin']);
export const PUBLIC_ROUTES = new Set<PathName>(['login', 'register', 'forgotPassword', 'resetPassword', 'verifyEmail']);

/** Every route of `paths` as a concrete URL; parameterised ones get an id that exists for this user. */
export async function concreteRoutes(token: string): Promise<{ name: PathName; url: string }[]> {
  const docs = await getJson<{ id: string }[]>('/api/docs-index', token);
  const categories = await getJson<{ id: string }[]>('/api/community/categories', token);
  let threads = items(await getJson<{ id: string }[] | { items: { id: string }[] }>('/api/community/threads', token));
  if (!threads.length) {
    // A fresh database has no community thread (run alone, no other journey started one): open one to check its page.
    await fetch(`${baseUrl()}/api/community/threads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        category: categories[0]!.id,
        title: 'Accessibility check thread',
        body: 'A thread for the axe suite.',
      }),
    });
    threads = items(await getJson<{ id: string }[] | { items: { id: string }[] }>('/api/community/threads', token));
  }
  const scenes = items(await getJson<{ id: string }[] | { items: { id: string }[] }>('/api/vr/scenes', token));
  let tickets = items(await getJson<{ id: string }[] | { items: { id: string }[] }>('/api/support/tickets', token));
  if (!tickets.length) {
    await fetch(`${baseUrl()}/api/support/tickets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ subject: 'Accessibility check', description: 'A ticket for the axe suite.' }),
    });
    tickets = items(await getJson<{ id: string }[] | { items: { id: string }[] }>('/api/support/tickets', token));
  }
  const param: Partial<Record<PathName, string>> = {
    vrScene: paths.vrScene.to(scenes[0]!.id),
    doc: paths.doc.to(docs[0]!.id),
    ticket: tickets[0] ? paths.ticket.to(tickets[0].id) : undefined,
    communityThread: threads[0] ? paths.communityThread.to(threads[0].id) : undefined,
    communityCategory: paths.communityCategory.to(categories[0]!.id),
    object: paths.object.to('sat-25544'),
  };
  return (Object.keys(paths) as PathName[]).flatMap((name) => {
    const p = paths[name];
    const url = p.pattern.includes(':') ? param[name] : (p.to as () => string)();
    return url ? [{ name, url }] : [];
  });
}
