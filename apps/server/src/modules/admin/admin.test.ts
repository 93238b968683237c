import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { ACCOUNT_DISABLED } from '../auth/auth.service.ts';
import { codeFor, enrolled, mailTo, post } from '../../../test/security-helpers.ts';
import { cardOnFile } from '../../../test/factories.ts';

const ADMIN = { email: 'console-admin@example.test', password: 'Console-admin-password-1' };
// A catalogue source that always fails, so "refresh now" has a failure to record.
const source = createServer((_req, res) => res.writeHead(503).end('down for maintenance'));
await new Promise<void>((r) => source.listen(0, '127.0.0.1', () => r()));
afterAll(() => new Promise<void>((r) => source.close(() => r())));
const t = await startTestApp({
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  CATALOG_URL: `http://127.0.0.1:${(source.address() as AddressInfo).port}/tle.txt`,
});

type Headers = Record<string, string>;
let admin: { auth: Headers; user: { id: string } };
let agent: { auth: Headers; user: { id: string } };
let url: string;
const sockets: Socket[] = [];
const ADMIN_IP = '203.0.113.7';

const call = (method: 'GET' | 'POST' | 'PUT', path: string, headers: Headers = admin.auth, payload?: object) =>
  t.app.inject({ method, url: path, headers, payload, remoteAddress: ADMIN_IP });
const audit = async () =>
  (await call('GET', '/api/admin/audit?limit=100')).json().items as {
    action: string;
    actorEmail: string;
    targetId: string | null;
    targetLabel: string;
    detail: string;
    ip: string;
    at: string;
  }[];

