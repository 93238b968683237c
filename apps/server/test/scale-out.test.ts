import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './ports.ts';

/** Both processes seal secrets with one key, as a deployment on a database server must. */
const SECRETS_KEY = randomBytes(32).toString('hex');
const ADMIN = { email: 'scale-admin@example.test', password: 'Scale-admin-password-1' };

const BASE = process.env.TEST_DATABASE_URL;
const REDIS = process.env.REDIS_URL;
const enabled = Boolean(BASE && REDIS);
if (!enabled)
  console.log(
    'scale-out: SKIPPED — needs TEST_DATABASE_URL and REDIS_URL (CI sets both) to start two processes on one PostgreSQL and one Redis.',
  );

async function startProcess(env: Record<string, string>) {
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../src/main.ts')], {
    env: {
      ...process.env,
      SECRETS_KEY,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CATALOG_URL: 'off',
      WEB_DIST: '/nonexistent',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Every test signs up from 127.0.0.1, and the per-address sign-up bucket lives in the shared Redis (as in
      // test/harness.ts); the cap itself is tested in account-abuse.test.ts.
      SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`process exited: ${out}`);
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`process not ready: ${out}`);
}

const connect = (url: string, token: string) =>
  new Promise<Socket>((res, rej) => {
    const s = io(url, { transports: ['websocket'], auth: { token }, reconnection: false });
    s.once('connect', () => res(s));
    s.once('connect_error', rej);
  });

