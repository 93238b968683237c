/** Browser journey of Mission Control (issue 14): the launch list with live countdowns, Launch Control, follow. */
import { describe, expect, it } from 'vitest';
import { hasChromium, registerUser, signedInPage } from './harness';

const run = hasChromium() ? describe : describe.skip;

run('Mission Control', () => {
  it('lists upcoming launches with ticking countdowns; Launch Control shows the next one and can follow it', async () => {
    const user = await registerUser();
    const { page, context } = await signedInPage(user.token);
    try {
      await page.goto('/mission-control');
      await page.getByRole('heading', { name: 'Mission Control Center' }).waitFor();
      const table = page.getByRole('table', { name: 'Upcoming launches' });
      await table.waitFor();
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBeGreaterThanOrEqual(3);
      // Offline the bundled samples are shown, and said to be samples.
      await page.getByTestId('sample-notice').waitFor();
      const first = await rows.first().locator('td').allTextContents();
      expect(first[0]).toBeTruthy(); // vehicle
      expect(first[5]).toMatch(/^T− (\d+ d )?\d\d:\d\d:\d\d$/);
      // The countdown ticks without a reload.
      const countdown = rows.first().getByTestId('countdown');
      const before = await countdown.textContent();
      await expect.poll(() => countdown.textContent(), { timeout: 5000 }).not.toBe(before);

      // Recent launches link to their objects in the catalogue (the sample carries the ISS's designator).
      await page.getByRole('button', { name: 'Recent' }).click();
      const recent = page.getByRole('table', { name: 'Recent launches' });
      await recent.getByRole('link', { name: /ISS \(NOMINAL\) \(1998-067A\)/ }).waitFor();
      expect(await recent.getByRole('link', { name: /ISS \(NOMINAL\)/ }).getAttribute('href')).toBe(
        '/objects/sat-25544',
      );

      await page.getByRole('tab', { name: 'Launch Control' }).click();
      const card = page.getByTestId('launch-control');
      await card.getByTestId('countdown').waitFor();
      expect(await card.getByRole('heading').first().textContent()).toContain('Sample:');
      await card.getByRole('button', { name: 'Follow this launch' }).click();
      await card.getByRole('button', { name: 'Following' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
