import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ObjectGroundTrack } from './ObjectGroundTrack';

afterEach(() => vi.unstubAllGlobals());

describe('object ground track', () => {
  it('draws the object’s previous and next orbit on the world map, from the track API', async () => {
    const now = Date.now();
    const points = [-2, -1, 0, 1, 2].map((k) => ({
      time: new Date(now + 60_000 + k * 20 * 60_000).toISOString(), // the component reads the clock a moment later
      lat: 10 * k,
      lon: 30 * k,
      altKm: 420,
    }));
    const fetchMock = vi.fn(async () =>
      Response.json({ id: 'sat-25544', name: 'ISS (ZARYA)', periodMinutes: 92.9, points }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={qc}>
        <ObjectGroundTrack id="sat-25544" name="ISS (ZARYA)" />
      </QueryClientProvider>,
    );
    const map = await screen.findByTestId('object-ground-track');
    expect(map.getAttribute('aria-label')).toMatch(/ground track of ISS \(ZARYA\)/);
    expect(await screen.findByTestId('sat-layer-sat-25544')).toBeTruthy();
    expect(screen.getByTestId('track-next').getAttribute('d')).toMatch(/^M180 90/); // from where it is now (0°, 0°)
    expect(String(fetchMock.mock.calls[0]![0 as never])).toContain('/api/celestial-data/sat-25544/track');
  }, 30_000);
});
