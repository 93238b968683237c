/** Browser journeys of /data-visualization against the built app and the real sky API. */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, registerUser, signedInPage } from './harness';

const run = hasChromium() ? describe : describe.skip;

run('three.js is paid for only on /data-visualization', () => {
  it('no script loaded on /dashboard contains three.js; opening the route loads it', async () => {
    const u = await registerUser();
    const { page, context } = await signedInPage(u.token);
    const scripts = new Set<string>();
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.add(r.url());
    });
    const withThree = async () => {
      const hits: string[] = [];
      for (const url of scripts) if ((await (await fetch(url)).text()).includes('WebGLRenderer')) hits.push(url);
      return hits;
    };
    await page.goto('/dashboard');
    await page.waitForLoadState('networkidle');
    expect(scripts.size).toBeGreaterThan(0);
    expect(await withThree()).toEqual([]);
    await page.goto('/data-visualization');
    await page.getByTestId('viz-scene').locator('canvas').waitFor();
    expect((await withThree()).length).toBeGreaterThan(0);
    await context.close();
  });
});

run('the 3D view fills the screen (issue 36)', () => {
  it.each([
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ])(
    'at $width×$height the canvas covers at least 60 % of the viewport and nothing scrolls sideways',
    async (viewport) => {
      const u = await registerUser();
      const { page, context } = await signedInPage(u.token, { viewport });
      try {
        await page.goto('/data-visualization');
        const canvas = page.getByTestId('viz-scene').locator('canvas');
        await canvas.waitFor();
        const box = (await canvas.boundingBox())!;
        expect((box.width * box.height) / (viewport.width * viewport.height)).toBeGreaterThanOrEqual(0.6);
        const { sw, cw, sh, ch } = await page.evaluate(() => ({
          sw: document.documentElement.scrollWidth,
          cw: document.documentElement.clientWidth,
          sh: document.documentElement.scrollHeight,
          ch: document.documentElement.clientHeight,
        }));
        expect(sw).toBeLessThanOrEqual(cw);
        expect(sh).toBeLessThanOrEqual(ch);
        if (viewport.width < 600) {
          // On a phone the controls wait in a sheet.
          await page.getByRole('button', { name: 'Controls' }).click();
          await page.getByRole('combobox', { name: 'Type' }).waitFor();
        }
      } finally {
        await context.close();
      }
    },
  );
});

