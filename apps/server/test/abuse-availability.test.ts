/**
 * Availability under abuse (issue 12): each abuse runs in-process with a bounded loop while the event
 * loop's delay is sampled (perf_hooks.monitorEventLoopDelay) and /healthz is probed. The server stays
 * responsive: p99 event-loop delay under 100 ms during each abuse (and /healthz under 200 ms where the
 * issue names it). The old code's delays were 0.5 to 40 s.
 *
 * The same probes measure a quiet second before and after each abuse: on a machine busy with other work
 * (other test files, other processes) that noise floor is added to the limits, so the test measures this
 * server, not its neighbours. On a quiet machine the floor is a few milliseconds.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { connect as tcp, type Socket as TcpSocket } from 'node:net';
import { Readable } from 'node:stream';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { EVENT_LIMITS } from '../src/realtime/socket-limits.ts';
import { startTestApp } from './harness.ts';

// Short deadlines so the slow-connection abuse ends within the test; everything else is the default.
const t = await startTestApp({
  HTTP_HEADERS_TIMEOUT_MS: '1000',
  HTTP_REQUEST_TIMEOUT_MS: '2000',
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: '60',
});
const P99_LIMIT_MS = 100;
const HEALTHZ_LIMIT_MS = 200;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Event-loop delay p99 and the slowest /healthz (probed every 20 ms) while `work` runs. */
async function measure<T>(work: () => Promise<T>) {
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  const healthz: number[] = [];
  let done = false;
  const probe = (async () => {
    while (!done) {
      const t0 = performance.now();
      const res = await t.app.inject({ url: '/healthz' });
      if (res.statusCode === 200) healthz.push(performance.now() - t0);
      await sleep(20);
    }
  })();
  try {
    const result = await work();
    return { result, p99: h.percentile(99) / 1e6, maxHealthzMs: Math.max(0, ...healthz) };
  } finally {
    done = true;
    await probe;
    h.disable();
  }
}

/**
 * Measures a quiet second (the noise floor), the abuse, and another quiet second. The test files of the suite run
 * side by side on two cores, and a neighbour that starts heavy work just after the first quiet second would be
 * blamed on this server: the floor is the noisier of the two. A stall of this server's own shows only during the
 * abuse, so it still fails.
 */
async function underAbuse<T>(abuse: () => Promise<T>) {
  const before = await measure(() => sleep(1000));
  const m = await measure(abuse);
  const after = await measure(() => sleep(1000));
  const floor = {
    p99: Math.max(before.p99, after.p99),
    maxHealthzMs: Math.max(before.maxHealthzMs, after.maxHealthzMs),
  };
  if (process.env.ABUSE_DEBUG)
    console.log({ floorP99: floor.p99, floorHealthz: floor.maxHealthzMs, p99: m.p99, healthz: m.maxHealthzMs });
  return { ...m, floor };
}

function expectResponsive(m: Awaited<ReturnType<typeof underAbuse>>, opts: { healthz?: boolean } = {}) {
  expect(m.p99).toBeLessThan(P99_LIMIT_MS + m.floor.p99);
  if (opts.healthz) expect(m.maxHealthzMs).toBeLessThan(HEALTHZ_LIMIT_MS + m.floor.maxHealthzMs);
}

/**
 * Starts `n` requests concurrently, ten per turn of the event loop: an in-process client that made all
 * of them in one synchronous burst would measure its own cost, not the server's.
 */
async function concurrently<T>(n: number, one: (i: number) => Promise<T>): Promise<T[]> {
  const all: Promise<T>[] = [];
  for (let i = 0; i < n; i++) {
    all.push(one(i));
    if (i % 10 === 9) await new Promise((r) => setImmediate(r));
  }
  return Promise.all(all);
}

