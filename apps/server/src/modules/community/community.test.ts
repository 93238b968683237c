import type { AddressInfo } from 'node:net';
import type { CommunityCategory, CommunityThreadSummary, CommunityThreadUpdate } from '@cosmos/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { AGENT_ACCOUNT, DEMO_ACCOUNT } from '../../db/seed/seed.ts';
import { setRole } from '../../../test/factories.ts';
import { startTestApp } from '../../../test/harness.ts';
import { communityFixtures } from './community.fixtures.ts';

const t = await startTestApp();
const { call, member, thread, reply, posts } = communityFixtures(t);
const agent = await t.login(AGENT_ACCOUNT.email, AGENT_ACCOUNT.password);

describe('categories and listings', () => {
  it('lists the four categories in the spec’s order; “active” counts only threads active in the last 7 days', async () => {
    const u = await member();
    const fresh = await thread(u, 'general');
    const stale = await thread(u, 'general');
    await t.db.query(`UPDATE community_threads SET last_activity_at = now() - interval '8 days' WHERE id = $1`, [
      stale.id,
    ]);
    const cats = (await call(u, 'GET', '/api/community/categories')).json() as CommunityCategory[];
    expect(cats.map((c) => c.name)).toEqual([
      'General Discussion',
      'Technical Support',
      'Feature Requests',
      'Bug Reports',
    ]);
    const general = cats.find((c) => c.id === 'general')!;
    expect(general.threadCount - general.activeCount).toBe(1);
    // A reply makes the stale thread active again.
    await reply(u, stale.id);
    const after = ((await call(u, 'GET', '/api/community/categories')).json() as CommunityCategory[]).find(
      (c) => c.id === 'general',
    )!;
    expect(after.activeCount).toBe(general.activeCount + 1);
    expect(fresh.id).not.toBe(stale.id);
  });

  it('a listing row has title, author, reply count, votes, last activity and badges; a reply moves its thread to the top', async () => {
    const a = await member();
    const b = await member();
    const first = await thread(a, 'technical', 'Pass predictions look off');
    await thread(a, 'technical', 'Second question');
    await reply(b, first.id);
    const items = (await call(a, 'GET', '/api/community/threads?category=technical')).json()
      .items as CommunityThreadSummary[];
    expect(items[0]).toMatchObject({
      id: first.id,
      title: 'Pass predictions look off',
      replyCount: 1,
      votes: 0,
      pinned: false,
      locked: false,
      status: null,
      answered: false,
      ticketNumber: null,
    });
    expect(items[0]!.author).toMatchObject({
      id: a.user.id,
      name: a.user.firstName + ' ' + a.user.lastName,
      staff: false,
    });
    expect(items[0]!.author.handle).toMatch(new RegExp(`-${a.user.id.slice(0, 6)}$`));
    expect(Date.parse(items[0]!.lastActivityAt)).toBeGreaterThan(Date.parse(items[0]!.createdAt));
  });

  it('pages with a cursor in every sort order: no thread twice, none missed, pinned first, same order as one big page', async () => {
    const u = await member();
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await thread(u, 'bug', `Paging bug ${i}`)).id);
    await t.db.query(`UPDATE community_threads SET vote_count = 7 WHERE id = $1`, [made[1]]);
    await t.db.query(`UPDATE community_threads SET last_activity_at = now() + interval '1 hour' WHERE id = $1`, [
      made[0],
    ]);
    await t.db.query(`UPDATE community_threads SET pinned = true WHERE id = $1`, [made[3]]);
    for (const sort of ['new', 'activity', 'votes']) {
      const whole = (await call(u, 'GET', `/api/community/threads?category=bug&sort=${sort}&limit=50`))
        .json()
        .items.map((x: { id: string }) => x.id);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: { id: string }[]; nextCursor: string | null } = (
          await call(
            u,
            'GET',
            `/api/community/threads?category=bug&sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          )
        ).json();
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.items.map((x) => x.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, sort).toEqual(whole);
      expect(seen[0], sort).toBe(made[3]);
      const mine = seen.filter((id) => made.includes(id));
      if (sort === 'new') expect(mine).toEqual([made[3], made[4], made[2], made[1], made[0]]);
      if (sort === 'activity') expect(mine.slice(0, 2)).toEqual([made[3], made[0]]);
      if (sort === 'votes') expect(mine.slice(0, 2)).toEqual([made[3], made[1]]);
    }
  });

  it('search finds threads by title and by reply text (stemmed), with a snippet, and never hidden content', async () => {
    const a = await member();
    const b = await member();
    const th = await thread(a, 'general', 'Comet brightness forecast');
    await reply(b, th.id, 'The nucleus was outgassing strongly near perihelion.');
    const byTitle = (await call(b, 'GET', '/api/community/search?q=comet')).json();
    expect(byTitle.map((h: { thread: { id: string } }) => h.thread.id)).toContain(th.id);
    const byReply = (await call(b, 'GET', '/api/community/search?q=outgassed')).json();
    expect(byReply[0]).toMatchObject({ thread: { id: th.id } });
    expect(byReply[0].snippet).toContain('outgassing');
    const secret = await reply(b, th.id, 'Zyzzyva quasar secret word');
    await call(agent, 'POST', `/api/community/posts/${secret.id}/hide`, { reason: 'Test of hiding' });
    expect((await call(b, 'GET', '/api/community/search?q=zyzzyva')).json()).toEqual([]);
  });
});

describe('posting', () => {
  it('needs a confirmed email: a new account gets 403 with the reason; the demo account can post', async () => {
    const fresh = await t.register();
    const res = await call(fresh, 'POST', '/api/community/threads', {
      category: 'general',
      title: 'Hello there',
      body: 'First!',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('email_unverified');
    expect((await call(fresh, 'GET', '/api/community/status')).json()).toMatchObject({ canPost: false, staff: false });
    const demo = await t.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect((await call(demo, 'GET', '/api/community/status')).json()).toMatchObject({ canPost: true, reason: null });
    await thread(demo, 'general', 'Demo says hello');
  });

  it('renders Markdown safely on the server: raw HTML is text, links get rel=nofollow, foreign images are dropped', async () => {
    const u = await member();
    const th = await thread(
      u,
      'general',
      'Markdown check',
      '**bold** <script>alert(1)</script> [x](javascript:alert(1)) [ok](https://example.org) ![p](https://tracker.example/p.gif)',
    );
    expect(th.opening.bodyHtml).toContain('<strong>bold</strong>');
    expect(th.opening.bodyHtml).toContain('&lt;script&gt;');
    expect(th.opening.bodyHtml).not.toMatch(/<script|href="javascript|<img/);
    expect(th.opening.bodyHtml).toContain('<a href="https://example.org" rel="nofollow noopener ugc">ok</a>');
    const preview = (
      await call(u, 'POST', '/api/community/preview', { body: '<img src=x onerror=alert(1)> _hi_' })
    ).json();
    expect(preview.html).toBe('<p>&lt;img src=x onerror=alert(1)&gt; <em>hi</em></p>\n');
  });

  it('edits within 30 minutes with an "edited" mark; later, or by someone else, is refused', async () => {
    const a = await member();
    const b = await member();
    const th = await thread(a, 'general');
    const p = await reply(a, th.id, 'Typo heer');
    expect(p.canEdit).toBe(true);
    const edited = await call(a, 'PATCH', `/api/community/posts/${p.id}`, { body: 'Typo here' });
    expect(edited.json()).toMatchObject({ body: 'Typo here', bodyHtml: '<p>Typo here</p>\n' });
    expect(edited.json().editedAt).not.toBeNull();
    expect((await call(b, 'PATCH', `/api/community/posts/${p.id}`, { body: 'Vandal' })).statusCode).toBe(403);
    expect((await call(agent, 'PATCH', `/api/community/posts/${p.id}`, { body: 'Staff rewrite' })).statusCode).toBe(
      403,
    );
    await t.db.query(`UPDATE community_posts SET created_at = now() - interval '31 minutes' WHERE id = $1`, [p.id]);
    const late = await call(a, 'PATCH', `/api/community/posts/${p.id}`, { body: 'Too late' });
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('edit_window_closed');
    expect((await posts(b, th.id))[0]).toMatchObject({ body: 'Typo here', canEdit: false, canDelete: false });
  });

  it('the author soft-deletes: the post keeps its place without content; deleting the opening post hides the thread', async () => {
    const a = await member();
    const b = await member();
    const th = await thread(a, 'general');
    const p = await reply(a, th.id, 'Regrettable');
    expect((await call(b, 'DELETE', `/api/community/posts/${p.id}`)).statusCode).toBe(403);
    expect((await call(a, 'DELETE', `/api/community/posts/${p.id}`)).json()).toMatchObject({
      deleted: true,
      body: '',
      bodyHtml: '',
    });
    expect((await posts(b, th.id))[0]).toMatchObject({ id: p.id, deleted: true, body: '', bodyHtml: '' });
    expect((await call(b, 'GET', `/api/community/threads/${th.id}`)).json().replyCount).toBe(0);
    await call(a, 'DELETE', `/api/community/posts/${th.opening.id}`);
    expect((await call(b, 'GET', `/api/community/threads/${th.id}`)).statusCode).toBe(404);
    expect((await call(agent, 'GET', `/api/community/threads/${th.id}`)).json()).toMatchObject({ hidden: true });
    const listed = (await call(b, 'GET', '/api/community/threads?category=general&limit=50'))
      .json()
      .items.map((x: { id: string }) => x.id);
    expect(listed).not.toContain(th.id);
  });

  it('quotes a post of the same thread only', async () => {
    const a = await member();
    const th = await thread(a, 'general');
    const other = await thread(a, 'general');
    const p = await reply(a, th.id, 'Quote me');
    const b = await member();
    const q = await reply(b, th.id, '> Quote me\n\nQuoted.', { quotePostId: p.id });
    expect(q.quoteOf).toEqual({ id: p.id, authorName: `${a.user.firstName} ${a.user.lastName}` });
    expect(q.bodyHtml).toContain('<blockquote>');
    const wrong = await call(b, 'POST', `/api/community/threads/${other.id}/posts`, {
      body: 'Cross quote',
      quotePostId: p.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('quotePostId');
  });

  it('notifies subscribers of replies and @mentioned users (once each, never the author)', async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    const d = await member();
    const th = await thread(a, 'general', 'Who saw the aurora?');
    await call(d, 'PUT', `/api/community/threads/${th.id}/subscription`);
    expect((await call(d, 'DELETE', `/api/community/threads/${th.id}/subscription`)).json()).toEqual({
      subscribed: false,
    });
    const handle = (await call(c, 'GET', '/api/community/status')).json().handle;
    await reply(b, th.id, `I did, and so did @${handle}!`);
    const inbox = async (u: { auth: Record<string, string> }) =>
      (await call(u, 'GET', '/api/notifications')).json().items as { title: string; link: string; type: string }[];
    await expect.poll(async () => (await inbox(a)).length).toBe(1);
    expect((await inbox(a))[0]).toMatchObject({
      type: 'community',
      title: 'New reply in “Who saw the aurora?”',
      link: `/community/t/${th.id}`,
    });
    await expect.poll(async () => (await inbox(c)).length).toBe(1);
    expect((await inbox(c))[0].title).toBe(
      `${b.user.firstName} ${b.user.lastName} mentioned you in “Who saw the aurora?”`,
    );
    expect(await inbox(b)).toEqual([]);
    expect(await inbox(d)).toEqual([]);
    // b was subscribed by replying: a's next reply reaches b.
    await reply(a, th.id, 'Thanks both');
    await expect.poll(async () => (await inbox(b)).length).toBe(1);
  });
});

describe('abuse limits', () => {
  it('caps vote toggling (each change makes every open copy of the thread refetch)', async () => {
    const u = await member();
    const th = await thread(await member(), 'feature'); // not their own: self-votes are refused (issue 30 N5)
    const codes: number[] = [];
    for (let i = 0; i < 32; i++)
      codes.push((await call(u, i % 2 ? 'DELETE' : 'PUT', `/api/community/threads/${th.id}/vote`)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes.slice(30)).toContain(429);
  });

  it('answers 400 naming the field for bad input, sizes and duplicates', async () => {
    const u = await member();
    const field = async (res: Awaited<ReturnType<typeof call>>) => (
      expect(res.statusCode, res.body).toBe(400),
      res.json().errors[0].field
    );
    expect(
      await field(
        await call(u, 'POST', '/api/community/threads', { category: 'random', title: 'Valid title', body: 'x' }),
      ),
    ).toBe('category');
    expect(
      await field(await call(u, 'POST', '/api/community/threads', { category: 'general', title: 'Hey', body: 'x' })),
    ).toBe('title');
    expect(
      await field(
        await call(u, 'POST', '/api/community/threads', {
          category: 'general',
          title: 'Valid title',
          body: 'x'.repeat(10_001),
        }),
      ),
    ).toBe('body');
    expect(await field(await call(u, 'GET', '/api/community/threads?cursor=nope'))).toBe('cursor');
    expect(await field(await call(u, 'GET', '/api/community/threads?cursor=1.-99999999999999999.1'))).toBe('cursor');
    // The largest cursors the schema admits are still answered, never a database range error.
    for (const sort of ['activity', 'new', 'votes']) {
      expect(
        (await call(u, 'GET', `/api/community/threads?sort=${sort}&cursor=1.9999999999999999.999999999999999999`))
          .statusCode,
      ).toBe(200);
    }
    expect(
      (
        await call(
          u,
          'GET',
          `/api/community/threads/${'0'.repeat(8)}-0000-4000-8000-000000000000/posts?cursor=999999999999999999`,
        )
      ).statusCode,
    ).toBe(404);
    expect(await field(await call(u, 'GET', '/api/community/search?q=%00%00'))).toBe('q');
    const th = await thread(u, 'general', 'Duplicate test', 'Same words here');
    expect(
      await field(await call(u, 'POST', `/api/community/threads/${th.id}/posts`, { body: '  same   WORDS here ' })),
    ).toBe('body');
  });

  it('rate-limits posting per user and per address with 429 and Retry-After', async () => {
    const u = await member();
    const th = await thread(u, 'general');
    let res;
    for (let i = 0; i < 12; i++) {
      res = await call(u, 'POST', `/api/community/threads/${th.id}/posts`, { body: `Burst reply number ${i}` });
      if (res.statusCode === 429) break;
    }
    expect(res!.statusCode).toBe(429);
    expect(Number(res!.headers['retry-after'])).toBeGreaterThan(0);
    // An address whose bucket is empty is refused even for a user with tokens left.
    const v = await member();
    await t.db.query(
      `INSERT INTO rate_buckets (key, tokens, allowed, updated_at) VALUES ('community-postAddress:10.99.0.1', 0, false, now())`,
    );
    const blocked = await call(
      v,
      'POST',
      `/api/community/threads/${th.id}/posts`,
      { body: 'From a flooded address' },
      '10.99.0.1',
    );
    expect(blocked.statusCode).toBe(429);
    expect(
      (await call(v, 'POST', `/api/community/threads/${th.id}/posts`, { body: 'From elsewhere' })).statusCode,
    ).toBe(201);
  });
});

await t.app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

describe('live threads over the socket', () => {
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((s) => s.disconnect()));
  const open = async (token: string) => {
    const s = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
    sockets.push(s);
    await new Promise<void>((resolve, reject) => {
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    });
    return s;
  };
  const inbox = async (u: { auth: Record<string, string> }) =>
    (await call(u, 'GET', '/api/notifications')).json().items as { title: string; link: string }[];
  const subscribe = (s: Socket, channel: string) =>
    new Promise<{ ok: boolean; error?: string }>((resolve) => s.emit('subscribe', channel, resolve));

  it('a new reply reaches readers of the thread’s room, and only them; edits say "changed"', async () => {
    const a = await member();
    const b = await member();
    const th = await thread(a, 'general');
    const elsewhere = await thread(a, 'general');
    const sa = await open(a.token);
    const so = await open(b.token);
    expect(await subscribe(sa, `community:thread:${th.id}`)).toEqual({ ok: true });
    expect(await subscribe(so, `community:thread:${elsewhere.id}`)).toEqual({ ok: true });
    const strays: unknown[] = [];
    so.on('communityThreadUpdate', (u) => strays.push(u));
    const got = new Promise<CommunityThreadUpdate>((resolve) => sa.once('communityThreadUpdate', resolve));
    const p = await reply(b, th.id, 'Live from orbit');
    expect(await got).toMatchObject({
      threadId: th.id,
      kind: 'post',
      post: { id: p.id, body: 'Live from orbit', canEdit: false },
    });
    const changed = new Promise<CommunityThreadUpdate>((resolve) => sa.once('communityThreadUpdate', resolve));
    await call(b, 'PATCH', `/api/community/posts/${p.id}`, { body: 'Live from low orbit' });
    expect(await changed).toEqual({ threadId: th.id, kind: 'changed' });
    await new Promise<void>((resolve) => {
      so.once('pong', () => resolve());
      so.emit('ping');
    });
    expect(strays).toEqual([]);
  });

  it('N8: once staff hide a thread, its subscribers hear no new reply: no post over the socket, no notification', async () => {
    const a = await member();
    const b = await member();
    const th = await thread(a, 'general');
    await reply(b, th.id, 'Subscribed by replying'); // b now follows the thread
    const otherStaff = await member();
    await setRole(t, otherStaff.user, 'agent');
    await call(otherStaff, 'PUT', `/api/community/threads/${th.id}/subscription`);
    const sb = await open(b.token);
    expect(await subscribe(sb, `community:thread:${th.id}`)).toEqual({ ok: true });
    const heard: CommunityThreadUpdate[] = [];
    sb.on('communityThreadUpdate', (u: CommunityThreadUpdate) => heard.push(u));
    const hide = await call(agent, 'POST', `/api/community/posts/${th.opening.id}/hide`, { reason: 'Spam' });
    expect(hide.statusCode, hide.body).toBe(200);
    const staffReply = await call(agent, 'POST', `/api/community/threads/${th.id}/posts`, {
      body: 'Staff only: the moderation notes',
    });
    expect(staffReply.statusCode, staffReply.body).toBe(201);
    // The other staff subscriber is told, so the notifications went out; b's socket has had its chance to hear.
    await expect.poll(async () => (await inbox(otherStaff)).length).toBe(1);
    await new Promise<void>((resolve) => {
      sb.once('pong', () => resolve());
      sb.emit('ping');
    });
    expect(heard.length).toBeGreaterThan(0); // "changed" (the hide, the reply): b's copy refetches and gets 404
    expect(heard.every((u) => u.kind === 'changed')).toBe(true);
    expect(JSON.stringify(heard)).not.toContain('moderation notes');
    expect((await inbox(b)).filter((n) => n.link === `/community/t/${th.id}`)).toEqual([]);
  });

  it('refuses the room of a hidden thread to non-staff, and malformed channel names', async () => {
    const a = await member();
    const th = await thread(a, 'general');
    await call(agent, 'POST', `/api/community/posts/${th.opening.id}/hide`, { reason: 'Spam' });
    const s = await open(a.token);
    expect((await subscribe(s, `community:thread:${th.id}`)).ok).toBe(false);
    expect((await subscribe(s, 'community:thread:not-a-uuid')).ok).toBe(false);
    const sAgent = await open(agent.token);
    expect((await subscribe(sAgent, `community:thread:${th.id}`)).ok).toBe(true);
  });
});
