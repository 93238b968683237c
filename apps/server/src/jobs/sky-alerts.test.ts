import { ObserverSky, findObserverPasses, toSatrec, upcomingEvents, type ObserverPass } from '@cosmos/astro';
import type { Notification } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.ts';
import { issTle } from '../modules/catalog/iss-elements.ts';
import { ISS_MIN_ELEVATION_DEG, runSkyAlerts, verdictAllows } from './sky-alerts.ts';
import { FLAT, type PassJudge } from '../modules/weather/outlook.service.ts';
import type { WeatherSource } from '../modules/weather/weather.service.ts';

const t = await startTestApp({ SKY_ALERTS_INTERVAL_MS: '0' });
type Auth = Record<string, string>;

const LISBON = { latitude: 38.72, longitude: -9.14 };
const setLocation = (auth: Auth, loc: { latitude: number | null; longitude: number | null }) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers: auth,
    payload: { firstName: 'Sky', lastName: 'Watcher', ...loc },
  });
const putSettings = (auth: Auth, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/settings', headers: auth, payload });
const skyNotes = async (auth: Auth) =>
  ((await t.app.inject({ url: '/api/notifications?limit=100', headers: auth })).json().items as Notification[]).filter(
    (n) => n.type === 'sky',
  );

/** Passes of a satellite over Lisbon from the element set the job uses, over `days` from `base`. */
async function lisbonPasses(noradId: number, base: Date, days: number, visibleOnly: boolean): Promise<ObserverPass[]> {
  const row =
    (
      await t.db.query<{ line1: string; line2: string }>('SELECT line1, line2 FROM satellites WHERE norad_id = $1', [
        noradId,
      ])
    )[0] ?? (noradId === 25544 ? await issTle(t.db, base) : undefined);
  const sky = new ObserverSky(
    { lat: LISBON.latitude, lon: LISBON.longitude, heightKm: 0 },
    base.getTime(),
    base.getTime() + days * 86_400_000,
  );
  return findObserverPasses(toSatrec(row!), sky, {
    standardMagnitude: noradId === 25544 ? -1.8 : 2.2,
    visibleOnly,
    minElevationDeg: ISS_MIN_ELEVATION_DEG,
  }).filter((p) => !p.clipped);
}
/** Alerts give times in the observer's time zone: Lisbon's (WET in winter, WEST in summer). */
const lisbonClock = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Lisbon',
    timeZoneName: 'short',
  }).format(ms);

async function user(opts: { iss?: boolean; eclipse?: boolean; located?: boolean }) {
  const u = await t.register();
  if (opts.located) expect((await setLocation(u.auth, LISBON)).statusCode).toBe(200);
  const patch = {
    ...(opts.iss !== undefined && { issPassAlerts: opts.iss }),
    ...(opts.eclipse !== undefined && { eclipseAlerts: opts.eclipse }),
  };
  if (Object.keys(patch).length) expect((await putSettings(u.auth, patch)).statusCode).toBe(200);
  return u;
}

describe('sky alerts: settings', () => {
  it('are off by default, round-trip through PUT/GET, and reject a non-boolean naming the field', async () => {
    const u = await t.register();
    expect((await t.app.inject({ url: '/api/settings', headers: u.auth })).json()).toMatchObject({
      issPassAlerts: false,
      eclipseAlerts: false,
    });
    const put = await putSettings(u.auth, { issPassAlerts: true, eclipseAlerts: true });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ issPassAlerts: true, eclipseAlerts: true, notifications: true, volume: 70 });
    expect((await t.app.inject({ url: '/api/settings', headers: u.auth })).json()).toMatchObject({
      issPassAlerts: true,
      eclipseAlerts: true,
    });
    expect((await putSettings(u.auth, { eclipseAlerts: false })).json()).toMatchObject({
      issPassAlerts: true,
      eclipseAlerts: false,
    });
    for (const [payload, field] of [
      [{ issPassAlerts: 'yes' }, 'issPassAlerts'],
      [{ eclipseAlerts: 1 }, 'eclipseAlerts'],
    ] as const) {
      const bad = await putSettings(u.auth, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await t.app.inject({ url: '/api/settings', headers: u.auth })).json()).toMatchObject({
      issPassAlerts: true,
      eclipseAlerts: false,
    });
  });
});

