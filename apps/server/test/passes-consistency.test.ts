/**
 * One pass, every surface (issue 32): the next visible ISS pass over the user's place, as the passes API answers it,
 * must read the same (one visible window, one starting direction) in the pass table's cells, the brightest list's
 * search, Home's upcoming event, the calendar feed's entry (DTSTART/DTEND), the sky alert and the assistant's
 * formatter. Every surface writes through @cosmos/contracts pass-text.ts (ADR 0011); this test fails when one of
 * them composes its own text or reads the geometric rise instead of the visible segment.
 */
import { toSatrec } from '@cosmos/astro';
import {
  compassPoint,
  formatPass,
  passParts,
  passSummary,
  type Notification,
  type SkyEvent,
  type SkyPass,
  type SkyPassesResponse,
} from '@cosmos/contracts';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSkyAlerts } from '../src/jobs/sky-alerts.ts';
import { issTle } from '../src/modules/catalog/iss-elements.ts';
import { passEvent } from '../src/modules/observer/calendar-feed.service.ts';
import { icsCalendar } from '../src/modules/observer/ics.ts';
import { brightestIn } from '../src/sky/passes.ts';
import { packMagnitudes } from '../src/sky/satellite-info.ts';
import { setLocation } from './factories.ts';
import { startTestApp } from './harness.ts';

const t = await startTestApp({ SKY_ALERTS_INTERVAL_MS: '0' });
const u = await t.register();
// Lisbon first; other latitudes when the ISS has no visible pass there this week (its visibility comes in seasons).
const PLACES = [
  [38.72, -9.14],
  [51.5, -0.12],
  [-33.9, 151.2],
  [35.7, 139.7],
  [-23.5, -46.6],
  [45.5, -73.6],
] as const;

afterEach(() => vi.useRealTimers());

async function firstVisiblePass(): Promise<{ data: SkyPassesResponse; pass: SkyPass }> {
  for (const [lat, lon] of PLACES) {
    await setLocation(t.db, u.user.id, lat, lon);
    const res = await t.app.inject({ url: '/api/sky/passes?id=sat-25544&days=7&visible=true', headers: u.auth });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json() as SkyPassesResponse;
    // Far enough ahead that an alert run can be placed 10 minutes before it.
    const pass = data.passes.find(
      (p) => p.visibleSegment && Date.parse(p.visibleSegment.start.time) > Date.now() + 15 * 60_000,
    );
    if (pass) return { data, pass };
  }
  throw new Error('no visible ISS pass this week from any test place');
}

const near = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) <= 2000;

describe('one visible pass on every surface', () => {
  it('API, table, brightest, Home, calendar feed, alert and assistant give one window and one direction', async () => {
    const { data, pass } = await firstVisiblePass();
    const seg = pass.visibleSegment!;
    const tz = data.station.timeZone;
    const en = { timeZone: tz, lang: 'en' };
    const window = passParts(pass, en).window; // "05:15–05:16"
    const from = compassPoint(seg.start.azimuthDeg); // where the visible part starts
    expect(window).toMatch(/^\d\d:\d\d–\d\d:\d\d$/);

    // The API: the visible segment is what visibleFrom/visibleTo say, inside rise..set.
    expect(seg.start.time).toBe(pass.visibleFrom);
    expect(seg.end.time).toBe(pass.visibleTo);
    expect(Date.parse(pass.rise.time)).toBeLessThanOrEqual(Date.parse(seg.start.time));
    expect(Date.parse(seg.end.time)).toBeLessThanOrEqual(Date.parse(pass.set.time));

    // The pass table's cells (PassTable renders passParts) and the assistant's formatter and data.
    const cells = passParts(pass, en);
    expect(cells.start).toBe(`${from} ${Math.round(seg.start.elevationDeg)}°`);
    const sentence = formatPass(pass, en);
    expect(sentence).toContain(`visible ${window}, from ${from} `);
    expect(passSummary(pass)).toMatchObject({ from: seg.start.time, to: seg.end.time, startDirection: from });

    // The brightest list's search (the function the sky worker runs for /api/sky/brightest) over the same hours.
    const tle = await issTle(t.db, new Date());
    const site = { lat: data.station.lat, lon: data.station.lon, heightKm: 0 };
    const [row] = brightestIn(
      [toSatrec(tle)],
      packMagnitudes([{ noradId: 25544, name: 'ISS (ZARYA)' }]),
      0,
      1,
      site,
      Date.parse(pass.rise.time) - 600_000,
      Date.parse(pass.set.time) + 600_000,
      1,
    );
    expect(row).toBeDefined();
    expect(near(row!.pass.visibleSegment!.start.time, seg.start.time)).toBe(true);
    expect(near(row!.pass.visibleSegment!.end.time, seg.end.time)).toBe(true);
    expect(compassPoint(row!.pass.visibleSegment!.start.azimuthDeg)).toBe(from);

    // The calendar feed's entry: DTSTART/DTEND are the visible start and end; its text is the same sentence.
    const ics = icsCalendar('test', [passEvent('sat-25544', 'ISS', pass, tz, 'Home', 'en')]);
    const vevent = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    // iCalendar times are whole seconds.
    expect(vevent.startDate.toJSDate().getTime()).toBe(Math.floor(Date.parse(seg.start.time) / 1000) * 1000);
    expect(vevent.endDate.toJSDate().getTime()).toBe(Math.floor(Date.parse(seg.end.time) / 1000) * 1000);
    expect(vevent.description).toContain(`visible ${window}`);
    expect(vevent.description).toContain(`from ${from} `);
    expect(vevent.summary).toContain(`ISS visible at ${cells.startTime}`);

    // Home's upcoming events and the sky alert, 10 minutes before the pass becomes visible.
    const before = Date.parse(seg.start.time) - 10 * 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: before });
    const events = (await t.app.inject({ url: '/api/events/upcoming', headers: u.auth })).json() as SkyEvent[];
    const home = events.find((e) => e.id.startsWith('iss-pass-'));
    expect(home, JSON.stringify(events)).toBeDefined();
    expect(near(home!.date, seg.start.time)).toBe(true);
    expect(near(home!.end!, seg.end.time)).toBe(true);
    expect(home!.detail).toContain(`visible ${window}`);
    expect(home!.detail).toContain(`from ${from} `);

    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: u.auth,
      payload: { issPassAlerts: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    await runSkyAlerts(t.ctx, new Date(before));
    vi.useRealTimers();
    const notes = (
      (await t.app.inject({ url: '/api/notifications?limit=100', headers: u.auth })).json().items as Notification[]
    ).filter((n) => n.type === 'sky');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.title).toContain(`ISS visible at ${cells.startTime}`);
    expect(notes[0]!.message).toContain(`visible ${window}`);
    expect(notes[0]!.message).toContain(`from ${from} `);
  }, 120_000);
});
