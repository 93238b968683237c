import { describe, expect, it } from 'vitest';
import { registerUser, signedInPage } from './harness';

describe('subscriptions, live', () => {
  it('Basic sees an upgrade prompt for exports → upgrades to Pro through the dialog → invoice and Premium Access change → cancels and sees the end date', async () => {
    const u = await registerUser();
    const { page } = await signedInPage(u.token);

    // A new account is on Basic: the dashboard card says so, with its real quota.
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('premium-plan').textContent()).toBe('Basic Explorer');
    await expect.poll(() => page.getByTestId('usage').textContent()).toBe('Data usage 0GB / 50GB');

    // A Pro feature shows what it needs and the way to get it.
    await page.goto('/data-access');
    await page.getByTestId('upgrade-prompt').first().waitFor();
    await expect(page.getByTestId('upgrade-prompt').first().textContent()).resolves.toContain(
      'Custom data exports needs Pro Navigator',
    );
    await expect(page.getByRole('link', { name: 'Upgrade' }).first().getAttribute('href')).resolves.toBe(
      '/subscription-plans',
    );

    // Billing details are saved for the invoices to come; a bad country code is refused next to the field.
    await page.goto('/subscription');
    const details = page.getByRole('form', { name: 'Billing details' });
    await details.getByLabel('Name on invoices').fill('Ada Lovelace');
    await details.getByLabel('Country code').fill('U1');
    await details.getByRole('button', { name: 'Save billing details' }).click();
    await details.getByText('Use the two-letter country code, e.g. DE or US').waitFor();
    await details.getByLabel('Country code').fill('GB');
    await details.getByRole('button', { name: 'Save billing details' }).click();
    await details.getByText('Billing details saved.').waitFor();

    // Change plan through the spec's dialog; Cancel first does nothing.
    const pro = page.getByTestId('plan-pro');
    await pro.getByRole('button', { name: 'Select Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Plan Change' });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain(
      'You are about to change your subscription plan to Pro Navigator. Would you like to proceed with the plan change?',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(pro.getByRole('button', { name: 'Select Plan' }).isEnabled()).resolves.toBe(true);

    await pro.getByRole('button', { name: 'Select Plan' }).click();
    // The dialog says what confirming charges today; the invoice must carry exactly that amount.
    const charge = dialog.getByTestId('plan-charge');
    await charge.waitFor();
    const previewed = /charged (\$\d+\.\d{2}) today/.exec((await charge.textContent())!)?.[1];
    expect(previewed).toBeTruthy();
    // The sandbox is marked as test mode, and with no card on file the dialog asks for one first (issue 36).
    await dialog.getByTestId('test-mode').waitFor();
    const step = dialog.getByTestId('card-step');
    await step.waitFor();
    await expect(dialog.getByRole('button', { name: 'Confirm Plan Change' }).isDisabled()).resolves.toBe(true);
    const fillCard = async (number: string) => {
      await step.getByLabel('Card number').fill(number);
      await step.getByLabel('Expiry (MM/YY)').fill('12/34');
      await step.getByLabel('CVC').fill('123');
      await step.getByRole('button', { name: 'Save card' }).click();
    };
    await fillCard('4000 0000 0000 0002'); // Stripe's "declined" test card
    await step.getByText('Your card was declined. Try another card.').waitFor();
    await fillCard('4242 4242 4242 4241'); // one digit off: the checksum catches it
    await step.getByText('This card number is not valid; check it for a typing error').waitFor();
    await fillCard('4242 4242 4242 4242');
    await expect
      .poll(() => dialog.getByTestId('charged-to').textContent())
      .toBe('Charged to Visa ending in 4242, expires 12/2034.');
    await dialog.getByRole('button', { name: 'Confirm Plan Change' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await pro.getByText('Current Plan', { exact: true }).first().waitFor();
    await expect(pro.getByRole('button', { name: 'Current Plan' }).isDisabled()).resolves.toBe(true);

    // The card on file is shown on the subscription page, and can be replaced.
    const onFile = page.getByTestId('card-on-file');
    await expect.poll(() => onFile.textContent()).toBe('Visa ending in 4242, expires 12/2034');
    await page.getByRole('button', { name: 'Replace card' }).click();
    const form = page.getByRole('form', { name: 'Payment method' });
    await form.getByLabel('Card number').fill('5555 5555 5555 4444');
    await form.getByLabel('Expiry (MM/YY)').fill('03/31');
    await form.getByLabel('CVC').fill('321');
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect.poll(() => onFile.textContent()).toBe('Mastercard ending in 4444, expires 03/2031');

    // The prorated invoice is the latest in Billing History.
    const row = page.getByTestId('invoice-row').first();
    await expect.poll(() => row.textContent()).toMatch(/^INV-001.+Pro Navigator\$\d+\.\d{2}Paid/);
    expect(await row.textContent()).toContain(`Pro Navigator${previewed}Paid`);

    // The dashboard's plan card follows.
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('premium-plan').textContent()).toBe('Pro Navigator');
    // Its heading names the plan rather than saying "Premium Access" on every plan (issue 36).
    await page.getByRole('heading', { name: 'Your plan: Pro Navigator' }).waitFor();
    await expect.poll(() => page.getByTestId('usage').textContent()).toBe('Data usage 0GB / 500GB');
    const validUntil = (await page.getByTestId('valid-until').textContent())!;
    expect(validUntil).toMatch(/^Valid until .*\d{4}/);

    // Cancel: access continues and the screen shows until when; resume is offered.
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await confirm.getByLabel('Why are you cancelling? (optional)').fill('Just trying things out');
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    await confirm.waitFor({ state: 'hidden' });
    const notice = page.getByTestId('cancel-notice');
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toMatch(
      /Your subscription is canceled and ends on .+\d{4}\. You keep access until then\./,
    );
    await notice.getByRole('button', { name: 'Resume' }).waitFor();
    await page.goto('/dashboard');
    await expect
      .poll(() => page.getByTestId('valid-until').textContent())
      .toBe(`${validUntil} · canceled, not renewing`);
  }, 90_000);
});