run('data visualization', () => {
  let page: Page;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const u = await registerUser();
    const s = await signedInPage(u.token, { viewport: { width: 1400, height: 1000 } });
    page = s.page;
    close = () => s.context.close();
    await page.goto('/data-visualization');
    await page.getByText(/Visible objects \([1-9]/).waitFor({ timeout: 60_000 });
  });
  afterAll(async () => close?.());

  const listTypes = () =>
    page.locator('[data-testid="viz-list"] li').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.type));

  it('filters to planets: only planets in the list and the labels', async () => {
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'planet', exact: true }).click();
    await expect.poll(async () => new Set(await listTypes())).toEqual(new Set(['planet']));
    const names = await page.locator('[data-testid="viz-list"] li').allInnerTexts();
    expect(names.join(' ')).toContain('Mars');
    await page.waitForTimeout(300);
    const labels = await page
      .locator('.viz-label')
      .evaluateAll((els) => els.filter((e) => (e as HTMLElement).style.display !== 'none').map((e) => e.textContent));
    expect(labels.length).toBeGreaterThan(0);
    const planetNames = names.map((n) => n.split('\n')[0]);
    for (const l of labels) expect(planetNames).toContain(l);
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'all', exact: true }).click();
  });

  it("searches 'ISS', flies to it and selects it", async () => {
    await page.getByLabel('Search').fill('ISS');
    await page.getByLabel('Search').press('Enter');
    const info = page.getByTestId('viz-info');
    await expect.poll(() => info.locator('h2').textContent()).toMatch(/^ISS/);
    expect(await info.locator('[data-field="Catalogue number"]').textContent()).toBe('25544');
    expect(await page.getByRole('button', { name: 'Earth orbit' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('clicking the object on the canvas deselects it, clicking again selects it; hover shows its name', async () => {
    const at = async () => {
      const box = (await page.getByTestId('viz-scene').boundingBox())!;
      const p = (await page.evaluate(() =>
        (
          window as unknown as { __vizEngine: { screenPositionOf(id: string): [number, number] | null } }
        ).__vizEngine.screenPositionOf('sat-25544'),
      ))!;
      return { x: box.x + p[0], y: box.y + p[1] };
    };
    await page.waitForTimeout(1200); // the fly-to animation
    let p = await at();
    await page.mouse.move(p.x, p.y);
    await expect.poll(() => page.getByTestId('viz-hover').textContent()).toMatch(/^ISS/);
    p = await at();
    await page.mouse.click(p.x, p.y);
    await expect.poll(() => page.getByTestId('viz-info').count()).toBe(0);
    p = await at();
    await page.mouse.click(p.x, p.y);
    await expect.poll(() => page.getByTestId('viz-info').locator('h2').textContent()).toMatch(/^ISS/);
  });

  it('moving the timeline changes the position', async () => {
    const pos = page.getByTestId('viz-info').locator('[data-field="r (km)"]');
    const before = await pos.textContent();
    const slider = page.getByRole('slider', { name: 'Timeline' });
    await slider.focus();
    const value = async () => Date.parse((await slider.getAttribute('aria-valuetext'))!);
    await slider.press('Home'); // 7 days ago
    await expect.poll(value).toBeLessThan(Date.now() - 6.9 * 86_400_000);
    const edge = await value();
    await slider.press('PageUp'); // + 1 hour (shiftStep), so the shared time is not clamped at the 7-day edge later
    await expect.poll(value).toBe(edge + 3_600_000);
    await expect
      .poll(() => page.getByTestId('viz-time').textContent())
      .toBe(new Date(edge + 3_600_000).toISOString().replace('T', ' ').slice(0, 19) + ' UTC');
    await expect.poll(() => pos.textContent()).not.toBe(before);
    const shown = Date.parse(
      (await page.getByTestId('viz-time').textContent())!.replace(' UTC', 'Z').replace(' ', 'T'),
    );
    expect(Date.now() - shown).toBeGreaterThan(6.9 * 86_400_000);
  });

  it('the share URL restores filters, time, selection and camera', async () => {
    await page.getByRole('button', { name: 'infrared' }).click();
    await page.getByRole('button', { name: 'Share' }).click();
    const url = (await page.getByTestId('viz-share-url').textContent())!;
    const q = new URL(url).searchParams;
    expect(q.get('sel')).toBe('sat-25544');
    expect(q.get('layer')).toBe('infrared');
    expect(q.get('q')).toBe('ISS');
    expect(q.get('t')).toBeTruthy();
    expect(q.get('cam')?.split(',')).toHaveLength(6);
    const again = await page.context().newPage();
    await again.goto(url);
    await again.getByText(/Visible objects \([1-9]/).waitFor({ timeout: 60_000 });
    await expect.poll(() => again.getByTestId('viz-info').locator('h2').textContent()).toMatch(/^ISS/);
    expect(await again.getByLabel('Search').inputValue()).toBe('ISS');
    expect(await again.getByRole('button', { name: 'infrared' }).getAttribute('aria-pressed')).toBe('true');
    expect(await again.getByTestId('viz-time').textContent()).toBe(await page.getByTestId('viz-time').textContent());
    const cam = await again.evaluate(
      () =>
        (window as unknown as { __vizEngine: { getCamera(): { position: number[] } } }).__vizEngine.getCamera()
          .position,
    );
    const want = q.get('cam')!.split(',').slice(0, 3).map(Number);
    cam.forEach((c, i) => expect(c).toBeCloseTo(want[i], 1));
    await again.close();
  });

  it('comparison mode shows the table with its headings for several objects', async () => {
    await page.getByLabel('Search').fill('');
    await page.getByRole('button', { name: 'Now' }).click();
    await page.getByRole('button', { name: 'Deselect' }).click();
    await page.getByLabel('Comparison mode').check();
    await page.getByText('No objects selected for comparison').waitFor();
    await page.getByRole('button', { name: 'Solar system' }).click();
    const pick = (id: string) =>
      page.locator(`[data-testid="viz-list"] li[data-id="${id}"] .MuiListItemButton-root`).click();
    for (const id of ['sun', 'mars', 'moon', 'ceres']) await pick(id);
    const table = page.getByRole('table', { name: 'Comparison of selected objects' });
    expect(await table.locator('th').allInnerTexts()).toEqual([
      'Name',
      'Type',
      'Marker size (scene units)',
      'Temperature (K)',
      'Mass (kg)',
    ]);
    const rows = await table.locator('tbody tr').allInnerTexts();
    expect(rows.map((r) => r.split('\t')[0])).toEqual(['Sun', 'Mars', 'Moon', 'Ceres']);
    expect(rows[3]).toContain('N/A'); // Ceres has no temperature
    expect(rows[0]).toContain('5772');
    await pick('mars'); // clicking again deselects
    expect(await table.locator('tbody tr').count()).toBe(3);
  });

  it('exports json, csv and xml of the filtered data, parseable', async () => {
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'planet', exact: true }).click();
    const count = Number((await page.getByText(/Visible objects \(\d+\)/).textContent())!.match(/\((\d+)\)/)![1]);
    const get = async (f: string) => {
      const [dl] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Export ${f}` }).click(),
      ]);
      expect(dl.suggestedFilename()).toMatch(new RegExp(`\\.${f}$`));
      return readFileSync((await dl.path())!, 'utf8');
    };
    const json = JSON.parse(await get('json'));
    expect(json.items).toHaveLength(count);
    expect(json.items.every((i: { type: string }) => i.type === 'planet')).toBe(true);
    expect(json.items[0]).toHaveProperty('rx');
    const csv = (await get('csv')).trim().split('\r\n');
    expect(csv[0].split(',').slice(0, 3)).toEqual(['id', 'name', 'type']);
    expect(csv).toHaveLength(count + 1);
    const xml = await get('xml');
    const parsed = await page.evaluate((x) => {
      const d = new DOMParser().parseFromString(x, 'application/xml');
      return { err: d.getElementsByTagName('parsererror').length, n: d.getElementsByTagName('object').length };
    }, xml);
    expect(parsed).toEqual({ err: 0, n: count });
  });
});
