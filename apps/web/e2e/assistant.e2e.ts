import { describe, expect, it } from 'vitest';
import { baseUrl, registerUser, signedInPage } from './harness';

describe('assistant and documentation', () => {
  it('three questions in the chat panel, each answered from its source; a citation opens the documentation section', async () => {
    const u = await registerUser();
    await fetch(`${baseUrl()}/api/auth/profile`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Eve', lastName: 'Tester', latitude: 38.72, longitude: -9.14 }),
    });
    const { page } = await signedInPage(u.token);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open assistant' }).click();
    const ask = async (q: string) => {
      await page.getByLabel('Chat message', { exact: true }).fill(q);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
    };

    await ask('What plans do you have and what do they cost?');
    await page.getByText(/Pro Navigator costs \$29\.99 per month/).waitFor();
    await ask('When is the next full moon?');
    await page.getByText(/The next full moon is on \w+day \d+ \w+ \d{4} at \d\d:\d\d \(Europe\/Lisbon\)\./).waitFor();
    await ask('how do i reset my pasword');
    await page.getByText(/select Forgot password\?/).waitFor();

    await page.getByRole('link', { name: 'Account security: Reset your password' }).click();
    await page.waitForURL(/\/docs\/security#reset-your-password$/);
    await page.getByRole('heading', { name: 'Reset your password', level: 2 }).waitFor();
    await expect(page.getByRole('heading', { name: 'Account security', level: 1 }).isVisible()).resolves.toBe(true);
  }, 60_000);

  it('Support Center search finds the page for a misspelt query, and the Documentation Hub downloads the PDF', async () => {
    const u = await registerUser();
    const { page } = await signedInPage(u.token);
    await page.goto('/support-center');
    await page.getByLabel('Search help articles').fill('reset pasword');
    const results = page.getByRole('list', { name: 'Search results' });
    await results.getByRole('link').first().waitFor();
    await expect(results.getByRole('link').first().textContent()).resolves.toMatch(
      /^Account security: Reset your password/,
    );
    await results.getByRole('link').first().click();
    await page.getByRole('heading', { name: 'Reset your password', level: 2 }).waitFor();

    await page.goto('/documentation');
    for (const title of [
      'Getting Started',
      'Using the data',
      'Subscriptions and billing',
      'Account security',
      'API reference and guide',
      'FAQs',
    ]) {
      await page.getByRole('link', { name: new RegExp(`^${title}`) }).waitFor();
    }
    await page.getByRole('button', { name: 'Download Complete Documentation' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('cosmos-documentation.pdf');
  }, 60_000);
});
