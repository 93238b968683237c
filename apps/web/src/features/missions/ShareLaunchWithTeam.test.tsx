import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../lib/auth/auth-store';
import { ShareLaunchWithTeam } from './ShareLaunchWithTeam';

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ShareLaunchWithTeam launchId="ll-42" />
    </QueryClientProvider>,
  );

describe('Follow a launch with the team (Launch Control)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let shared: string[];
  beforeEach(() => {
    useAuth.setState({ user: { id: 'u1' } as never, isAuthenticated: true, token: 't' } as never);
    shared = [];
    fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/api/teams'))
        return json([{ id: 'team-1', name: 'Orbit Ops', myRole: 'member', active: true }]);
      if (url.endsWith('/api/teams/team-1/launches'))
        return json(shared.map((launchId) => ({ launchId, name: launchId, net: null, sharedBy: null, createdAt: '' })));
      if (url.endsWith('/api/teams/team-1/launches/ll-42') && init?.method === 'PUT') {
        shared = ['ll-42'];
        return json({ launchId: 'll-42', name: 'x', net: null, sharedBy: null, createdAt: '' });
      }
      if (url.endsWith('/api/teams/team-1/launches/ll-42') && init?.method === 'DELETE') {
        shared = [];
        return json(null, 204);
      }
      return json({}, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a member of an active team shares the launch with it, and a second press stops sharing', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Follow with Orbit Ops' }));
    const following = await screen.findByRole('button', { name: 'Followed by Orbit Ops' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(following);
    await screen.findByRole('button', { name: 'Follow with Orbit Ops' });
    expect(fetchMock.mock.calls.map(([, i]) => i?.method).filter((m) => m === 'PUT' || m === 'DELETE')).toEqual([
      'PUT',
      'DELETE',
    ]);
  });

  it('is not offered without an active team', async () => {
    fetchMock.mockImplementation(async () => json([{ id: 'team-1', name: 'Paused', myRole: 'owner', active: false }]));
    show();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /Orbit Ops|Paused/ })).toBeNull();
  });
});
