/**
 * Issue 31's one lease table, migrated on a database whose refresh state sat in three tables: each refresh's last
 * success, attempt, error and claim move under its name, so nothing is refetched early and no error is forgotten;
 * then the lease claims once per interval, and a crashed holder's claim expires.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { claimRefresh, refreshFailed, refreshState, refreshSucceeded } from '../src/modules/leases/leases.service.ts';
import { freshDb, migrateBefore } from './migration-db.ts';

const { db, drop } = await freshDb();
afterAll(drop);
await migrateBefore(db, '20261127_2042_refresh-leases.sql');

const hourAgo = new Date(Math.floor(Date.now() / 1000) * 1000 - 3_600_000).toISOString();
await db.query('UPDATE catalog_state SET last_refresh = $1, last_attempt = $1, last_error = NULL WHERE id = 1', [
  hourAgo,
]);
await db.query("UPDATE launch_state SET last_attempt = $1, last_error = 'HTTP 503' WHERE id = 1", [hourAgo]);
await db.query(
  "UPDATE news_state SET last_attempt = now() - interval '1 hour', refresh_claimed_at = now() - interval '20 minutes' WHERE id = 1",
);
await migrate(db);
const tx = <T>(fn: Parameters<typeof db.tx<T>>[0]) => db.tx(fn);

describe('refresh leases', () => {
  it('keep what the three state tables held, under each refresh name', async () => {
    const catalog = await refreshState(db, 'catalog');
    expect(new Date(catalog.last_refresh!).toISOString()).toBe(hourAgo);
    expect(catalog.last_error).toBeNull();
    const launches = await refreshState(db, 'launches');
    expect(launches.last_refresh).toBeNull();
    expect(launches.last_error).toBe('HTTP 503');
    expect((await refreshState(db, 'news')).claimed_at).not.toBeNull();
    const cols = await db.query(
      "SELECT 1 FROM information_schema.columns WHERE table_name IN ('catalog_state','launch_state','news_state') AND column_name IN ('last_refresh','last_error','refresh_claimed_at','last_attempt')",
    );
    expect(cols).toHaveLength(0);
  });

  it('claim once per interval; a crashed holder (claim older than 10 minutes) is taken over; success clears the error', async () => {
    const opts = { force: false, minIntervalS: 1800 };
    expect(await tx((q) => claimRefresh(q, 'launches', opts))).toBe(true); // last attempt an hour ago: due
    expect(await tx((q) => claimRefresh(q, 'launches', { force: true, minIntervalS: 1800 }))).toBe(false); // held
    await refreshSucceeded(db, 'launches');
    expect(await refreshState(db, 'launches')).toMatchObject({ claimed_at: null, last_error: null });
    expect(await tx((q) => claimRefresh(q, 'launches', opts))).toBe(false); // just attempted: not due
    expect(await tx((q) => claimRefresh(q, 'news', opts))).toBe(true); // the 20-minute-old claim had expired
    await refreshFailed(db, 'news', 'bad JSON');
    expect((await refreshState(db, 'news')).last_error).toBe('bad JSON');
  });
});
