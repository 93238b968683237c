/**
 * The accuracy job's claim moves onto the shared refresh leases (issue 31, ADR 0020): on a database whose
 * accuracy_state held its own claim columns, the last report's time, the last attempt and the last error move to the
 * lease 'accuracy' (so a report measured an hour ago is not measured again early), the report stays, and the old
 * columns are gone.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { claimRefresh, refreshState } from '../src/modules/leases/leases.service.ts';
import { freshDb, migrateBefore } from './migration-db.ts';

const { db, drop } = await freshDb();
afterAll(drop);
await migrateBefore(db, '20261128_0301_accuracy-lease.sql');

const hourAgo = new Date(Math.floor(Date.now() / 1000) * 1000 - 3_600_000).toISOString();
await db.query(
  `UPDATE accuracy_state SET report = '{"measuredAt":"x"}'::jsonb, measured_at = $1, last_attempt = $1,
     last_error = 'worker exited', claimed_at = NULL WHERE id = 1`,
  [hourAgo],
);
await migrate(db);

describe('accuracy lease migration', () => {
  it('moves the claim, attempt, success and error to the lease and keeps the report', async () => {
    const lease = await refreshState(db, 'accuracy');
    expect(new Date(lease.last_refresh!).toISOString()).toBe(hourAgo);
    expect(new Date(lease.last_attempt!).toISOString()).toBe(hourAgo);
    expect(lease).toMatchObject({ claimed_at: null, last_error: 'worker exited' });
    const [row] = await db.query<{ report: unknown }>('SELECT report FROM accuracy_state WHERE id = 1');
    expect(row!.report).toEqual({ measuredAt: 'x' });
    const cols = await db.query(
      "SELECT 1 FROM information_schema.columns WHERE table_name = 'accuracy_state' AND column_name IN ('claimed_at','last_attempt','last_error')",
    );
    expect(cols).toHaveLength(0);
  });

  it('claims once per interval from the migrated attempt time', async () => {
    // The last attempt was an hour ago: a two-hour interval is not due, a half-hour one is (and then held).
    expect(await db.tx((q) => claimRefresh(q, 'accuracy', { force: false, minIntervalS: 7200 }))).toBe(false);
    expect(await db.tx((q) => claimRefresh(q, 'accuracy', { force: false, minIntervalS: 1800 }))).toBe(true);
    expect(await db.tx((q) => claimRefresh(q, 'accuracy', { force: true, minIntervalS: 1800 }))).toBe(false);
  });
});
