import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuth } from '../../../lib/auth/auth-store';
import { RequireAuth } from './RequireAuth';

function LoginProbe() {
  const loc = useLocation();
  return <p>login page, from {(loc.state as { from?: string } | null)?.from}</p>;
}

const makeRouter = () =>
  createMemoryRouter(
    [
      { path: '/login', element: <LoginProbe /> },
      {
        path: '/settings',
        element: (
          <RequireAuth>
            <p>secret settings</p>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: ['/settings?tab=1'] },
  );

describe('RequireAuth (the spec guard)', () => {
  beforeEach(() => useAuth.setState({ isAuthenticated: false, token: null, user: null }));

  it('sends an unauthenticated user to /login, replacing the history entry and remembering the page', async () => {
    const router = makeRouter();
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('login page, from /settings?tab=1')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the page to an authenticated user', async () => {
    useAuth.setState({ isAuthenticated: true, token: 't' });
    render(<RouterProvider router={makeRouter()} />);
    expect(await screen.findByText('secret settings')).toBeTruthy();
  });
});
