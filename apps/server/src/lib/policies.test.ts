import { policies, type Actor } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { authorize, can } from './policies.ts';

const user: Actor = { id: 'u1', role: 'user' };
const other: Actor = { id: 'u2', role: 'user' };
const agent: Actor = { id: 'a1', role: 'agent' };
const admin: Actor = { id: 'ad', role: 'admin' };
const mine = { ownerId: 'u1' };

describe('declared policies', () => {
  it('a customer reads their own ticket; another customer does not; the support team reads every ticket', () => {
    expect(can(user, 'ticket', 'read', mine)).toBe(true);
    expect(can(other, 'ticket', 'read', mine)).toBe(false);
    expect(can(agent, 'ticket', 'read', mine)).toBe(true);
    expect(can(admin, 'ticket', 'read', mine)).toBe(true);
  });

  it('staff acting on their own ticket act as its customer, not as the support team', () => {
    expect(can(agent, 'ticket', 'actAsAgent', mine)).toBe(true);
    expect(can(agent, 'ticket', 'actAsAgent', { ownerId: agent.id })).toBe(false);
    expect(can(user, 'ticket', 'actAsAgent', mine)).toBe(false);
  });

  it('the admin console, catalogue import and refresh are for admins only', () => {
    for (const action of ['open', 'manageUsers', 'readAudit', 'readJobs'] as const) {
      expect([user, agent, admin].map((a) => can(a, 'admin', action))).toEqual([false, false, true]);
    }
    expect([user, agent, admin].map((a) => can(a, 'catalog', 'import'))).toEqual([false, false, true]);
    expect([user, agent, admin].map((a) => can(a, 'catalog', 'refresh'))).toEqual([false, false, true]);
  });

  it('nobody passes without being signed in', () => {
    expect(can(null, 'catalog', 'readStatus')).toBe(false);
    expect(can(undefined, 'ticket', 'listAll')).toBe(false);
  });

  it('authorize throws a 403 problem with the declared refusal text', () => {
    expect(() => authorize(agent, 'ticket', 'listAll')).not.toThrow();
    const err = (() => {
      try {
        authorize(user, 'ticket', 'listAll');
      } catch (e) {
        return e;
      }
    })() as AppError;
    expect(err).toBeInstanceOf(AppError);
    expect([err.status, err.message]).toEqual([403, 'Only support agents can see the ticket queue']);
  });

  it('a rule that looks at a ticket cannot be asked without one (type-checked), and every rule is a function', () => {
    // @ts-expect-error: the read rule needs the ticket
    expect(() => can(user, 'ticket', 'read')).toThrow();
    for (const rules of Object.values(policies))
      for (const rule of Object.values(rules)) expect(typeof rule).toBe('function');
  });
});
