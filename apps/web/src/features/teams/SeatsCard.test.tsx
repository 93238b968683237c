import type { TeamDetail } from '@cosmos/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SeatsCard } from './SeatsCard';

const team = {
  id: 't1',
  name: 'Orbit Ops',
  myRole: 'owner',
  active: true,
  seats: { used: 3, total: 10 },
  members: [],
} as unknown as TeamDetail;
const json = (body: unknown, status = 200) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('SeatsCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the exact amount due now before confirming, and confirms at the previewed instant', async () => {
    const preview = {
      seats: 12,
      includedSeats: 10,
      extraSeats: 2,
      seatPriceCents: 1500,
      amountDueNowCents: 2000,
      renewalCents: 12999,
      periodEnd: '2026-12-20T00:00:00Z',
      quotedAt: '2026-11-23T19:50:00.000Z',
    };
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
      init?.method === 'PUT' ? new Response(null, { status: 204 }) : json(preview),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SeatsCard team={team} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Seats in all'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review the price' }));
    const shown = await screen.findByTestId('seat-preview');
    expect(shown.textContent).toContain('You will be charged $20.00 now.');
    expect(shown.textContent).toContain('$129.99 per month');
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/teams\/t1\/seats\/preview\?seats=12$/);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm seats' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ seats: 12, quotedAt: preview.quotedAt });
  });
  it('a purchase refused because seats cannot be billed (Stripe without a seat price) says so in plain words', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Service Unavailable',
      status: 503,
      code: 'seats_unavailable',
      detail: 'Extra seats cannot be billed right now: no Stripe seat price is configured. Please contact support.',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(problem, 503)),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SeatsCard team={team} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Seats in all'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review the price' }));
    expect(
      await screen.findByText(
        'Extra seats cannot be bought right now: billing for seats is not set up. Please contact support.',
      ),
    ).toBeTruthy();
  });
});
