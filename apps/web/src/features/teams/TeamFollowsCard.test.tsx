import type { TeamDetail } from '@cosmos/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../lib/auth/auth-store';
import { TeamFollowsCard } from './TeamFollowsCard';

const team = (myRole: TeamDetail['myRole']) => ({ id: 't1', myRole, active: true }) as unknown as TeamDetail;
const iss = { objectId: 'sat-25544', name: 'ISS (ZARYA)', thresholdKm: 3, createdAt: '', sharedBy: 'A B' };
const show = (t: TeamDetail) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TeamFollowsCard team={t} />
    </QueryClientProvider>,
  );

describe('TeamFollowsCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists what the team follows; an admin shares by catalogue number; a member only reads', async () => {
    const fetchMock = vi.fn(
      async (_url: string, init?: RequestInit) =>
        new Response(JSON.stringify(init?.method === 'PUT' ? iss : [iss]), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    useAuth.setState({ user: { id: 'u', role: 'user' } as never, isAuthenticated: true });
    show(team('admin'));
    expect(await screen.findByText('ISS (ZARYA) — alert under 3 km')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Catalogue number/), { target: { value: '20580' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share with the team' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(String(put[0])).toMatch(/\/api\/teams\/t1\/follows\/sat-20580$/);
    expect(JSON.parse(String(put[1]!.body))).toEqual({ thresholdKm: 5 });
    cleanup();
    show(team('member'));
    expect(await screen.findByText('ISS (ZARYA) — alert under 3 km')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share with the team' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop sharing ISS (ZARYA)' })).toBeNull();
  });
});
