import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../lib/auth/auth-store';
import { InfoPanel } from './InfoPanel';
import type { VizObject } from './model';

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const iss = {
  id: 'sat-25544',
  name: 'ISS (ZARYA)',
  type: 'satellite',
  catalogNumber: 25544,
  view: 'earth',
  properties: { mass: null, radius: null, temperature: null },
  size: 0.05,
  createdAt: '',
  lastUpdated: 0,
  streamUrl: null,
  source: 'celestrak',
  state: { frame: 'TEME', r: [6780, 0, 0], v: [0, 7.66, 0], geodetic: { lat: 0, lon: 0, alt_km: 410 } },
  position: { x: 1, y: 0, z: 0 },
} as unknown as VizObject;
const show = (o: VizObject) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <InfoPanel object={o} onClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("the 3D view's selection panel", () => {
  let follows: unknown[];
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    follows = [];
    fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/api/follows') && (init?.method ?? 'GET') === 'GET') return json(follows);
      if (url.endsWith('/api/follows/sat-25544') && init?.method === 'PUT') {
        follows = [{ kind: 'satellite', objectId: 'sat-25544', name: 'ISS (ZARYA)' }];
        return json(follows[0]);
      }
      return json({}, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuth.setState({ isAuthenticated: false } as never);
  });

  it('follows the selected satellite through the one follow list (issue 32: Follow from the 3D selection)', async () => {
    useAuth.setState({ user: { id: 'u1' } as never, isAuthenticated: true, token: 't' } as never);
    show(iss);
    const follow = await screen.findByRole<HTMLButtonElement>('button', { name: 'Follow ISS (ZARYA)' });
    await waitFor(() => expect(follow.disabled).toBe(false)); // enabled once the follow list has loaded
    fireEvent.click(follow);
    await screen.findByRole('button', { name: 'Stop following ISS (ZARYA)' });
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toMatch(/\/api\/follows\/sat-25544$/);
  });

  it('offers no Follow when signed out, nor for objects that are not satellites', async () => {
    const signedOut = show(iss);
    await waitFor(() => expect(screen.getByTestId('viz-info-link')).toBeTruthy());
    expect(screen.queryByTestId('follow-button')).toBeNull();
    signedOut.unmount();
    useAuth.setState({ user: { id: 'u1' } as never, isAuthenticated: true, token: 't' } as never);
    show({ ...iss, id: 'planet-mars', name: 'Mars', type: 'planet' } as VizObject);
    await waitFor(() => expect(screen.getByTestId('viz-info-link')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Follow Mars/ })).toBeNull();
  });
});
