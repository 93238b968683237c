import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.ts';

const t = await startTestApp({ BODY_LIMIT: '2048' });

describe('platform behaviour', () => {
  it('healthz and readyz answer', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('an unknown /api path is a problem+json 404', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 404, title: 'Not Found', code: 'not_found' });
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
  });

  it('a malformed JSON body is a 400 naming the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'body', message: 'Malformed JSON' }]);
  });

  it('a prototype-polluting body is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}, "email": "a@b.c", "password": "x"}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('a NUL character anywhere in a JSON body is a 400 naming the field', async () => {
    const u = await t.register();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { ...u.auth, 'content-type': 'application/json' },
      payload: '{"firstName":"A","lastName":"B","company":"x\\u0000y"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'company', message: 'Contains a NUL character' }]);
  });

  it('an oversized body is a 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.c', password: 'x'.repeat(5000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('an unsupported content type is a 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a',
    });
    expect(res.statusCode).toBe(415);
  });

  it('an empty JSON body counts as no body (the spec cancel call)', async () => {
    const u = await t.register();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      headers: { ...u.auth, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('sends security headers on every response: the SPA policy on pages, nothing-may-load on API answers', async () => {
    const page = await t.app.inject({ url: '/login' });
    const api = await t.app.inject({ url: '/api/subscription/plans' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(String(api.headers['content-security-policy'])).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
    for (const res of [page, api]) {
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('picks the headers by the path the router sees, so an encoded /api/auth path is still no-store', async () => {
    const res = await t.app.inject({ url: '/%61pi/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['content-security-policy'])).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('serves an OpenAPI 3.1 document generated from the schemas, and its reference UI', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/register',
        '/api/auth/profile',
        '/api/settings',
        '/api/subscription/plans',
      ]),
    );
    expect(doc.paths['/api/auth/register'].post.requestBody).toBeDefined();
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('garbage in every field of every body never produces a 500', async () => {
    const u = await t.register();
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const junk = [null, 1e309, -1, '', 'x'.repeat(300), [], {}, true, '<script>', { $gt: '' }, 'nul\u0000byte'];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        if (!['post', 'put', 'patch'].includes(method)) continue;
        const url = path.replace(/\{[^}]+\}/g, 'nonexistent-id');
        for (const value of junk) {
          const res = await t.app.inject({
            method: method.toUpperCase() as 'POST',
            url,
            headers: u.auth,
            payload: { email: value, password: value, planId: value, message: value, volume: value, firstName: value },
          });
          expect(res.statusCode, `${method} ${url} with ${JSON.stringify(value)}`).toBeLessThan(500);
        }
      }
    }
  });
});
