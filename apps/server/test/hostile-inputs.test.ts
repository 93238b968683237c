/**
 * Hostile inputs against every route the app serves: path parameters, query strings and bodies full of
 * huge numbers, negative numbers, NUL, very long strings, wrong types, unicode and path tricks. No answer
 * may be a 5xx; the route list comes from the app itself, so a new route is covered without an edit.
 */
import { describe, expect, it } from 'vitest';
import { startTestApp } from './harness.ts';
import { routeTable } from './routes.ts';

const t = await startTestApp();
const table = routeTable(t.app.printRoutes({ commonPrefix: false }));

const HOSTILE_STRINGS = [
  'x'.repeat(100_000),
  '\u0000',
  'a\u0000b',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '-1',
  '1e308',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  '💫🚀'.repeat(50),
  "' OR 1=1 --",
  '\ud800',
  '__proto__',
  ' ',
];
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  -1,
  -1e308,
  1e308,
  2 ** 53 + 1,
  0.5,
  true,
  null,
  [],
  {},
  [1, 2],
  { $gt: '' },
];
const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80'; // a lone surrogate: invalid UTF-8 on the wire
  }
};
const QUERY_KEYS = [
  'limit',
  'offset',
  'q',
  'from',
  'to',
  'status',
  'scope',
  'type',
  'lat',
  'lon',
  'page',
  'cursor',
  'token',
  'days',
  'quality',
  'at',
  'time',
  'search',
  'sort',
  'before',
  'hours',
];
const BODY_KEYS = [
  'email',
  'password',
  'name',
  'planId',
  'subject',
  'description',
  'body',
  'message',
  'status',
  'from',
  'to',
  'type',
  'code',
  'token',
  'firstName',
  'lastName',
  'quality',
  'darkMode',
  'location',
  'latitude',
  'longitude',
  'units',
  'language',
  'currentPassword',
  'newPassword',
  'challengeToken',
  'category',
  'priority',
  'ids',
  'format',
];

describe('hostile inputs never produce a 5xx', () => {
  it('every route, as a signed-in user', async () => {
    const u = await t.register();
    const headers = u.auth;
    const bad: string[] = [];
    let n = 0;
    const send = async (method: string, url: string, payload?: unknown, extraHeaders: Record<string, string> = {}) => {
      n++;
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...headers, ...extraHeaders },
        payload: payload as object,
        remoteAddress: `10.9.${(n >> 8) & 255}.${n & 255}`,
      });
      if (res.statusCode >= 500)
        bad.push(
          `${method} ${url.slice(0, 120)} ${JSON.stringify(payload)?.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
      return res;
    };
    for (const route of table) {
      const [method, path] = route.split(' ') as [string, string];
      if (
        route === 'POST /api/auth/logout' ||
        route.includes('revoke-others') ||
        route.includes('/events') ||
        route.includes('/stream')
      )
        continue;
      // path params
      if (path.includes(':')) {
        for (const s of [
          ...HOSTILE_STRINGS.slice(0, 12),
          '..',
          '.',
          'a/b',
          '%2e%2e',
          '00000000-0000-0000-0000-000000000000',
        ]) {
          await send(
            method,
            path.replace(/:(\w+)/g, enc(s)),
            ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined,
          );
        }
      }
      const base = path.replace(/:(\w+)/g, '00000000-0000-0000-0000-000000000000');
      for (const k of QUERY_KEYS)
        for (const s of HOSTILE_STRINGS.slice(1))
          await send(
            method === 'GET' ? 'GET' : method,
            `${base}?${k}=${enc(s)}`,
            method === 'GET' || method === 'DELETE' ? undefined : {},
          );
      if (['POST', 'PUT', 'PATCH'].includes(method)) {
        for (const k of BODY_KEYS) for (const v of HOSTILE_VALUES) await send(method, base, { [k]: v });
        for (const v of HOSTILE_VALUES) await send(method, base, v);
        await send(method, base, '{"a":', { 'content-type': 'application/json' });
        await send(method, base, 'hello', { 'content-type': 'text/plain' });
      }
    }
    expect(bad).toEqual([]);
  }, 600_000);
});

describe('hostile bodies', () => {
  it('deeply nested JSON answers 400, not 500', async () => {
    const u = await t.register();
    for (const depth of [5_000, 100_000]) {
      const payload = `{"subject":${'['.repeat(depth)}${']'.repeat(depth)}}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/support/tickets',
        headers: { ...u.auth, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, `depth ${depth}`).toBeLessThan(500);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('body limits', () => {
  it('the catalogue import’s CSV parser and large limit are its own: other routes refuse a big CSV body unread', async () => {
    const big = 'a,b\n'.repeat(600_000); // 2.4 MB, above BODY_LIMIT (1 MB)
    const u = await t.register();
    for (const url of ['/api/auth/login', '/api/support/tickets', '/api/settings']) {
      const res = await t.app.inject({
        method: url === '/api/settings' ? 'PUT' : 'POST',
        url,
        headers: { ...u.auth, 'content-type': 'text/csv' },
        payload: big,
      });
      expect([413, 415], url).toContain(res.statusCode);
    }
  });
});
