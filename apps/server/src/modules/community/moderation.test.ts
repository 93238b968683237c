import type { CommunityThread } from '@cosmos/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENT_ACCOUNT } from '../../db/seed/seed.ts';
import { startTestApp } from '../../../test/harness.ts';
import { routeTable } from '../../../test/routes.ts';
import { communityFixtures } from './community.fixtures.ts';

const ADMIN = { email: 'community-admin@example.test', password: 'Community-admin-password-1' };
const t = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const { call, member, thread, reply, posts } = communityFixtures(t);
const agent = await t.login(AGENT_ACCOUNT.email, AGENT_ACCOUNT.password);
const admin = await t.login(ADMIN.email, ADMIN.password);

/**
 * Every community route as anonymous, the author of the thing, another user, an agent and an admin.
 * Callers run in this order (author last where its call changes state); each row's request is built
 * from fresh fixtures so one caller's success does not decide the next caller's answer.
 */
type Who = 'anon' | 'other' | 'agent' | 'admin' | 'author';
const ORDER: Who[] = ['anon', 'other', 'agent', 'admin', 'author'];
interface Row {
  route: string;
  expect: Record<Who, number>;
  /** Builds what the call needs; `who` lets a row use fresh state per caller. */
  make: (who: Who) => Promise<{ url: string; payload?: object }>;
}

