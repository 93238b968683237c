import { catalogueLoader } from '../catalog/catalogue-loader.ts';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { every } from '../../jobs/every.ts';
import { SkyEngine } from '../../sky/engine.ts';
import { SkyTicker } from '../../sky/ticker.ts';
import { assertMetricsAccess } from './metrics.service.ts';

const t = await startTestApp();
const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The value of one sample line, e.g. `job_runs_total{job="x"}`; 0 when absent. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('GET /metrics', () => {
  it('answers Prometheus text to a client on this machine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'socket_connections',
      'http_request_duration_seconds',
      'db_query_duration_seconds',
      'sky_tick_duration_seconds',
      'job_runs_total',
      'job_failures_total',
    ]) {
      expect(res.body).toContain(`# TYPE ${name} `);
    }
  });

  it('times requests by route pattern and status, never by raw URL', async () => {
    const u = await t.register();
    const id = randomUUID();
    await t.app.inject({ method: 'GET', url: `/api/support/tickets/${id}`, headers: u.auth });
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: u.auth });
    const text = await scrape();
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/support/tickets/:id",status_code="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/auth/me",status_code="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
  });

  it('puts unmatched URLs under one label, so a scanner cannot make a series per path', async () => {
    const path = `/api/nothing-${randomUUID()}`;
    await t.app.inject({ method: 'GET', url: path });
    const text = await scrape();
    expect(text).not.toContain(path);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}'),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts database queries by kind', async () => {
    const before = sample(await scrape(), 'db_query_duration_seconds_count{operation="select"}');
    await t.register(); // a select (email taken?) and inserts
    const after = await scrape();
    expect(sample(after, 'db_query_duration_seconds_count{operation="select"}')).toBeGreaterThan(before);
    expect(sample(after, 'db_query_duration_seconds_count{operation="insert"}')).toBeGreaterThan(0);
  });

  it('counts scheduled job runs and failures', async () => {
    let runs = 0;
    const job = every(t.ctx, 'metrics test job', 10, async () => {
      runs++;
      if (runs % 2 === 0) throw new Error('every other run fails');
    });
    while (runs < 4) await new Promise((r) => setTimeout(r, 10));
    await job.stop();
    const text = await scrape();
    expect(sample(text, 'job_runs_total{job="metrics test job"}')).toBe(runs);
    expect(sample(text, 'job_failures_total{job="metrics test job"}')).toBe(Math.floor(runs / 2));
  });

  it('times sky ticks', async () => {
    const before = sample(await scrape(), 'sky_tick_duration_seconds_count');
    const engine = new SkyEngine(catalogueLoader(t.db));
    await engine.refreshFromDb(true);
    const ticker = new SkyTicker(engine, t.ctx.log);
    try {
      expect(await ticker.tick(Date.now(), ['rt'])).not.toBeNull();
    } finally {
      await ticker.close();
    }
    expect(sample(await scrape(), 'sky_tick_duration_seconds_count')).toBe(before + 1);
  });

  it('is refused to another machine, and through a proxy on this one', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.headers['content-type']).toContain('application/problem+json');
    expect(remote.body).not.toContain('http_request_duration_seconds');
    // Issue 30 N10: the mailbox's whole list, not only the three /metrics used to check.
    const headers = ['x-forwarded-for', 'x-real-ip', 'forwarded', 'via', 'x-forwarded-proto', 'x-forwarded-port'];
    for (const header of [...headers, 'fastly-client-ip', 'x-cluster-client-ip', 'x-original-forwarded-for']) {
      const proxied = await t.app.inject({ method: 'GET', url: '/metrics', headers: { [header]: '127.0.0.1' } });
      expect(proxied.statusCode).toBe(403);
    }
  });
});

describe('metrics access with METRICS_TOKEN', () => {
  const config = { METRICS_TOKEN: 'scrape-token-0123456789' };
  const req = (remoteAddress: string, authorization?: string) =>
    ({ headers: authorization ? { authorization } : {}, socket: { remoteAddress } }) as unknown as FastifyRequest;

  it('asks every client, loopback too, for the bearer token', () => {
    expect(() => assertMetricsAccess(req('127.0.0.1'), config)).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => assertMetricsAccess(req('127.0.0.1', 'Bearer wrong-token-0123456789'), config)).toThrow(
      expect.objectContaining({ status: 401 }),
    );
    expect(() => assertMetricsAccess(req('203.0.113.9', 'Bearer scrape-token-0123456789'), config)).not.toThrow();
  });
});