describe('sky alerts: ISS passes', () => {
  it('notifies an opted-in user with a location once per VISIBLE pass, with time, directions and brightness, and nobody else', async () => {
    const optedIn = await user({ iss: true, located: true });
    const notOptedIn = await user({ located: true });
    const noLocation = await user({ iss: true });
    const eclipseOnly = await user({ eclipse: true, located: true });

    // A real visible pass over Lisbon from the same element set the job uses; run 10 minutes before it becomes visible.
    const base = new Date();
    const pass = (await lisbonPasses(25544, base, 30, true))[0];
    expect(pass).toBeDefined();
    const now = new Date(pass!.visibleFrom! - 10 * 60_000);

    const first = await runSkyAlerts(t.ctx, now);
    expect(first.issSent).toBe(1);
    const second = await runSkyAlerts(t.ctx, new Date(now.getTime() + 5 * 60_000)); // the next run, 5 min later
    expect(second.issSent).toBe(0);

    const notes = await skyNotes(optedIn.auth);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'sky', link: '/objects/sat-25544', read: false }); // the ISS's page
    // The job's own search starts at `now`, so its instants may differ by the refinement tolerance.
    const seen = pass!.visibleFrom!;
    expect(
      [lisbonClock(seen - 1000), lisbonClock(seen + 1000)].some((m) =>
        notes[0]!.title.startsWith(`ISS visible at ${m}, magnitude `),
      ),
    ).toBe(true);
    expect(notes[0]!.message).toMatch(
      /^In about 10 min: The ISS, visible \d\d:\d\d–\d\d:\d\d WES?T, from [NESW]{1,3} \d+° to [NESW]{1,3} \d+°( \(fades into Earth's shadow\))?, max \d+° [NESW]{1,3}, magnitude −?\d\.\d( ± \d\.\d)?\.( Predicted from a nominal orbit; the live catalogue was not available\.)?$/,
    );
    for (const other of [notOptedIn, noLocation, eclipseOnly]) expect(await skyNotes(other.auth)).toHaveLength(0);

    // Clearing the inbox does not bring the same pass back.
    await t.app.inject({ method: 'DELETE', url: '/api/notifications', headers: optedIn.auth });
    expect((await runSkyAlerts(t.ctx, now)).issSent).toBe(0);
    expect(await skyNotes(optedIn.auth)).toHaveLength(0);
  });

  it("says nothing for a pass nobody can see (daylight or in Earth's shadow)", async () => {
    const u = await user({ iss: true, located: true });
    const base = new Date(Date.now() + 40 * 86_400_000);
    const all = await lisbonPasses(25544, base, 5, false);
    // A pass that is not visible, with no visible pass rising within the alert window around it.
    const dark = all.find(
      (p) => !p.visible && all.every((q) => !q.visible || Math.abs(q.rise.time - p.rise.time) > 3 * 3_600_000),
    );
    expect(dark).toBeDefined();
    const r = await runSkyAlerts(t.ctx, new Date(dark!.rise.time - 10 * 60_000));
    expect(r.issChecked).toBeGreaterThan(0);
    expect(await skyNotes(u.auth)).toHaveLength(0);
  });

  it('announces visible passes of a satellite the user follows (Hubble), even without ISS alerts', async () => {
    const u = await user({ located: true });
    expect((await t.app.inject({ method: 'PUT', url: '/api/sky/follows/sat-20580', headers: u.auth })).statusCode).toBe(
      200,
    );
    const pass = (await lisbonPasses(20580, new Date(), 30, true))[0];
    expect(pass).toBeDefined();
    const r = await runSkyAlerts(t.ctx, new Date(pass!.visibleFrom! - 10 * 60_000));
    expect(r.followSent).toBeGreaterThanOrEqual(1);
    const notes = await skyNotes(u.auth);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.title).toMatch(/^HST \(NOMINAL\) visible at \d\d:\d\d WES?T, magnitude −?\d\.\d( ± \d\.\d)?$/);
    expect(notes[0]!.message).toMatch(
      /HST \(NOMINAL\), visible .* from [NESW]{1,3} \d+° to [NESW]{1,3} \d+°.*, max \d+°/,
    );
    expect(notes[0]!.link).toBe('/objects/sat-20580');
  });

  it('says nothing when no pass rises within 30 minutes', async () => {
    const u = await user({ iss: true, located: true });
    const base = new Date(Date.now() + 3 * 86_400_000);
    const tle = await issTle(t.db, base);
    const sky = new ObserverSky(
      { lat: LISBON.latitude, lon: LISBON.longitude, heightKm: 0 },
      base.getTime(),
      base.getTime() + 2 * 86_400_000,
    );
    const passes = findObserverPasses(toSatrec(tle), sky, {
      standardMagnitude: -1.8,
      minElevationDeg: ISS_MIN_ELEVATION_DEG,
    }).filter((p) => !p.clipped);
    // Just after a pass has set, the next one is at least an orbit (~90 min) away.
    const now = new Date(passes[0]!.set.time + 60_000);
    expect(passes.every((p) => p.rise.time <= now.getTime() || p.rise.time > now.getTime() + 30 * 60_000)).toBe(true);
    await runSkyAlerts(t.ctx, now);
    expect(await skyNotes(u.auth)).toHaveLength(0);
  });
});

