import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, registerUser, signedInPage } from './harness';

/** The newest message to `to` in the development mailbox whose subject contains `subject`: its link. */
async function mailboxLink(page: Page, to: string, subject: string) {
  await page.goto('/dev/mailbox');
  const article = page.locator(`article[data-to="${to.toLowerCase()}"]`).filter({ hasText: subject }).first();
  await article.waitFor();
  return (await article.locator('a').first().getAttribute('href'))!;
}

describe('Enterprise team, live', () => {
  it('owner creates a team and invites by email → invitee accepts through the mailbox link → both see the team', async () => {
    const owner = await registerUser();
    const invitee = await registerUser();
    const onFile = await fetch(`${baseUrl()}/api/billing/payment-method`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' }),
    });
    expect(onFile.status).toBe(200);
    const sub = await fetch(`${baseUrl()}/api/subscription/change`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ planId: 'enterprise' }),
    });
    expect(sub.status).toBe(200);

    // The owner reaches the Team page from the profile menu and founds the team.
    const { page } = await signedInPage(owner.token);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Team' }).click();
    await page.waitForURL('**/team');
    await page.getByLabel('Team name').fill('Lunar Relay');
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByRole('heading', { name: 'Lunar Relay', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('team-seats').textContent()).toBe('Seats used: 1 of 10');

    // Invite by email: the pending invitation takes a seat.
    await page.getByLabel('Email address').fill(invitee.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${invitee.email}.`).waitFor();
    await expect.poll(() => page.getByTestId('team-seats').textContent()).toBe('Seats used: 2 of 10');

    // The invitee opens the emailed link and accepts.
    const { page: other } = await signedInPage(invitee.token);
    const link = await mailboxLink(other, invitee.email, 'invited you to the team Lunar Relay');
    expect(link).toMatch(/\/teams\/join#token=/);
    await other.goto(link);
    await other.getByText(/invited you to join Lunar Relay as Member/).waitFor();
    await other.getByRole('button', { name: 'Accept and join' }).click();
    await other.waitForURL('**/team');
    await other.getByRole('heading', { name: 'Lunar Relay', level: 1 }).waitFor();
    await other.getByText('Your role: Member').waitFor();
    await other.getByText(`(${owner.email})`).waitFor();
    await other.getByText(/joined the team/).waitFor(); // the activity log

    // The owner sees the new member; the invitation no longer waits.
    await page.reload();
    await page.getByText(`(${invitee.email})`).waitFor();
    await page.getByText('No pending invitations.').waitFor();
    await expect.poll(() => page.getByTestId('team-seats').textContent()).toBe('Seats used: 2 of 10');

    // The owner follows a launch with the team from Launch Control; the member sees it on the Team page.
    await page.goto('/mission-control?tab=launch&launch=sample-1');
    const card = page.getByTestId('launch-control');
    await card.getByRole('button', { name: 'Follow with Lunar Relay' }).click();
    await card.getByRole('button', { name: 'Followed by Lunar Relay' }).waitFor();
    await other.reload();
    const launches = other.getByRole('region', { name: 'Launches the team follows' });
    await launches.getByRole('link', { name: /^Sample:/ }).waitFor();
    await other.getByText(/shared a launch with the team/).waitFor(); // the activity log
  }, 90_000);
});
