// The zod-free module: permissions are checked in the signed-in shell, which must not load every schema.
import type { Role } from '@cosmos/contracts';
import { can, hasRole, type Action, type Resource, type TargetOf } from '@cosmos/contracts/policies';
import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { PageLoader } from '../components/ui/PageLoader';
// The signed-in user lives in the auth feature for now; it moves to lib/auth (issue 20, step 1).
import { useAuth } from './auth/auth-store';

/**
 * What the signed-in user may do, from the same declared policies the server enforces
 * (`packages/contracts/src/policies.ts`). The web uses them only to decide what to show: hiding a
 * button is a courtesy, the server's 403 is the rule.
 */
export type Permission = { [R in Resource]: `${R}.${Action<R>}` }[Resource];
type TargetFor<P extends Permission> = P extends `${infer R extends Resource}.${infer A}`
  ? A extends Action<R>
    ? TargetOf<R, A>
    : never
  : never;

/** `useCan('ticket.listAll')`, or with the thing acted on: `useCan('ticket.actAsAgent', ticket)`. */
export function useCan<P extends Permission>(
  permission: P,
  ...target: [TargetFor<P>] extends [never] ? [] : [TargetFor<P>]
): boolean {
  const user = useAuth((s) => s.user);
  const [resource, action] = permission.split('.') as [Resource, string];
  return (can as (a: typeof user, r: Resource, x: string, t?: unknown) => boolean)(user, resource, action, target[0]);
}

/** True when the signed-in user has `role` or a higher one (admin ⊇ agent ⊇ user). */
export const useHasRole = (role: Role) =>
  hasRole(
    useAuth((s) => s.user),
    role,
  );

/**
 * Shows `children` only to users with `role` or higher. While the session's user is still being
 * confirmed it shows a loader (a stored token counts as signed in before /me answers), so an admin
 * reloading /admin never sees a flash of "not allowed".
 */
export function RequireRole({ role, children, fallback }: { role: Role; children: ReactNode; fallback?: ReactNode }) {
  const user = useAuth((s) => s.user);
  const signedIn = useAuth((s) => s.isAuthenticated);
  if (!user && signedIn) return <PageLoader />;
  if (hasRole(user, role)) return <>{children}</>;
  return (
    <>
      {fallback ?? (
        <Alert severity="warning">
          This page is for {role === 'admin' ? 'administrators' : 'the support team'} only.
        </Alert>
      )}
    </>
  );
}
