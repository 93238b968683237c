import { describe, expect, it } from 'vitest';
import { newPage, registerUser, signedInPage } from './harness';

const MENU_HEADINGS: [string, string, string][] = [
  ['Home', '/', 'Welcome to Cosmos'],
  ['Dashboard', '/dashboard', 'Mission Control Dashboard'],
  ['Mission Control', '/mission-control', 'Mission Control Center'],
  ['Data Visualization', '/data-visualization', 'Data Visualization'],
  ['Satellite Data', '/satellite-data', 'Satellite Data Analytics'],
  ['Space Science', '/space-science', 'Space Science & Discoveries'],
  ['VR Experience', '/vr-experience', 'VR Experience'],
  ['Documentation', '/documentation', 'Documentation Hub'],
  ['Subscription', '/subscription', 'Subscription'],
  ['Support Center', '/support-center', 'Support Center'],
];

describe('the whole portal, as a new user', () => {
  it('register → sign out → sign in → every menu route → profile and settings persist → sign out → guard → 404', async () => {
    const { page, context } = await newPage();
    const email = `journey.${Date.now()}@example.test`;
    const password = 'Andromeda-galaxy-2-5-Mly';

    // Register through the form; lands on /dashboard signed in.
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Join the Cosmos' }).waitFor();
    await page.getByLabel('First Name').fill('Henrietta');
    await page.getByLabel('Last Name').fill('Leavitt');
    await page.getByLabel('Email').fill(email);
    await page.locator('input[name=password]').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Sign out from the avatar menu.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // A wrong password shows the spec's message; the right one signs in.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong-password-123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password').waitFor();
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');

    // Every side-menu entry opens its page with its heading.
    for (const [label, path, heading] of MENU_HEADINGS) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((u) => u.pathname === path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 20_000 });
    }

    // Home's search: "ISS" and Enter open the ISS's object page (Enter waits for the answers, then takes the best).
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search space missions, data, or experiences' });
    await search.fill('ISS');
    await search.press('Enter');
    await page.waitForURL('**/objects/sat-25544');

    // Profile: read-only until Edit; Save Changes persists across a reload.
    await page.goto('/profile');
    const company = page.getByLabel('Company');
    await company.waitFor();
    expect(await company.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await company.fill('Harvard College Observatory');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile saved').waitFor();
    await page.reload();
    await page.getByLabel('Company').waitFor();
    expect(await page.getByLabel('Company').inputValue()).toBe('Harvard College Observatory');

    // Settings: switch Dark Mode off, save, see the banner, and find it still off after a reload.
    await page.goto('/settings');
    const dark = page.getByRole('switch', { name: 'Dark Mode' }).or(page.getByLabel('Dark Mode'));
    await dark.waitFor();
    expect(await dark.isChecked()).toBe(true);
    await dark.click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Settings saved successfully').waitFor();
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).not.toBe('rgb(7, 10, 26)'); // the light theme is applied
    await page.reload();
    await page.getByLabel('Dark Mode').waitFor();
    expect(await page.getByLabel('Dark Mode').isChecked()).toBe(false);

    // Sign out; a protected route now sends us to /login, replacing the history entry.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.goto('/settings');
    await page.waitForURL('**/login');

    // Unknown paths drift into deep space.
    await page.goto('/no/such/place');
    await page.getByRole('heading', { name: 'Lost in Space' }).waitFor();
    await page
      .getByRole('button', { name: 'Return Home' })
      .or(page.getByRole('link', { name: 'Return Home' }))
      .click();
    await page.waitForURL('**/login'); // Home is protected and we are signed out
    await context.close();
  });

  it('returns to the page first asked for after signing in', async () => {
    const u = await registerUser();
    const { page, context } = await newPage();
    await page.goto('/space-science');
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(u.email);
    await page.getByLabel('Password').fill(u.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/space-science');
    await page.getByRole('heading', { name: 'Space Science & Discoveries' }).waitFor();
    await context.close();
  });

  it('a revoked stored token signs the user out', async () => {
    const u = await registerUser();
    const { page, context } = await signedInPage(u.token);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Mission Control Dashboard' }).waitFor();
    await fetch(new URL('/api/auth/logout', page.url()), {
      method: 'POST',
      headers: { authorization: `Bearer ${u.token}` },
    });
    await page.reload();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('on a narrow screen the menu is a drawer behind a button', async () => {
    const u = await registerUser();
    const { page, context } = await signedInPage(u.token, { viewport: { width: 390, height: 800 } });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Mission Control Dashboard' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documentation' }).click();
    await page.getByRole('heading', { name: 'Documentation Hub' }).waitFor();
    await context.close();
  });
});
