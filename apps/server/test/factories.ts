/**
 * Test data builders: one place that knows how to put a user, a session, a subscription, an invoice, a ticket,
 * a notification… into a given state, so tests say what they need ("a Pro user", "an expired session") instead
 * of writing SQL. They use the app's own services and repositories where one exists, and SQL only for states
 * no route can reach (a session that expired, a lease of a crashed process).
 */
import type { ObjectType } from '@cosmos/astro';
import { CreateTicketBody, type PlanId, type Role } from '@cosmos/contracts';
import type { Queryable } from '../src/db/client.ts';
import * as billing from '../src/modules/billing/billing.repository.ts';
import { savePaymentMethod } from '../src/modules/billing/payment-method.repository.ts';
import { replaceSatcat } from '../src/modules/catalog/satcat.repository.ts';
import * as conjunctionsRepo from '../src/modules/conjunctions/conjunctions.repository.ts';
import { notify } from '../src/modules/notifications/notifications.service.ts';
import type { NewNotification } from '../src/modules/notifications/notifications.repository.ts';
import * as support from '../src/modules/support/support.service.ts';
import * as teams from '../src/modules/teams/teams.service.ts';
import * as teamsRepo from '../src/modules/teams/teams.repository.ts';
import { setPasswordHash } from '../src/modules/users/users.repository.ts';
import type { TestApp } from './harness.ts';

type Registered = Awaited<ReturnType<TestApp['register']>>;
type SubscriptionStatus = billing.SubscriptionRow['status'];

// ── users ──────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Changes a user's role behind the app's back and drops the session cache's entries for them, as a
 * profile change does, so the next request sees the new role.
 */
export async function setRole(t: TestApp, who: { id: string } | { email: string }, role: Role): Promise<string> {
  const [row] =
    'id' in who
      ? await t.db.query<{ id: string }>('UPDATE users SET role = $1 WHERE id = $2 RETURNING id', [role, who.id])
      : await t.db.query<{ id: string }>('UPDATE users SET role = $1 WHERE email = $2 RETURNING id', [role, who.email]);
  if (!row) throw new Error('setRole: no such user');
  t.ctx.events.emit('user.updated', { userId: row.id });
  return row.id;
}

/** Saves a place at these coordinates as the user's default observing place (time zone filled on first read). */
export async function setLocation(db: Queryable, userId: string, lat: number, lon: number, name = 'Home') {
  await db.query('UPDATE places SET is_default = false WHERE user_id = $1 AND is_default', [userId]);
  await db.query('INSERT INTO places (user_id, name, latitude, longitude, is_default) VALUES ($1, $2, $3, $4, true)', [
    userId,
    name,
    lat,
    lon,
  ]);
}

/** Replaces the stored password hash (e.g. one made with weaker parameters, to test rehashing). */
export const setPasswordHashOf = (db: Queryable, userId: string, hash: string) => setPasswordHash(db, userId, hash);

/** A registered user (with token) in the requested role, plan and location. */
export async function user(
  t: TestApp,
  opts: { role?: Role; plan?: PlanId; status?: SubscriptionStatus; location?: { lat: number; lon: number } } = {},
): Promise<Registered> {
  const u = await t.register();
  if (opts.role && opts.role !== 'user') await setRole(t, { id: u.user.id }, opts.role);
  if (opts.plan || opts.status) await subscription(t.db, u.user.id, { plan: opts.plan, status: opts.status });
  if (opts.location) await setLocation(t.db, u.user.id, opts.location.lat, opts.location.lon);
  return u;
}

// ── sessions ───────────────────────────────────────────────────────────────────────────────────────────

/** Moves a session's clocks: each value is a PostgreSQL interval relative to now ('-1 second', '2 hours'). */
export async function sessionTimes(
  db: Queryable,
  sessionId: string,
  t: { lastSeen?: string; expiresIn?: string; absoluteExpiresIn?: string },
) {
  if (t.lastSeen)
    await db.query('UPDATE sessions SET last_seen_at = now() + $2::interval WHERE id = $1', [sessionId, t.lastSeen]);
  if (t.expiresIn)
    await db.query('UPDATE sessions SET expires_at = now() + $2::interval WHERE id = $1', [sessionId, t.expiresIn]);
  if (t.absoluteExpiresIn)
    await db.query('UPDATE sessions SET absolute_expires_at = now() + $2::interval WHERE id = $1', [
      sessionId,
      t.absoluteExpiresIn,
    ]);
}

