import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { countdownParts } from './Countdown';
import { MissionSchedule } from './MissionSchedule';

describe('countdownParts', () => {
  it('counts down before the target and up after it, with whole days apart', () => {
    const t0 = Date.UTC(2026, 10, 24, 12, 0, 0);
    expect(countdownParts(t0 + 2 * 86_400_000 + 3_723_000, t0)).toEqual({ sign: '−', days: 2, hms: '01:02:03' });
    expect(countdownParts(t0 - 59_000, t0)).toEqual({ sign: '+', days: 0, hms: '00:00:59' });
  });
});

const launch = (id: string, inMs: number, sample = false) => ({
  id,
  name: `Vehicle | Mission ${id}`,
  status: { abbrev: 'Go', name: 'Go for Launch' },
  net: new Date(Date.now() + inMs).toISOString(),
  windowStart: new Date(Date.now() + inMs).toISOString(),
  windowEnd: null,
  vehicle: 'Falcon 9 Block 5',
  provider: 'SpaceX',
  mission: { name: `Mission ${id}`, description: null, type: null, orbit: 'LEO' },
  pad: { name: 'SLC-40', location: 'Cape Canaveral' },
  launchDesignator: null,
  objects: [],
  sample,
  following: false,
});

afterEach(() => vi.unstubAllGlobals());

function renderSchedule() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <MissionSchedule />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Mission Schedule', () => {
  it('lists vehicle, mission, pad, status and a countdown per launch, and says when they are samples', async () => {
    const items = [launch('a', 2 * 86_400_000 + 60_000, true), launch('b', 3_000_000, true)];
    const fetchMock = vi.fn(async () =>
      Response.json({
        items,
        status: { source: 'sample', lastRefresh: null, lastError: null },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderSchedule();
    const table = await screen.findByRole('table', { name: 'Upcoming launches' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Falcon 9 Block 5')).toBeTruthy();
    expect(within(rows[0]!).getByText('Mission a')).toBeTruthy();
    expect(within(rows[0]!).getByText('SLC-40, Cape Canaveral')).toBeTruthy();
    expect(within(rows[0]!).getByText('Go for launch')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('countdown').textContent).toMatch(/^T− 2 d \d\d:\d\d:\d\d$/);
    expect(within(rows[1]!).getByTestId('countdown').textContent).toMatch(/^T− 00:[45]\d:\d\d$/);
    expect(screen.getByTestId('sample-notice')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0 as never])).toContain('/api/launches?window=upcoming');
  }, 30_000); // the first render pays for MUI's cold import on a busy machine

  it('speaks the interface language', async () => {
    setLanguage('de');
    vi.stubGlobal('fetch', async () =>
      Response.json({
        items: [launch('a', 90_000_000)],
        status: { source: 'live', lastRefresh: null, lastError: null },
      }),
    );
    renderSchedule();
    const table = await screen.findByRole('table', { name: 'Anstehende Starts' });
    expect(within(table).getByText('Startbereit')).toBeTruthy();
    expect(within(table).getByTestId('countdown').textContent).toMatch(/^T− 1 T /);
  }, 30_000);
});
