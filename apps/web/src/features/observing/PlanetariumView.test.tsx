/**
 * The sky chart follows the chosen time: stars to magnitude 6.5 are drawn, the caption and the sky move when the
 * time changes, and a followed satellite's pass track is drawn when a pass falls in the chosen window.
 * Independent reference for the pass: the portal's pass search (findObserverPasses, tested against python-sgp4).
 */
import { findObserverPasses, ObserverSky } from '@cosmos/astro';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
vi.mock('./HorizonLayer', async (orig) => ({
  ...(await orig<typeof import('./HorizonLayer')>()),
  useHorizonProfile: () => null,
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
    const chart = await screen.findByRole('group', { name: /Sky chart above Santa Cruz/ }, { timeout: 10_000 });
    const stars = () => Number(screen.getByTestId('sky-stars').getAttribute('data-stars'));
    expect(screen.getByText('Live')).toBeTruthy();
    const input = screen.getByLabelText('Date and time');
    // Local midnight, no Moon up (2019-06-05, two days after new Moon): the sky shows stars to about 6.
    await act(async () => {
      fireEvent.change(input, { target: { value: toLocalInput(Date.parse('2019-06-05T07:30:00Z')) } });
    });
    expect(chart.getAttribute('data-sky')).toBe('night');
    expect(stars()).toBeGreaterThan(2000); // about half of the ~6,000 stars to magnitude 6.1 are up

    // Choose the pass's culmination: the ISS is on the chart with its track.
    await act(async () => {
      fireEvent.change(input, { target: { value: toLocalInput(Math.floor(pass.culmination.time / 60_000) * 60_000) } });
    });
    await waitFor(() => expect(chart.querySelectorAll('[data-testid="sky-pass-track"]').length).toBe(1));
    expect(chart.querySelectorAll('[data-testid="sky-satellite"]').length).toBe(1);
    expect(screen.getByText('Chosen time')).toBeTruthy();

    // Twelve hours on, the sky has turned (another set of stars) and the pass is out of the window.
    // Constellation names are drawn by day too: where they stand says where the sky is.
    const sky = () =>
      [...chart.querySelectorAll('[data-testid="constellation"]')]
        .map((n) => n.textContent + n.getAttribute('x'))
        .join();
    const before = sky();
    fireEvent.click(screen.getByRole('button', { name: '+1 h' }));
    await act(async () => {
      fireEvent.change(input, {
        target: { value: toLocalInput(Math.floor(pass.culmination.time / 60_000) * 60_000 + 12 * 3_600_000) },
      });
    });
    await waitFor(() => expect(chart.querySelectorAll('[data-testid="sky-satellite"]').length).toBe(0));
    expect(sky()).not.toBe(before);
  }, 60_000);

  it('turns blue at noon with no stars, names constellations by their IAU names, and opens Jupiter’s details', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <PlanetariumView />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const chart = await screen.findByRole('group', { name: /Sky chart above Santa Cruz/ }, { timeout: 10_000 });
    const input = screen.getByLabelText('Date and time');
    await act(async () => {
      fireEvent.change(input, { target: { value: toLocalInput(Date.parse('2019-06-05T20:00:00Z')) } }); // 13:00 PDT
    });
    expect(chart.getAttribute('data-sky')).toBe('day');
    expect(screen.getByTestId('sky-disc').getAttribute('data-zenith')).toBe('#3f7fd6');
    expect(screen.getByTestId('sky-stars').getAttribute('data-stars')).toBe('0');
    expect(screen.getByTestId('sky-stars').getAttribute('d')).toBe('');

    // Jupiter at opposition (2019-06-10) is high in the south at local midnight.
    await act(async () => {
      fireEvent.change(input, { target: { value: toLocalInput(Date.parse('2019-06-10T07:30:00Z')) } });
    });
    const labels = [...chart.querySelectorAll('[data-testid="constellation"]')].map((n) => n.textContent);
    expect(labels.some((l) => l?.startsWith('Ophiuchus'))).toBe(true);
    expect(labels).not.toContain('Serpent Bearer');
    fireEvent.click(within(chart).getByRole('button', { name: 'Details of Jupiter' }));
    const details = screen.getByTestId('sky-details');
    expect(within(details).getByRole('heading', { name: 'Jupiter' })).toBeTruthy();
    expect(within(details).getByText(/Magnitude −2\.[56]/)).toBeTruthy(); // −2.6 at opposition (almanac)
    expect(within(details).getByText(/^Rises: /)).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'Open the page of Jupiter' }).getAttribute('href')).toBe(
      '/objects/jupiter',
    );
  }, 30_000);
});
