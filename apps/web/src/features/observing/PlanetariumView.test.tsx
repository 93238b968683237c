/**
 * The sky chart follows the chosen time: stars to magnitude 6.5 are drawn, the caption and the sky move when the
 * time changes, and a followed satellite's pass track is drawn when a pass falls in the chosen window.
 * Independent reference for the pass: the portal's pass search (findObserverPasses, tested against python-sgp4).
 */
import { findObserverPasses, ObserverSky } from '@cosmos/astro';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { twoline2satrec } from 'satellite.js';
import { describe, expect, it, vi } from 'vitest';
import { PlanetariumView } from './PlanetariumView';
import { toLocalInput } from './SkyTimeControl';

const L1 = '1 25544U 98067A   19156.50900463  .00003075  00000-0  59442-4 0  9992';
const L2 = '2 25544  51.6433  59.2583 0008217  16.4489 347.6017 15.51174618173442';
const site = { lat: 36.9613, lon: -122.0308, heightKm: 0.37 };
const satrec = twoline2satrec(L1, L2);

vi.mock('../../lib/places', () => ({
  usePlaces: () => ({
    isSuccess: true,
    data: [{ id: 'l1', name: 'Santa Cruz', latitude: 36.9613, longitude: -122.0308, elevationM: 370, isDefault: true }],
  }),
}));
vi.mock('./sky-satellites', async (orig) => ({
  ...(await orig<typeof import('./sky-satellites')>()),
  useFollowedElements: () => ({ data: [{ name: 'ISS', satrec }] }),
}));

describe('the sky chart at a chosen time', () => {
  it('draws the stars, moves with the time control, and draws a pass track inside the window', async () => {
    const from = Date.parse('2019-06-05T00:00:00Z');
    const [pass] = findObserverPasses(satrec, new ObserverSky(site, from, from + 86_400_000), {
      standardMagnitude: -1.8,
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <PlanetariumView />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const chart = await screen.findByRole('img', { name: /Sky chart above Santa Cruz/ }, { timeout: 10_000 });
    const stars = () => chart.querySelectorAll('circle[fill="#fff"]').length;
    expect(stars()).toBeGreaterThan(2000); // about half of the 8,874 stars to magnitude 6.5 are up
    expect(screen.getByText('Live')).toBeTruthy();

    // Choose the pass's culmination: the ISS is on the chart with its track.
    const input = screen.getByLabelText('Date and time');
    await act(async () => {
      fireEvent.change(input, { target: { value: toLocalInput(Math.floor(pass.culmination.time / 60_000) * 60_000) } });
    });
    await waitFor(() => expect(chart.querySelectorAll('[data-testid="sky-pass-track"]').length).toBe(1));
    expect(chart.querySelectorAll('[data-testid="sky-satellite"]').length).toBe(1);
    expect(screen.getByText('Chosen time')).toBeTruthy();

    // Twelve hours on, the sky has turned (another set of stars) and the pass is out of the window.
    const before = stars();
    for (let i = 0; i < 12; i++) fireEvent.click(screen.getByRole('button', { name: '+1 h' }));
    await waitFor(() => expect(chart.querySelectorAll('[data-testid="sky-satellite"]').length).toBe(0));
    expect(stars()).not.toBe(before);
  }, 30_000);
});
