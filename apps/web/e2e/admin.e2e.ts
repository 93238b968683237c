import { describe, expect, it } from 'vitest';
import { ADMIN, registerUser, signedInPage, newPage, signInThroughForm } from './harness';

describe('admin console', () => {
  it('an admin disables a user: the user’s open session is signed out at once and their sign-in is refused with a clear message', async () => {
    const victim = await registerUser();
    // The user is at work in the portal, live updates connected.
    const { page: userPage } = await signedInPage(victim.token);
    await userPage.goto('/dashboard');
    await userPage.waitForFunction(() => document.querySelector('[data-connected="true"]') !== null, null, {
      timeout: 15_000,
    });

    // The admin finds them and disables the account.
    const { page } = await newPage();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'Admin console' }).waitFor();
    await page.getByLabel('Search users').fill(victim.email);
    await page.getByRole('row', { name: `Open ${victim.email}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable', exact: true }).click();
    await page.getByText(`${victim.email} is disabled and was signed out of 1 session.`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Re-enable account' }).waitFor();

    // Without a click or a reload, the user's tab lands on the sign-in page.
    await userPage.waitForURL('**/login', { timeout: 10_000 });
    // Signing in again (a fresh tab: the signed-in page's test set-up would put the old token back) is refused in words.
    const { page: again } = await newPage();
    await signInThroughForm(again, victim.email, victim.password);
    await again.getByText('This account has been disabled by an administrator.', { exact: false }).waitFor();
    expect(again.url()).toMatch(/\/login$/);

    // The audit log names the action, the admin and the target.
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const row = page.getByRole('row').filter({ hasText: victim.email }).filter({ hasText: 'Disabled account' });
    await row.waitFor();
    expect(await row.textContent()).toContain(ADMIN.email);
  });

  it('a plain user sees no Admin entry and /admin refuses them', async () => {
    const u = await registerUser();
    const { page } = await signedInPage(u.token);
    await page.goto('/admin');
    await page.getByText('This page is for administrators only.').waitFor();
    await expect(page.getByRole('link', { name: 'Admin' }).count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { name: 'Admin console' }).count()).resolves.toBe(0);
  });
});
