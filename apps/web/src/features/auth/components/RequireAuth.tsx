import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-store';
import { paths } from '../../../lib/paths';

/** The spec's guard: unauthenticated users go to /login, replacing the history entry, and come back after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const location = useLocation();
  if (!isAuthenticated)
    // The hash comes back too: emailed links (a team invitation) carry their token in it.
    return (
      <Navigate to={paths.login.to()} replace state={{ from: location.pathname + location.search + location.hash }} />
    );
  return <>{children}</>;
}
