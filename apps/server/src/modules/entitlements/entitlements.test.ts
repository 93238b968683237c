import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { mailTo, tokenIn } from '../../../test/security-helpers.ts';
import { PLAN_ENTITLEMENTS, realtimeCadenceMs } from './entitlements.ts';
import { apiKeyHits, subscription, usage, cardOnFile } from '../../../test/factories.ts';

const t = await startTestApp();
const { app } = t;
const H = (auth: Record<string, string>) => auth;

async function userOn(planId: 'basic' | 'pro' | 'enterprise') {
  const u = await t.register();
  if (planId !== 'basic') {
    await cardOnFile(t.db, u.user.id);
    const res = await app.inject({
      method: 'POST',
      url: '/api/subscription/change',
      headers: u.auth,
      payload: { planId },
    });
    expect(res.statusCode).toBe(200);
  }
  return u;
}
const exportBody = {
  from: '2026-01-01T00:00:00Z',
  to: '2026-01-02T00:00:00Z',
  stepMinutes: 360,
  fields: ['id', 'name', 'time', 'x', 'y', 'z'],
  format: 'csv',
};
const doExport = (headers: Record<string, string>, payload: unknown = exportBody) =>
  app.inject({ method: 'POST', url: '/api/exports', headers, payload: payload as never });

describe('plan entitlements table', () => {
  it('Basic updates every 15 minutes, Pro and Enterprise in real time', () => {
    expect(realtimeCadenceMs('basic')).toBe(900_000);
    expect(realtimeCadenceMs('pro')).toBe(0);
    expect(realtimeCadenceMs('enterprise')).toBe(0);
  });
  it('exports from Pro, API access on Enterprise only, quotas grow with the plan', () => {
    expect([
      PLAN_ENTITLEMENTS.basic.customExports,
      PLAN_ENTITLEMENTS.pro.customExports,
      PLAN_ENTITLEMENTS.enterprise.customExports,
    ]).toEqual([false, true, true]);
    expect([
      PLAN_ENTITLEMENTS.basic.apiAccess,
      PLAN_ENTITLEMENTS.pro.apiAccess,
      PLAN_ENTITLEMENTS.enterprise.apiAccess,
    ]).toEqual([false, false, true]);
    expect(PLAN_ENTITLEMENTS.basic.quotaBytes).toBeLessThan(PLAN_ENTITLEMENTS.pro.quotaBytes);
    expect(PLAN_ENTITLEMENTS.pro.quotaBytes).toBeLessThan(PLAN_ENTITLEMENTS.enterprise.quotaBytes);
  });
  it('GET /api/entitlements answers the user plan allowances; 401 without a token', async () => {
    const u = await userOn('pro');
    const res = await app.inject({ method: 'GET', url: '/api/entitlements', headers: u.auth });
    expect(res.json()).toMatchObject({ planId: 'pro', realtimeCadenceMs: 0, customExports: true, apiAccess: false });
    expect((await app.inject({ method: 'GET', url: '/api/entitlements' })).statusCode).toBe(401);
  });
});