beforeAll(async () => {
  admin = await t.login(ADMIN.email, ADMIN.password);
  agent = await t.login('agent@cosmos.test', 'Support-the-cosmos-2026');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => sockets.forEach((s) => s.disconnect()));

async function socketOf(token: string) {
  const s = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(s);
  await new Promise<void>((res, rej) => {
    s.once('connect', () => res());
    s.once('connect_error', rej);
  });
  return s;
}

describe('admin console: who may', () => {
  const READS = ['/api/admin/users', '/api/admin/catalog', '/api/admin/jobs', '/api/admin/agents', '/api/admin/audit'];

  it('every read answers 401 anonymous, 403 to users and agents, 200 to admins', async () => {
    const u = await t.register();
    for (const path of [...READS, `/api/admin/users/${u.user.id}`]) {
      const got = [
        await call('GET', path, {}),
        await call('GET', path, u.auth),
        await call('GET', path, agent.auth),
        await call('GET', path),
      ].map((r) => r.statusCode);
      expect(got, path).toEqual([401, 403, 403, 200]);
    }
  });

  it('every action answers 401 anonymous and 403 to users and agents, before looking at the body', async () => {
    const u = await t.register();
    const actions: ['POST' | 'PUT', string, object?][] = [
      ['PUT', `/api/admin/users/${u.user.id}/role`, { role: 'agent' }],
      ['POST', `/api/admin/users/${u.user.id}/disable`],
      ['POST', `/api/admin/users/${u.user.id}/enable`],
      ['POST', `/api/admin/users/${u.user.id}/reset-mfa`],
      ['POST', `/api/admin/users/${u.user.id}/resend-verification`],
      ['POST', '/api/admin/catalog/refresh'],
    ];
    for (const [method, path, body] of actions) {
      const got = [
        await call(method, path, {}, body),
        await call(method, path, u.auth, body),
        await call(method, path, agent.auth, body),
      ].map((r) => r.statusCode);
      expect(got, path).toEqual([401, 403, 403]);
    }
    // Nothing happened: the user is still an active, plain user.
    const after = (await call('GET', `/api/admin/users/${u.user.id}`)).json();
    expect([after.role, after.disabledAt]).toEqual(['user', null]);
    expect((await audit()).filter((e) => e.targetId === u.user.id)).toEqual([]);
  });

  it('bad input is a 400 naming the field; an unknown user is a 404', async () => {
    const bad = await call('GET', '/api/admin/users?limit=5000');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('limit');
    const id = await call('POST', '/api/admin/users/not-a-uuid/disable');
    expect(id.statusCode).toBe(400);
    expect(JSON.stringify(id.json())).toContain('id');
    const role = await call('PUT', `/api/admin/users/${agent.user.id}/role`, admin.auth, { role: 'owner' });
    expect(role.statusCode).toBe(400);
    expect(role.json().errors[0].field).toBe('role');
    expect((await call('POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/disable')).statusCode).toBe(404);
  });
});

describe('admin console: users', () => {
  it('finds users by part of the email or the name, case-insensitively, with a total for paging', async () => {
    const u = await t.register({ firstName: 'Valentina', lastName: 'Tereshkova' });
    const byName = (await call('GET', '/api/admin/users?q=tereSHKOVA')).json();
    expect(byName.items.map((i: { id: string }) => i.id)).toEqual([u.user.id]);
    expect(byName.total).toBe(1);
    const byEmail = (
      await call('GET', `/api/admin/users?q=${encodeURIComponent(u.email.slice(0, 12).toUpperCase())}`)
    ).json();
    expect(byEmail.items.map((i: { email: string }) => i.email)).toContain(u.email);
    // Pattern characters are literal: '%' matches nobody rather than everybody.
    expect((await call('GET', '/api/admin/users?q=%25')).json().total).toBe(0);
    const agents = (await call('GET', '/api/admin/users?role=agent')).json();
    expect(agents.items.every((i: { role: string }) => i.role === 'agent')).toBe(true);
    const page = (await call('GET', '/api/admin/users?limit=2&offset=0')).json();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    // The whitelist: nothing secret leaves.
    expect(JSON.stringify(page)).not.toMatch(/password|hash/i);
  });

  it('hostile searches never produce a 5xx', async () => {
    for (const q of [
      '%00',
      'a%00b',
      '%ED%A0%80',
      encodeURIComponent("' OR 1=1 --"),
      '%5C',
      'x'.repeat(201),
      encodeURIComponent('💫'.repeat(50)),
    ]) {
      const res = await call('GET', `/api/admin/users?q=${q}`);
      expect(res.statusCode, q).toBeLessThan(500);
    }
    const nul = await call('GET', '/api/admin/users?q=a%00b');
    expect([nul.statusCode, nul.json().errors?.[0]?.field]).toEqual([400, 'q']);
  });

  it('changing a role takes effect at once for the signed-in user, is audited, and cannot demote oneself', async () => {
    const u = await t.register();
    expect((await call('GET', '/api/auth/me', u.auth)).json().user.role).toBe('user'); // cached now
    const res = await call('PUT', `/api/admin/users/${u.user.id}/role`, admin.auth, { role: 'agent' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: `${u.email} is now an agent.`, user: { role: 'agent' } });
    expect((await call('GET', '/api/auth/me', u.auth)).json().user.role).toBe('agent');
    expect((await call('GET', '/api/support/tickets?scope=all', u.auth)).statusCode).toBe(200);
    // Rooms follow the role: the open socket is closed so it reconnects as an agent (and joins the queue's room).
    const socket = await socketOf(u.token);
    const closed = new Promise<string>((res) => socket.once('disconnect', (reason) => res(reason)));
    await call('PUT', `/api/admin/users/${u.user.id}/role`, admin.auth, { role: 'user' });
    expect(await closed).toBe('io server disconnect');
    expect((await call('GET', '/api/support/tickets?scope=all', u.auth)).statusCode).toBe(403);
    const entries = (await audit()).filter((e) => e.targetId === u.user.id && e.action === 'user.role_changed');
    expect(entries.map((e) => e.detail)).toEqual(['agent → user', 'user → agent']); // newest first
    expect(entries[1]).toMatchObject({ actorEmail: ADMIN.email, targetLabel: u.email, ip: ADMIN_IP });
    const self = await call('PUT', `/api/admin/users/${admin.user.id}/role`, admin.auth, { role: 'user' });
    expect([self.statusCode, self.json().code]).toEqual([409, 'conflict']);
  });

  it('disabling signs the user out everywhere at once: cached tokens 401, sockets closed, sign-in refused with a clear message', async () => {
    const u = await t.register();
    const second = await t.login(u.email, u.password);
    expect((await call('GET', '/api/auth/me', u.auth)).statusCode).toBe(200); // in the session cache
    expect((await call('GET', '/api/auth/me', second.auth)).statusCode).toBe(200);
    const socket = await socketOf(second.token);
    const closed = new Promise<string>((res) => socket.once('disconnect', (reason) => res(reason)));

    const res = await call('POST', `/api/admin/users/${u.user.id}/disable`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`${u.email} is disabled and was signed out of 2 sessions.`);
    expect(res.json().user.disabledAt).not.toBeNull();
    expect((await call('GET', '/api/auth/me', u.auth)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', second.auth)).statusCode).toBe(401);
    expect(await closed).toBe('io server disconnect');
    await expect(socketOf(u.token)).rejects.toThrow('unauthorized');

    const login = await post(t, '/api/auth/login', { email: u.email, password: u.password });
    expect([login.statusCode, login.json().code, login.json().detail]).toEqual([
      403,
      'account_disabled',
      ACCOUNT_DISABLED,
    ]);
    // A wrong password still says only "invalid": being disabled is told only to whoever knows the password.
    expect((await post(t, '/api/auth/login', { email: u.email, password: 'not-the-password' })).statusCode).toBe(401);

    const again = await call('POST', `/api/admin/users/${u.user.id}/disable`);
    expect(again.json().message).toBe(`${u.email} is already disabled.`);
    expect((await audit()).filter((e) => e.targetId === u.user.id && e.action === 'user.disabled')).toHaveLength(1);

    const enabled = await call('POST', `/api/admin/users/${u.user.id}/enable`);
    expect([enabled.statusCode, enabled.json().user.disabledAt]).toEqual([200, null]);
    expect((await post(t, '/api/auth/login', { email: u.email, password: u.password })).statusCode).toBe(200);
    // The old sessions stay revoked: re-enabling does not bring them back.
    expect((await call('GET', '/api/auth/me', u.auth)).statusCode).toBe(401);
    expect((await audit()).find((e) => e.targetId === u.user.id && e.action === 'user.enabled')).toMatchObject({
      actorEmail: ADMIN.email,
      ip: ADMIN_IP,
    });
  });

  it('a disabled user’s personal API keys stop working with the account', async () => {
    const u = await t.register();
    await cardOnFile(t.db, u.user.id);
    expect((await call('POST', '/api/subscription/change', u.auth, { planId: 'enterprise' })).statusCode).toBe(200);
    const key = (await call('POST', '/api/api-keys', u.auth, { name: 'script' })).json().key as string;
    const read = () =>
      t.app.inject({ method: 'GET', url: '/api/celestial-data?limit=1', headers: { 'x-api-key': key } });
    expect((await read()).statusCode).toBe(200);
    await call('POST', `/api/admin/users/${u.user.id}/disable`);
    expect((await read()).statusCode).toBe(401);
  });

  it('a disabled user cannot finish a sign-in that was waiting for its second factor', async () => {
    const u = await enrolled(t);
    const first = await post(t, '/api/auth/login', { email: u.email, password: u.password });
    const { challengeToken } = first.json();
    await call('POST', `/api/admin/users/${u.user.id}/disable`);
    const second = await post(t, '/api/auth/login/mfa', { challengeToken, code: codeFor(u.secret, 1) });
    expect([second.statusCode, second.json().code]).toEqual([403, 'account_disabled']);
  });

  it('an administrator cannot disable their own account', async () => {
    const res = await call('POST', `/api/admin/users/${admin.user.id}/disable`);
    expect(res.statusCode).toBe(409);
    expect((await call('GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('resets two-factor authentication: the user signs in with the password alone and is told by email', async () => {
    const u = await enrolled(t);
    expect((await call('GET', `/api/admin/users/${u.user.id}`)).json().mfaEnabled).toBe(true);
    const res = await call('POST', `/api/admin/users/${u.user.id}/reset-mfa`);
    expect([res.statusCode, res.json().user.mfaEnabled]).toEqual([200, false]);
    const login = await post(t, '/api/auth/login', { email: u.email, password: u.password });
    expect(login.json().token).toBeTruthy();
    await mailTo(t, u.email, 'two-factor');
    expect((await call('POST', `/api/admin/users/${u.user.id}/reset-mfa`)).statusCode).toBe(409); // nothing to reset
    expect((await audit()).find((e) => e.targetId === u.user.id && e.action === 'user.mfa_reset')).toMatchObject({
      actorEmail: ADMIN.email,
    });
  });

  it('resends the verification email to an unconfirmed address, and refuses for a confirmed one', async () => {
    const u = await t.register();
    const since = new Date();
    const res = await call('POST', `/api/admin/users/${u.user.id}/resend-verification`);
    expect([res.statusCode, res.json().message]).toEqual([200, `We sent a new confirmation link to ${u.email}.`]);
    expect((await mailTo(t, u.email, '', since)).body_text).toMatch(/verify-email#token=/);
    expect(
      (await audit()).find((e) => e.targetId === u.user.id && e.action === 'user.verification_resent'),
    ).toBeTruthy();
    expect((await call('POST', `/api/admin/users/${agent.user.id}/resend-verification`)).statusCode).toBe(409); // seeded agent is confirmed
  });
});

describe('admin console: catalogue, jobs, agents, audit', () => {
  it('shows the catalogue status; "refresh now" reports a failing source, records a failed job run, keeps the catalogue', async () => {
    const before = (await call('GET', '/api/admin/catalog')).json();
    expect(before.count).toBeGreaterThan(0);
    const res = await call('POST', '/api/admin/catalog/refresh');
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('failed');
    expect(res.json().message).toMatch(/HTTP 503/);
    expect(res.json().status.count).toBe(before.count);
    const jobs = (await call('GET', '/api/admin/jobs')).json();
    const refresh = jobs.jobs.find((j: { name: string }) => j.name === 'catalogue refresh');
    expect(refresh.lastFailure).toMatchObject({ ok: false, error: expect.stringMatching(/HTTP 503/) });
    expect(refresh.failures24h).toBeGreaterThanOrEqual(1);
    expect(jobs.recent[0]).toMatchObject({ name: 'catalogue refresh', ok: false });
    expect((await audit()).find((e) => e.action === 'catalog.refreshed')).toMatchObject({
      detail: expect.stringMatching(/^failed: .*HTTP 503/),
      actorEmail: ADMIN.email,
    });
  });

  it('an import through the all-or-nothing importer is audited with its size; a rejected one is not', async () => {
    const tle =
      'TEST SAT\n1 99901U 24001A   26325.50000000  .00000000  00000-0  00000-0 0  9990\n2 99901  51.6400 208.9163 0006317  69.9862  25.2906 15.49560532000001';
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/import',
      headers: { ...admin.auth, 'content-type': 'text/plain' },
      payload: 'garbage line',
      remoteAddress: ADMIN_IP,
    });
    expect(bad.statusCode).toBe(400);
    expect((await audit()).filter((e) => e.action === 'catalog.imported')).toHaveLength(0);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/import',
      headers: { ...admin.auth, 'content-type': 'text/plain' },
      payload: fixChecksums(tle),
      remoteAddress: ADMIN_IP,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await audit()).find((e) => e.action === 'catalog.imported')).toMatchObject({
      detail: '1 objects created or updated',
      ip: ADMIN_IP,
    });
  });

  it('lists the support team with the open tickets each has answered and the unanswered count', async () => {
    const u = await t.register();
    const before = (await call('GET', '/api/admin/agents')).json();
    const ticket = (
      await call('POST', '/api/support/tickets', u.auth, { subject: 'Help', description: 'My passes do not show' })
    ).json();
    await call('POST', '/api/support/tickets', u.auth, { subject: 'Other', description: 'Nobody answers this one' });
    await call('POST', `/api/support/tickets/${ticket.id}/messages`, agent.auth, { body: 'Looking into it' });
    const after = (await call('GET', '/api/admin/agents')).json();
    const mine = (r: { agents: { id: string; openTickets: number }[] }) =>
      r.agents.find((a) => a.id === agent.user.id)!;
    expect(mine(after).openTickets).toBe(mine(before).openTickets + 1);
    expect(after.unansweredTickets).toBe(before.unansweredTickets + 1);
    expect(after.agents.every((a: { role: string }) => a.role === 'agent' || a.role === 'admin')).toBe(true);
  });

  it('the audit log is newest first and pages with limit/offset', async () => {
    const all = (await call('GET', '/api/admin/audit?limit=100')).json();
    expect(all.total).toBe(all.items.length);
    expect(all.total).toBeGreaterThanOrEqual(5);
    const times = all.items.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const p2 = (await call('GET', '/api/admin/audit?limit=2&offset=2')).json();
    expect(p2.items.map((e: { id: string }) => e.id)).toEqual(all.items.slice(2, 4).map((e: { id: string }) => e.id));
    expect(p2.total).toBe(all.total);
  });
});

/** Recomputes the TLE line checksums (mod-10 sum of digits, '-' counts 1) so the sample is valid. */
function fixChecksums(text: string) {
  return text
    .split('\n')
    .map((line) => {
      if (!/^[12] /.test(line)) return line;
      const body = line.slice(0, 68);
      const sum = [...body].reduce((s, c) => s + (c === '-' ? 1 : /\d/.test(c) ? Number(c) : 0), 0);
      return body + String(sum % 10);
    })
    .join('\n');
}
