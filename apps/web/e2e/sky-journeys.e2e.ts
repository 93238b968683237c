/**
 * Issue 35's sky journeys, as a user would take them:
 * - set a place in Settings and import a horizon file on Observing, then see the ISS pass on Satellite Data marked
 *   hidden behind that horizon (the same pass was not hidden before the import);
 * - see the sky chart turn blue at noon and dark at night (the pixels of the drawn chart, not only its markup), and
 *   click Jupiter to read its details.
 */
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, registerUser, signedInPage } from './harness';

const run = hasChromium() ? describe : describe.skip;

async function api<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A place with at least one visible ISS pass in the next 7 days (the real clock: a week without one happens for
 * weeks at a time at any one latitude), found by a scout account so the user under test starts with none.
 */
async function placeWithVisibleIssPass() {
  const scout = await registerUser();
  const candidates = [
    { name: 'Lisbon', latitude: 38.72, longitude: -9.14 },
    { name: 'Denver', latitude: 39.74, longitude: -104.99 },
    { name: 'Sydney', latitude: -33.87, longitude: 151.21 },
    { name: 'Tokyo', latitude: 35.68, longitude: 139.69 },
    { name: 'Cape Town', latitude: -33.92, longitude: 18.42 },
  ];
  for (const c of candidates) {
    const place = await api<{ id: string }>(scout.token, '/api/places', { method: 'POST', body: JSON.stringify(c) });
    const { passes } = await api<{ passes: unknown[] }>(
      scout.token,
      `/api/sky/passes?id=sat-25544&days=7&visible=true&locationId=${place.id}`,
    );
    if (passes.length) return c;
  }
  throw new Error('no candidate place has a visible ISS pass this week');
}

/** The datetime-local value of an instant in the browser's own time zone (what the time control reads). */
const localInput = (page: Page, ms: number) =>
  page.evaluate((t) => {
    const d = new Date(t - new Date(t).getTimezoneOffset() * 60_000);
    return d.toISOString().slice(0, 16);
  }, ms);

/** The median colour of the middle of the drawn sky (a quarter of the disc's width around the zenith). */
async function zenithColour(page: Page) {
  const chart = page.getByTestId('sky-disc');
  const box = (await chart.boundingBox())!;
  const side = Math.round(box.width / 4);
  const png = PNG.sync.read(
    await page.screenshot({
      clip: { x: box.x + box.width / 2 - side / 2, y: box.y + box.height / 2 - side / 2, width: side, height: side },
    }),
  );
  const channel = (c: number) => {
    const v: number[] = [];
    for (let i = c; i < png.data.length; i += 4) v.push(png.data[i]!);
    return v.sort((a, b) => a - b)[v.length >> 1]!;
  };
  return { r: channel(0), g: channel(1), b: channel(2) };
}

run('the sky chart and the horizon (issue 35)', () => {
  it('a place set in Settings and a horizon file imported on Observing mark the ISS pass hidden', async () => {
    const where = await placeWithVisibleIssPass();
    const u = await registerUser();
    const { page, context } = await signedInPage(u.token);
    try {
      await page.goto('/settings');
      const card = page.getByTestId('places-card');
      await card.getByLabel('Name').fill(where.name);
      await card.getByLabel('Latitude (°)').fill(String(where.latitude));
      await card.getByLabel('Longitude (°)').fill(String(where.longitude));
      await card.getByRole('button', { name: 'Save place' }).click();
      await card
        .getByTestId('places-list')
        .getByText(new RegExp(`^${where.name}`))
        .first()
        .waitFor();
      const [place] = await api<{ id: string; isDefault: boolean }[]>(u.token, '/api/places');
      expect(place!.isDefault).toBe(true); // the first place is the default one

      // With a flat horizon no pass is hidden.
      const reasons = async () =>
        (
          await api<{ passes: { reasons: { code: string }[] }[] }>(
            u.token,
            `/api/sky/outlook?id=sat-25544&days=7&locationId=${place!.id}`,
          )
        ).passes.map((p) => p.reasons.map((r) => r.code));
      const before = await reasons();
      expect(before.length).toBeGreaterThan(0);
      expect(before.flat()).not.toContain('hidden');

      // A courtyard: walls 89° high all round, as a HeyWhatsThat CSV.
      await page.goto('/observing');
      await page.getByRole('tab', { name: 'Sky now' }).click();
      const editor = page.getByTestId('horizon-editor');
      await editor.locator('input[type="file"]').setInputFiles({
        name: 'horizon.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('azimuth,altitude\n0,89\n90,89\n180,89\n270,89\n'),
      });
      await editor.getByText('Imported from HeyWhatsThat').waitFor();

      await page.goto('/satellite-data');
      const table = page.getByRole('table', { name: /Passes of ISS/ });
      await table.waitFor();
      await page.getByLabel('Visible to the eye only').first().check();
      const chip = table.getByTestId('pass-row').first().locator('[data-verdict]');
      await chip.waitFor();
      expect(await chip.getAttribute('data-verdict')).toBe('no');
      expect(await chip.getAttribute('aria-label')).toMatch(/hidden behind your horizon/);
    } finally {
      await context.close();
    }
  });

  it('the sky turns blue at noon and dark at night, and a click on Jupiter opens its details', async () => {
    const u = await registerUser();
    // Santa Cruz, California: at 13:00 local on 2019-06-05 the Sun is high; on 2019-06-10 at 00:30 local Jupiter,
    // at opposition, is high in the south (the almanac's figures the unit test also uses).
    await api(u.token, '/api/places', {
      method: 'POST',
      body: JSON.stringify({ name: 'Santa Cruz', latitude: 36.9613, longitude: -122.0308, elevationM: 370 }),
    });
    const { page, context } = await signedInPage(u.token);
    try {
      await page.goto('/observing');
      await page.getByRole('tab', { name: 'Sky now' }).click();
      const chart = page.getByRole('group', { name: /Sky chart above Santa Cruz/ });
      await chart.waitFor({ timeout: 20_000 });
      const time = page.getByLabel('Date and time');

      await time.fill(await localInput(page, Date.parse('2019-06-05T20:00:00Z')));
      await expect.poll(() => chart.getAttribute('data-sky')).toBe('day');
      await chart.scrollIntoViewIfNeeded();
      const noon = await zenithColour(page);
      expect(noon.b).toBeGreaterThan(150); // #3f7fd6 at the zenith
      expect(noon.b).toBeGreaterThan(noon.r + 60);

      await time.fill(await localInput(page, Date.parse('2019-06-10T07:30:00Z')));
      await expect.poll(() => chart.getAttribute('data-sky')).toBe('night');
      const night = await zenithColour(page);
      expect(night.r + night.g + night.b).toBeLessThan(90); // #020611, with a few stars
      expect(night.b).toBeLessThan(noon.b - 100);

      await chart.getByRole('button', { name: 'Details of Jupiter' }).click();
      const details = page.getByTestId('sky-details');
      await details.getByRole('heading', { name: 'Jupiter' }).waitFor();
      expect(await details.textContent()).toMatch(/Magnitude −2\.[56]/); // −2.6 at opposition
      expect(await details.getByRole('link', { name: 'Open the page of Jupiter' }).getAttribute('href')).toBe(
        '/objects/jupiter',
      );
    } finally {
      await context.close();
    }
  });
});
