import type { User } from '@cosmos/contracts';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuth } from './auth/auth-store';
import { RequireRole, useCan } from './permissions';

const person = (role: User['role']): User => ({
  id: `id-${role}`,
  email: `${role}@example.test`,
  firstName: 'A',
  lastName: 'B',
  role,
  avatar: null,
  company: '',
  phone: '',
  location: '',
  emailVerified: true,
  createdAt: new Date(0).toISOString(),
});
const signIn = (role: User['role'] | null) =>
  useAuth.setState({ isAuthenticated: role !== null, token: role ? 't' : null, user: role ? person(role) : null });

function QueueButton() {
  return useCan('ticket.listAll') ? <button>Ticket queue</button> : <p>no queue</p>;
}

describe('RequireRole', () => {
  beforeEach(() => signIn(null));

  it('shows an admin page to an admin', () => {
    signIn('admin');
    render(
      <RequireRole role="admin">
        <h1>Admin console</h1>
      </RequireRole>,
    );
    expect(screen.getByRole('heading', { name: 'Admin console' })).toBeTruthy();
  });

  it.each(['user', 'agent'] as const)('refuses a %s with a plain message and never renders the page', (role) => {
    signIn(role);
    render(
      <RequireRole role="admin">
        <h1>Admin console</h1>
      </RequireRole>,
    );
    expect(screen.queryByRole('heading', { name: 'Admin console' })).toBeNull();
    expect(screen.getByText('This page is for administrators only.')).toBeTruthy();
  });

  it('admits higher roles: an admin passes an agent-only guard', () => {
    signIn('admin');
    render(
      <RequireRole role="agent">
        <p>queue</p>
      </RequireRole>,
    );
    expect(screen.getByText('queue')).toBeTruthy();
  });

  it('waits (loader, no refusal) while a stored session is being confirmed', () => {
    useAuth.setState({ isAuthenticated: true, token: 't', user: null });
    render(
      <RequireRole role="admin">
        <h1>Admin console</h1>
      </RequireRole>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText(/only\.$/)).toBeNull();
  });

  it('uses a given fallback', () => {
    signIn('user');
    render(
      <RequireRole role="admin" fallback={<p>nothing here</p>}>
        <h1>Admin console</h1>
      </RequireRole>,
    );
    expect(screen.getByText('nothing here')).toBeTruthy();
  });
});

describe('useCan', () => {
  it.each([
    ['user', 'no queue'],
    ['agent', 'Ticket queue'],
    ['admin', 'Ticket queue'],
  ] as const)('%s sees %s', (role, text) => {
    signIn(role);
    render(<QueueButton />);
    expect(screen.getByText(text)).toBeTruthy();
  });
});
