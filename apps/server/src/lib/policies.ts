import { can, type Action, type Actor, type Resource, type TargetOf } from '@cosmos/contracts';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors.ts';

/**
 * The server's side of the declared policies (`packages/contracts/src/policies.ts`): every role check
 * goes through `authorize` (in a service, when the rule looks at a loaded thing) or `allow` (in a route's
 * options, for rules that look only at who asks). No module writes `role === ...` itself.
 */
export { can, type Actor };

/** What a refused caller reads, where the generic "no access" would leave them guessing. */
const REFUSALS: { [R in Resource]?: { [A in Action<R>]?: string } } = {
  ticket: {
    listAll: 'Only support agents can see the ticket queue',
    markPending: 'Only support agents can mark a ticket pending',
  },
  admin: { open: 'Only administrators can use the admin console' },
};

/** Throws 403 unless `actor` may do `action` on `resource` (passing the rule's target when it has one). */
export function authorize<R extends Resource, A extends Action<R>>(
  actor: Actor,
  resource: R,
  action: A,
  ...target: [TargetOf<R, A>] extends [never] ? [] : [TargetOf<R, A>]
) {
  if (!can(actor, resource, action, ...target))
    throw forbidden((REFUSALS[resource] as Record<string, string> | undefined)?.[action]);
}

/** Rules that look only at who asks (no target): the ones a route can check before its handler. */
type ActorOnly<R extends Resource> = { [A in Action<R>]: [TargetOf<R, A>] extends [never] ? A : never }[Action<R>];

/**
 * onRequest hook for route options: 401 without a session, 403 when the rule refuses. It runs before the
 * body is parsed and validated, so a refused caller learns nothing about what the route accepts.
 */
export const allow =
  <R extends Resource>(resource: R, action: ActorOnly<R>) =>
  async (req: FastifyRequest) => {
    const actor = req.auth?.principal;
    if (!actor) throw unauthorized();
    authorize(actor, resource, action as never);
  };