describe.runIf(enabled)('two server processes on one PostgreSQL and one Redis', () => {
  const dbName = `cosmos_scale_${process.pid}`;
  const procs: ChildProcess[] = [];
  const sockets: Socket[] = [];
  let a: string;
  let b: string;
  let dbUrl: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: BASE });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(BASE!);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    const env = { DATABASE_URL: dbUrl, REDIS_URL: REDIS! };
    // Started together: migrations and seed must be safe when two processes race.
    const [pa, pb] = await Promise.all([startProcess(env), startProcess(env)]);
    procs.push(pa.child, pb.child);
    a = pa.url;
    b = pb.url;
  }, 120_000);

  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    for (const p of procs) {
      p.kill('SIGTERM');
      await new Promise((r) => p.once('exit', r));
    }
    const admin = new pg.Client({ connectionString: BASE });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  it('a session created through one process is accepted by the other', async () => {
    const res = await fetch(`${a}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Scale',
        lastName: 'Out',
        email: `scale.${Date.now()}@example.test`,
        password: 'two-processes-one-db',
      }),
    });
    expect(res.status).toBe(201);
    const { token } = (await res.json()) as { token: string };
    const me = await fetch(`${b}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    // Revoked through B, refused by A.
    await fetch(`${b}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect((await fetch(`${a}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('a session revoked through one process is refused at once by the other, even after it cached it', async () => {
    const res = await fetch(`${a}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Cache',
        lastName: 'Check',
        email: `cache.${Date.now()}@example.test`,
        password: 'cached-then-revoked',
      }),
    });
    const { token } = (await res.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    expect((await fetch(`${a}/api/auth/me`, { headers: auth })).status).toBe(200); // now in A's cache
    expect((await fetch(`${b}/api/auth/logout`, { method: 'POST', headers: auth })).status).toBe(200);
    // The invalidation travels through Redis; allow it a moment, far below the cache's 15 s lifetime.
    let status = 200;
    for (let i = 0; i < 20 && status === 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await fetch(`${a}/api/auth/me`, { headers: auth })).status;
    }
    expect(status).toBe(401);
  });

  it('an event published through one process reaches a socket client of the other', async () => {
    const login = async (url: string) => {
      const r = await fetch(`${url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Socket',
          lastName: 'User',
          email: `sock.${Math.random().toString(36).slice(2)}@example.test`,
          password: 'socket-across-processes',
        }),
      });
      return ((await r.json()) as { token: string }).token;
    };
    const onA = await connect(a, await login(a));
    const onB = await connect(b, await login(b));
    sockets.push(onA, onB);
    const seen = new Promise<{ id: string; members: number }>((res) => {
      onB.on('vrSceneUpdate', (u: { id: string; members: number }) => {
        if (u.members === 2) res(u);
      });
    });
    await onB.emitWithAck('joinVRScene', 'solar-system');
    // Published by process A (its join broadcast) and delivered to B's client through Redis.
    const ack = await onA.emitWithAck('joinVRScene', 'solar-system');
    expect(ack).toMatchObject({ ok: true, members: 2 });
    await expect(seen).resolves.toMatchObject({ id: 'solar-system', members: 2 });
  });

  it('an agent’s reply through one process reaches the customer’s socket on the other (supportTicketUpdate + notification)', async () => {
    const post = (url: string, path: string, body: unknown, token?: string) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    const customer = (
      (await (
        await post(b, '/api/auth/register', {
          firstName: 'Cus',
          lastName: 'Tomer',
          email: `cust.${Date.now()}@example.test`,
          password: 'support-across-processes',
        })
      ).json()) as { token: string }
    ).token;
    const agent = (
      (await (
        await post(a, '/api/auth/login', { email: 'agent@cosmos.test', password: 'Support-the-cosmos-2026' })
      ).json()) as { token: string }
    ).token;
    const onB = await connect(b, customer);
    sockets.push(onB);
    const ticket = (await (
      await post(b, '/api/support/tickets', { subject: 'Across', description: 'Two processes' }, customer)
    ).json()) as { id: string; number: number };
    const update = new Promise<{ kind: string; message?: { body: string } }>((res) =>
      onB.on(
        'supportTicketUpdate',
        (u: { kind: string; message?: { body: string } }) => u.kind === 'message' && res(u),
      ),
    );
    const note = new Promise<{ title: string }>((res) => onB.on('notification', (n: { title: string }) => res(n)));
    expect(
      (await post(a, `/api/support/tickets/${ticket.id}/messages`, { body: 'Answered from process A' }, agent)).status,
    ).toBe(201);
    await expect(update).resolves.toMatchObject({ kind: 'message', message: { body: 'Answered from process A' } });
    await expect(note).resolves.toMatchObject({ title: `New reply on ticket #${ticket.number}` });
  });

  it('an account disabled through one process is signed out at once on the other: cached token refused, socket closed', async () => {
    const json = { 'content-type': 'application/json' };
    const reg = await fetch(`${b}/api/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        firstName: 'To',
        lastName: 'Disable',
        email: `off.${Date.now()}@example.test`,
        password: 'disabled-across-processes',
      }),
    });
    const { token, user } = (await reg.json()) as { token: string; user: { id: string } };
    const auth = { authorization: `Bearer ${token}` };
    expect((await fetch(`${b}/api/auth/me`, { headers: auth })).status).toBe(200); // now in B's session cache
    const onB = await connect(b, token);
    sockets.push(onB);
    const closed = new Promise<string>((res) => onB.once('disconnect', (reason) => res(reason)));
    const admin = (await (
      await fetch(`${a}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(ADMIN) })
    ).json()) as { token: string };
    const off = await fetch(`${a}/api/admin/users/${user.id}/disable`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(off.status).toBe(200);
    // The cache entry is dropped through Redis and the socket closed through the adapter, far inside the cache's 15 s.
    let status = 200;
    for (let i = 0; i < 20 && status === 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await fetch(`${b}/api/auth/me`, { headers: auth })).status;
    }
    expect(status).toBe(401);
    await expect(closed).resolves.toBe('io server disconnect');
  });

  it('a team member removed through one process loses team access, Enterprise and their team key at once on the other', async () => {
    const call = async (url: string, method: string, path: string, token: string, body?: unknown) =>
      fetch(`${url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const register = async (url: string, name: string) => {
      const email = `${name}.${Date.now()}@example.test`;
      const res = await fetch(`${url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: name, lastName: 'Team', email, password: `${name}-two-processes-team` }),
      });
      return { email, token: ((await res.json()) as { token: string }).token };
    };
    const owner = await register(a, 'owner');
    const member = await register(b, 'member');
    const card = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
    expect((await call(a, 'PUT', '/api/billing/payment-method', owner.token, card)).status).toBe(200);
    expect((await call(a, 'POST', '/api/subscription/change', owner.token, { planId: 'enterprise' })).status).toBe(200);
    const teamId = (
      (await (await call(a, 'POST', '/api/teams', owner.token, { name: 'Scale' })).json()) as { id: string }
    ).id;
    await call(a, 'POST', `/api/teams/${teamId}/invitations`, owner.token, { email: member.email, role: 'admin' });
    // The invitation link, as the mailbox holds it (mail is written to the outbox table without SMTP).
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    let text = '';
    for (let i = 0; i < 50 && !text; i++) {
      const rows = await client.query(
        "SELECT body_text FROM mail_outbox WHERE to_address = $1 AND subject LIKE '%invited you%'",
        [member.email],
      );
      text = rows.rows[0]?.body_text ?? '';
      if (!text) await new Promise((r) => setTimeout(r, 100));
    }
    await client.end();
    const token = /#token=([A-Za-z0-9_-]+)/.exec(text)![1];
    expect((await call(b, 'POST', '/api/team-invitations/accept', member.token, { token })).status).toBe(200);
    const key = (
      (await (await call(b, 'POST', `/api/teams/${teamId}/api-keys`, member.token, { name: 'k' })).json()) as {
        key: string;
      }
    ).key;
    const useKey = () => fetch(`${b}/api/celestial-data`, { headers: { 'x-api-key': key } });
    expect((await useKey()).status).toBe(200);
    expect((await call(b, 'GET', `/api/teams/${teamId}`, member.token)).status).toBe(200);

    const memberId = (await (await call(b, 'GET', '/api/auth/me', member.token)).json()) as {
      user?: { id: string };
      id?: string;
    };
    const id = memberId.user?.id ?? memberId.id!;
    expect((await call(a, 'DELETE', `/api/teams/${teamId}/members/${id}`, owner.token)).status).toBe(204);
    // No waiting: membership and entitlements are read from the database on every request.
    expect((await call(b, 'GET', `/api/teams/${teamId}`, member.token)).status).toBe(404);
    expect((await useKey()).status).toBe(401);
    expect((await call(b, 'POST', '/api/api-keys', member.token, { name: 'mine' })).status).toBe(403);
  });
});
