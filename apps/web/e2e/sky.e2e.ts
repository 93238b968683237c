/** Browser journeys of Satellite Data (and Home's computed events) against the built app and the real sky engine. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO, baseUrl, hasChromium, registerUser, signedInPage } from './harness';

const run = hasChromium() ? describe : describe.skip;

async function demoToken(): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`demo login failed ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

run('Satellite Data with a ground station (demo account, location set)', () => {
  let page: Page;
  let context: BrowserContext;
  let catalogueCount = 0;

  beforeAll(async () => {
    const token = await demoToken();
    const status = await fetch(`${baseUrl()}/api/catalog/status`, { headers: { authorization: `Bearer ${token}` } });
    catalogueCount = ((await status.json()) as { count: number }).count;
    ({ page, context } = await signedInPage(token));
    await page.goto('/satellite-data');
    await page.getByRole('heading', { name: 'Satellite Data Analytics' }).waitFor();
  });
  afterAll(() => context?.close());

  it('the stat cards show the catalogue count and a modelled signal and latency', async () => {
    expect(catalogueCount).toBeGreaterThan(100);
    const active = page.getByTestId('stat-active-satellites');
    await expect
      .poll(() => active.getByTestId('stat-value').textContent())
      .toBe(catalogueCount.toLocaleString('en-US'));
    await expect
      .poll(() => page.getByTestId('stat-signal-strength').getByTestId('stat-value').textContent())
      .toMatch(/^\d{1,3}\.\d%$/);
    expect(await page.getByTestId('stat-latency').getByTestId('stat-value').textContent()).toMatch(/^\d+\.\dms$/);
    expect(await page.getByTestId('stat-data-transfer').getByTestId('stat-value').textContent()).toBe('N/A');
  });

  it('the signal chart renders a line over the last 24 hours', async () => {
    const chart = page.getByTestId('signal-chart');
    // Attached, not "visible": a flat line (every hour at 100 %) has a box of zero height, which Playwright calls hidden.
    await chart.locator('.recharts-line-curve').waitFor({ state: 'attached' });
    expect(await chart.locator('.recharts-line-curve').getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+C/);
    expect(await chart.locator('.recharts-line-dot, .recharts-dot').count()).toBeGreaterThanOrEqual(7);
    expect(await chart.locator('.recharts-xAxis .recharts-cartesian-axis-tick').count()).toBeGreaterThan(1);
  });

  it('the ISS pass table leads with the visible segment (window, start, highest, end), says when a pass is not visible, and can show them all', async () => {
    const table = page.getByRole('table', { name: /Passes of ISS/ });
    await table.waitFor();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of (await rows.all()).slice(0, 4)) {
      const [, window, start, peak, end, brightness] = await row.locator('td').allTextContents();
      expect(Number(peak!.match(/^(\d+)° [NESW]{1,3}$/)![1])).toBeGreaterThanOrEqual(10); // highest (visible) point
      if (window === 'not visible') {
        expect([start, end, brightness]).toEqual(['—', '—', 'not visible']);
        continue;
      }
      expect(window).toMatch(/^\d\d:\d\d–\d\d:\d\d$/); // the visible part, not rise to set
      expect(start).toMatch(/^[NESW]{1,3} \d+°$/);
      expect(end).toMatch(/^[NESW]{1,3} \d+°$/);
      expect(brightness).toMatch(/^mag −?\d+\.\d/);
    }
    // "Visible to the eye only" leaves only rows with a magnitude
    await page.getByLabel('Visible to the eye only').first().check();
    for (const text of await rows.locator('td:nth-child(6)').allTextContents()) expect(text).toMatch(/^mag /);
    await page.getByLabel('Visible to the eye only').first().uncheck();
    const more = page.getByRole('button', { name: /^Show all \d+ passes$/ });
    if (await more.count()) {
      const n = Number((await more.textContent())!.match(/\d+/)![0]);
      await more.click();
      await expect.poll(() => rows.count()).toBe(n);
    }
  });

  it("Home's Upcoming Events show the server's computed events (the next visible ISS pass when it is among them)", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const token = await demoToken();
    const events = (await (
      await fetch(`${baseUrl()}/api/events/upcoming`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { title: string }[];
    await page.goto('/');
    await page.getByText('Upcoming Events').waitFor();
    for (const e of events) await page.getByText(e.title, { exact: true }).first().waitFor();
  });
});

run('Satellite Data without a location', () => {
  it('shows the prompt linking to /profile, N/A figures and no pass table', async () => {
    const u = await registerUser();
    const { page, context } = await signedInPage(u.token);
    await page.goto('/satellite-data');
    const prompt = page.getByText(/Add your ground station location/);
    await prompt.waitFor();
    const link = page.getByRole('link', { name: 'profile' });
    expect(await link.getAttribute('href')).toBe('/profile');
    expect(await page.getByTestId('stat-signal-strength').getByTestId('stat-value').textContent()).toBe('N/A');
    expect(await page.getByRole('table', { name: /Passes of/ }).count()).toBe(0);
    await link.click();
    await page.waitForURL('**/profile');
    await context.close();
  });
});
