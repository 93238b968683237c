import { render, screen } from '@testing-library/react';
import type { NightOutlook, PassOutlook, WeatherForecast, WeatherHour } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import { NightOutlookPanel } from './NightOutlookPanel';

const hour = (time: string, cloud: number): WeatherHour => ({
  time,
  cloudLowPct: cloud,
  cloudMidPct: 0,
  cloudHighPct: 0,
  cloudTotalPct: cloud,
  precipitationProbabilityPct: cloud > 50 ? 60 : 0,
  visibilityM: 20000,
});
const night: NightOutlook = {
  date: '2026-11-27',
  from: '2026-11-27T18:00:00.000Z',
  to: '2026-11-27T21:00:00.000Z',
  limitingMagnitude: 5.9,
  moonIllumination: 0.2,
  verdict: 'maybe',
  reason: 'only 1 of 3 dark hours clear, 1 partly cloudy',
  reasons: [],
};
const weather: WeatherForecast = {
  station: { lat: 0, lon: 0, name: 'Garden', timeZone: 'UTC' },
  source: 'sample',
  fetchedAt: '2026-11-27T12:00:00.000Z',
  hours: [
    hour('2026-11-27T17:00:00.000Z', 90),
    hour('2026-11-27T18:00:00.000Z', 10),
    hour('2026-11-27T19:00:00.000Z', 40),
    hour('2026-11-27T20:00:00.000Z', 80),
    hour('2026-11-27T21:00:00.000Z', 0),
  ],
};
const pass = {
  id: 'sat-25544',
  name: 'ISS (ZARYA)',
  rise: '2026-11-27T18:30:00.000Z',
  visibleFrom: '2026-11-27T18:31:00.000Z',
  verdict: 'go',
  reason: 'clear sky (10% cloud)',
  weather: weather.hours[1],
} as PassOutlook;

describe("tonight's outlook", () => {
  it('shows the night verdict in words, only the dark hours, the followed passes, and says a sample is a sample', () => {
    render(<NightOutlookPanel night={night} passes={[pass]} weather={weather} timeZone="UTC" />);
    expect(screen.getByLabelText(/Maybe: only 1 of 3/)).toBeTruthy();
    const hours = screen.getAllByRole('listitem').filter((li) => li.title.startsWith('Low cloud'));
    expect(hours.map((h) => h.textContent)).toEqual(['18:0010 %', '19:0040 %', '20:0080 %rain 60 %']);
    expect(screen.getByText('18:31 ISS (ZARYA)')).toBeTruthy();
    expect(screen.getByLabelText('Go: clear sky (10% cloud)')).toBeTruthy();
    expect(screen.getByText(/Sample forecast/)).toBeTruthy();
  });
});
