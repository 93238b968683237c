/**
 * The astrophotography planner (issue 35, item 5): a user with a place picks a target and a lens, searches tonight's
 * first hours, sees the crossings and the clean-window timeline, and downloads the CSV. With E2E_SCREENSHOTS set, the
 * results are kept at 1440 and 390 px, dark and light.
 */
import { describe, expect, it } from 'vitest';
import { setDarkMode } from './a11y';
import { baseUrl, registerUser, signedInPage } from './harness';

const SHOTS = process.env.E2E_SCREENSHOTS;

describe('astrophotography planner', () => {
  it('finds the objects crossing a 135 mm field on the Pleiades and exports them', async () => {
    const u = await registerUser();
    const res = await fetch(`${baseUrl()}/api/sky/locations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Greenwich', latitude: 51.48, longitude: -0.1 }),
    });
    expect(res.status).toBe(201);
    const sizes = SHOTS
      ? ([
          [1440, 900, true],
          [390, 844, true],
          [1440, 900, false],
          [390, 844, false],
        ] as const)
      : ([[1280, 800, true]] as const);
    for (const [width, height, dark] of sizes) {
      await setDarkMode(u.token, dark);
      const { page, context } = await signedInPage(u.token, { viewport: { width, height } });
      await page.goto('/observing');
      await page.getByRole('tab', { name: 'Astrophoto planner' }).click();
      await page.waitForURL('**/observing/planner');
      await page.getByTestId('planner-target').fill('M45');
      // Tonight from 18:00 UTC for two hours (the browser runs in UTC here, as the server).
      const evening = new Date();
      evening.setUTCHours(18, 0, 0, 0);
      if (evening.getTime() < Date.now()) evening.setUTCDate(evening.getUTCDate() + 1);
      const local = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
      await page.getByLabel('From').fill(local(evening.getTime()));
      await page.getByLabel('To').fill(local(evening.getTime() + 2 * 3_600_000));
      await page.getByTestId('planner-search').click();
      await page.getByTestId('planner-results').waitFor({ timeout: 60_000 });
      await page.getByTestId('planner-timeline').waitFor();
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/planner-${width}-${dark ? 'dark' : 'light'}.png`, fullPage: true });
      await page.getByLabel(/in Earth's shadow/).check();
      expect(await page.getByTestId('planner-crossing').count()).toBeGreaterThan(0);
      await expect.poll(() => page.getByText(/^M45 Pleiades: [\d,]+ crossings/).count()).toBe(1);
      if (width === sizes[0][0] && dark === sizes[0][2]) {
        const download = page.waitForEvent('download');
        await page.getByTestId('planner-csv').click();
        expect((await download).suggestedFilename()).toBe('cosmos-field-plan.csv');
      }
      await context.close();
    }
  }, 300_000);
});