/** Signs out every session of the user in the database only (as another process would, without a local event). */
export const revokeSessionsQuietly = (db: Queryable, userId: string) =>
  db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [userId]);

// ── billing ────────────────────────────────────────────────────────────────────────────────────────────

/** Creates the user's subscription (Basic, now … +1 month) if missing, then sets what is given: plan, status, period. */
export async function subscription(
  db: Queryable,
  userId: string,
  s: { plan?: PlanId; status?: SubscriptionStatus; start?: string | Date; end?: string | Date } = {},
) {
  await billing.ensureSubscription(db, userId);
  const current = (await billing.findSubscription(db, userId))!;
  await billing.updateSubscription(db, {
    ...current,
    plan_id: s.plan ?? current.plan_id,
    status: s.status ?? current.status,
    current_period_start: s.start ? new Date(s.start) : current.current_period_start,
    current_period_end: s.end ? new Date(s.end) : current.current_period_end,
  });
}

/** An invoice as billing would write it (numbered INV-001, INV-002, … per user). */
export const invoice = (
  db: Queryable,
  userId: string,
  i: {
    issuedOn?: string;
    amountCents?: number;
    status?: billing.InvoiceRow['status'];
    planId?: PlanId;
    description?: string;
  } = {},
) =>
  billing.insertInvoice(db, {
    userId,
    planId: i.planId ?? 'basic',
    amountCents: i.amountCents ?? 999,
    status: i.status ?? 'Paid',
    description: i.description ?? 'Basic Explorer — monthly',
    issuedOn: i.issuedOn,
  });

/** Bytes already used in the user's current billing period. */
export const usage = (db: Queryable, userId: string, bytes: number) =>
  db.query(
    `INSERT INTO usage_counters (user_id, period_start, bytes)
     SELECT user_id, current_period_start, $2 FROM subscriptions WHERE user_id = $1
     ON CONFLICT (user_id, period_start) DO UPDATE SET bytes = EXCLUDED.bytes`,
    [userId, bytes],
  );

/** Requests an API key already made in the current minute. */
export const apiKeyHits = (db: Queryable, keyId: string, hits: number) =>
  db.query(`INSERT INTO api_key_hits (key_id, window_start, hits) VALUES ($1, date_trunc('minute', now()), $2)`, [
    keyId,
    hits,
  ]);

// ── support and notifications ──────────────────────────────────────────────────────────────────────────

/** A support ticket opened by the user through the support service (the request schema fills the defaults). */
export const ticket = (t: TestApp, u: Registered, body: Partial<CreateTicketBody> = {}) =>
  support.create(
    t.ctx,
    u.user,
    CreateTicketBody.parse({ subject: 'Question about my plan', description: 'How do I change my plan?', ...body }),
  );

/** A notification delivered to the user (stored, and pushed when their settings say so). */
export const notification = (t: TestApp, userId: string, n: Partial<NewNotification> = {}) =>
  notify(t.ctx, userId, { type: 'system', title: 'Scheduled maintenance', message: 'Tonight 02:00–03:00 UTC.', ...n });

// ── security states no route can reach in a test's time ────────────────────────────────────────────────

/** Expires the user's password-reset links. */
export const expireResetLinks = (db: Queryable, userId: string) =>
  db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [userId]);

/** Ends a throttle key's back-off (as if the wait had passed). */
export const endBackOff = (db: Queryable, key: string) =>
  db.query("UPDATE throttle SET blocked_until = now() - interval '1 second' WHERE key = $1", [key]);

/** Ends the second-factor lock-out (as if 15 minutes had passed). */
export const endMfaLock = (db: Queryable, userId: string) =>
  db.query(`UPDATE user_mfa SET locked_until = now() - interval '1 second' WHERE user_id = $1`, [userId]);

// ── sky streams ────────────────────────────────────────────────────────────────────────────────────────

/** A stream lease held by another process; `lastRenewed` is an interval ago ('2 minutes': its process died). */
export const streamLease = (db: Queryable, userId: string, sessionId: string, lastRenewed = '0 seconds') =>
  db.query('INSERT INTO sky_streams (user_id, session_id, seen_at) VALUES ($1, $2, now() - $3::interval)', [
    userId,
    sessionId,
    lastRenewed,
  ]);

export const endStreamLeases = (db: Queryable, userId: string, sessionId: string) =>
  db.query('DELETE FROM sky_streams WHERE user_id = $1 AND session_id = $2', [userId, sessionId]);

