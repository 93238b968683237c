/**
 * Issue 32's migrations, run on a database whose old tables hold data: the profile coordinates and the observing
 * locations become places (ids kept, one default, nothing lost), and the five follow tables become `follows` with
 * each row's alerts as they were. PGlite, or PostgreSQL with TEST_DB=postgres (a database of its own).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { freshDb, migrateBefore } from './migration-db.ts';

const FIRST_NEW = '20261127_1101_create-places.sql';

const { db, drop } = await freshDb();
afterAll(drop);
await migrateBefore(db, FIRST_NEW);

const user = async (email: string, loc: [number, number] | null, location = '') =>
  (
    await db.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, location, latitude, longitude)
       VALUES ($1, 'x', 'A', 'B', $2, $3, $4) RETURNING id`,
      [email, location, loc?.[0] ?? null, loc?.[1] ?? null],
    )
  )[0]!.id;
const location = async (userId: string, name: string, lat: number, lon: number, isDefault: boolean) =>
  (
    await db.query<{ id: string }>(
      `INSERT INTO observing_locations (user_id, name, latitude, longitude, altitude_m, time_zone, is_default)
       VALUES ($1, $2, $3, $4, 120, 'Europe/Lisbon', $5) RETURNING id`,
      [userId, name, lat, lon, isDefault],
    )
  )[0]!.id;

// Old data: a profile-only user, a user with both (a different place), one whose profile equals a location, one with none.
const profileOnly = await user('profile@x.test', [38.72, -9.14], 'Lisbon, Portugal');
const both = await user('both@x.test', [51.48, 0], 'Greenwich');
const bothHome = await location(both, 'Cabo da Roca', 38.78, -9.5, true);
const bothCabin = await location(both, 'Cabin', 40, -8, false);
const same = await user('same@x.test', [40, -8]);
const sameHome = await location(same, 'Cabin', 40, -8, true);
const none = await user('none@x.test', null);
await db.query(`INSERT INTO calendar_feeds (user_id, secret_hash, location_id) VALUES ($1, 'h1', $2)`, [
  both,
  bothCabin,
]);

// Old follows: one satellite followed both ways, one only for passes, one only for conjunctions, a launch, team shares.
await db.query(`INSERT INTO launches (id, name, status_abbrev, status_name, net, vehicle)
                VALUES ('l-1', 'Falcon 9 | Starlink', 'Go', 'Go for Launch', now(), 'Falcon 9')`);
await db.query(
  `INSERT INTO followed_objects (user_id, object_id, conjunction_threshold_km) VALUES
  ($1, 'sat-25544', 2), ($1, 'sat-20580', 7)`,
  [profileOnly],
);
await db.query(`INSERT INTO followed_satellites (user_id, norad_id) VALUES ($1, 25544), ($1, 48274)`, [profileOnly]);
await db.query(`INSERT INTO launch_follows (user_id, launch_id) VALUES ($1, 'l-1'), ($1, 'gone-2')`, [both]);
const team = (
  await db.query<{ id: string }>(`INSERT INTO teams (owner_id, name) VALUES ($1, 'Orbiters') RETURNING id`, [both])
)[0]!.id;
await db.query(`INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, 'owner'), ($1, $3, 'member')`, [
  team,
  both,
  same,
]);
await db.query(
  `INSERT INTO team_followed_objects (team_id, object_id, conjunction_threshold_km, shared_by) VALUES ($1, 'sat-43013', 3, $2)`,
  [team, both],
);
await db.query(`INSERT INTO team_launch_follows (team_id, launch_id, shared_by) VALUES ($1, 'l-1', $2)`, [team, both]);

const applied = await migrate(db);

describe('issue 32 migrations on old data', () => {
  it('applies both new migrations (and any added after them)', () => {
    expect(applied.slice(0, 2)).toEqual(['20261127_1101_create-places.sql', '20261127_1102_create-follows.sql']);
  });

  it('keeps every observing location with its id, and adds the profile coordinates unless a location is there', async () => {
    const places = await db.query<{
      id: string;
      user_id: string;
      name: string;
      latitude: number;
      longitude: number;
      elevation_m: number | null;
      time_zone: string | null;
      is_default: boolean;
    }>('SELECT id, user_id, name, latitude, longitude, elevation_m, time_zone, is_default FROM places ORDER BY name');
    const of = (u: string) => places.filter((p) => p.user_id === u);
    // Profile only: the profile's coordinates, named from its location text, become the default.
    expect(of(profileOnly)).toEqual([
      expect.objectContaining({
        name: 'Lisbon, Portugal',
        latitude: 38.72,
        longitude: -9.14,
        time_zone: null,
        is_default: true,
      }),
    ]);
    // Both: the default location stays the default; the profile's different place is kept beside it.
    expect(of(both).map((p) => [p.name, p.is_default])).toEqual([
      ['Cabin', false],
      ['Cabo da Roca', true],
      ['Greenwich', false],
    ]);
    expect(of(both).find((p) => p.name === 'Cabo da Roca')).toMatchObject({
      id: bothHome,
      elevation_m: 120,
      time_zone: 'Europe/Lisbon',
    });
    // Profile equal to a saved location: no copy.
    expect(of(same).map((p) => p.id)).toEqual([sameHome]);
    expect(of(none)).toEqual([]);
    // The calendar feed still names its place.
    expect((await db.query('SELECT location_id FROM calendar_feeds WHERE user_id = $1', [both]))[0]).toEqual({
      location_id: bothCabin,
    });
  });

  it('drops the old sources, so nothing reads them by mistake', async () => {
    const gone = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.columns
       WHERE (table_name = 'users' AND column_name IN ('latitude', 'longitude'))
          OR table_name IN ('observing_locations', 'followed_objects', 'followed_satellites', 'launch_follows',
                            'team_followed_objects', 'team_launch_follows')`,
    );
    expect(gone[0]!.n).toBe(0);
  });

  it('merges the five follow tables into one, each row keeping the alerts it had', async () => {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT coalesce(user_id, team_id) AS owner, team_id IS NOT NULL AS team, kind, target_id, label, pass_alerts,
              conjunction_alerts, conjunction_km, reentry_alerts, launch_alerts
       FROM follows ORDER BY team, kind, target_id`,
    );
    const row = (kind: string, target: string, team = false) =>
      rows.find((r) => r.kind === kind && r.target_id === target && r.team === team);
    expect(rows).toHaveLength(7);
    // Followed both ways: one row, with pass alerts and the conjunction distance.
    expect(row('satellite', 'sat-25544')).toMatchObject({
      owner: profileOnly,
      pass_alerts: true,
      conjunction_alerts: true,
      conjunction_km: 2,
      reentry_alerts: true,
    });
    expect(row('satellite', 'sat-48274')).toMatchObject({
      pass_alerts: true,
      conjunction_alerts: false,
      reentry_alerts: false,
    });
    expect(row('satellite', 'sat-20580')).toMatchObject({
      pass_alerts: false,
      conjunction_km: 7,
      reentry_alerts: true,
    });
    expect(row('launch', 'l-1')).toMatchObject({ owner: both, label: 'Falcon 9 | Starlink', launch_alerts: true });
    expect(row('launch', 'gone-2')).toMatchObject({ owner: both, label: null, launch_alerts: true });
    expect(row('satellite', 'sat-43013', true)).toMatchObject({ owner: team, conjunction_km: 3, pass_alerts: false });
    expect(row('launch', 'l-1', true)).toMatchObject({ owner: team, launch_alerts: true });
  });
});
