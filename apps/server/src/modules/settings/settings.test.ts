import { DEFAULT_SETTINGS } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';

const t = await startTestApp();

describe('settings', () => {
  it("starts at the spec's defaults", async () => {
    const u = await t.register();
    const res = await t.app.inject({ url: '/api/settings', headers: u.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toEqual({
      notifications: true,
      darkMode: true,
      twoFactor: false,
      volume: 70,
      language: 'English',
      theme: 'Space',
      issPassAlerts: false,
      eclipseAlerts: false,
      units: 'metric',
      redLight: false,
      quietHours: null,
    });
  });

  it('persists a partial update per user and leaves other users alone', async () => {
    const u = await t.register();
    const other = await t.register();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: u.auth,
      payload: { darkMode: false, volume: 35, language: 'Français' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ darkMode: false, volume: 35, language: 'Français', notifications: true });
    expect((await t.app.inject({ url: '/api/settings', headers: u.auth })).json()).toMatchObject({
      darkMode: false,
      volume: 35,
    });
    expect((await t.app.inject({ url: '/api/settings', headers: other.auth })).json()).toEqual(DEFAULT_SETTINGS);
  });

  it('stores the units preference (issue 19) for later visits', async () => {
    const u = await t.register();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: u.auth,
      payload: { units: 'imperial' },
    });
    expect(put.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/settings', headers: u.auth })).json().units).toBe('imperial');
  });

  it('ignores twoFactor (only enrolment changes it)', async () => {
    const u = await t.register();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: u.auth,
      payload: { twoFactor: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().twoFactor).toBe(false);
  });

  it.each([
    [{ volume: 101 }, 'volume'],
    [{ volume: 'loud' }, 'volume'],
    [{ language: 'Klingon' }, 'language'],
    [{ darkMode: 'yes' }, 'darkMode'],
    [{ units: 'furlongs' }, 'units'],
  ])('rejects %o naming %s, and nothing changes', async (payload, field) => {
    const u = await t.register();
    const res = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: u.auth, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect((await t.app.inject({ url: '/api/settings', headers: u.auth })).json()).toEqual(DEFAULT_SETTINGS);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/settings' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/settings', payload: { volume: 1 } })).statusCode).toBe(401);
  });
});
