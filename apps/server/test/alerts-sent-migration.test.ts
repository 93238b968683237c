/**
 * Issue 31's one alerts-sent table, migrated on a database whose two old tables hold claims: every claim moves over
 * with its time, so no alert already sent goes out again, and claimOnce then answers from the one table.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { claimOnce, pruneAlertsSent } from '../src/modules/notifications/notifications.service.ts';
import { freshDb, migrateBefore } from './migration-db.ts';

const { db, drop } = await freshDb();
afterAll(drop);
await migrateBefore(db, '20261127_2041_one-alerts-sent-table.sql');

const uid = (
  await db.query<{ id: string }>(
    "INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('a@x.test', 'x', 'A', 'B') RETURNING id",
  )
)[0]!.id;
const dayAgo = new Date(Math.floor(Date.now() / 1000) * 1000 - 86_400_000).toISOString();
const monthsAgo = new Date(Date.now() - 120 * 86_400_000).toISOString();
await db.query(
  `INSERT INTO sky_alerts_sent (user_id, event_key, sent_at) VALUES
     ($1, 'iss:2026-11-29T05:10', $2), ($1, 'conj:25544-48274:2950000', now())`,
  [uid, dayAgo],
);
await db.query(
  `INSERT INTO watch_alerts_sent (user_id, event_key, sent_at) VALUES
     ($1, 'launch:abc:t-1h:2026-12-01T10:00:00.000Z', now()), ($1, 'reentry:60001:3', $2)`,
  [uid, monthsAgo],
);
await migrate(db);

describe('one alerts-sent table', () => {
  it('holds every claim of both old tables with its time, and the old tables are gone', async () => {
    const rows = await db.query<{ event_key: string; sent_at: Date | string }>(
      'SELECT event_key, sent_at FROM alerts_sent WHERE user_id = $1 ORDER BY event_key',
      [uid],
    );
    expect(rows.map((r) => r.event_key)).toEqual([
      'conj:25544-48274:2950000',
      'iss:2026-11-29T05:10',
      'launch:abc:t-1h:2026-12-01T10:00:00.000Z',
      'reentry:60001:3',
    ]);
    expect(new Date(rows[1]!.sent_at).toISOString()).toBe(dayAgo);
    const old = await db.query(
      "SELECT 1 FROM information_schema.tables WHERE table_name IN ('sky_alerts_sent', 'watch_alerts_sent')",
    );
    expect(old).toHaveLength(0);
  });

  it('claimOnce refuses what was sent before the migration, and a key that means the same event', async () => {
    expect(await claimOnce(db, uid, 'launch:abc:t-1h:2026-12-01T10:00:00.000Z')).toBe(false);
    expect(await claimOnce(db, uid, 'iss:2026-11-29T05:20', ['iss:2026-11-29T05:10'])).toBe(false);
    expect(await claimOnce(db, uid, 'iss:2026-11-30T05:10')).toBe(true);
    expect(await claimOnce(db, uid, 'iss:2026-11-30T05:10')).toBe(false);
  });

  it('prunes claims older than 60 days only', async () => {
    await pruneAlertsSent(db);
    const keys = (await db.query<{ event_key: string }>('SELECT event_key FROM alerts_sent')).map((r) => r.event_key);
    expect(keys).not.toContain('reentry:60001:3');
    expect(keys).toContain('iss:2026-11-29T05:10');
  });
});
