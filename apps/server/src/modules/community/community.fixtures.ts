import type { CommunityPost, CommunityThread } from '@cosmos/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';

/** Test helpers for the community suites: members with a confirmed email, and calls from distinct addresses. */
export function communityFixtures(t: TestApp) {
  let addr = 0;
  // Each call from its own address, so the per-address posting bucket only bites where a test wants it to.
  const ip = () => `10.88.${(++addr >> 8) & 255}.${addr & 255}`;
  type Who = { auth: Record<string, string> } | undefined;
  const call = (
    who: Who,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    remoteAddress = ip(),
  ) => t.app.inject({ method, url, headers: who?.auth ?? {}, payload, remoteAddress });

  /** A registered user who confirmed their email (the rule for posting). */
  async function member() {
    const u = await t.register();
    await t.db.query('UPDATE users SET email_verified = true WHERE id = $1', [u.user.id]);
    return u;
  }
  let n = 0;
  async function thread(
    who: Who,
    category: string,
    title = `Thread ${++n} about orbits`,
    body = `Opening post ${++n}: how do orbits decay?`,
  ) {
    const res = await call(who, 'POST', '/api/community/threads', { category, title, body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as CommunityThread;
  }
  async function reply(
    who: Who,
    threadId: string,
    body = `Reply ${++n}: drag from the upper atmosphere.`,
    extra: object = {},
  ) {
    const res = await call(who, 'POST', `/api/community/threads/${threadId}/posts`, { body, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as CommunityPost;
  }
  const posts = async (who: Who, threadId: string) =>
    (await call(who, 'GET', `/api/community/threads/${threadId}/posts`)).json().items as CommunityPost[];
  return { call, member, thread, reply, posts, ip };
}
