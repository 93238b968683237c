/**
 * Issue 30 (Minor): date and time parameters are strict ISO 8601 (packages/contracts iso-time.ts). Before, the checks
 * rested on Date.parse, which reads "hello 12" as 1 December 2001 and rolls 2026-02-31 over into March.
 */
import { describe, expect, it } from 'vitest';
import { startTestApp } from './harness.ts';

const t = await startTestApp();
const u = await t.register();

describe('Minor: a date parameter refuses text such as "hello 12" with 400 naming the field', () => {
  it.each([
    ['/api/celestial-data/sat-25544/track?from=hello%2012', 'from'],
    ['/api/celestial-data/sat-25544/track?from=2026-11-23T00:00:00Z&to=12', 'to'],
    ['/api/sky/identify?at=hello%2012&azimuthDeg=180&elevationDeg=45', 'at'],
    ['/api/sky/identify?at=2026-02-31T20:00:00Z&azimuthDeg=180&elevationDeg=45', 'at'],
    ['/api/sky/tonight?date=hello%2012', 'date'],
    ['/api/sky/tonight?date=2026-02-31', 'date'],
    ['/api/celestial-data?launchedAfter=2026-02-31', 'launchedAfter'],
  ])('%s → 400 naming %s', async (url, field) => {
    const res = await t.app.inject({ url, headers: u.auth });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('still takes real ones: a zone-qualified time with a fraction, a leap day', async () => {
    const track = await t.app.inject({
      url: '/api/celestial-data/sat-25544/track?from=2026-11-23T00:00:00.123456Z&to=2026-11-23T01:10:00%2B01:00',
      headers: u.auth,
    });
    expect(track.statusCode, track.body).not.toBe(400);
    const tonight = await t.app.inject({ url: '/api/sky/tonight?date=2028-02-29', headers: u.auth });
    expect(tonight.statusCode, tonight.body).not.toBe(400);
  });
});
