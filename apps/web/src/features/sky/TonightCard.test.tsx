/** Tonight in the reader's language: the Moon's phase and the planets' names translated, times and magnitudes localised. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Tonight } from '@cosmos/contracts';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { TonightCard } from './TonightCard';

const at = (hhmm: string) => `2026-11-27T${hhmm}:00.000Z`;
const tonight: Tonight = {
  date: '2026-11-27',
  station: { lat: 41.9, lon: 12.5, name: 'Roma', timeZone: 'UTC' },
  from: at('11:00'),
  to: at('23:59'),
  sun: {
    sunset: at('15:45'),
    civilDusk: at('16:15'),
    nauticalDusk: at('16:50'),
    astronomicalDusk: at('17:25'),
    astronomicalDawn: at('05:20'),
    nauticalDawn: at('05:55'),
    civilDawn: at('06:30'),
    sunrise: at('07:00'),
  },
  moon: { rise: at('19:10'), set: at('10:40'), phaseDeg: 225, phaseName: 'Waning gibbous', illumination: 0.83 },
  planets: [
    {
      id: 'jupiter',
      name: 'Jupiter',
      rise: at('18:30'),
      transit: at('01:40'),
      set: at('08:50'),
      transitAltitudeDeg: 70.2,
      magnitude: -2.64,
    },
  ],
};

function show(data: Tonight = tonight) {
  // The card's weather and outlook panels ask the server; an empty answer leaves them blank.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404, headers: { 'content-type': 'application/problem+json' } })),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TonightCard data={data} />
    </QueryClientProvider>,
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('Tonight card languages', () => {
  it('Italian: the phase and the planet in Italian, a decimal comma in the magnitude', async () => {
    await setLanguage('it');
    show();
    expect(screen.getByText(/Luna: Gibbosa calante, illuminazione 83%/)).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Giove' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '−2,6' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Stanotte a Roma' })).toBeTruthy();
  });

  it('Portuguese and English: each its own names; an unknown phase name is shown as the API wrote it', async () => {
    await setLanguage('pt');
    show();
    expect(screen.getByText(/Lua: Gibosa minguante, 83% iluminada/)).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Júpiter' })).toBeTruthy();
    await setLanguage('en');
    show({ ...tonight, moon: { ...tonight.moon, phaseName: 'Blue moon' } });
    expect(screen.getByText(/Moon: Blue moon, 83% lit/)).toBeTruthy();
    expect(screen.getAllByRole('cell', { name: 'Jupiter' }).length).toBeGreaterThan(0);
  });
});
