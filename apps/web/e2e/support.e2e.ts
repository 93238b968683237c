import { describe, expect, it } from 'vitest';
import { AGENT, baseUrl, registerUser, signedInPage } from './harness';

async function agentToken() {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(AGENT),
  });
  return ((await res.json()) as { token: string }).token;
}

describe('support desk, live', () => {
  it('contact form files a ticket → agent replies → the customer’s open ticket and bell update live; chat answers with sources', async () => {
    const customer = await registerUser();
    const { page } = await signedInPage(customer.token);
    await page.goto('/support');
    await page.getByLabel('Message').fill('Short');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Tell us a little more').waitFor();
    await page.getByLabel('Message').fill('My ground station passes list is empty.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const confirmation = page.getByText(/Your ticket #\d+ is open/);
    await confirmation.waitFor();
    const number = /#(\d+)/.exec((await confirmation.textContent())!)![1];

    // My Tickets: the new ticket is first and selected.
    await page.goto('/support/tickets');
    await page.getByRole('heading', { name: new RegExp(`#${number} · My ground station`) }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-connected="true"]') !== null, null, {
      timeout: 15_000,
    });

    // The agent replies through the API; the thread and the bell update without a reload.
    const token = await agentToken();
    const list = (await (
      await fetch(`${baseUrl()}/api/support/tickets?scope=all&limit=200`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { id: string; number: number }[];
    const ticket = list.find((t) => String(t.number) === number)!;
    await fetch(`${baseUrl()}/api/support/tickets/${ticket.id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Please set your location in Profile.' }),
    });
    await page.getByText('Please set your location in Profile.').waitFor({ timeout: 10_000 });
    await expect(page.getByTestId('ticket-status').textContent()).resolves.toBe('pending');
    await page.getByRole('button', { name: /Notifications, 1 unread/ }).click();
    await page.getByRole('button', { name: new RegExp(`Unread: New reply on ticket #${number}`) }).waitFor();
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.keyboard.press('Escape');
    await page.waitForSelector('button[data-unread="0"]', { state: 'attached' }); // the dot is gone

    // The assistant, from the top bar: typing indicator, then an answer with its source.
    await page.getByRole('button', { name: 'Open assistant' }).click();
    await page.getByLabel('Chat message', { exact: true }).fill('How often is the satellite data updated?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('updates every 15 minutes').waitFor();
    await page.getByRole('link', { name: 'How often is the satellite data updated?' }).waitFor();
  }, 60_000);
});
