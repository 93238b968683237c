import { describe, expect, it } from 'vitest';
import { blockingViolations } from './a11y';
import { baseUrl, registerUser, signedInPage } from './harness';

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder to keep screenshots in while developing

/**
 * The observing map pans and zooms (issue 18). The e2e server runs with IMAGERY_URL=off, so tiles come from the
 * bundled base map (levels 0–2) and deeper levels answer 503: the journey checks the levels asked for, that the
 * plan's cap (Basic: level 3) is never passed however far the view zooms, and the upgrade prompt.
 */
describe('tile map', () => {
  it('zooms in with the button to finer tiles, and past the Basic cap shows the upgrade prompt without asking for them', async () => {
    const u = await registerUser(); // a new account is on Basic
    const { page } = await signedInPage(u.token);
    const tiles: { level: number; status: number }[] = [];
    page.on('response', (r) => {
      const m = /\/api\/imagery\/true-colour\/(\d+)\/\d+\/\d+$/.exec(r.url());
      if (m) tiles.push({ level: Number(m[1]), status: r.status() });
    });
    await page.goto('/observing');
    const map = page.getByRole('application', { name: /World map/ });
    await map.waitFor();
    await expect.poll(() => tiles.filter((t) => t.level === 0 && t.status === 200).length).toBe(2);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tile-map-zoom0.png` });

    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    await zoomIn.click();
    await zoomIn.click();
    expect(await map.getAttribute('data-zoom')).toBe('2');
    // The bundled level 2 (45° tiles) for the part in sight only: at most 3 × 2 of its 8 × 4 tiles.
    await expect.poll(() => tiles.filter((t) => t.level === 2 && t.status === 200).length).toBeGreaterThan(0);
    expect(tiles.filter((t) => t.level === 2).length).toBeLessThanOrEqual(6);
    await page
      .getByTestId('map-level')
      .getByText(/imagery level 2/)
      .waitFor();
    expect(await page.getByTestId('imagery-upgrade').count()).toBe(0);

    // Dragging pans the view and does not count as a pick.
    const before = await map.getAttribute('viewBox');
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 - 40, { steps: 5 });
    await page.mouse.up();
    expect(await map.getAttribute('viewBox')).not.toBe(before);

    await zoomIn.click();
    await zoomIn.click();
    await zoomIn.click();
    const prompt = page.getByTestId('imagery-upgrade');
    await prompt.getByText(/resolution imagery \(about [\d.]+ (km|m) per pixel\) comes with/).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tile-map-upgrade.png` });
    await page.waitForTimeout(500); // let any late tile request show
    expect(Math.max(...tiles.map((t) => t.level))).toBeLessThanOrEqual(3);
    // The controls, status line and prompt pass axe (WCAG A/AA) in the dark theme and, below, the light one.
    expect(await blockingViolations(page)).toEqual([]);

    // Keyboard: 0 shows the whole world again, and the prompt goes.
    await map.focus();
    await page.keyboard.press('0');
    expect(await map.getAttribute('viewBox')).toBe('0 0 360 180');
    expect(await prompt.count()).toBe(0);
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await prompt.waitFor();
    const light = await fetch(`${baseUrl()}/api/settings`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ darkMode: false }),
    });
    expect(light.status).toBe(200);
    await page.reload();
    await map.waitFor();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(await map.getAttribute('data-zoom')).toBe('1');
    expect(await blockingViolations(page)).toEqual([]);
    await map.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('+');
    await page.getByRole('link', { name: 'Upgrade' }).click();
    await page.waitForURL('**/subscription-plans');
  });
});
