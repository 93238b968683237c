import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, getBrowser, newPage, registerUser, signedInPage } from './harness';

/** Records, per insertion, how many preload links a script added to the document's head (boot.ts moves them in groups). */
const recordLinkInsertions = () => {
  const batches: number[] = ((window as unknown as { linkBatches: number[] }).linkBatches = []);
  new MutationObserver((records) => {
    for (const r of records) {
      const n = [...r.addedNodes].filter((x) => x instanceof HTMLLinkElement && x.rel === 'preload').length;
      if (r.target === document.head && n) batches.push(n);
    }
  }).observe(document, { childList: true, subtree: true });
};
const linkBatches = (page: Page) => page.evaluate(() => (window as unknown as { linkBatches: number[] }).linkBatches);

// ADR 0007: the server paints the first screen into index.html; the app's code replaces it once it runs.
describe('the first paint', () => {
  it('shows the sign-in card before any script runs, with its links working and its fields waiting for the app', async () => {
    const context = await (await getBrowser()).newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await page.getByLabel('Email').isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await page.waitForURL('**/register');
    await context.close();
  });

  it('stays hidden until the whole painted card has arrived, so a pause mid-document paints no half card that then moves', async () => {
    // The server's paint, sent as a slow network or a busy parser delivers it: up to the first field, a pause, the rest.
    const html = await (await fetch(`${baseUrl()}/login`)).text();
    const cut = html.indexOf('<label class="fp-field">') + 1;
    expect(cut).toBeGreaterThan(0);
    const slow = createServer((req, res) => {
      if (req.url !== '/login') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, cut));
      setTimeout(() => res.end(html.slice(cut)), 700);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const context = await (await getBrowser()).newContext({ javaScriptEnabled: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    // No app: this is about what the document alone shows (the scripts are not served here).
    await page.addInitScript(() => {
      (window as unknown as { shifts: number[] }).shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          (window as unknown as { shifts: number[] }).shifts.push((e as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/login`;
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForTimeout(350);
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('root')!).visibility)).toBe('hidden');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await page.waitForLoadState('load');
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('root')!).visibility)).toBe('visible');
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    await context.close();
    slow.close();
  });

  it("is replaced by the app's own form, which takes typing", async () => {
    const { context, page } = await newPage();
    await page.goto('/login');
    await page.locator('input[name=email]:enabled').fill('ada@example.test');
    expect(await page.locator('.fp-auth').count()).toBe(0);
    expect(await page.getByLabel('Email').inputValue()).toBe('ada@example.test');
    await context.close();
  });

  it('paints the shell and the page heading for a returning signed-in visitor, in their language', async () => {
    const u = await registerUser();
    const { context, page } = await signedInPage(u.token);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Mission Control Dashboard' }).waitFor();
    // The app has remembered the visit in its cookie; the next page load is painted from it, before any script.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'cosmos_paint')?.value)
      .toBe('in.dark.en');
    const html = await (
      await fetch(`${baseUrl()}/dashboard`, { headers: { cookie: 'cosmos_paint=in.dark.de' } })
    ).text();
    expect(html).toContain('<header class="fp-bar">');
    expect(html).toContain('<html lang="de" data-paint="dark">');
    const painted = await (
      await fetch(`${baseUrl()}/dashboard`, {
        headers: { cookie: `cosmos_paint=${(await context.cookies()).find((c) => c.name === 'cosmos_paint')!.value}` },
      })
    ).text();
    expect(painted).toContain('<h1 class="fp-h4">Mission Control Dashboard</h1>');
    await context.close();
  });

  it("requests the app's chunks only once the page has painted, a few links per task, each once (ADR 0009)", async () => {
    const { context, page } = await newPage();
    await page.addInitScript(recordLinkInsertions);
    await page.goto('/login');
    await page.locator('input[name=email]:enabled').waitFor();
    const r = await page.evaluate(() => {
      const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/[\w-]+\.js$/.test(e.name))
        .map((e) => ({ file: e.name.split('/').pop()!, start: e.startTime }));
      const moved = at('cosmos:app-chunks'); // boot.ts, just before it moves the links into the document
      return {
        paint: at('first-contentful-paint'),
        boot: at('cosmos:boot'),
        moved,
        // The entry and the two helpers it imports statically are all the parser may fetch.
        early: scripts.filter((s) => s.start < moved).map((s) => s.file.replace(/-[\w-]{8}\.js$/, '')),
        later: scripts.filter((s) => s.start >= moved).map((s) => s.file),
      };
    });
    // After the paint, or after boot.ts's 500 ms limit where the paint is slower than that (a busy machine).
    expect(r.moved >= r.paint || r.moved - r.boot >= 490, JSON.stringify(r)).toBe(true);
    expect(r.early.sort()).toEqual(['boot', 'preload-helper', 'rolldown-runtime']);
    // React's DOM renderer and the app's chunks, some 40 on the sign-in page: each requested once (a preload the
    // import did not reuse would show as a second entry).
    expect(r.later.length).toBeGreaterThan(20);
    expect(new Set(r.later).size).toBe(r.later.length);
    // Four links per task: inserting each one starts its request, about a millisecond on a busy machine.
    const batches = await linkBatches(page);
    expect(batches.reduce((a, b) => a + b, 0)).toBeGreaterThan(20);
    expect(Math.max(...batches)).toBeLessThanOrEqual(4);
    await context.close();
  });

  it('starts the app in a tab opened in the background, where nothing is painted to wait for', async () => {
    const { context, page } = await newPage();
    // A background tab: hidden from the start (boot.ts then neither waits for a paint nor spreads the links over tasks).
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { get: () => true });
    });
    await page.addInitScript(recordLinkInsertions);
    await page.goto('/login');
    await page.locator('input[name=email]:enabled').waitFor();
    const later = await page.evaluate(() => {
      const moved = performance.getEntriesByName('cosmos:app-chunks')[0]!.startTime;
      return performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/[\w-]+\.js$/.test(e.name) && e.startTime >= moved)
        .map((e) => e.name);
    });
    expect(later.length).toBeGreaterThan(20);
    expect(new Set(later).size).toBe(later.length);
    // All of them in one insertion: a hidden tab has no one waiting on it, and its timers may be held a second each.
    const batches = await linkBatches(page);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toBeGreaterThan(20);
    await context.close();
  });

  it("loads a returning signed-in visitor's shell from the links the page lists, not from links Vite's helper adds", async () => {
    const u = await registerUser();
    const { context, page } = await signedInPage(u.token);
    await page.goto('/dashboard');
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'cosmos_paint')).toBe(true);
    // The second visit is painted as the shell, with its chunks' links listed in the HTML (build/preload-app.ts).
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /account/i }).waitFor();
    const { listed, added } = await page.evaluate(() => {
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[as=script], link[rel=modulepreload]')];
      const listedHrefs = new Set(links.filter((l) => l.rel === 'preload').map((l) => l.href));
      return {
        listed: [...listedHrefs].filter((h) => /\/Layout-[\w-]+\.js$/.test(h)).length,
        // Vite's helper appends modulepreload links for what the document lacks: the Layout's chunks are not among them.
        added: links.filter((l) => l.rel === 'modulepreload' && /\/(Layout|Drawer|TopBarActions)-/.test(l.href)).length,
      };
    });
    expect(listed).toBe(1);
    expect(added).toBe(0);
    await context.close();
  });

  it("builds a signed-in visitor's first formatters in a worker (boot.ts); the sign-in page starts none", async () => {
    const anonymous = await newPage();
    const started: string[] = [];
    anonymous.page.on('worker', (w) => started.push(w.url()));
    await anonymous.page.goto('/login');
    await anonymous.page.locator('input[name=email]:enabled').waitFor();
    expect(started).toEqual([]);
    await anonymous.context.close();

    const u = await registerUser();
    const { context, page } = await signedInPage(u.token);
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.goto('/dashboard');
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'cosmos_paint')).toBe(true);
    await page.goto('/dashboard'); // painted as the shell now
    await page.getByRole('button', { name: /account/i }).waitFor();
    expect(workers.filter((w) => w.includes('intl-warmup'))).toHaveLength(1);
    await context.close();
  });
});