describe('availability under abuse', { timeout: 90_000 }, () => {
  it('100 concurrent crafted 128-character passwords with ten user inputs do not stall the event loop', async () => {
    const password = '1234567890'.repeat(13).slice(0, 128);
    const userInputs = Array.from({ length: 10 }, (_, i) => `${i}${'1234567890'.repeat(26)}`.slice(0, 254));
    const m = await underAbuse(() =>
      concurrently(100, () =>
        t.app
          .inject({ method: 'POST', url: '/api/auth/password-strength', payload: { password, userInputs } })
          .then((r) => r.statusCode),
      ),
    );
    const codes = m.result;
    expect(codes.every((c) => c === 200 || c === 429)).toBe(true);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThan(0);
    expectResponsive(m, { healthz: true });
    // The meter still tells a weak password from a strong one.
    const weak = (
      await t.app.inject({ method: 'POST', url: '/api/auth/password-strength', payload: { password: '1234567890' } })
    ).json();
    const strong = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-strength',
        payload: { password: 'correct-Horse-battery-staple-42' },
      })
    ).json();
    expect(weak.score).toBeLessThan(2);
    expect(strong.score).toBeGreaterThanOrEqual(3);
  });

  it('unauthenticated 63 MB uploads are refused before their body is read; large parsers only on the import route', async () => {
    const MB = 1024 * 1024;
    let pulled = 0;
    /** A body that claims 63 MB and hands out 64 KB each time the server asks for more. */
    const upload = () => {
      let sent = 0;
      return new Readable({
        read() {
          if (sent >= 63 * MB) return this.push(null);
          sent += 64 * 1024;
          pulled += 64 * 1024;
          this.push(Buffer.alloc(64 * 1024, 0x41));
        },
      });
    };
    const targets = [
      { url: '/api/celestial-data/mars/stream', type: 'application/json' },
      { url: '/api/celestial-data/mars/stream', type: 'text/csv' },
      { url: '/api/catalog/import', type: 'text/csv' },
      { url: '/api/catalog/import', type: 'application/geo+json' },
    ];
    const m = await underAbuse(() =>
      concurrently(64, (i) => {
        const { url, type } = targets[i % targets.length]!;
        return t.app
          .inject({
            method: 'POST',
            url,
            headers: { 'content-type': type, 'content-length': String(63 * MB) },
            payload: upload(),
          })
          .then((r) => r.statusCode);
      }),
    );
    expect(m.result.every((c) => c === 401)).toBe(true);
    expect(pulled).toBeLessThan(64 * MB); // on the old code every upload was read in full: 64 × 63 MB
    expectResponsive(m);

    // Signed in: the 64 MB CSV parser is not on the stream route, and JSON keeps BODY_LIMIT.
    const u = await t.register();
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/celestial-data/mars/stream',
      headers: { ...u.auth, 'content-type': 'text/csv' },
      payload: 'a,b\n'.repeat(1000),
    });
    expect(csv.statusCode).toBe(415);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/celestial-data/mars/stream',
      headers: u.auth,
      payload: { quality: 'low', pad: 'x'.repeat(2 * MB) },
    });
    expect(big.statusCode).toBe(413);
  });

  it('4 clients asking GET /api/celestial-data at 24 distinct instants a second for 3 s: sliced work and a per-user budget', async () => {
    const users = await Promise.all([0, 1, 2, 3].map(() => t.register()));
    // Warm-up: the first frame after start loads the ephemeris code (a one-off cost, not the abuse's).
    await t.app.inject({ url: '/api/celestial-data?limit=500&at=2025-06-01T00:00:00Z', headers: users[0]!.auth });
    const codes: number[] = [];
    const retryAfter: string[] = [];
    const m = await underAbuse(async () => {
      const inflight: Promise<void>[] = [];
      for (let i = 0; i < 72; i++) {
        const u = users[i % 4]!;
        const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
        inflight.push(
          t.app.inject({ url: `/api/celestial-data?limit=100&at=${at}`, headers: u.auth }).then((r) => {
            codes.push(r.statusCode);
            if (r.statusCode === 429) retryAfter.push(String(r.headers['retry-after']));
          }),
        );
        await sleep(1000 / 24);
      }
      await Promise.all(inflight);
    });
    expect(codes.every((c) => c === 200 || c === 429)).toBe(true);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(4); // each client's burst is served
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    expect(retryAfter.every((s) => Number(s) >= 1)).toBe(true);
    expectResponsive(m, { healthz: true });
    // Now (no `at`) is shared by every caller and never charged.
    expect((await t.app.inject({ url: '/api/celestial-data?limit=500', headers: users[0]!.auth })).statusCode).toBe(
      200,
    );
  });

  describe('socket floods', () => {
    let url = '';
    const sockets: Socket[] = [];
    afterAll(() => sockets.forEach((s) => s.disconnect()));
    async function socketFor(token: string) {
      if (!url) {
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      }
      const s = connect(url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
        forceNew: true,
      });
      sockets.push(s);
      await new Promise<void>((resolve, reject) => {
        s.once('connect', () => resolve());
        s.once('connect_error', reject);
      });
      return s;
    }
    /** Emits `n` events, a hundred per turn of the event loop. */
    async function flood(n: number, emit: (i: number) => void) {
      for (let i = 0; i < n; i++) {
        emit(i);
        if (i % 100 === 99) await new Promise((r) => setImmediate(r));
      }
    }
    /** Waits until `count()` has been positive and unchanged for 300 ms (at most 5 s). */
    async function settled(count: () => number) {
      let last = -1;
      for (let waited = 0; waited < 5000; waited += 300) {
        await sleep(300);
        if (count() > 0 && count() === last) return;
        last = count();
      }
    }
    /** Counts database queries while `fn` runs. */
    async function countQueries(fn: () => Promise<void>) {
      const original = t.db.query;
      let n = 0;
      t.db.query = ((...args: Parameters<typeof original>) => {
        n += 1;
        return original.apply(t.db, args);
      }) as typeof original;
      try {
        await fn();
      } finally {
        t.db.query = original;
      }
      return n;
    }

    it('5,000 subscribes: no database work per repeat, an error event, the flooder disconnected, others unaffected', async () => {
      const flooder = await t.register();
      const other = await t.register();
      const s = await socketFor(flooder.token);
      const errors: { code: string }[] = [];
      s.on('error', (e) => {
        errors.push(e);
      });
      const disconnected = new Promise<void>((r) => s.once('disconnect', () => r()));
      // Within the budget: repeated subscribes are answered from the socket's cached cadence.
      const within = EVENT_LIMITS.subscribe.capacity - 10;
      const queries = await countQueries(async () => {
        for (let i = 0; i < within; i++) await new Promise((r) => s.emit('subscribe', 'celestial', r));
      });
      expect(queries).toBeLessThanOrEqual(2); // the old code read the plan on every one of them
      const meMs: number[] = [];
      const m = await underAbuse(async () => {
        await flood(5000, () => s.emit('subscribe', 'celestial'));
        for (let i = 0; i < 10; i++) {
          const t0 = performance.now();
          expect((await t.app.inject({ url: '/api/auth/me', headers: other.auth })).statusCode).toBe(200);
          meMs.push(performance.now() - t0);
        }
        await disconnected;
      });
      expectResponsive(m);
      expect(Math.max(...meMs)).toBeLessThan(HEALTHZ_LIMIT_MS + m.floor.maxHealthzMs);
      expect(errors.length).toBeGreaterThan(0);
      expect(errors[0]!.code).toBe('rate_limited');
      expect(s.connected).toBe(false);
    });

    it('setVRTimeCursor and join/leave floods are cut to the budget: 5,000 moves do not fan out 5,000 updates', async () => {
      const a = await t.register();
      const b = await t.register();
      const scene = ((await t.app.inject({ url: '/api/vr/scenes', headers: a.auth })).json() as { id: string }[])[0]!
        .id;
      const sa = await socketFor(a.token);
      const sb = await socketFor(b.token);
      await new Promise((r) => sa.emit('joinVRScene', scene, r));
      await new Promise((r) => sb.emit('joinVRScene', scene, r));
      let updates = 0;
      sb.on('vrSceneUpdate', (u) => {
        if (u.timeCursor !== undefined) updates += 1;
      });
      let floodSeconds = 0;
      const m = await underAbuse(async () => {
        const started = performance.now();
        await flood(5000, (i) =>
          sa.emit('setVRTimeCursor', {
            sceneId: scene,
            timeCursor: new Date(Date.UTC(2026, 0, 1, 0, 0, i % 60)).toISOString(),
          }),
        );
        floodSeconds = (performance.now() - started) / 1000;
        await settled(() => updates);
      });
      expectResponsive(m);
      // The flood is cut to the budget, but the scene keeps working: a move made after it reaches the members. (Counted apart: in one full run of 2026-11-27 no update of the flood itself
      // arrived on PGlite while every other run saw some; see the closing note of issue 30.)
      const flooded = updates;
      await sleep(1100);
      // From the other member: the flooding socket may have been disconnected for its flood.
      sb.emit('setVRTimeCursor', { sceneId: scene, timeCursor: '2026-06-01T00:00:00.000Z' });
      await settled(() => updates - flooded);
      expect(updates - flooded).toBeGreaterThan(0);
      updates = flooded;
      // The budget is a rate: a full bucket, then perSecond for as long as the flood lasted (on a busy
      // machine the 5,000 emits take longer), plus a second of slack for events still in flight.
      const { capacity, perSecond } = EVENT_LIMITS.setVRTimeCursor;
      expect(updates).toBeLessThanOrEqual(capacity + perSecond * (Math.ceil(floodSeconds) + 1));
      expect(updates).toBeLessThan(5000 / 10);

      const sc = await socketFor((await t.register()).token);
      const queries = await countQueries(async () => {
        await flood(2000, (i) => sc.emit(i % 2 ? 'leaveVRScene' : 'joinVRScene', scene));
        await new Promise<void>((r) => (sc.connected ? sc.once('disconnect', () => r()) : r()));
      });
      expect(queries).toBeLessThanOrEqual(2 * EVENT_LIMITS.joinVRScene.capacity);
      expect(sc.connected).toBe(false);
    });

    it('an oversized event payload is refused with an error event', async () => {
      const s = await socketFor((await t.register()).token);
      const ack = await new Promise<{ ok: boolean; error?: string }>((r) =>
        s.emit('subscribe', `celestial:${'x'.repeat(5000)}`, r),
      );
      expect(ack.ok).toBe(false);
      expect(ack.error).toMatch(/bytes/);
      expect(s.connected).toBe(true);
    });
  });

  describe('slow connections', () => {
    async function listening() {
      if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
      return (t.app.server.address() as AddressInfo).port;
    }
    /** Opens a raw connection that sends `head`, then one byte of `drip` every 300 ms; resolves when the server closes it. */
    function slow(port: number, head: string, drip: string) {
      const opened = performance.now();
      const sock: TcpSocket = tcp(port, '127.0.0.1');
      let timer: NodeJS.Timeout | undefined;
      const closed = new Promise<number>((resolve) => {
        sock.on('close', () => {
          clearInterval(timer);
          resolve(performance.now() - opened);
        });
        sock.on('error', () => undefined);
      });
      sock.on('connect', () => {
        sock.write(head);
        let i = 0;
        timer = setInterval(() => {
          if (!sock.destroyed) sock.write(drip[i++ % drip.length]!);
        }, 300);
      });
      return { sock, closed };
    }

    it('connections that dribble headers or a body are closed by the timeouts while /healthz answers', async () => {
      const port = await listening();
      const conns = [
        ...Array.from({ length: 20 }, () => slow(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: yes-')),
        ...Array.from({ length: 20 }, () =>
          slow(
            port,
            'POST /api/auth/password-strength HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"password":"',
            'a',
          ),
        ),
      ];
      const healthz: number[] = [];
      const m = await underAbuse(async () => {
        const all = Promise.all(conns.map((c) => c.closed));
        let finished = false;
        void all.then(() => (finished = true));
        const deadline = Date.now() + 8000;
        while (!finished && Date.now() < deadline) {
          const t0 = performance.now();
          const res = await fetch(`http://127.0.0.1:${port}/healthz`);
          expect(res.status).toBe(200);
          healthz.push(performance.now() - t0);
          await sleep(100);
        }
        conns.forEach((c) => c.sock.destroy()); // the old code never closed them
        return all;
      });
      const lifetimes = m.result;
      // Request deadline 2 s (headers 1 s), checked every 0.5 s: every connection is gone well within 5 s.
      expect(Math.max(...lifetimes)).toBeLessThan(5000);
      expect(healthz.length).toBeGreaterThan(0);
      expect(Math.max(...healthz)).toBeLessThan(HEALTHZ_LIMIT_MS + m.floor.maxHealthzMs);
      expectResponsive(m);
    });

    it('one address holds at most HTTP_MAX_CONNECTIONS_PER_ADDRESS connections; more are closed at once', async () => {
      const port = await listening();
      const conns = Array.from({ length: 70 }, () => slow(port, '', ' '));
      const quick = await Promise.all(conns.map((c) => Promise.race([c.closed, sleep(600).then(() => Infinity)])));
      conns.forEach((c) => c.sock.destroy());
      expect(quick.filter((ms) => ms < 600).length).toBeGreaterThanOrEqual(10);
    });
  });
});
