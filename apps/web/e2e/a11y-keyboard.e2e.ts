/**
 * Issue #19, accessibility: the main journeys done with the keyboard alone (no click anywhere), with focus
 * visible at every stop, moved into the plan dialog and back to its trigger, and a skip link to the main content.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO, hasChromium, newPage, registerUser, signedInPage } from './harness';
import { focusIsVisible, tabAndCheckFocus, tabTo } from './keyboard';

const run = hasChromium() ? describe : describe.skip;
const focused = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    return {
      tag: el.tagName.toLowerCase(),
      id: el.id,
      text: (el.textContent ?? '').trim(),
      inDialog: !!el.closest('[role="dialog"]'),
    };
  });

run('keyboard only', () => {
  it('signs in, skips to the main content, walks the side menu with visible focus and opens a page', async () => {
    const { page, context } = await newPage();
    await page.goto('/login');
    // The server's painted card (ADR 0007) shows first with its fields disabled; the app's form replaces it.
    await page.locator('input[name=email]:enabled').waitFor();
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(DEMO.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.getByRole('navigation', { name: 'Main' }).waitFor();

    // The first Tab on a page reaches the skip link, shown while focused; Enter puts focus on <main>.
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect(focused(page)).resolves.toMatchObject({ tag: 'main', id: 'main-content' });

    // From the top: every stop through the top bar and the side menu shows where focus is.
    const fromTheTop = async () => {
      await page.reload();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
    };
    await fromTheTop();
    expect(await tabAndCheckFocus(page, 16)).toEqual([]);
    await fromTheTop();
    await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Satellite Data' }));
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/satellite-data');
    await context.close();
  });

  it('changes plan through the dialog: focus moves into it and back to the trigger when it closes', async () => {
    const u = await registerUser();
    // A card on file, so Confirm charges it at once (the card step has its own journey in billing.e2e.ts).
    const card = await fetch(`${baseUrl()}/api/billing/payment-method`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' }),
    });
    expect(card.status).toBe(200);
    const { page, context } = await signedInPage(u.token);
    await page.goto('/subscription-plans');
    const select = page.getByTestId('plan-pro').getByRole('button', { name: 'Select Plan' });
    await select.waitFor();
    await tabTo(page, select);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Confirm Plan Change' });
    await dialog.waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    // Tab stays inside the open dialog (focus trap).
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).inDialog).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => select.evaluate((el) => el === document.activeElement)).toBe(true);

    // Again, and this time confirm with the keyboard.
    await page.keyboard.press('Enter');
    await dialog.getByTestId('plan-charge').waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Confirm Plan Change' }), { max: 6 });
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('plan-pro').getByRole('button', { name: 'Current Plan' }).waitFor();
    await context.close();
  });

  it('files a support ticket', async () => {
    const u = await registerUser();
    const { page, context } = await signedInPage(u.token);
    await page.goto('/support');
    await tabTo(page, page.getByLabel('Message'));
    await page.keyboard.type('The passes list for my ground station is empty, typed with the keyboard only.');
    await tabTo(page, page.getByRole('button', { name: 'Send Message' }), { max: 10 });
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText(/Your ticket #\d+ is open/).waitFor();
    await context.close();
  });

  it('uses the 3D toolbar and selects an object from the visible-objects list; the choice is announced', async () => {
    const u = await registerUser();
    const { page, context } = await signedInPage(u.token, { viewport: { width: 1400, height: 1000 } });
    await page.goto('/data-visualization');
    await page.getByText(/Visible objects \([1-9]/).waitFor({ timeout: 60_000 });

    // Type filter: a select opened and chosen with the keyboard.
    await tabTo(page, page.getByRole('combobox', { name: 'Type' }));
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'planet', exact: true }).waitFor();
    await page.keyboard.type('planet'); // MUI menus move to the option whose text starts with what is typed
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-testid="viz-list"] li').count()).toBeLessThan(20);

    // A toolbar switch toggled with Space.
    const grid = page.getByRole('switch', { name: 'Grid' }).or(page.getByRole('checkbox', { name: 'Grid' }));
    const before = await grid.isChecked();
    await tabTo(page, grid, { max: 10 });
    await page.keyboard.press('Space');
    await expect.poll(() => grid.isChecked()).toBe(!before);

    // The text alternative: the visible-objects list; Enter selects, the live region says so.
    const mars = page.getByTestId('viz-list').getByRole('button', { name: /^Mars/ });
    await tabTo(page, mars, { max: 60 });
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => mars.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('viz-announcer').textContent()).toContain('Mars');
    await expect.poll(() => page.getByTestId('viz-info').locator('h2').textContent()).toMatch(/^Mars/);
    await context.close();
  });
});
