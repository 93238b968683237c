import { createServer } from 'node:http';
import type { Outlook, WeatherForecast } from '@cosmos/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { parseForecast } from './open-meteo.ts';
import { WeatherSource } from './weather.service.ts';

const HOUR = 3_600_000;

/** A local Open-Meteo stand-in: every hour from yesterday for 8 days, cloud as `cloud` says; counts requests. */
let cloud = 0;
let failing = false;
let delayMs = 0;
const requests: URL[] = [];
function answer(cloudPct: number) {
  const day0 = Math.floor(Date.now() / 86_400_000) * 86_400_000 - 86_400_000;
  const time = Array.from({ length: 9 * 24 }, (_, i) => (day0 + i * HOUR) / 1000);
  const col = (v: number) => time.map(() => v);
  return JSON.stringify({
    latitude: 40,
    hourly: {
      time,
      cloud_cover_low: col(cloudPct),
      cloud_cover_mid: col(0),
      cloud_cover_high: col(0),
      cloud_cover: col(cloudPct),
      precipitation_probability: col(cloudPct > 50 ? 80 : 0),
      visibility: col(24_000),
    },
  });
}
const fake = createServer((req, res) => {
  const url = new URL(req.url!, 'http://x');
  requests.push(url);
  setTimeout(() => {
    if (failing) return res.writeHead(503).end('busy');
    res.writeHead(200, { 'content-type': 'application/json' }).end(answer(cloud));
  }, delayMs);
});

