import { deriveSatelliteInfo } from '../../sky/satellite-info.ts';
import { describe, expect, it } from 'vitest';
import { twoline2satrec } from 'satellite.js';
import { startTestApp } from '../../../test/harness.ts';
import { satrecEpochMs } from '../../sky/objects.ts';
import { exportTime, rowAt } from './export-source.ts';
import { cardOnFile } from '../../../test/factories.ts';

const t = await startTestApp();
const { app } = t;

async function userOn(planId: 'basic' | 'pro') {
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
const doExport = (headers: Record<string, string>, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/exports', headers, payload: payload as never });
const span = { from: '2026-01-01T00:00:00Z', to: '2026-01-01T02:00:00Z', stepMinutes: 30 };
const pro = await userOn('pro');

describe('POST /api/exports covers the whole sky catalogue', () => {
  it('exports sat-25544 in CSV: 5 rows, TEME km positions at ISS altitude', async () => {
    const res = await doExport(pro.auth, {
      ...span,
      ids: ['sat-25544'],
      fields: ['id', 'time', 'frame', 'x', 'y', 'z', 'vx', 'vy', 'vz', 'ra_deg', 'error'],
      format: 'csv',
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,time,frame,x,y,z,vx,vy,vz,ra_deg,error');
    expect(lines).toHaveLength(6);
    for (const line of lines.slice(1)) {
      const c = line.split(',');
      expect(c[0]).toBe('sat-25544');
      expect(c[2]).toBe('TEME');
      const r = Math.hypot(Number(c[3]), Number(c[4]), Number(c[5]));
      expect(r).toBeGreaterThan(6_500);
      expect(r).toBeLessThan(7_000);
      const v = Math.hypot(Number(c[6]), Number(c[7]), Number(c[8]));
      expect(v).toBeGreaterThan(7); // km/s
      expect(v).toBeLessThan(8);
      expect(c[9]).toBe('');
      expect(c[10]).toBe('');
    }
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(
      ['00:00', '00:30', '01:00', '01:30', '02:00'].map((hm) => `2026-01-01T${hm}:00.000Z`),
    );
  });

  it('type=star in JSON includes Sirius with its ICRS ra/dec, and the Sun in HELIO_EQJ2000', async () => {
    const res = await doExport(pro.auth, {
      ...span,
      to: span.from,
      type: 'star',
      fields: ['id', 'name', 'type', 'frame', 'x', 'ra_deg', 'dec_deg', 'distance_ly'],
      format: 'json',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.units.frames.TEME).toMatchObject({ position: 'km', velocity: 'km/s' });
    const sirius = body.rows.find((r: { id: string }) => r.id === 'star-32349');
    expect(sirius).toMatchObject({ name: 'Sirius', type: 'star', frame: 'ICRS', x: null });
    expect(sirius.ra_deg).toBeCloseTo(101.29, 1);
    expect(sirius.dec_deg).toBeCloseTo(-16.72, 1);
    expect(sirius.distance_ly).toBeGreaterThan(8);
    expect(body.rows.find((r: { id: string }) => r.id === 'sun')).toMatchObject({
      frame: 'HELIO_EQJ2000',
      ra_deg: null,
    });
    expect(body.rows.every((r: { type: string }) => r.type === 'star')).toBe(true);
  });

  it('mixes frames in one export and keeps the order of the ids; XML leaves non-applicable fields empty', async () => {
    const ids = ['mars', 'sat-25544', 'star-32349'];
    const res = await doExport(pro.auth, { ...span, ids, fields: ['id', 'frame', 'x', 'dec_deg'], format: 'json' });
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as { id: string; frame: string; x: number | null; dec_deg: number | null }[];
    expect(rows).toHaveLength(15);
    expect(rows.slice(0, 3).map((r) => [r.id, r.frame])).toEqual([
      ['mars', 'HELIO_EQJ2000'],
      ['sat-25544', 'TEME'],
      ['star-32349', 'ICRS'],
    ]);
    expect(Math.abs(rows[0]!.x!)).toBeLessThan(2); // AU
    expect(rows[2]!.x).toBeNull();
    const xml = await doExport(pro.auth, {
      ...span,
      to: span.from,
      ids,
      fields: ['id', 'frame', 'x', 'dec_deg'],
      format: 'xml',
    });
    expect(xml.body).toContain('<object><id>star-32349</id><frame>ICRS</frame><x></x><dec_deg>-16.7');
    expect(xml.body).toMatch(
      /<object><id>mars<\/id><frame>HELIO_EQJ2000<\/frame><x>-?[\d.e-]+<\/x><dec_deg><\/dec_deg><\/object>/,
    );
  });

  it('the whole catalogue includes satellites, stars and deep-sky objects', async () => {
    const res = await doExport(pro.auth, { ...span, to: span.from, fields: ['id', 'type'], format: 'json' });
    expect(res.statusCode).toBe(200);
    const types = new Set((res.json().rows as { type: string }[]).map((r) => r.type));
    for (const ty of ['satellite', 'star', 'planet', 'moon', 'cluster', 'blackHole']) expect(types).toContain(ty);
    const sats = await doExport(pro.auth, {
      ...span,
      to: span.from,
      type: 'satellite',
      fields: ['id', 'frame'],
      format: 'json',
    });
    expect((sats.json().rows as { frame: string }[]).every((r) => r.frame === 'TEME')).toBe(true);
  });

  it('counts the file against the quota whatever the encoding on the wire (brotli, gzip or none)', async () => {
    const used = async (u: typeof pro) =>
      (await app.inject({ method: 'GET', url: '/api/usage', headers: u.auth })).json().usedBytes as number;
    const body = { ...span, to: span.from, fields: ['id', 'type', 'frame', 'x', 'y', 'z'], format: 'csv' };
    const sizes: number[] = [];
    for (const encoding of [undefined, 'br', 'gzip']) {
      const u = await userOn('pro');
      const res = await doExport({ ...u.auth, ...(encoding ? { 'accept-encoding': encoding } : {}) }, body);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      sizes.push(await used(u));
    }
    expect(sizes[0]).toBeGreaterThan(10_000);
    expect(sizes).toEqual([sizes[0], sizes[0], sizes[0]]);
  });

  it('unknown ids answer 400 naming ids and listing them', async () => {
    const res = await doExport(pro.auth, { ...span, ids: ['sat-25544', 'sat-99999999', 'vulcan'], format: 'csv' });
    expect(res.statusCode).toBe(400);
    const err = res.json().errors.find((e: { field: string }) => e.field === 'ids');
    expect(err.message).toContain('sat-99999999');
    expect(err.message).toContain('vulcan');
  });

  it('more than 50,000 rows answers 400 naming stepMinutes and suggesting fewer rows', async () => {
    const res = await doExport(pro.auth, {
      from: '2026-01-01T00:00:00Z',
      to: '2026-03-01T00:00:00Z',
      stepMinutes: 1,
      ids: ['sat-25544'],
      format: 'csv',
    });
    expect(res.statusCode).toBe(400);
    const err = res.json().errors.find((e: { field: string }) => e.field === 'stepMinutes');
    expect(err.message).toMatch(/at most 50000.*larger step/);
  });

  it('refuses a Basic user with 403 plan_required', async () => {
    const u = await userOn('basic');
    const res = await doExport(u.auth, { ...span, ids: ['sat-25544'], format: 'csv' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'plan_required', errors: [{ field: 'requiredPlan', message: 'pro' }] });
  });
});

describe('SGP4 failures', () => {
  it('keep the row with an empty position and the reason in `error`', () => {
    // 19.5 revolutions a day: a mean orbit smaller than the Earth, which SGP4 refuses.
    const line1 = '1 99999U 24001A   26001.00000000  .00000000  00000-0  00000-0 0  9990';
    const line2 = '2 99999  51.6400 100.0000 0001000  90.0000 270.0000 19.50000000    09';
    const satrec = twoline2satrec(line1, line2);
    const base = { noradId: 99999, name: 'Falling', line1, line2, meta: null };
    const ref = {
      ...base,
      source: 'imported' as const,
      updatedAt: '',
      satrec,
      epochMs: satrecEpochMs(satrec),
      info: deriveSatelliteInfo(base, satrec),
    };
    const row = rowAt(
      { kind: 'sat', id: 'sat-99999', name: 'Falling', type: 'satellite', ref },
      exportTime(Date.parse('2026-01-01T01:00:00Z')),
    );
    expect(row).toMatchObject({ id: 'sat-99999', frame: 'TEME', x: null, vx: null, ra_deg: null });
    expect(row.error).toMatch(/^SGP4 error \d+/);
  });
});