describe('authorisation matrix (anonymous, author, other user, agent, admin)', () => {
  const users = {} as Record<Exclude<Who, 'anon'>, { auth: Record<string, string>; user: { id: string } }>;
  beforeAll(async () => {
    users.author = await member();
    users.other = await member();
    users.agent = agent;
    users.admin = admin;
  });
  // The author makes fixtures for every call: posting buckets are refilled per call (the limits have their own test).
  const refill = () => t.db.query(`DELETE FROM rate_buckets WHERE key LIKE 'community-%'`);
  const as = (who: Who) => (who === 'anon' ? undefined : users[who]);
  const authorThread = (category = 'technical') => thread(users.author, category);
  const authorReply = async (category = 'technical') => {
    const th = await authorThread(category);
    return { th, p: await reply(users.author, th.id) };
  };
  const all = (s: number) => ({ anon: 401, other: s, agent: s, admin: s, author: s });
  const staffOnly = (s: number, admin = s) => ({ anon: 401, other: 403, agent: s, admin, author: 403 });

  const rows: Row[] = [
    { route: 'GET /api/community/status', expect: all(200), make: async () => ({ url: '/api/community/status' }) },
    {
      route: 'GET /api/community/categories',
      expect: all(200),
      make: async () => ({ url: '/api/community/categories' }),
    },
    {
      route: 'GET /api/community/threads',
      expect: all(200),
      make: async () => ({ url: '/api/community/threads?category=technical' }),
    },
    {
      route: 'GET /api/community/search',
      expect: all(200),
      make: async () => ({ url: '/api/community/search?q=orbits' }),
    },
    {
      route: 'POST /api/community/threads',
      expect: all(201),
      make: async (who) => ({
        url: '/api/community/threads',
        payload: { category: 'general', title: `Matrix thread by ${who}`, body: `Body by ${who}` },
      }),
    },
    {
      route: 'GET /api/community/threads/:id',
      expect: all(200),
      make: async () => ({ url: `/api/community/threads/${(await authorThread()).id}` }),
    },
    {
      route: 'GET /api/community/threads/:id/posts',
      expect: all(200),
      make: async () => ({ url: `/api/community/threads/${(await authorThread()).id}/posts` }),
    },
    {
      route: 'POST /api/community/threads/:id/posts',
      expect: all(201),
      make: async (who) => ({
        url: `/api/community/threads/${(await authorThread()).id}/posts`,
        payload: { body: `Reply by ${who}` },
      }),
    },
    {
      route: 'PATCH /api/community/posts/:id',
      expect: { anon: 401, other: 403, agent: 403, admin: 403, author: 200 },
      make: async () => ({
        url: `/api/community/posts/${(await authorReply()).p.id}`,
        payload: { body: 'Edited text' },
      }),
    },
    {
      route: 'DELETE /api/community/posts/:id',
      expect: { anon: 401, other: 403, agent: 403, admin: 403, author: 200 },
      make: async () => ({ url: `/api/community/posts/${(await authorReply()).p.id}` }),
    },
    {
      route: 'PUT /api/community/threads/:id/vote',
      expect: { ...all(200), author: 403 }, // no self-votes (issue 30 N5)
      make: async () => ({ url: `/api/community/threads/${(await authorThread('feature')).id}/vote` }),
    },
    {
      route: 'DELETE /api/community/threads/:id/vote',
      expect: all(200),
      make: async () => ({ url: `/api/community/threads/${(await authorThread('feature')).id}/vote` }),
    },
    {
      route: 'PUT /api/community/threads/:id/subscription',
      expect: all(200),
      make: async () => ({ url: `/api/community/threads/${(await authorThread()).id}/subscription` }),
    },
    {
      route: 'DELETE /api/community/threads/:id/subscription',
      expect: all(200),
      make: async () => ({ url: `/api/community/threads/${(await authorThread()).id}/subscription` }),
    },
    {
      route: 'PUT /api/community/threads/:id/accepted',
      expect: { anon: 401, other: 403, agent: 200, admin: 200, author: 200 },
      make: async () => {
        const { th } = await authorReply();
        const p = await reply(users.other, th.id);
        return { url: `/api/community/threads/${th.id}/accepted`, payload: { postId: p.id } };
      },
    },
    {
      route: 'POST /api/community/preview',
      expect: all(200),
      make: async () => ({ url: '/api/community/preview', payload: { body: '*x*' } }),
    },
    {
      route: 'POST /api/community/posts/:id/reports',
      expect: { anon: 401, other: 201, agent: 201, admin: 201, author: 400 },
      make: async () => ({
        url: `/api/community/posts/${(await authorReply()).p.id}/reports`,
        payload: { reason: 'Looks like spam' },
      }),
    },
    {
      route: 'PATCH /api/community/threads/:id',
      expect: staffOnly(200),
      make: async () => ({ url: `/api/community/threads/${(await authorThread()).id}`, payload: { pinned: true } }),
    },
    {
      route: 'POST /api/community/threads/:id/ticket',
      expect: staffOnly(201),
      make: async () => ({ url: `/api/community/threads/${(await authorThread('bug')).id}/ticket` }),
    },
    {
      route: 'POST /api/community/posts/:id/hide',
      expect: staffOnly(200),
      make: async () => ({
        url: `/api/community/posts/${(await authorReply()).p.id}/hide`,
        payload: { reason: 'Off topic' },
      }),
    },
    {
      route: 'POST /api/community/posts/:id/unhide',
      expect: staffOnly(200),
      make: async () => ({ url: `/api/community/posts/${(await authorReply()).p.id}/unhide` }),
    },
    {
      route: 'GET /api/community/reports',
      expect: staffOnly(200),
      make: async () => ({ url: '/api/community/reports' }),
    },
    {
      route: 'POST /api/community/reports/:id/resolve',
      expect: staffOnly(200),
      make: async () => {
        const { p } = await authorReply();
        await call(users.other, 'POST', `/api/community/posts/${p.id}/reports`, { reason: 'Rude words' });
        const [r] = (await call(agent, 'GET', '/api/community/reports?limit=100'))
          .json()
          .filter((x: { postId: string }) => x.postId === p.id);
        return { url: `/api/community/reports/${r.id}/resolve`, payload: { action: 'dismiss' } };
      },
    },
    {
      route: 'POST /api/community/suspensions',
      expect: staffOnly(201),
      make: async () => ({
        url: '/api/community/suspensions',
        payload: { userId: (await member()).user.id, hours: 1, reason: 'Flooding' },
      }),
    },
    {
      route: 'DELETE /api/community/suspensions/:userId',
      expect: staffOnly(200),
      make: async () => {
        const m = await member();
        await call(agent, 'POST', '/api/community/suspensions', { userId: m.user.id, hours: 1, reason: 'Flooding' });
        return { url: `/api/community/suspensions/${m.user.id}` };
      },
    },
    {
      route: 'GET /api/community/moderation-log',
      expect: staffOnly(200),
      make: async () => ({ url: '/api/community/moderation-log' }),
    },
  ];

  it('covers every community route the app serves', () => {
    const served = routeTable(t.app.printRoutes({ commonPrefix: false })).filter((r) => r.includes('/api/community'));
    expect(rows.map((r) => r.route).sort()).toEqual(served);
  });

  for (const row of rows) {
    it(row.route, async () => {
      const [method] = row.route.split(' ') as ['GET'];
      for (const who of ORDER) {
        await refill();
        const req = await row.make(who);
        const res = await call(
          as(who),
          method,
          req.url,
          req.payload ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
        );
        expect(res.statusCode, `${row.route} as ${who}: ${res.body.slice(0, 200)}`).toBe(row.expect[who]);
      }
    });
  }
});