/** A judge whose every forecast hour has this total cloud (the outlook's own verdict, on a weather we choose). */
function skyOf(cloudPct: number): PassJudge {
  const weather = {
    forecast: async () => {
      const start = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 86_400_000;
      const hours = Array.from({ length: 60 * 24 }, (_, i) => ({
        time: new Date(start + i * 3_600_000).toISOString(),
        cloudLowPct: cloudPct,
        cloudMidPct: cloudPct,
        cloudHighPct: cloudPct,
        cloudTotalPct: cloudPct,
        precipitationProbabilityPct: 0,
        visibilityM: 40_000,
      }));
      return { source: 'sample' as const, fetchedAt: start, hours };
    },
  } as unknown as WeatherSource;
  return { weather, horizon: async () => FLAT };
}

describe('sky alerts: lead time and verdict (issue 35)', () => {
  it('a follow limited to go passes is told of a clear-sky pass and not of the same pass under overcast', async () => {
    const clear = await user({ located: true });
    const cloudy = await user({ located: true });
    for (const u of [clear, cloudy]) {
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/follows/sat-25544',
        headers: u.auth,
        payload: { passVerdict: 'go', alerts: { conjunctions: false, reentry: false } },
      });
      expect(put.json()).toMatchObject({ passVerdict: 'go', leadMinutes: 30 });
    }
    // The ISS at magnitude ≈ −1…−3 in a dark-enough sky is 'go' under a clear sky; 100 % cloud makes any pass 'no'.
    const pass = (await lisbonPasses(25544, new Date(Date.now() + 10 * 86_400_000), 30, true)).find(
      (p) => p.sunAltitudeDeg < -9 && p.maxElevationDeg > 40,
    );
    expect(pass).toBeDefined();
    const now = new Date(pass!.visibleFrom! - 10 * 60_000);
    await runSkyAlerts(t.ctx, now, skyOf(100));
    expect(await skyNotes(cloudy.auth)).toHaveLength(0);
    expect(await skyNotes(clear.auth)).toHaveLength(0);
    await runSkyAlerts(t.ctx, now, skyOf(0));
    expect(await skyNotes(clear.auth)).toHaveLength(1);
  });

  it("alerts from the follow's lead time before the pass becomes visible, and not earlier", async () => {
    const u = await user({ located: true });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/follows/sat-25544',
      headers: u.auth,
      payload: { leadMinutes: 5 },
    });
    expect(put.json()).toMatchObject({ leadMinutes: 5, passVerdict: 'any' });
    const pass = (await lisbonPasses(25544, new Date(Date.now() + 20 * 86_400_000), 30, true))[0]!;
    await runSkyAlerts(t.ctx, new Date(pass.visibleFrom! - 10 * 60_000));
    expect(await skyNotes(u.auth)).toHaveLength(0); // 10 min ahead: not yet
    await runSkyAlerts(t.ctx, new Date(pass.visibleFrom! - 4 * 60_000));
    expect(await skyNotes(u.auth)).toHaveLength(1);
  });

  it('a lead of 0 alerts on the first run after the pass becomes visible, while it is still visible', async () => {
    const u = await user({ located: true });
    await t.app.inject({ method: 'PUT', url: '/api/follows/sat-25544', headers: u.auth, payload: { leadMinutes: 0 } });
    const pass = (await lisbonPasses(25544, new Date(Date.now() + 25 * 86_400_000), 30, true)).find(
      (p) => p.visibleTo! - p.visibleFrom! > 90_000,
    )!;
    await runSkyAlerts(t.ctx, new Date(pass.visibleFrom! - 60_000));
    expect(await skyNotes(u.auth)).toHaveLength(0);
    await runSkyAlerts(t.ctx, new Date(pass.visibleFrom! + 30_000));
    expect(await skyNotes(u.auth)).toHaveLength(1);
  });

  it('rejects a lead over 60 minutes or an unknown verdict filter, naming the field', async () => {
    const u = await user({ located: true });
    for (const [payload, field] of [
      [{ leadMinutes: 61 }, 'leadMinutes'],
      [{ passVerdict: 'sometimes' }, 'passVerdict'],
    ] as const) {
      const r = await t.app.inject({ method: 'PUT', url: '/api/follows/sat-25544', headers: u.auth, payload });
      expect(r.statusCode).toBe(400);
      expect(JSON.stringify(r.json().errors)).toContain(field);
    }
  });

  it('verdict filters: any takes all, maybe takes go and maybe, go only go', () => {
    expect((['go', 'maybe', 'no'] as const).map((v) => verdictAllows('any', v))).toEqual([true, true, true]);
    expect((['go', 'maybe', 'no'] as const).map((v) => verdictAllows('maybe', v))).toEqual([true, true, false]);
    expect((['go', 'maybe', 'no'] as const).map((v) => verdictAllows('go', v))).toEqual([true, false, false]);
  });
});

