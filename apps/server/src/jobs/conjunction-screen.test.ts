import { formatTle } from '@cosmos/astro';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.ts';

// Automatic screening on: a 15-minute window keeps each screen of the nominal catalogue short.
const t = await startTestApp({ CONJUNCTION_AUTO: 'true', CONJUNCTION_DAYS: '0.01' });
const admin = await t.register();
await t.db.query("UPDATE users SET role = 'admin' WHERE email = $1", [admin.email]);

const runs = () =>
  t.db.query<{ trigger: string; status: string; catalog_version: string }>(
    'SELECT trigger, status, catalog_version::text AS catalog_version FROM conjunction_runs ORDER BY id',
  );
async function until(check: (rows: Awaited<ReturnType<typeof runs>>) => boolean) {
  for (let i = 0; i < 600; i++) {
    const rows = await runs();
    if (check(rows)) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out: ${JSON.stringify(await runs())}`);
}

describe('conjunction screening job', () => {
  it('screens the catalogue at start, and again after every catalogue change, once per version', async () => {
    const first = await until((rows) => rows.some((r) => r.trigger === 'start' && r.status === 'done'));
    expect(first.filter((r) => r.status !== 'failed')).toHaveLength(1);
    const { line1, line2 } = formatTle({
      noradId: 91001,
      epoch: new Date(),
      inclinationDeg: 51.6,
      raanDeg: 10,
      eccentricity: 0.0003,
      argPerigeeDeg: 0,
      meanAnomalyDeg: 0,
      meanMotionRevPerDay: 15.5,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/import',
      headers: { ...admin.auth, 'content-type': 'text/plain' },
      payload: `NEW SAT\n${line1}\n${line2}\n`,
    });
    expect(res.statusCode).toBe(200);
    const after = await until((rows) => rows.some((r) => r.trigger === 'catalog' && r.status === 'done'));
    const versions = after.filter((r) => r.status === 'done').map((r) => r.catalog_version);
    expect(new Set(versions).size).toBe(versions.length); // never the same catalogue twice
    expect(after.every((r) => r.status !== 'running')).toBe(true);
  });
});