describe('custom data exports (Pro and up)', () => {
  it('refuses Basic with 403 plan_required naming the Pro plan', async () => {
    const u = await userOn('basic');
    const res = await doExport(u.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'plan_required', errors: [{ field: 'requiredPlan', message: 'pro' }] });
    expect(res.json().detail).toContain('Pro Navigator');
  });

  it('gives Pro a CSV download of the chosen fields and counts its bytes in usage', async () => {
    const u = await userOn('pro');
    const res = await doExport(u.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="cosmos-export-.*\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,name,time,x,y,z');
    expect(lines.length).toBeGreaterThan(1 + 5 * 16); // 5 instants × the whole catalogue (bodies, stars, deep sky, satellites)
    expect(lines[1]).toMatch(/^sun,Sun,2026-01-01T00:00:00.000Z,/);
    const usage = (await app.inject({ method: 'GET', url: '/api/usage', headers: u.auth })).json();
    expect(usage.usedBytes).toBe(Buffer.byteLength(res.body));
    expect(usage.quotaBytes).toBe(PLAN_ENTITLEMENTS.pro.quotaBytes);
  });

  it('JSON and XML carry the same rows; a chosen set and a type filter narrow them', async () => {
    const u = await userOn('pro');
    const json = (await doExport(u.auth, { ...exportBody, format: 'json', ids: ['mars', 'moon'] })).json();
    expect(json.rows).toHaveLength(10);
    expect(json.rows[0]).toEqual(expect.objectContaining({ id: 'mars', name: 'Mars' }));
    expect(Object.keys(json.rows[0])).toEqual(['id', 'name', 'time', 'x', 'y', 'z']);
    const xml = await doExport(u.auth, { ...exportBody, format: 'xml', type: 'moon' });
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.body).toContain('<object><id>moon</id><name>Moon</name>');
    expect(xml.body).not.toContain('<id>mars</id>');
  });

  it.each([
    [{ ...exportBody, format: 'pdf' }, 'format'],
    [{ ...exportBody, ids: ['pluto', 'vulcan'] }, 'ids'],
    [{ ...exportBody, to: '2025-12-31T00:00:00Z' }, 'to'],
    [{ ...exportBody, from: 'yesterday' }, 'from'],
    [{ ...exportBody, fields: ['colour'] }, 'fields.0'],
    [{ ...exportBody, stepMinutes: 1, to: '2026-01-31T00:00:00Z' }, 'stepMinutes'],
  ])('answers 400 naming the field for %o', async (payload, field) => {
    const u = await userOn('pro');
    const res = await doExport(u.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it.each([
    ['0001-01-01T00:00:00Z', '0001-01-01T00:00:00Z', 400, 'from'],
    ['2100-12-31T00:00:00Z', '9999-12-31T23:00:00Z', 400, 'to'],
    ['2026-01-01T00:00:00+05:30', '2026-01-01T00:00:00+05:30', 200, null],
  ])('times %s → %s answer %i (field %s), never 500', async (from, to, status, field) => {
    const u = await userOn('pro');
    const res = await doExport(u.auth, { ...exportBody, from, to, format: 'json' });
    expect(res.statusCode).toBe(status);
    if (field) expect(res.json().errors[0].field).toBe(field);
  });

  it('refuses once the period quota is used up', async () => {
    const u = await userOn('pro');
    await usage(t.db, u.user.id, PLAN_ENTITLEMENTS.pro.quotaBytes);
    const res = await doExport(u.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('quota_exceeded');
  });

  it('401 without credentials', async () => {
    expect((await doExport({})).statusCode).toBe(401);
  });
});

describe('personal API keys (Enterprise)', () => {
  it('refuses key creation below Enterprise with plan_required naming enterprise', async () => {
    const u = await userOn('pro');
    const res = await app.inject({ method: 'POST', url: '/api/api-keys', headers: u.auth, payload: { name: 'ci' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'plan_required',
      errors: [{ field: 'requiredPlan', message: 'enterprise' }],
    });
  });

  it('shows the key once, stores only its hash, lists without the secret, authorises exports, and stops at revocation', async () => {
    const u = await userOn('enterprise');
    const created = await app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: u.auth,
      payload: { name: 'Observatory' },
    });
    expect(created.statusCode).toBe(201);
    const { key, id, prefix } = created.json();
    expect(key).toMatch(/^cos_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(prefix)).toBe(true);
    const stored = await t.db.query<{ key_hash: string }>('SELECT key_hash FROM api_keys WHERE id = $1', [id]);
    expect(stored[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.key_hash).not.toContain(key.slice(4));
    const list = await app.inject({ method: 'GET', url: '/api/api-keys', headers: u.auth });
    expect(list.json()).toEqual([expect.objectContaining({ id, name: 'Observatory', prefix })]);
    expect(list.body).not.toContain(key);

    const withKey = await doExport({ 'x-api-key': key });
    expect(withKey.statusCode).toBe(200);
    // Metered against the key's owner.
    expect((await app.inject({ method: 'GET', url: '/api/usage', headers: u.auth })).json().usedBytes).toBe(
      Buffer.byteLength(withKey.body),
    );

    // A key is not a session: it cannot manage the account.
    expect(
      (await app.inject({ method: 'GET', url: '/api/subscription/current', headers: { 'x-api-key': key } })).statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/api-keys',
          headers: { 'x-api-key': key },
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(401);

    expect((await app.inject({ method: 'DELETE', url: `/api/api-keys/${id}`, headers: u.auth })).statusCode).toBe(204);
    const after = await doExport({ 'x-api-key': key });
    expect(after.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/api-keys', headers: u.auth })).json()).toEqual([]);
  });

  it('a password reset revokes every API key of the account, and says so', async () => {
    const u = await userOn('enterprise');
    const { key } = (
      await app.inject({ method: 'POST', url: '/api/api-keys', headers: u.auth, payload: { name: 'k' } })
    ).json();
    expect((await doExport({ 'x-api-key': key })).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
    const token = tokenIn((await mailTo(t, u.email, 'Reset')).body_text);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Comet-tail-pointing-away' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toContain('every API key revoked');
    expect((await doExport({ 'x-api-key': key })).statusCode).toBe(401);
  });

  it('a password change with "sign out others" revokes the API keys and counts them; without it keys stay', async () => {
    const u = await userOn('enterprise');
    const { key } = (
      await app.inject({ method: 'POST', url: '/api/api-keys', headers: u.auth, payload: { name: 'k' } })
    ).json();
    const keep = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: u.auth,
      payload: { currentPassword: u.password, newPassword: 'Nebula-kept-keys-2026', signOutOthers: false },
    });
    expect(keep.json()).toEqual({ ok: true, revoked: 0, apiKeysRevoked: 0 });
    expect((await doExport({ 'x-api-key': key })).statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: u.auth,
      payload: { currentPassword: 'Nebula-kept-keys-2026', newPassword: 'Nebula-no-keys-2026', signOutOthers: true },
    });
    expect(out.json()).toMatchObject({ ok: true, apiKeysRevoked: 1 });
    expect((await doExport({ 'x-api-key': key })).statusCode).toBe(401);
  });

  it('a key stops working when its owner drops below Enterprise', async () => {
    const u = await userOn('enterprise');
    const { key } = (
      await app.inject({ method: 'POST', url: '/api/api-keys', headers: u.auth, payload: { name: 'k' } })
    ).json();
    await subscription(t.db, u.user.id, { plan: 'pro' });
    const res = await doExport({ 'x-api-key': key });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('plan_required');
  });

  it('rate-limits each key per minute with 429 and retry-after', async () => {
    const u = await userOn('enterprise');
    const { key, id } = (
      await app.inject({ method: 'POST', url: '/api/api-keys', headers: u.auth, payload: { name: 'busy' } })
    ).json();
    await apiKeyHits(t.db, id, PLAN_ENTITLEMENTS.enterprise.apiRatePerMinute);
    const res = await doExport({ 'x-api-key': key });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('authorises the data API (GET /api/celestial-data) without a session and meters it; revoked mid-use it stops', async () => {
    const u = await userOn('enterprise');
    const { key, id } = (
      await app.inject({ method: 'POST', url: '/api/api-keys', headers: u.auth, payload: { name: 'sky' } })
    ).json();
    const first = await app.inject({
      method: 'GET',
      url: '/api/celestial-data?limit=5',
      headers: { 'x-api-key': key },
    });
    expect(first.statusCode).toBe(200);
    expect(Array.isArray(first.json())).toBe(true);
    const used = (await app.inject({ method: 'GET', url: '/api/usage', headers: u.auth })).json().usedBytes;
    expect(used).toBe(Buffer.byteLength(first.body));
    // Stream-token and other writes stay session-only.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/celestial-data/mars/stream',
          headers: { 'x-api-key': key },
          payload: { quality: 'high' },
        })
      ).statusCode,
    ).toBe(401);
    await app.inject({ method: 'DELETE', url: `/api/api-keys/${id}`, headers: u.auth });
    expect(
      (await app.inject({ method: 'GET', url: '/api/celestial-data?limit=5', headers: { 'x-api-key': key } }))
        .statusCode,
    ).toBe(401);
  });

  it('stops API calls once the period quota is used up', async () => {
    const u = await userOn('enterprise');
    const { key } = (
      await app.inject({ method: 'POST', url: '/api/api-keys', headers: u.auth, payload: { name: 'q' } })
    ).json();
    await usage(t.db, u.user.id, PLAN_ENTITLEMENTS.enterprise.quotaBytes);
    const res = await app.inject({ method: 'GET', url: '/api/celestial-data?limit=1', headers: { 'x-api-key': key } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('quota_exceeded');
  });

  it('rejects unknown keys, and someone else cannot revoke my key', async () => {
    expect((await doExport({ 'x-api-key': 'cos_not-a-real-key' })).statusCode).toBe(401);
    const owner = await userOn('enterprise');
    const other = await userOn('enterprise');
    const { id } = (
      await app.inject({ method: 'POST', url: '/api/api-keys', headers: owner.auth, payload: { name: 'mine' } })
    ).json();
    expect((await app.inject({ method: 'DELETE', url: `/api/api-keys/${id}`, headers: other.auth })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/api-keys/not-a-uuid', headers: other.auth })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: '/api/api-keys', headers: owner.auth, payload: { name: '' } })).json()
        .errors[0].field,
    ).toBe('name');
  });
});

describe('usage', () => {
  it('a new Basic user has used nothing of the Basic quota; periodEnd is the subscription period end', async () => {
    const u = await userOn('basic');
    const usage = (await app.inject({ method: 'GET', url: '/api/usage', headers: H(u.auth) })).json();
    const sub = (await app.inject({ method: 'GET', url: '/api/subscription/current', headers: u.auth })).json();
    expect(usage).toMatchObject({
      usedBytes: 0,
      quotaBytes: PLAN_ENTITLEMENTS.basic.quotaBytes,
      planId: 'basic',
      periodEnd: sub.currentPeriodEnd,
    });
  });
  it('the demo account shows the spec sample, 250GB of 500GB', async () => {
    const d = await t.login('demo@cosmos.test', 'Explore-the-cosmos-2026');
    expect((await app.inject({ method: 'GET', url: '/api/usage', headers: d.auth })).json()).toMatchObject({
      usedBytes: 250_000_000_000,
      quotaBytes: 500_000_000_000,
      planId: 'pro',
    });
  });
  it('past due falls back to Basic allowances', async () => {
    const u = await userOn('pro');
    await subscription(t.db, u.user.id, { status: 'past_due' });
    expect((await doExport(u.auth)).json().code).toBe('plan_required');
  });
});
