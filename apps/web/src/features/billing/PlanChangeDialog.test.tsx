import type { Plan } from '@cosmos/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanChangeDialog } from './PlanChangeDialog';
import { parseExpiry } from './PaymentMethodForm';
import { usePlanChange } from './use-plan-change';

const pro = { id: 'pro', name: 'Pro Navigator', price: 29.99, priceCents: 2999 } as unknown as Plan;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
const preview = {
  planId: 'pro',
  kind: 'upgrade',
  amountDueNowCents: 2000,
  amountDueNow: 20,
  effectiveAt: '2026-11-27T00:00:00Z',
  renewalCents: 2999,
  quotedAt: '2026-11-27T00:00:00Z',
  summary: '',
};
const declined = {
  type: 'about:blank',
  title: 'Payment Required',
  status: 402,
  code: 'payment_declined',
  detail: 'Your card was declined. Try another card.',
  errors: [{ field: 'cardNumber', message: 'Your card was declined. Try another card.' }],
};
const visa = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029 };

function Harness() {
  const change = usePlanChange();
  useEffect(() => change.choose(pro), []); // eslint-disable-line react-hooks/exhaustive-deps
  return <PlanChangeDialog change={change} currentPlanName="Basic Explorer" />;
}

describe('plan change with the sandbox provider and no card on file', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a card first, shows a decline, then names the saved card and lets Confirm charge it', async () => {
    let card: typeof visa | null = null;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/billing/provider') return json({ provider: 'sandbox' });
      if (url.startsWith('/api/subscription/preview')) return json(preview);
      if (url === '/api/billing/payment-method' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        if (body.cardNumber.replace(/\s/g, '') === '4000000000000002') return json(declined, 402);
        card = visa;
        return json({ card });
      }
      if (url === '/api/billing/payment-method') return json({ card });
      if (url === '/api/subscription/change') return json({ planId: 'pro' });
      throw new Error(`unexpected ${url}`);
    });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Harness />
      </QueryClientProvider>,
    );
    const step = await screen.findByTestId('card-step');
    expect(step.textContent).toContain('This change charges a card, and none is on file.');
    expect(screen.getByTestId('test-mode').textContent).toBe('Test mode');
    expect(screen.getByRole('button', { name: 'Confirm Plan Change' }).hasAttribute('disabled')).toBe(true);

    const fill = (number: string) => {
      fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: number } });
      fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: '12/29' } });
      fireEvent.change(screen.getByLabelText(/CVC/), { target: { value: '123' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    };
    fill('4000 0000 0000 0002');
    expect(await screen.findByText('Your card was declined. Try another card.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm Plan Change' }).hasAttribute('disabled')).toBe(true);

    fill('4242 4242 4242 4242');
    const chargedTo = await screen.findByTestId('charged-to');
    expect(chargedTo.textContent).toBe('Charged to Visa ending in 4242, expires 12/2029.');
    expect(screen.queryByTestId('card-step')).toBeNull();
    const puts = fetchMock.mock.calls.filter(([, i]) => i?.method === 'PUT');
    expect(JSON.parse(String(puts[1]![1]!.body))).toEqual({
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2029,
      cvc: '123',
    });

    const confirm = screen.getByRole('button', { name: 'Confirm Plan Change' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => u === '/api/subscription/change')).toBe(true));
  });

  it('an expiry that is not a month and a year is caught before anything is sent', () => {
    expect(parseExpiry('12/29')).toEqual({ expMonth: 12, expYear: 2029 });
    expect(parseExpiry('0731')).toEqual({ expMonth: 7, expYear: 2031 });
    expect(parseExpiry('3 / 2030')).toEqual({ expMonth: 3, expYear: 2030 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('next year')).toBeNull();
  });
});
