import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AGENT, baseUrl, registerUser, signedInPage } from './harness';

/** A new member who opened the confirmation link from the development mailbox (posting needs a confirmed email). */
async function confirmedMember() {
  const u = await registerUser();
  const { page, context } = await signedInPage(u.token);
  await page.goto('/dev/mailbox');
  const article = page
    .locator(`article[data-to="${u.email.toLowerCase()}"]`)
    .filter({ hasText: 'Confirm your email' })
    .first();
  await article.waitFor();
  await page.goto((await article.locator('a').first().getAttribute('href'))!);
  await page.getByText('Your email address is confirmed.').waitFor();
  await context.close();
  return u;
}

async function agentToken() {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(AGENT),
  });
  return ((await res.json()) as { token: string }).token;
}

const live = (page: Page) =>
  page.waitForFunction(() => document.querySelector('[data-connected="true"]') !== null, null, { timeout: 15_000 });
const post = (page: Page, text: string) => page.getByTestId('post').filter({ hasText: text });

describe('community, live', () => {
  it('create a thread → a second member’s reply appears live → accept it → upvote a feature request → an agent moderates', async () => {
    const alice = await confirmedMember();
    const bob = await confirmedMember();
    const { page } = await signedInPage(alice.token);

    // From the Support Center's Community tab into the category, then a new thread with a Markdown preview.
    await page.goto('/support-center');
    await page.getByRole('tab', { name: 'Community' }).click();
    await page.getByRole('link', { name: /Technical Support/ }).click();
    await page.getByRole('heading', { name: 'Technical Support' }).waitFor();
    await page.getByRole('button', { name: 'New thread' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Pass list empty after moving');
    await dialog.getByLabel('Message').fill('I moved to **Lisbon** <script>alert(1)</script>');
    await dialog.getByRole('tab', { name: 'Preview' }).click();
    await dialog.getByTestId('markdown-preview').locator('strong', { hasText: 'Lisbon' }).waitFor();
    await expect(dialog.getByTestId('markdown-preview').textContent()).resolves.toContain('<script>alert(1)</script>'); // shown as text
    await dialog.getByRole('button', { name: 'Post thread' }).click();
    await page.getByRole('heading', { name: 'Pass list empty after moving' }).waitFor();
    const threadUrl = page.url();
    await live(page);

    // Bob replies from his own browser; Alice's open page shows it without a reload.
    const bobSide = await signedInPage(bob.token);
    await bobSide.page.goto(threadUrl);
    await bobSide.page.getByLabel('Reply', { exact: true }).fill('Save your location again in _Profile_.');
    await bobSide.page.getByRole('button', { name: 'Post reply' }).click();
    await post(page, 'Save your location again in Profile.').waitFor({ timeout: 10_000 });
    await page.getByRole('heading', { name: '1 reply' }).waitFor();

    // Alice accepts Bob's answer.
    await post(page, 'Save your location again').getByRole('button', { name: 'Accept answer' }).click();
    await post(page, 'Save your location again').getByText('Accepted answer').waitFor();
    await page.getByText('Answered').first().waitFor();

    // A feature request, upvoted once.
    await page.goto('/community/feature');
    await page.getByRole('button', { name: 'New thread' }).click();
    await page.getByRole('dialog').getByLabel('Title').fill('Calendar export of passes');
    await page.getByRole('dialog').getByLabel('Message').fill('An .ics download, please.');
    await page.getByRole('dialog').getByRole('button', { name: 'Post thread' }).click();
    // Not by its author (issue 30: no self-votes): Bob upvotes it.
    await page.getByTestId('vote').filter({ hasText: 'Upvote · 0' }).waitFor();
    expect(await page.getByTestId('vote').isDisabled()).toBe(true);
    await bobSide.page.goto(page.url());
    await bobSide.page.getByTestId('vote').click();
    await bobSide.page.getByTestId('vote').filter({ hasText: 'Upvoted · 1' }).waitFor();

    // Bob reports the feature request; an agent pins it, marks it planned and hides the reported post from the queue.
    await post(bobSide.page, 'An .ics download').getByRole('button', { name: 'Report' }).click();
    await bobSide.page.getByRole('dialog').getByLabel('Reason').fill('Duplicate of another request');
    await bobSide.page.getByRole('dialog').getByRole('button', { name: 'Send report' }).click();
    await bobSide.page.getByText('the moderators will review this post').waitFor();

    const agentSide = await signedInPage(await agentToken());
    await agentSide.page.goto(page.url());
    const moderation = agentSide.page.getByLabel('Moderation');
    await moderation.getByRole('button', { name: 'Pin' }).click();
    await moderation.getByRole('button', { name: 'Unpin' }).waitFor();
    await moderation.getByLabel('Status').click();
    await agentSide.page.getByRole('option', { name: 'Planned' }).click();
    await page.getByTestId('feature-status').filter({ hasText: 'Planned' }).waitFor({ timeout: 10_000 }); // live on Alice's page
    await page.getByText('Pinned').waitFor();

    await agentSide.page.goto('/community/reports');
    const report = agentSide.page.getByTestId('report').filter({ hasText: 'Duplicate of another request' });
    await report.getByRole('button', { name: 'Hide post' }).click();
    await agentSide.page.getByRole('dialog').getByLabel('Reason').fill('Duplicate request, merged');
    await agentSide.page.getByRole('dialog').getByRole('button', { name: 'Hide post' }).click();
    await agentSide.page.getByText('Nothing here.').waitFor();
    await agentSide.page.getByRole('tab', { name: 'Moderation log' }).click();
    await agentSide.page.getByText('Sam Support: hide').waitFor();

    // The hidden opening post takes the whole thread away from members; staff still see it.
    await bobSide.page.reload();
    await bobSide.page.getByText('This thread does not exist or is no longer available.').waitFor();
    await agentSide.context.close();
    await bobSide.context.close();
  }, 90_000);
});
