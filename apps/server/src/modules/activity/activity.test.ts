import { describe, expect, it, vi } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { cardOnFile } from '../../../test/factories.ts';

const t = await startTestApp();
const { app } = t;
type Entry = { kind: string; title: string; detail: string; link: string | null; at: string };

const activity = async (auth: Record<string, string>, limit = 20) =>
  (await app.inject({ method: 'GET', url: `/api/activity?limit=${limit}`, headers: auth })).json() as Entry[];
/** Listeners write after the request answered: wait until the entry is there (or fail after 5 s). */
const eventually = (auth: Record<string, string>, check: (e: Entry[]) => void) =>
  vi.waitFor(async () => check(await activity(auth)), { timeout: 5000, interval: 50 });
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0';

describe('recent activity', () => {
  it('a new account starts with an empty history, and signing in again from the same device adds nothing', async () => {
    const u = await t.register();
    await t.login(u.email, u.password);
    await new Promise((r) => setTimeout(r, 200));
    expect(await activity(u.auth)).toEqual([]);
  });

  it('records a sign-in from a new device, naming the browser and system', async () => {
    const u = await t.register();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': FIREFOX_WINDOWS },
      payload: { email: u.email, password: u.password },
    });
    expect(res.statusCode).toBe(200);
    await eventually(u.auth, (e) =>
      expect(e[0]).toMatchObject({
        kind: 'new_device',
        title: 'Signed in from a new device',
        detail: 'Firefox on Windows',
      }),
    );
  });

  it('lists plan changes, cancel and resume newest first, with what happened', async () => {
    const u = await t.register();
    await cardOnFile(t.db, u.user.id);
    await app.inject({ method: 'POST', url: '/api/subscription/change', headers: u.auth, payload: { planId: 'pro' } });
    await app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: u.auth });
    await app.inject({ method: 'POST', url: '/api/subscription/resume', headers: u.auth });
    await eventually(u.auth, (e) =>
      expect(e.map((x) => x.title)).toEqual(['Subscription resumed', 'Subscription cancelled', 'Plan upgraded']),
    );
    const [, , upgrade] = await activity(u.auth);
    expect(upgrade!.detail).toMatch(/^Pro Navigator, \$\d+\.\d{2} charged$/);
    expect(upgrade!.link).toBe('/subscription');
  });

  it('lists the tickets the user opened and the exports they made', async () => {
    const u = await t.register();
    const ticket = await app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      headers: u.auth,
      payload: { subject: 'Pass times look off', description: 'The ISS pass was a minute early.', category: 'general' },
    });
    expect(ticket.statusCode).toBe(201);
    await eventually(u.auth, (e) =>
      expect(e[0]).toMatchObject({
        kind: 'ticket',
        title: `Support ticket #${ticket.json().number} opened`,
        detail: 'Pass times look off',
      }),
    );
    await cardOnFile(t.db, u.user.id);
    await app.inject({ method: 'POST', url: '/api/subscription/change', headers: u.auth, payload: { planId: 'pro' } });
    const from = new Date().toISOString();
    const exp = await app.inject({
      method: 'POST',
      url: '/api/exports',
      headers: u.auth,
      payload: { type: 'planet', from, to: from, format: 'csv' },
    });
    expect(exp.statusCode).toBe(200);
    await eventually(u.auth, (e) =>
      expect(e[0]).toMatchObject({
        kind: 'export',
        title: 'Data export',
        detail: expect.stringMatching(/^\d+ rows as CSV$/),
      }),
    );
  });

  it('turns a VR session of a minute or more into an entry with the scene title', async () => {
    const u = await t.register();
    t.ctx.events.emit('vr.sessionEnded', { userId: u.user.id, sceneId: 'space-station', minutes: 24 });
    await eventually(u.auth, (e) =>
      expect(e[0]).toMatchObject({ kind: 'vr', title: 'VR Session', link: '/vr-experience/space-station' }),
    );
    expect((await activity(u.auth))[0]!.detail).toBe('Space Station Tour, 24 minutes');
  });

  it("never shows another user's activity; 401 without a token; a bad limit is a 400 naming it", async () => {
    const a = await t.register();
    const b = await t.register();
    await cardOnFile(t.db, a.user.id);
    await app.inject({ method: 'POST', url: '/api/subscription/change', headers: a.auth, payload: { planId: 'pro' } });
    await eventually(a.auth, (e) => expect(e).toHaveLength(1));
    expect(await activity(b.auth)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/activity' })).statusCode).toBe(401);
    const bad = await app.inject({ method: 'GET', url: '/api/activity?limit=500', headers: a.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('limit');
  });
});