describe('moderation', () => {
  it('hidden posts are not served to other users; the author and staff see them with the reason; unhide restores', async () => {
    const a = await member();
    const b = await member();
    const th = await thread(a, 'general');
    const p = await reply(a, th.id, 'Buy cheap telescopes here');
    const hidden = await call(agent, 'POST', `/api/community/posts/${p.id}/hide`, { reason: 'Advertising' });
    expect(hidden.json()).toMatchObject({ hidden: true, hiddenReason: 'Advertising' });
    expect((await posts(b, th.id)).map((x) => x.id)).not.toContain(p.id);
    expect((await call(b, 'GET', `/api/community/threads/${th.id}`)).json().replyCount).toBe(0);
    expect((await posts(a, th.id))[0]).toMatchObject({
      id: p.id,
      hidden: true,
      hiddenReason: 'Advertising',
      body: 'Buy cheap telescopes here',
      canEdit: false,
    });
    expect((await posts(admin, th.id))[0]).toMatchObject({ id: p.id, hidden: true, hiddenReason: 'Advertising' });
    expect((await call(b, 'POST', `/api/community/posts/${p.id}/reports`, { reason: 'Spam again' })).statusCode).toBe(
      404,
    );
    await expect
      .poll(async () => (await call(a, 'GET', '/api/notifications')).json().items[0]?.title)
      .toBe('A moderator hid your post');
    await call(admin, 'POST', `/api/community/posts/${p.id}/unhide`);
    expect((await posts(b, th.id))[0]).toMatchObject({ id: p.id, hidden: false, hiddenReason: null });
    // Hiding the opening post hides the whole thread from everyone but staff.
    await call(agent, 'POST', `/api/community/posts/${th.opening.id}/hide`, { reason: 'Spam thread' });
    expect((await call(b, 'GET', `/api/community/threads/${th.id}`)).statusCode).toBe(404);
    expect((await call(b, 'GET', `/api/community/threads/${th.id}/posts`)).statusCode).toBe(404);
    expect((await call(agent, 'GET', `/api/community/threads/${th.id}`)).statusCode).toBe(200);
  });

  it('a suspended user cannot post, reply or edit until the suspension ends or is lifted; staff cannot be suspended', async () => {
    const u = await member();
    const th = await thread(u, 'general');
    const p = await reply(u, th.id);
    const s = await call(agent, 'POST', '/api/community/suspensions', {
      userId: u.user.id,
      hours: 24,
      reason: 'Flame war',
    });
    expect(s.statusCode).toBe(201);
    expect(Date.parse(s.json().until) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    for (const [method, url, payload] of [
      ['POST', '/api/community/threads', { category: 'general', title: 'Still here', body: 'Trying to post' }],
      ['POST', `/api/community/threads/${th.id}/posts`, { body: 'Trying to reply' }],
      ['PATCH', `/api/community/posts/${p.id}`, { body: 'Trying to edit' }],
    ] as const) {
      const res = await call(u, method, url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('suspended');
    }
    expect((await call(u, 'GET', '/api/community/status')).json()).toMatchObject({
      canPost: false,
      suspendedUntil: s.json().until,
    });
    expect((await call(u, 'GET', `/api/community/threads/${th.id}`)).statusCode).toBe(200); // reading is fine
    expect(
      (
        await call(admin, 'POST', '/api/community/suspensions', {
          userId: (await t.db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [AGENT_ACCOUNT.email]))[0]!
            .id,
          hours: 1,
          reason: 'Nope',
        })
      ).statusCode,
    ).toBe(403);
    const bad = await call(agent, 'POST', '/api/community/suspensions', {
      userId: u.user.id,
      hours: 0,
      reason: 'Zero',
    });
    expect(bad.json().errors[0].field).toBe('hours');
    expect((await call(admin, 'DELETE', `/api/community/suspensions/${u.user.id}`)).statusCode).toBe(200);
    await reply(u, th.id, 'Back again');
    // An expired suspension no longer counts.
    await call(agent, 'POST', '/api/community/suspensions', { userId: u.user.id, hours: 1, reason: 'Short one' });
    await t.db.query(`UPDATE community_suspensions SET until = now() - interval '1 second' WHERE user_id = $1`, [
      u.user.id,
    ]);
    await reply(u, th.id, 'And again');
  });

  it('pin, lock and move: pinned threads lead their category, locked threads take replies from staff only, every action is logged by name', async () => {
    const a = await member();
    const b = await member();
    const th = await thread(a, 'technical', 'Pin and lock me');
    await thread(a, 'technical', 'A newer thread');
    await call(agent, 'PATCH', `/api/community/threads/${th.id}`, { pinned: true, locked: true });
    const list = (await call(b, 'GET', '/api/community/threads?category=technical')).json().items;
    expect(list[0]).toMatchObject({ id: th.id, pinned: true, locked: true });
    const refused = await call(b, 'POST', `/api/community/threads/${th.id}/posts`, { body: 'Can I still reply?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('thread_locked');
    await reply(agent, th.id, 'Staff note on a locked thread');
    const moved = (
      await call(admin, 'PATCH', `/api/community/threads/${th.id}`, { category: 'general' })
    ).json() as CommunityThread;
    expect(moved.category).toBe('general');
    const log = (await call(agent, 'GET', '/api/community/moderation-log')).json() as {
      action: string;
      actorName: string;
      threadId: string;
      detail: string;
    }[];
    const mine = log.filter((e) => e.threadId === th.id);
    expect(mine.map((e) => [e.action, e.actorName])).toEqual([
      ['move', 'Admin Cosmos'],
      ['lock', 'Sam Support'],
      ['pin', 'Sam Support'],
    ]);
    expect(mine[0]!.detail).toBe('Technical Support → General Discussion');
    const bad = await call(agent, 'PATCH', `/api/community/threads/${th.id}`, {});
    expect(bad.statusCode).toBe(400);
  });

  it('N5: a vote needs a confirmed email and no suspension, and never counts for one’s own thread; suspended users cannot report', async () => {
    const author = await member();
    const th = await thread(author, 'feature', 'Vote inflation guard');
    const post = await reply(author, th.id, 'A reply to report');
    const votes = async () => (await call(author, 'GET', `/api/community/threads/${th.id}`)).json().votes;
    const refused = async (who: { auth: Record<string, string> }, code: string) => {
      const res = await call(who, 'PUT', `/api/community/threads/${th.id}/vote`);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().code).toBe(code);
    };
    await refused(await t.register(), 'email_unverified'); // a throwaway account with no confirmed address
    await refused(author, 'own_thread');
    const suspended = await member();
    const s = await call(agent, 'POST', '/api/community/suspensions', {
      userId: suspended.user.id,
      hours: 1,
      reason: 'Vote ring',
    });
    expect(s.statusCode).toBe(201);
    await refused(suspended, 'suspended');
    const report = await call(suspended, 'POST', `/api/community/posts/${post.id}/reports`, { reason: 'Spam' });
    expect(report.statusCode).toBe(403);
    expect(report.json().code).toBe('suspended');
    expect(await votes()).toBe(0);
    expect((await call(await member(), 'PUT', `/api/community/threads/${th.id}/vote`)).statusCode).toBe(200);
    expect(await votes()).toBe(1);
  });

  it('feature requests: one vote per user, sorted by votes; staff set planned / in progress / done', async () => {
    const a = await member();
    const b = await member();
    const author = await member();
    const low = await thread(author, 'feature', 'Dark side of the Moon map');
    const high = await thread(author, 'feature', 'Export passes to calendar');
    expect((await call(b, 'PUT', `/api/community/threads/${high.id}/vote`)).json()).toEqual({ votes: 1, voted: true });
    expect((await call(b, 'PUT', `/api/community/threads/${high.id}/vote`)).json()).toEqual({ votes: 1, voted: true });
    expect((await call(a, 'PUT', `/api/community/threads/${high.id}/vote`)).json()).toEqual({ votes: 2, voted: true });
    await call(a, 'PUT', `/api/community/threads/${low.id}/vote`);
    expect((await call(a, 'DELETE', `/api/community/threads/${low.id}/vote`)).json()).toEqual({
      votes: 0,
      voted: false,
    });
    expect((await call(a, 'GET', `/api/community/threads/${high.id}`)).json()).toMatchObject({ votes: 2, voted: true });
    const byVotes = (await call(a, 'GET', '/api/community/threads?category=feature&sort=votes'))
      .json()
      .items.map((x: { id: string }) => x.id);
    expect(byVotes.indexOf(high.id)).toBeLessThan(byVotes.indexOf(low.id));
    const general = await thread(a, 'general');
    const noVote = await call(a, 'PUT', `/api/community/threads/${general.id}/vote`);
    expect(noVote.json().errors[0].field).toBe('category');

    for (const status of ['planned', 'in_progress', 'done'] as const) {
      expect((await call(agent, 'PATCH', `/api/community/threads/${high.id}`, { status })).json().status).toBe(status);
    }
    expect(
      (await call(a, 'GET', '/api/community/threads?category=feature&status=done'))
        .json()
        .items.map((x: { id: string }) => x.id),
    ).toEqual([high.id]);
    expect(
      (await call(agent, 'PATCH', `/api/community/threads/${general.id}`, { status: 'planned' })).json().errors[0]
        .field,
    ).toBe('status');
    expect((await call(a, 'PATCH', `/api/community/threads/${high.id}`, { status: 'planned' })).statusCode).toBe(403);
    // Moving a request out of Feature Requests drops its status.
    expect(
      (await call(agent, 'PATCH', `/api/community/threads/${high.id}`, { category: 'general' })).json().status,
    ).toBeNull();
  });

  it('accepted answers: author or staff choose a visible reply in Technical Support or Bug Reports', async () => {
    const a = await member();
    const b = await member();
    const th = await thread(a, 'technical', 'Why is my pass list empty?');
    const ans = await reply(b, th.id, 'Set your location in Profile.');
    const res = await call(a, 'PUT', `/api/community/threads/${th.id}/accepted`, { postId: ans.id });
    expect(res.json()).toMatchObject({ acceptedPostId: ans.id, answered: true });
    expect((await posts(b, th.id))[0]).toMatchObject({ id: ans.id, accepted: true });
    expect(
      (await call(a, 'PUT', `/api/community/threads/${th.id}/accepted`, { postId: th.opening.id })).json().errors[0]
        .field,
    ).toBe('postId');
    expect((await call(b, 'PUT', `/api/community/threads/${th.id}/accepted`, { postId: null })).statusCode).toBe(403);
    const gen = await thread(a, 'general');
    const r = await reply(b, gen.id);
    expect(
      (await call(a, 'PUT', `/api/community/threads/${gen.id}/accepted`, { postId: r.id })).json().errors[0].field,
    ).toBe('postId');
    // Hiding the accepted answer clears it.
    await call(agent, 'POST', `/api/community/posts/${ans.id}/hide`, { reason: 'Wrong and rude' });
    expect((await call(a, 'GET', `/api/community/threads/${th.id}`)).json()).toMatchObject({
      acceptedPostId: null,
      answered: false,
    });
  });

  it('staff turn a Bug Report into a support ticket owned by its author, once', async () => {
    const a = await member();
    const th = await thread(a, 'bug', 'Globe freezes on zoom');
    const res = await call(agent, 'POST', `/api/community/threads/${th.id}/ticket`);
    expect(res.statusCode).toBe(201);
    const { ticketId, ticketNumber } = res.json();
    const ticket = (await call(a, 'GET', `/api/support/tickets/${ticketId}`)).json();
    expect(ticket).toMatchObject({
      number: ticketNumber,
      subject: 'Globe freezes on zoom',
      category: 'bug',
      ownerId: a.user.id,
    });
    expect(ticket.description).toContain(`/community/t/${th.id}`);
    expect((await call(a, 'GET', `/api/community/threads/${th.id}`)).json().ticketNumber).toBe(ticketNumber);
    expect((await call(agent, 'POST', `/api/community/threads/${th.id}/ticket`)).statusCode).toBe(409);
    const gen = await thread(a, 'general');
    expect((await call(agent, 'POST', `/api/community/threads/${gen.id}/ticket`)).json().errors[0].field).toBe(
      'category',
    );
    await expect
      .poll(async () =>
        (await call(a, 'GET', '/api/notifications')).json().items.map((n: { title: string }) => n.title),
      )
      .toContain(`Your bug report is now ticket #${ticketNumber}`);
  });

  it('reports form a queue for staff: one per user and post; hiding from the queue resolves all reports of that post', async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    const th = await thread(a, 'general');
    const p = await reply(a, th.id, 'Something rude');
    expect((await call(b, 'POST', `/api/community/posts/${p.id}/reports`, { reason: 'Rude' })).statusCode).toBe(201);
    expect((await call(b, 'POST', `/api/community/posts/${p.id}/reports`, { reason: 'Rude again' })).statusCode).toBe(
      409,
    );
    expect((await call(c, 'POST', `/api/community/posts/${p.id}/reports`, { reason: 'Insulting' })).statusCode).toBe(
      201,
    );
    expect(
      (await call(c, 'POST', `/api/community/posts/${p.id}/reports`, { reason: 'x' })).json().errors[0].field,
    ).toBe('reason');
    const queue = (await call(agent, 'GET', '/api/community/reports?limit=100'))
      .json()
      .filter((r: { postId: string }) => r.postId === p.id);
    expect(queue.map((r: { reason: string }) => r.reason)).toEqual(['Rude', 'Insulting']);
    expect(queue[0]).toMatchObject({
      threadId: th.id,
      excerpt: 'Something rude',
      status: 'open',
      postHidden: false,
      postAuthor: { id: a.user.id },
    });
    const noReason = await call(agent, 'POST', `/api/community/reports/${queue[0].id}/resolve`, { action: 'hide' });
    expect(noReason.json().errors[0].field).toBe('reason');
    const done = await call(agent, 'POST', `/api/community/reports/${queue[0].id}/resolve`, {
      action: 'hide',
      reason: 'Insults',
    });
    expect(done.json()).toMatchObject({ status: 'actioned', postHidden: true });
    expect(
      (await call(agent, 'GET', '/api/community/reports?limit=100'))
        .json()
        .filter((r: { postId: string }) => r.postId === p.id),
    ).toEqual([]);
    expect(
      (await call(agent, 'GET', '/api/community/reports?status=actioned'))
        .json()
        .map((r: { postId: string }) => r.postId),
    ).toContain(p.id);
    expect((await posts(b, th.id)).map((x) => x.id)).not.toContain(p.id);
    const log = (await call(admin, 'GET', '/api/community/moderation-log')).json();
    expect(log[0]).toMatchObject({
      action: 'hide',
      actorName: 'Sam Support',
      postId: p.id,
      detail: 'Insults',
      targetUserName: `${a.user.firstName} ${a.user.lastName}`,
    });
  });
});
