import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GroundTrackLayer, type TrackPoint } from './GroundTrackLayer';
import { WorldMap } from './WorldMap';

const T0 = Date.UTC(2026, 10, 24, 12);
// A made-up track eastwards along 10° N, crossing the antimeridian between the 3rd and 4th point.
const points: TrackPoint[] = [150, 165, 179, -179, -165].map((lon, i) => ({
  lat: 10,
  lon,
  t: T0 + (i - 2) * 60_000,
  altKm: 420,
}));

describe('world map', () => {
  it('draws land, and the night side only when given an instant', () => {
    const { rerender } = render(<WorldMap ariaLabel="map" />);
    expect(screen.getByRole('img', { name: 'map' }).querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(
      1000,
    );
    expect(screen.queryByTestId('night')).toBeNull();
    rerender(<WorldMap ariaLabel="map" now={T0} />);
    expect(screen.getByTestId('night')).toBeTruthy();
  });

  it('lays Earth imagery over the whole map under coastlines that are then only outlined', () => {
    render(<WorldMap ariaLabel="map" imagery="blob:earth" />);
    const svg = screen.getByRole('img', { name: 'map' });
    const image = svg.querySelector('image')!;
    expect(image.getAttribute('href')).toBe('blob:earth');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['360', '180']);
    expect(svg.querySelector('path')!.getAttribute('fill')).toBe('none');
  });

  it('draws a track split at now and cut at the antimeridian, with the object where it is at now', () => {
    render(
      <WorldMap ariaLabel="map">
        <GroundTrackLayer id="sat-1" name="TEST SAT" points={points} now={T0} color="#f00" />
      </WorldMap>,
    );
    const past = screen.getByTestId('track-past').getAttribute('d')!;
    const next = screen.getByTestId('track-next').getAttribute('d')!;
    // Map x = lon + 180, y = 90 − lat: the past runs from 150° E to now at 179° E.
    expect(past).toBe('M330 80L345 80L359 80');
    // The next orbit crosses 180°: two runs, one ending at the east edge and one starting at the west edge.
    expect(next).toBe('M359 80L360 80M0 80L1 80L15 80');
    const here = screen.getByTestId('track-here');
    expect([here.getAttribute('cx'), here.getAttribute('cy')]).toEqual(['359', '80']);
    expect(screen.getAllByText('TEST SAT')).toHaveLength(2); // the label and the marker's title
  });
});
