/** Browser journey of issue 14: find an object by designator and open its page (following it: place-and-pass.e2e.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { hasChromium, registerUser, signedInPage } from './harness';

const run = hasChromium() ? describe : describe.skip;

run('catalogue search and object pages', () => {
  let page: Page;
  let context: BrowserContext;

  beforeAll(async () => {
    const user = await registerUser();
    ({ page, context } = await signedInPage(user.token));
  });
  afterAll(() => context?.close());

  it('finds the ISS by its international designator and opens its page', async () => {
    await page.goto('/satellite-data');
    const search = page.getByTestId('catalogue-search');
    await search.fill('1998-067A');
    const suggestion = page.getByTestId('catalogue-suggestion').first();
    await suggestion.waitFor();
    expect(await suggestion.textContent()).toContain('1998-067A');
    await suggestion.click();
    await page.waitForURL('**/objects/sat-25544');
    await page.getByRole('heading', { level: 1, name: /ISS/ }).waitFor();
    const body = await page.locator('main').textContent();
    expect(body).toContain('1998-067A');
    expect(body).toMatch(/Perigee/);
  });
});