let t: TestApp;
let base = '';
beforeAll(async () => {
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(fake.address() as { port: number }).port}/v1/forecast`;
  t = await startTestApp({ WEATHER_URL: base, WEATHER_REQUESTS_PER_MINUTE: '50' });
});
afterAll(() => new Promise<void>((r) => fake.close(() => r())));

/** A user observing from (lat, lon): a place made through the places API. */
async function observer(lat: number, lon: number) {
  const u = await user(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/places',
    headers: u.auth,
    payload: { name: 'Garden', latitude: lat, longitude: lon, isDefault: true },
  });
  if (res.statusCode !== 201) throw new Error(`place: ${res.statusCode} ${res.body}`);
  return u;
}

const get = (url: string, auth?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: auth });
const silent = { warn: () => {} } as never;

describe('GET /api/sky/weather', () => {
  it('asks WEATHER_URL once per place and hour for the layers, rain and visibility, and serves the hours', async () => {
    const u = await observer(48.8566, 2.3522);
    requests.length = 0;
    const res = await get('/api/sky/weather', u.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json() as WeatherForecast;
    expect(body.source).toBe('live');
    expect(body.hours.length).toBe(9 * 24);
    expect(body.hours[0]).toMatchObject({ cloudLowPct: 0, cloudTotalPct: 0, visibilityM: 24_000 });
    expect(requests).toHaveLength(1);
    expect(requests[0].searchParams.get('latitude')).toBe('48.86');
    expect(requests[0].searchParams.get('hourly')).toContain('cloud_cover_low');
    expect(requests[0].searchParams.get('hourly')).toContain('precipitation_probability');
    // the same place again this hour: from the cache
    expect((await get('/api/sky/weather', u.auth)).statusCode).toBe(200);
    expect(requests).toHaveLength(1);
  });

  it('answers 401 without a token, 400 naming locationId, 409 without a place', async () => {
    expect((await get('/api/sky/weather')).statusCode).toBe(401);
    const u = await user(t);
    const bad = await get('/api/sky/weather?locationId=nope', u.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toContain('locationId');
    expect((await get('/api/sky/weather', u.auth)).statusCode).toBe(409);
  });
});

describe('WeatherSource', () => {
  const config = (extra: object = {}) => ({ WEATHER_URL: base, WEATHER_REQUESTS_PER_MINUTE: 2, ...extra }) as never;

  it('coalesces concurrent requests for one place into one fetch', async () => {
    const src = new WeatherSource({ config: config(), log: silent });
    delayMs = 50;
    const all = await Promise.all([src.forecast(10, 10), src.forecast(10.01, 10.02), src.forecast(10, 10)]);
    delayMs = 0;
    expect(src.upstreamRequests).toBe(1);
    expect(new Set(all).size).toBe(1);
  });

  it('keeps to its budget per minute: beyond it a new place gets the sample, labelled as such', async () => {
    let now = Date.parse('2026-11-27T20:00:00Z');
    const src = new WeatherSource({ config: config(), log: silent }, () => now);
    expect((await src.forecast(1, 1)).source).toBe('live');
    expect((await src.forecast(2, 2)).source).toBe('live');
    expect((await src.forecast(3, 3)).source).toBe('sample');
    expect(src.upstreamRequests).toBe(2);
    now += 61_000;
    expect((await src.forecast(3, 3)).source).toBe('live');
  });

  it('serves the last forecast when the source fails, and the sample when there is none', async () => {
    let now = Date.parse('2026-11-27T20:00:00Z');
    const src = new WeatherSource({ config: config({ WEATHER_REQUESTS_PER_MINUTE: 50 }), log: silent }, () => now);
    const first = await src.forecast(5, 5);
    failing = true;
    now += HOUR;
    expect(await src.forecast(5, 5)).toBe(first);
    expect((await src.forecast(6, 6)).source).toBe('sample');
    failing = false;
  });

  it('is the sample when WEATHER_URL is off', async () => {
    const src = new WeatherSource({ config: config({ WEATHER_URL: 'off' }), log: silent });
    const f = await src.forecast(0, 0);
    expect(f.source).toBe('sample');
    expect(f.hours.length).toBeGreaterThan(7 * 24);
    expect(src.upstreamRequests).toBe(0);
  });
});

describe('parseForecast', () => {
  it('names the field of a malformed answer', () => {
    expect(() => parseForecast('{"hourly":{"time":[1],"cloud_cover_low":[1]}}')).toThrow(/cloud_cover_mid/);
    expect(() =>
      parseForecast('{"hourly":{"time":[1],"cloud_cover_low":["x"],"cloud_cover_mid":[1],"cloud_cover_high":[1]}}'),
    ).toThrow(/cloud_cover_low\[0\]/);
  });
});

describe('GET /api/sky/outlook', () => {
  it('judges each visible ISS pass and each night, with the reason in words, and filters by verdict', async () => {
    const u = await observer(40.0, -3.5);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/follows/sat-25544', headers: u.auth, payload: {} })).statusCode,
    ).toBeLessThan(300);
    cloud = 0;
    const res = await get('/api/sky/outlook?days=7', u.auth);
    expect(res.statusCode).toBe(200);
    const o = res.json() as Outlook;
    expect(o.weatherSource).toBe('live');
    expect(o.nights).toHaveLength(7);
    expect(o.nights[0].reason).toMatch(/dark hours clear/);
    expect(o.passes.length).toBeGreaterThan(0);
    for (const p of o.passes) {
      expect(p.id).toBe('sat-25544');
      expect(['go', 'maybe', 'no']).toContain(p.verdict);
      expect(p.reason).toContain('clear sky (0% cloud)');
      expect(p.weather?.cloudTotalPct).toBe(0);
      expect(p.limitingMagnitude).toBeGreaterThan(0);
    }
    const go = (await get('/api/sky/outlook?days=7&verdict=go', u.auth)).json() as Outlook;
    expect(go.passes.every((p) => p.verdict === 'go')).toBe(true);
    expect(go.passes.length).toBe(o.passes.filter((p) => p.verdict === 'go').length);
  });

  it('says no under overcast, in the reader’s language', async () => {
    const u = await observer(40.4, -3.7); // a new place: fetched with the new cloud
    cloud = 100;
    const headers = { ...u.auth, 'accept-language': 'es' };
    await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: u.auth, payload: { language: 'Español' } });
    const o = (await get('/api/sky/outlook?id=sat-25544&days=7', headers)).json() as Outlook;
    cloud = 0;
    expect(o.passes.length).toBeGreaterThan(0);
    expect(o.passes.every((p) => p.verdict === 'no' && p.reasons[0].code === 'cloudy')).toBe(true);
    expect(o.nights.every((n) => n.verdict === 'no')).toBe(true);
    expect(o.passes[0].reason).toMatch(/cubierto|overcast/);
  });

  it('answers 400 naming days and id, 404 for an unknown satellite', async () => {
    const u = await observer(51.5, -0.12);
    const r = await get('/api/sky/outlook?days=9', u.auth);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].field).toContain('days');
    expect((await get('/api/sky/outlook?id=moon', u.auth)).json().errors[0].field).toContain('id');
    expect((await get('/api/sky/outlook?id=sat-999999', u.auth)).statusCode).toBe(404);
  });
});

describe('horizon profiles', () => {
  const placeOf = async (auth: Record<string, string>) =>
    ((await get('/api/places', auth)).json() as { id: string; isDefault: boolean }[]).find((p) => p.isDefault)!.id;

  it('imports a file, answers 400 naming the line, hides the place from others, and marks passes behind it hidden', async () => {
    const u = await observer(40.2, -3.6);
    const id = await placeOf(u.auth);
    const url = `/api/places/${id}/horizon`;
    expect((await get(url, u.auth)).json()).toMatchObject({ source: 'flat', points: [] });
    const bad = await t.app.inject({
      method: 'POST',
      url: `${url}/import`,
      headers: u.auth,
      payload: { text: '0 10\n90 x\n180 10\n' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('text (line 2)');
    const stranger = await observer(10, 10);
    expect((await get(url, stranger.auth)).statusCode).toBe(404);

    // A wall 85° high all round: every visible pass is behind it.
    const wall = Array.from({ length: 12 }, (_, i) => `${i * 30} 85`).join('\n');
    const ok = await t.app.inject({ method: 'POST', url: `${url}/import`, headers: u.auth, payload: { text: wall } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ source: 'heywhatsthat' });
    const o = (await get('/api/sky/outlook?id=sat-25544&days=7', u.auth)).json() as Outlook;
    expect(o.passes.length).toBeGreaterThan(0);
    expect(o.passes.every((p) => p.hiddenByHorizon && p.verdict === 'no')).toBe(true);
    expect(o.passes[0].reason).toContain('hidden behind your horizon');

    const flat = await t.app.inject({ method: 'DELETE', url, headers: u.auth });
    expect(flat.statusCode).toBe(204);
    const again = (await get('/api/sky/outlook?id=sat-25544&days=7', u.auth)).json() as Outlook;
    expect(again.passes.some((p) => p.hiddenByHorizon)).toBe(false);
  });
});
