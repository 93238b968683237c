import { describe, expect, it } from 'vitest';
import { baseUrl, registerUser, signedInPage } from './harness';

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder to keep screenshots in while developing

async function call(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

describe('observing', () => {
  it("the map shows night, the followed satellite's orbit and the user's place; the feed address works; the sky chart draws", async () => {
    const u = await registerUser();
    await call(u.token, 'POST', '/api/sky/locations', { name: 'Lisbon', latitude: 38.72, longitude: -9.14 });
    await call(u.token, 'PUT', '/api/sky/follows/sat-25544');
    const { page } = await signedInPage(u.token);

    await page.goto('/satellite-data');
    await page.getByRole('link', { name: 'Observing' }).click();
    await page.waitForURL('**/observing');
    await page.getByTestId('night').waitFor({ state: 'attached' });
    await page.getByTestId('home').waitFor({ state: 'attached' });
    await page.getByTestId('sat-layer-sat-25544').waitFor({ state: 'attached', timeout: 20_000 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/observing-map.png` });

    await page.getByRole('tab', { name: 'Follows, calendar & exports' }).click();
    await page
      .getByText(/sat-25544 ·/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Create feed address' }).click();
    const url = (await page.getByTestId('feed-url').textContent())!;
    expect(url).toMatch(/\/api\/feeds\/[\w-]{43}\.ics$/);
    const feed = await fetch(`${baseUrl()}${new URL(url).pathname}`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/observing-follows.png`, fullPage: true });

    await page.getByRole('tab', { name: 'Sky now' }).click();
    await page.getByRole('group', { name: /Sky chart above Lisbon/ }).waitFor({ timeout: 20_000 });
    // Stars above the horizon, each a disc of one path: count the discs drawn (two arcs each).
    const d = (await page.getByTestId('sky-stars').getAttribute('d'))!;
    expect((d.match(/a/g) ?? []).length / 2).toBeGreaterThan(500);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/observing-sky.png` });
    // The chart follows a chosen time, then goes live again.
    await page.getByRole('button', { name: '+1 h' }).click();
    await page.getByText('Chosen time').waitFor();
    await page.getByRole('button', { name: 'Now' }).click();
    await page.getByText('Live').waitFor();

    // A click near the zenith asks "what was that?" for that direction, now.
    const chart = page.getByRole('group', { name: /Sky chart above Lisbon/ });
    // The time control sits above the chart: scroll it into view before clicking its centre.
    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.boundingBox())!;
    // Planets, the Moon and satellite tracks are buttons that open their details: click a patch of sky near the
    // zenith that holds none of them (what is overhead depends on the hour the test runs).
    const spot = await page.evaluate(
      ({ x, y }) => {
        for (let r = 5; r < 60; r += 5)
          for (const [dx, dy] of [
            [r, r],
            [-r, r],
            [r, -r],
            [-r, -r],
            [r, 0],
            [0, r],
            [-r, 0],
            [0, -r],
          ]) {
            const el = document.elementFromPoint(x + dx, y + dy);
            if (el && !el.closest('[role="button"]')) return { x: x + dx, y: y + dy };
          }
        return { x: x + 5, y: y + 5 };
      },
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    await page.mouse.click(spot.x, spot.y);
    await page.waitForURL(/\/observing\/identify\?azimuthDeg=/);
    expect(Number(await page.getByLabel('Height above the horizon (°)').inputValue())).toBeGreaterThan(80);
    await page.getByRole('button', { name: 'Identify' }).click();
    await page
      .getByText(/No satellite passed|Candidates/)
      .or(page.getByRole('table', { name: 'Candidates' }))
      .first()
      .waitFor({ timeout: 30_000 });
  });
});
