import { expect } from 'vitest';
import { team, teamMember, user } from './factories.ts';
import type { TestApp } from './harness.ts';
import { linkIn, mailTo } from './security-helpers.ts';

type Registered = Awaited<ReturnType<TestApp['register']>>;

/** An Enterprise owner's team with an admin, a member, and an outsider who belongs to no team. */
export async function teamWithRoles(t: TestApp) {
  const owner = await user(t, { plan: 'enterprise' });
  const admin = await user(t);
  const member = await user(t);
  const outsider = await user(t);
  const { id } = await team(t, owner);
  await teamMember(t.db, id, admin.user.id, 'admin');
  await teamMember(t.db, id, member.user.id, 'member');
  return { teamId: id, owner, admin, member, outsider };
}

export const call = async (
  t: TestApp,
  who: Registered | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: who ? who.auth : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Invites `email` as `by`, then reads the single-use token from the mailed link. */
export async function invitationToken(t: TestApp, by: Registered, teamId: string, email: string, role = 'member') {
  const after = new Date(Date.now() - 1000);
  const res = await call(t, by, 'POST', `/api/teams/${teamId}/invitations`, { email, role });
  expect(res.statusCode, res.body).toBe(201);
  const mail = await mailTo(t, email, 'invited you', after);
  return { invitation: res.json(), href: linkIn(mail.body_text)[0], token: linkIn(mail.body_text)[1]! };
}
