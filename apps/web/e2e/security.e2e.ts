import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, newPage, registerUser, signInThroughForm, signedInPage } from './harness';

// RFC 6238 TOTP (SHA-1, 6 digits, 30 s), as an authenticator app computes it from the shown key.
function base32(text: string) {
  const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of text.replace(/\s/g, '').toUpperCase()) {
    value = (value << 5) | A.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}
function totp(secret: string, offsetSteps = 0) {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offsetSteps));
  const mac = createHmac('sha1', base32(secret)).update(msg).digest();
  const o = mac[19]! & 15;
  return String(
    (((mac[o]! & 0x7f) << 24) | (mac[o + 1]! << 16) | (mac[o + 2]! << 8) | mac[o + 3]!) % 1_000_000,
  ).padStart(6, '0');
}

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
};

async function secondStep(page: Page, code: string) {
  await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** The newest message to `to` in the development mailbox whose subject contains `subject`: its link. */
async function mailboxLink(page: Page, to: string, subject: string) {
  await page.goto('/dev/mailbox');
  const article = page.locator(`article[data-to="${to.toLowerCase()}"]`).filter({ hasText: subject }).first();
  await article.waitFor();
  return (await article.locator('a').first().getAttribute('href'))!;
}

describe('account security in the browser (ASVS V6.3 MFA, V6.4 reset, V6.5 recovery codes)', () => {
  it('enrol 2FA from the shown key → sign out → sign in with a code → a recovery code works once → reset through the outbox link', async () => {
    const u = await registerUser();
    const { page, context } = await signedInPage(u.token);

    // Enrol: the Settings switch opens the dialog; the code is computed from the key shown as text.
    await page.goto('/settings');
    await page.getByLabel('Two-factor authentication').click(); // controlled: stays off until confirmed
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Current password').fill(u.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const secret = (await dialog.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(dialog.getByRole('img', { name: /QR code/ }).isVisible()).resolves.toBe(true);
    await dialog.getByLabel('Authentication code').fill(totp(secret));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await page.getByTestId('recovery-codes').locator('li').nth(9).waitFor();
    const codes = (await page.getByTestId('recovery-codes').locator('li').allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByLabel('Two-factor authentication').isChecked()).resolves.toBe(true);
    await page.screenshot({ path: '/tmp/security-e2e-settings.png', fullPage: true });

    // Sign out, sign in: the password alone is not enough; the next step's code is (the current one was used).
    await signOut(page);
    await signInThroughForm(page, u.email, u.password);
    await secondStep(page, totp(secret, 1));
    await page.waitForURL('**/dashboard');

    // A recovery code works once…
    await signOut(page);
    await signInThroughForm(page, u.email, u.password);
    await secondStep(page, codes[0]!);
    await page.waitForURL('**/dashboard');
    // …and is refused the second time.
    await signOut(page);
    await signInThroughForm(page, u.email, u.password);
    await secondStep(page, codes[0]!);
    await page.getByText('Invalid code').waitFor();
    expect(page.url()).toContain('/login');
    await page.getByRole('button', { name: 'Back to sign in' }).click();

    // Reset the password through the link in the development mailbox.
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The page is loaded on demand: until it shows, 'Email' is still the sign-in form's field.
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
    await page.getByLabel('Email').fill(u.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for that email').waitFor();
    const link = await mailboxLink(page, u.email, 'Reset your Cosmos password');
    expect(link.startsWith(`${baseUrl()}/reset-password#token=`)).toBe(true);
    await page.goto(link);
    await page.getByLabel('New password').waitFor();
    expect(page.url()).not.toContain('token='); // taken out of the address bar
    const newPassword = 'Kuiper-belt-object-2026';
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    // 2FA is on: the reset asks for the second factor.
    await page.getByLabel('Authentication code').fill(codes[1]!);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await signInThroughForm(page, u.email, newPassword);
    await secondStep(page, codes[2]!);
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('the banner asks new users to confirm their email until the link in the mailbox is opened', async () => {
    const u = await registerUser();
    const { page, context } = await signedInPage(u.token);
    await page.goto('/dashboard');
    await page.getByTestId('verify-email-banner').waitFor();
    const link = await mailboxLink(page, u.email, 'Confirm your email');
    await page.goto(link);
    await page.getByText('Your email address is confirmed.').waitFor();
    await page.goto('/dashboard');
    await page.getByRole('heading').first().waitFor();
    await expect(page.getByTestId('verify-email-banner').count()).resolves.toBe(0);
    await context.close();
  });

  it('the sessions list signs out another device', async () => {
    const u = await registerUser();
    const other = await newPage();
    await signInThroughForm(other.page, u.email, u.password);
    await other.page.waitForURL('**/dashboard');
    const { page, context } = await signedInPage(u.token);
    await page.goto('/settings');
    const rows = page.getByTestId('session-row');
    await rows.nth(1).waitFor();
    await expect(rows.count()).resolves.toBe(2);
    await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=session-row]').length === 1);
    const me = await fetch(`${baseUrl()}/api/auth/me`, {
      headers: { authorization: `Bearer ${await other.page.evaluate(() => localStorage.getItem('token'))}` },
    });
    expect(me.status).toBe(401);
    await page.screenshot({ path: '/tmp/security-e2e-sessions.png', fullPage: true });
    await context.close();
    await other.context.close();
  });
});
