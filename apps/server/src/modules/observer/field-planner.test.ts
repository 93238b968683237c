import type { FieldPlan } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { setLocation } from '../../../test/factories.ts';

const t = await startTestApp({ SKY_ALERTS_INTERVAL_MS: '0' });
const located = await t.register();
const unlocated = await t.register();
await setLocation(t.db, located.user.id, 51.48, -0.1, 'Greenwich');
const post = (url: string, payload: unknown, auth?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: auth ?? {} });

// Tonight's first two dark hours over Greenwich, from the next 18:00 UTC.
const evening = new Date();
evening.setUTCHours(18, 0, 0, 0);
if (evening.getTime() < Date.now()) evening.setUTCDate(evening.getUTCDate() + 1);
const from = evening.toISOString();
const to = new Date(evening.getTime() + 2 * 3_600_000).toISOString();
const plan = {
  target: { raDeg: 56.75, decDeg: 24.12 },
  fov: { shape: 'rect', widthDeg: 15.2, heightDeg: 10.2 },
  from,
  to,
  minCleanMinutes: 1,
};

describe('astrophotography planner: access and bad input', () => {
  it('answers 401 to an anonymous caller and 409 without a place', async () => {
    expect((await post('/api/sky/field-plan', plan)).statusCode).toBe(401);
    expect((await post('/api/sky/field-plan/export', { ...plan, format: 'csv' })).statusCode).toBe(401);
    expect((await post('/api/sky/field-plan', plan, unlocated.auth)).statusCode).toBe(409);
  });

  it('answers 400 problem+json naming the field, never 500', async () => {
    const cases: [unknown, string][] = [
      [{ ...plan, fov: undefined }, 'fov'],
      [{ ...plan, fov: { shape: 'rect', widthDeg: 200, heightDeg: 1 } }, 'fov.widthDeg'],
      [{ ...plan, fov: { shape: 'hexagon', widthDeg: 2 } }, 'fov.shape'],
      [{ ...plan, target: { raDeg: 400, decDeg: 0 } }, 'target'],
      [{ ...plan, target: { name: 'Planet Nine' } }, 'target.name'],
      [{ ...plan, from: 'tonight' }, 'from'],
      [{ ...plan, to: from }, 'to'],
      [{ ...plan, to: new Date(evening.getTime() + 13 * 3_600_000).toISOString() }, 'to'],
      // A 104° field may search at most 12 h × 15/104 ≈ 1.7 h.
      [
        {
          ...plan,
          fov: { shape: 'rect', widthDeg: 104, heightDeg: 81 },
          to: new Date(evening.getTime() + 2 * 3_600_000).toISOString(),
        },
        'to',
      ],
      [{ ...plan, from: '2020-01-01T00:00:00Z', to: '2020-01-01T02:00:00Z' }, 'from'],
      [{ ...plan, minCleanMinutes: -1 }, 'minCleanMinutes'],
    ];
    for (const [body, field] of cases) {
      const res = await post('/api/sky/field-plan', body, located.auth);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(
        (res.json().errors as { field: string }[]).some((e) => e.field === field || e.field.startsWith(`${field}.`)),
        `${field}: ${res.body}`,
      ).toBe(true);
    }
    const res = await post('/api/sky/field-plan/export', { ...plan, format: 'pdf' }, located.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('format');
  });

  it('refuses an oversized body with 413', async () => {
    const res = await post('/api/sky/field-plan', { ...plan, target: { name: 'x'.repeat(10_000) } }, located.auth);
    expect(res.statusCode).toBe(413);
  });
});

describe('astrophotography planner: a plan and its exports', () => {
  it('lists crossings of the Pleiades field with clean windows, then exports CSV and iCalendar', async () => {
    const res = await post('/api/sky/field-plan', plan, located.auth);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json() as FieldPlan;
    expect(p.satellites).toBeGreaterThan(1000);
    expect(p.station.name).toBe('Greenwich');
    expect(p.fieldUp.length).toBeGreaterThan(0);
    expect(p.crossings.length).toBeGreaterThan(0);
    for (const c of p.crossings) {
      expect(Date.parse(c.end)).toBeGreaterThanOrEqual(Date.parse(c.start));
      expect(c.id).toMatch(/^sat-/);
      if (!c.sunlit) expect(c.magnitude).toBeNull();
    }
    // Clean windows lie inside the window and touch no sunlit crossing.
    for (const w of p.clean) {
      expect(w.start >= p.from && w.end <= p.to).toBe(true);
      for (const c of p.crossings.filter((x) => x.sunlit)) expect(c.end <= w.start || c.start >= w.end).toBe(true);
    }

    const csv = await post('/api/sky/field-plan/export', { ...plan, format: 'csv' }, located.auth);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('kind,start,end,object,id,magnitude,sigma,sunlit,separation_deg,target');
    expect(lines.length).toBe(1 + p.clean.length + p.crossings.length);

    const ics = await post('/api/sky/field-plan/export', { ...plan, format: 'ics' }, located.auth);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.body.match(/BEGIN:VEVENT/g)?.length ?? 0).toBe(
      p.clean.length + p.crossings.filter((c) => c.sunlit).length,
    );
  }, 120_000);

  it('accepts every optics preset, the widest (14 mm on full frame, 104° × 81°) included', async () => {
    const widest = { shape: 'rect', widthDeg: 2 * Math.atan(18 / 14) * (180 / Math.PI), heightDeg: 81.2 };
    const res = await post('/api/sky/field-plan', { ...plan, fov: widest, to: from }, located.auth);
    // Same window start and end: refused for the window ('to'), not for the field.
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('to');
  });

  it('resolves a named target', async () => {
    const res = await post('/api/sky/field-plan', { ...plan, target: { name: 'M45' } }, located.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as FieldPlan).target.name).toBe('M45 Pleiades');
  }, 120_000);

  it("never shows one user's place name to another who searches from the same spot (the cache holds coordinates only)", async () => {
    const me = await t.register();
    const neighbour = await t.register();
    await setLocation(t.db, me.user.id, 51.48, -0.1, 'Greenwich');
    await setLocation(t.db, neighbour.user.id, 51.48, -0.1, 'My back garden');
    const mine = await post('/api/sky/field-plan', plan, me.auth);
    const theirs = await post('/api/sky/field-plan', plan, neighbour.auth);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect((mine.json() as FieldPlan).station.name).toBe('Greenwich');
    expect((theirs.json() as FieldPlan).station.name).toBe('My back garden');
  }, 120_000);

  it('runs one search per user at a time: a second one while the first runs is 429, not a place in the queue', async () => {
    const busy = await t.register();
    await setLocation(t.db, busy.user.id, 40.42, -3.7, 'Madrid');
    const later = (h: number) => new Date(evening.getTime() + h * 3_600_000).toISOString();
    const [a, b] = await Promise.all([
      post('/api/sky/field-plan', { ...plan, from: later(3), to: later(4) }, busy.auth),
      post('/api/sky/field-plan', { ...plan, from: later(5), to: later(6) }, busy.auth),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 429]);
  }, 120_000);
});
