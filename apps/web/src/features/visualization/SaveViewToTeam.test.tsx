import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../lib/auth/auth-store';
import { SaveViewToTeamButton, SaveViewToTeamDialog } from './SaveViewToTeam';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const wrap = (ui: React.ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

describe('Save view to team (3D view share menu)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    useAuth.setState({ user: { id: 'u1' } as never, isAuthenticated: true, token: 't' } as never);
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is offered to a member of an active team and posts the Share URL query with a name', async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/api/teams') && (!init?.method || init.method === 'GET'))
        return json([{ id: 'team-1', name: 'Orbit Ops', myRole: 'member', active: true }]);
      if (url.endsWith('/api/teams/team-1/views') && init?.method === 'POST')
        return json({ id: 'v1', name: 'ISS pass', query: 'sel=sat-25544', createdBy: 'T U', createdAt: '' }, 201);
      return json({}, 404);
    });
    const onClick = vi.fn();
    wrap(<SaveViewToTeamButton onClick={onClick} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save view to team' }));
    expect(onClick).toHaveBeenCalled();

    wrap(<SaveViewToTeamDialog query="sel=sat-25544&t=1" onClose={() => {}} />);
    fireEvent.change(await screen.findByLabelText('View name'), { target: { value: 'ISS pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/everyone in Orbit Ops can open it/);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toMatch(/\/api\/teams\/team-1\/views$/);
    expect(JSON.parse(post[1].body)).toEqual({ name: 'ISS pass', query: 'sel=sat-25544&t=1' });
  });

  it('is not offered without an active team', async () => {
    fetchMock.mockResolvedValue(json([{ id: 'team-1', name: 'Paused', myRole: 'owner', active: false }]));
    wrap(<SaveViewToTeamButton onClick={() => {}} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Save view to team' })).toBeNull();
  });
});
