import type { TeamDetail } from '@cosmos/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuth } from '../../lib/auth/auth-store';
import { MembersCard } from './MembersCard';
import { queryOfShareUrl } from './SharedViewsCard';

const member = (userId: string, role: 'owner' | 'admin' | 'member') => ({
  userId,
  name: `${role} person`,
  email: `${role}@example.test`,
  role,
  joinedAt: '2026-11-01T00:00:00Z',
});
const team = (myRole: TeamDetail['myRole']): TeamDetail => ({
  id: 't1',
  name: 'Orbit Ops',
  myRole,
  active: true,
  ownerId: 'o',
  createdAt: '2026-11-01T00:00:00Z',
  seats: { used: 3, total: 10 },
  members: [member('o', 'owner'), member('a', 'admin'), member('m', 'member')],
  dedicatedAgent: null,
});
const as = (id: string) =>
  useAuth.setState({
    user: { id, role: 'user', firstName: 'T', lastName: 'U', email: 'x@example.test' } as never,
    isAuthenticated: true,
  });
const show = (t: TeamDetail) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MembersCard team={t} />
    </QueryClientProvider>,
  );

describe('MembersCard shows what each team role may do (policies.team)', { timeout: 30_000 }, () => {
  beforeEach(() => useAuth.setState({ user: null, isAuthenticated: false }));

  it('the owner changes roles and removes anyone but themself', () => {
    as('o');
    show(team('owner'));
    expect(screen.getAllByRole('combobox')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Leave team' })).toBeNull();
  });

  it('an admin removes members (not admins), changes no roles, and may leave', () => {
    as('a');
    show(team('admin'));
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Leave team' })).toBeTruthy();
  });

  it('a member may only leave', () => {
    as('m');
    show(team('member'));
    expect(screen.queryAllByRole('button', { name: 'Remove' })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Leave team' })).toBeTruthy();
  });
});

describe('queryOfShareUrl', () => {
  it('keeps the query string of a pasted Share URL, or a bare query, without the fragment', () => {
    expect(queryOfShareUrl(' https://cosmos.example/data-visualization?type=satellite&sel=25544#x ')).toBe(
      'type=satellite&sel=25544',
    );
    expect(queryOfShareUrl('?q=iss')).toBe('q=iss');
    expect(queryOfShareUrl('q=iss')).toBe('q=iss');
  });

  it('only the owner sees "Make owner", and only on admins (policies.team.transferOwnership)', () => {
    as('o');
    show(team('owner'));
    expect(screen.getAllByRole('button', { name: 'Make owner' })).toHaveLength(1);
    cleanup();
    as('a');
    show(team('admin'));
    expect(screen.queryByRole('button', { name: 'Make owner' })).toBeNull();
  });
});
