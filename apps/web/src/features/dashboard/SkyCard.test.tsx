import { formatPass, type SkyPass } from '@cosmos/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { SkyCard } from './SkyCard';

const H = 3_600_000;
const now = Date.now();
const at = (ms: number) => new Date(now + ms).toISOString();
const point = (ms: number, el: number, az = 200) => ({
  time: at(ms),
  azimuthDeg: az,
  elevationDeg: el,
  magnitude: -2.1,
  sunlit: true,
});
/** A pass `inMs` from now, visible or not. */
const pass = (inMs: number, visible: boolean): SkyPass => ({
  rise: point(inMs, 0, 250),
  culmination: point(inMs + 300_000, 50),
  set: point(inMs + 600_000, 0, 120),
  maxElevationDeg: 50,
  clipped: false,
  visible,
  maxMagnitude: visible ? -2.1 : null,
  magnitudeSigma: visible ? 0.3 : null,
  sunAltitudeDeg: visible ? -12 : 10,
  twilight: visible ? 'nautical' : 'day',
  visibleFrom: visible ? at(inMs + 60_000) : null,
  visibleTo: visible ? at(inMs + 400_000) : null,
  visibleSegment: visible
    ? { start: point(inMs + 60_000, 12, 245), peak: point(inMs + 300_000, 50), end: point(inMs + 400_000, 15, 130) }
    : null,
  shadow: [],
  track: [],
});
const station = { lat: 51.48, lon: 0, name: 'Greenwich', timeZone: 'Europe/London' };
const visiblePass = pass(30 * H, true);
const answers: Record<string, unknown> = {
  '/api/sky/passes': {
    id: 'sat-25544',
    name: 'ISS',
    source: 'live',
    station,
    standardMagnitude: { mag: -1.3, source: 'known', sigma: 0.3, basis: 'measured', family: null, phaseLaw: 'flat' },
    // a pass already over, one never visible, then the visible one the card must pick
    passes: [pass(-2 * H, true), pass(3 * H, false), visiblePass],
  },
  '/api/sky/outlook': {
    station,
    weatherSource: 'sample',
    nights: [
      {
        date: '2026-11-27',
        from: '2026-11-27T17:17:00Z',
        to: '2026-11-28T06:18:00Z',
        limitingMagnitude: 5,
        moonIllumination: 0.8,
        verdict: 'go',
        reason: '6 of 14 dark hours clear',
        reasons: [],
      },
    ],
    passes: [],
  },
  '/api/launches': {
    items: [
      {
        id: 'l1',
        name: 'Falcon 9 | Starlink 12-7',
        net: at(8 * H),
        windowStart: at(8 * H),
        windowEnd: null,
        vehicle: 'Falcon 9 Block 5',
        mission: { name: 'Starlink Group 12-7' },
        sample: false,
      },
    ],
    status: { source: 'live', lastRefresh: null, lastError: null },
  },
  '/api/notifications': {
    items: [
      { id: 'n1', type: 'billing', title: 'Invoice paid', message: '', timestamp: at(-H), read: false, link: null },
      {
        id: 'n2',
        type: 'sky',
        title: 'ISS visible at 17:05',
        message: '',
        timestamp: at(-2 * H),
        read: false,
        link: '/objects/sat-25544',
      },
    ],
    unreadCount: 2,
    nextCursor: null,
  },
};

function renderCard() {
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://x').pathname;
    return Response.json(answers[path] ?? {});
  });
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <SkyCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Dashboard: Your sky', () => {
  it('shows the next visible pass as the one pass formatter writes it, tonight, the next launch and sky alerts', async () => {
    renderCard();
    const text = await screen.findByTestId('dash-pass-text');
    // The same sentence the pass table, alerts and the calendar use (ADR 0011), for the first pass still to be seen.
    expect(text.textContent).toBe(
      formatPass(visiblePass, { timeZone: 'Europe/London', lang: 'en', withDate: true, zoneName: true }),
    );
    const tonight = screen.getByTestId('dash-tonight');
    expect((await within(tonight).findByTestId('dash-twilight')).textContent).toBe(
      'Dark from 17:17 to 06:18 (nautical twilight, Europe/London)',
    );
    expect(within(tonight).getByText('6 of 14 dark hours clear')).toBeTruthy();
    expect(within(tonight).getByText(/Sample forecast/)).toBeTruthy();
    const launch = screen.getByTestId('dash-next-launch');
    expect((await within(launch).findByRole('link', { name: 'Starlink Group 12-7' })).getAttribute('href')).toBe(
      '/mission-control?tab=launch&launch=l1',
    );
    // Only the alerts about followed objects (type sky), not billing.
    const alerts = screen.getByTestId('dash-alerts');
    expect((await within(alerts).findByRole('link', { name: 'ISS visible at 17:05' })).getAttribute('href')).toBe(
      '/objects/sat-25544',
    );
    expect(within(alerts).queryByText('Invoice paid')).toBeNull();
  }, 30_000);

  it('speaks the interface language', async () => {
    setLanguage('de');
    renderCard();
    expect(await screen.findByText('Nächster sichtbarer ISS-Überflug')).toBeTruthy();
    expect((await screen.findByTestId('dash-pass-text')).textContent).toMatch(/^sichtbar /);
  }, 30_000);
});
