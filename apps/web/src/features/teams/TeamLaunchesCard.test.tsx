import type { TeamDetail } from '@cosmos/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../lib/auth/auth-store';
import { TeamLaunchesCard } from './TeamLaunchesCard';

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const team = { id: 't1', myRole: 'member', active: true } as unknown as TeamDetail;
const launch = {
  launchId: 'll-42',
  name: 'Falcon 9 | Starlink 12-7',
  net: '2026-12-01T10:00:00.000Z',
  sharedBy: 'Vera Rubin',
  createdAt: '2026-11-26T09:00:00.000Z',
};
const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TeamLaunchesCard team={team} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('TeamLaunchesCard', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    useAuth.setState({ user: { id: 'u', role: 'user' } as never, isAuthenticated: true });
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the launches the team follows, linked to Mission Control; a member stops sharing one', async () => {
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'DELETE' ? json(null, 204) : json([launch]),
    );
    show();
    const link = await screen.findByRole('link', { name: launch.name });
    expect(link.getAttribute('href')).toBe('/mission-control?tab=launch&launch=ll-42');
    expect(screen.getByText(/shared by Vera Rubin/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Stop following ${launch.name} as a team` }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'DELETE')).toBe(true));
    const del = fetchMock.mock.calls.find(([, i]) => i?.method === 'DELETE')!;
    expect(String(del[0])).toMatch(/\/api\/teams\/t1\/launches\/ll-42$/);
  });

  it('says how to share one when the team follows none', async () => {
    fetchMock.mockResolvedValue(json([]));
    show();
    expect(await screen.findByText(/The team follows no launch yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Share one from Mission Control.' })).toBeTruthy();
  });
});
