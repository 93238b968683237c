/**
 * The offline app (issue 35): after tonight's plan has been opened once with the service worker in charge, it opens
 * again with no network at all (the app shell from the precache, the plan's answers from the per-user API cache).
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, registerUser, signedInPage } from './harness';

const SHOTS = process.env.E2E_SCREENSHOTS;

async function call(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
}

describe('offline', () => {
  it("go offline and reload: tonight's plan and the ISS passes still show", async () => {
    const u = await registerUser();
    await call(u.token, 'POST', '/api/places', { name: 'Lisbon', latitude: 38.72, longitude: -9.14, isDefault: true });
    const { context, page } = await signedInPage(u.token, { serviceWorkers: 'allow' });
    try {
      // Any first page: the worker registers after the first screen, precaches the shell and takes the page over.
      await page.goto('/documentation');
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 20_000 });
      // Tonight's plan opened under the worker: that visit's answers are what the field trip will have.
      await page.goto('/satellite-data');
      await page.getByTestId('tonight-card').waitFor({ timeout: 20_000 });
      await page.getByTestId('pass-row').first().waitFor({ timeout: 20_000 });
      const online = await page.getByTestId('pass-row').count();

      await context.setOffline(true);
      expect(
        await page.evaluate(() =>
          fetch('/healthz').then(
            () => 'online',
            () => 'offline',
          ),
        ),
      ).toBe('offline');
      await page.reload();
      await page.getByTestId('tonight-card').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('tonight-card').textContent()).toContain('Lisbon');
      await expect.poll(() => page.getByTestId('pass-row').count()).toBe(online);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-tonight.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
});