describe('sky alerts: eclipses', () => {
  it('announces the 2026-08-12 total solar eclipse once to each opted-in user, with or without a location', async () => {
    const located = await user({ eclipse: true, located: true });
    const unlocated = await user({ eclipse: true });
    const notOptedIn = await user({ iss: true, located: true });
    const now = new Date('2026-08-12T12:00:00Z'); // global peak ≈ 17:46 UTC
    const ev = upcomingEvents(now, 1).find((e) => e.kind === 'alert')!;
    expect(ev.title).toBe('Total solar eclipse');

    const r1 = await runSkyAlerts(t.ctx, now);
    const r2 = await runSkyAlerts(t.ctx, new Date('2026-08-12T15:00:00Z'));
    expect(r1.eclipses).toBe(1);
    expect(r2.eclipseSent).toBe(0);
    for (const u of [located, unlocated]) {
      const notes = await skyNotes(u.auth);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ type: 'sky', link: '/' });
      expect(notes[0]!.title).toMatch(/^Total solar eclipse: peak 2026-08-12 17:4\d UTC$/);
      expect(notes[0]!.message).toMatch(/^In about 6 h\. Global total solar eclipse\./);
    }
    expect(await skyNotes(notOptedIn.auth)).toHaveLength(0);
  });

  it('announces the 2026-03-03 total lunar eclipse and nothing a day earlier', async () => {
    const u = await user({ eclipse: true });
    await runSkyAlerts(t.ctx, new Date('2026-03-01T12:00:00Z'));
    expect(await skyNotes(u.auth)).toHaveLength(0);
    await runSkyAlerts(t.ctx, new Date('2026-03-03T06:00:00Z'));
    const notes = await skyNotes(u.auth);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.title).toMatch(/^Total lunar eclipse: peak 2026-03-03 11:\d\d UTC$/);
  });

  it('pushes the alert over the socket only while the Enable Notifications setting is on', async () => {
    const on = await user({ eclipse: true });
    const off = await user({ eclipse: true });
    await putSettings(off.auth, { notifications: false });
    const pushed: string[] = [];
    const offListener = t.ctx.events.on('notification.created', ({ userId }) => void pushed.push(userId));
    try {
      await runSkyAlerts(t.ctx, new Date('2026-08-12T16:00:00Z'));
    } finally {
      offListener();
    }
    expect(pushed).toContain(on.user.id);
    expect(pushed).not.toContain(off.user.id);
    expect(await skyNotes(off.auth)).toHaveLength(1); // stored either way
  });
});

describe('sky alerts: claim and notification are one transaction', () => {
  it('a notification that fails to store leaves the alert unclaimed, and the next run sends it', async () => {
    const u = await user({ iss: true, located: true });
    const pass = (await lisbonPasses(25544, new Date(Date.now() + 60 * 86_400_000), 30, true))[0];
    const now = new Date(pass!.visibleFrom! - 10 * 60_000);
    const pushed: string[] = [];
    const off = t.ctx.events.on('notification.created', ({ userId }) => void pushed.push(userId));
    // Make storing a sky notification fail for this user.
    const uid = (await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [u.email]))[0]!.id;
    await t.db.query(
      `ALTER TABLE notifications ADD CONSTRAINT test_no_sky CHECK (user_id <> '${uid}'::uuid) NOT VALID`,
    );
    try {
      await expect(runSkyAlerts(t.ctx, now)).rejects.toThrow();
    } finally {
      await t.db.query('ALTER TABLE notifications DROP CONSTRAINT test_no_sky');
    }
    expect(await t.db.query('SELECT 1 FROM alerts_sent WHERE user_id = $1', [uid])).toHaveLength(0);
    expect(pushed).not.toContain(uid);
    const retry = await runSkyAlerts(t.ctx, now);
    expect(retry.issSent).toBeGreaterThanOrEqual(1);
    expect(await skyNotes(u.auth)).toHaveLength(1);
    expect(pushed).toContain(uid); // pushed after the commit
    off();
  });
});