/** Pretends the user's leases were last renewed `ago` (an interval) ago. */
export const ageStreamLeases = (db: Queryable, userId: string, ago: string) =>
  db.query('UPDATE sky_streams SET seen_at = now() - $2::interval WHERE user_id = $1', [userId, ago]);

// ── teams ──────────────────────────────────────────────────────────────────────────────────────────────

/** An Enterprise subscriber's team, made through the teams service. */
export const team = (t: TestApp, owner: Registered, name = 'Orbit Ops') =>
  teams.createTeam(t.ctx, { ...owner.user }, name);

/** Puts a user straight into a team with a role, as an accepted invitation would (tests of other things). */
export const teamMember = (db: Queryable, teamId: string, userId: string, role: 'admin' | 'member' = 'member') =>
  teamsRepo.insertMember(db, teamId, userId, role);

/** Moves every pending invitation of a team past its expiry. */
export const expireInvitations = (db: Queryable, teamId: string) =>
  db.query(`UPDATE team_invitations SET expires_at = now() - interval '1 second' WHERE team_id = $1`, [teamId]);

// ── catalogue and conjunctions ─────────────────────────────────────────────────────────────────────────

/** The catalogue's SATCAT rows become exactly these (as a fetched SATCAT replaces them); other fields unknown. */
export const satcat = (
  db: Queryable,
  rows: { noradId: number; name: string; objectType: ObjectType; owner: string | null }[],
) =>
  replaceSatcat(
    db,
    rows.map((r) => ({
      ...r,
      cospar: null,
      launchDate: null,
      launchSite: null,
      decayDate: null,
      periodMin: null,
      inclinationDeg: null,
      apogeeKm: null,
      perigeeKm: null,
      rcsSize: null,
    })),
    'satcat',
  );

export type EncounterSpec = {
  primary: [norad: number, name: string];
  secondary: [norad: number, name: string];
  missKm?: number;
  /** Closest approach, hours from now. */
  inHours?: number;
};

/**
 * A finished screening run whose results are exactly these encounters (the screening job's own claim and
 * replace), without screening: the element sets are placeholders, so tracks are not drawable from them.
 */
export async function screenedEncounters(db: Queryable, encounters: EncounterSpec[], found = encounters.length) {
  const now = Date.now();
  const run = await conjunctionsRepo.claimRun(db, {
    trigger: 'admin',
    windowStart: new Date(now),
    windowEnd: new Date(now + 86_400_000),
    thresholdKm: 5,
    catalogVersion: 1,
  });
  if (!run) throw new Error('screenedEncounters: a screening run is in progress');
  const rows = encounters.map((e, i) => ({
    primary_norad: e.primary[0],
    primary_name: e.primary[1],
    secondary_norad: e.secondary[0],
    secondary_name: e.secondary[1],
    primary_line1: '',
    primary_line2: '',
    secondary_line1: '',
    secondary_line2: '',
    primary_epoch: new Date(now),
    secondary_epoch: new Date(now),
    tca: new Date(now + (e.inHours ?? i + 1) * 3_600_000),
    miss_km: e.missKm ?? 1 + i / 10,
    rel_speed_kms: 10,
    radial_km: 0,
    in_track_km: 0,
    cross_track_km: 0,
  }));
  await conjunctionsRepo.replaceResults(db, run.id, rows, { durationMs: 1, objects: 0, pairsExamined: 0, found });
  return run;
}

/** A SATCAT row of an object that has decayed (as a fetched SATCAT lists it): re-entry scoring reads these. */
export async function decayedObject(db: Queryable, noradId: number, decayDate: string, name = 'TEST DEB') {
  await db.query(
    `INSERT INTO satcat (norad_id, name, object_type, decay_date, source) VALUES ($1, $2, 'DEB', $3, 'satcat')`,
    [noradId, name, decayDate],
  );
}

/** A sandbox test card on file (Visa 4242), as PUT /api/billing/payment-method keeps it: upgrades charge it. */
export const cardOnFile = (
  db: Queryable,
  userId: string,
  ref: 'sandbox_card_ok' | 'sandbox_card_charge_fails' = 'sandbox_card_ok',
) =>
  savePaymentMethod(
    db,
    userId,
    { brand: 'visa', last4: ref === 'sandbox_card_ok' ? '4242' : '0341', expMonth: 12, expYear: 2034 },
    ref,
  );
