/**
 * Issue 34's journey: an object with a six-digit catalogue number (imported as OMM, as CelesTrak publishes such
 * objects) is found by its number in the catalogue search, its page lists passes with "mag ± σ", and the public
 * accuracy page shows its figures, each with its method, sample and date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ADMIN, baseUrl, hasChromium, registerUser, signedInPage } from './harness';

const run = hasChromium() ? describe : describe.skip;
const NORAD = 270_034;

/**
 * A dawn-dusk sun-synchronous orbit at 700 km: its plane follows the terminator, so it is sunlit whenever an observer
 * at 52° N is in twilight, and visible passes come every evening and morning. The ascending node sits 90° east of the
 * Sun's right ascension (mean longitude, good to a couple of degrees).
 */
export function sixDigitOmm(now = Date.now()) {
  const days = (now - Date.UTC(2000, 0, 1, 12)) / 86_400_000;
  const sunRa = (280.46 + 0.9856474 * days) % 360;
  return [
    {
      OBJECT_NAME: 'E2E SIXDIGIT',
      OBJECT_ID: '2026-250A',
      EPOCH: new Date(now).toISOString().replace('Z', ''),
      MEAN_MOTION: 14.5953,
      ECCENTRICITY: 0.0001,
      INCLINATION: 98.19,
      RA_OF_ASC_NODE: (sunRa + 90) % 360,
      ARG_OF_PERICENTER: 0,
      MEAN_ANOMALY: 0,
      EPHEMERIS_TYPE: 0,
      CLASSIFICATION_TYPE: 'U',
      NORAD_CAT_ID: NORAD,
      ELEMENT_SET_NO: 999,
      REV_AT_EPOCH: 1,
      BSTAR: 0.00001,
      MEAN_MOTION_DOT: 0,
      MEAN_MOTION_DDOT: 0,
    },
  ];
}

run('six-digit object, magnitudes with their sigma, and the accuracy page', () => {
  let page: Page;
  let context: BrowserContext;

  beforeAll(async () => {
    const admin = (await (
      await fetch(`${baseUrl()}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
    ).json()) as { token: string };
    const imported = await fetch(`${baseUrl()}/api/catalog/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'text/plain' },
      body: JSON.stringify(sixDigitOmm()),
    });
    if (!imported.ok) throw new Error(`import failed ${imported.status}: ${await imported.text()}`);
    const user = await registerUser();
    const place = await fetch(`${baseUrl()}/api/places`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Cambridge', latitude: 52.2, longitude: 0.12, isDefault: true }),
    });
    if (!place.ok) throw new Error(`place ${place.status}: ${await place.text()}`);
    ({ page, context } = await signedInPage(user.token));
  });
  afterAll(() => context?.close());

  it('finds the object by its six-digit number and its page shows passes with "mag ± σ"', async () => {
    await page.goto('/satellite-data');
    await page.getByTestId('catalogue-search').fill(String(NORAD));
    const suggestion = page.getByTestId('catalogue-suggestion').first();
    await suggestion.waitFor();
    expect(await suggestion.textContent()).toContain('E2E SIXDIGIT');
    await suggestion.click();
    await page.waitForURL(`**/objects/sat-${NORAD}`);
    const mags = page.getByTestId('object-pass-magnitude').filter({ hasText: '±' });
    await mags.first().waitFor({ timeout: 15_000 });
    expect(await mags.first().textContent()).toMatch(/^mag −?\d+\.\d ± \d\.\d$/);
  });

  it('the public accuracy page shows each figure with its method, sample and date', async () => {
    await page.goto('/accuracy');
    await page.getByRole('heading', { level: 1, name: 'How accurate is Cosmos?' }).waitFor();
    // The job measures a few seconds after the server starts; reload until it has.
    await expect
      .poll(
        async () => {
          if (await page.getByTestId('accuracy-passes-headline').count()) return true;
          await page.reload();
          return false;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);
    expect(await page.getByTestId('accuracy-passes-headline').textContent()).toMatch(/^\d+\.\d\d s$/);
    expect(await page.getByTestId('accuracy-conjunctions-headline').textContent()).toBe('100%');
    expect(await page.getByTestId('accuracy-family').count()).toBeGreaterThan(2);
    for (const id of ['passes', 'magnitudes', 'conjunctions', 'catalogue', 'reentries'])
      expect(await page.getByTestId(`accuracy-${id}-sample`).textContent()).toMatch(/^Sample: [\d,]+ .+ · measured /);
    expect(await page.getByTestId('accuracy-reentries-headline').textContent()).toBe('Not enough data yet');
  });
});
