/**
 * The private calendar feed and element-set downloads. Independent references: ical.js (Mozilla's RFC 5545
 * parser) must read the feed; fast-xml-parser must read the OMM XML, and satellite.js's json2satrec must
 * propagate the exported OMM as twoline2satrec does the catalogue's own element lines.
 */
import { parseOmmXml, parseTleText, upcomingEvents } from '@cosmos/astro';
import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { createHash } from 'node:crypto';
import { json2satrec, propagate, twoline2satrec, type OMMJsonObject } from 'satellite.js';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { setLocation } from '../../../test/factories.ts';
import { FEED_EVENT_DAYS } from './calendar-feed.service.ts';
import { icsCalendar } from './ics.ts';

const t = await startTestApp({ SKY_ALERTS_INTERVAL_MS: '0' });
const owner = await t.register();
const other = await t.register();
await setLocation(t.db, owner.user.id, 38.72, -9.14, 'Lisbon');
// Bright, often-visible satellites: over 7 days from Lisbon some of them make visible passes.
const BRIGHT = ['sat-25544', 'sat-20580', 'sat-48274', 'sat-25994', 'sat-27424', 'sat-28654', 'sat-33591', 'sat-43013'];
for (const id of BRIGHT) await t.app.inject({ method: 'PUT', url: `/api/sky/follows/${id}`, headers: owner.auth });

const inject = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const pathOf = (url: string) => new URL(url).pathname;

function vevents(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  expect(cal.name).toBe('vcalendar');
  expect(cal.getFirstPropertyValue('version')).toBe('2.0');
  expect(cal.getFirstPropertyValue('prodid')).toBeTruthy();
  return cal.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
}

describe('iCalendar writing', () => {
  it('escapes, folds long lines at 75 octets without splitting a character, and parses back (ical.js)', () => {
    const description = 'Ünïcödé; commas, backslash \\ and a newline\n'.repeat(8);
    const text = icsCalendar('Test', [
      {
        uid: 'a@cosmos',
        start: '2026-11-24T18:00:00Z',
        end: '2026-11-24T18:05:30Z',
        summary: 'ISS, bright',
        description,
      },
    ]);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.endsWith('\r\n')).toBe(true);
    const [e] = vevents(text);
    expect(e.summary).toBe('ISS, bright');
    expect(e.description).toBe(description);
    expect(e.startDate.toJSDate().toISOString()).toBe('2026-11-24T18:00:00.000Z');
    expect(e.endDate.toJSDate().toISOString()).toBe('2026-11-24T18:05:30.000Z');
  });
});

describe('calendar feed', () => {
  it('is made, shown once, stored hashed, served without a session as valid RFC 5545 with visible passes', async () => {
    expect((await inject('GET', '/api/feeds/calendar', owner.auth)).json()).toMatchObject({ active: false });
    const made = await inject('POST', '/api/feeds/calendar', owner.auth, {});
    expect(made.statusCode, made.body).toBe(201);
    const { url } = made.json() as { url: string };
    const secret = /\/api\/feeds\/([\w-]{43})\.ics$/.exec(url)![1];
    const [row] = await t.db.query<{ secret_hash: string }>('SELECT secret_hash FROM calendar_feeds');
    expect(row.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify((await inject('GET', '/api/feeds/calendar', owner.auth)).json())).not.toContain(secret);

    const res = await inject('GET', pathOf(url));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const all = vevents(res.body);
    const events = all.filter((e) => e.uid.startsWith('pass-'));
    expect(events.length).toBeGreaterThan(0);
    const now = Date.now();
    // The sky events the portal computes (packages/astro upcomingEvents: Moon phases at least, four a month).
    const sky = all.filter((e) => !e.uid.startsWith('pass-'));
    expect(sky.length).toBeGreaterThanOrEqual(4);
    expect(sky.length + events.length).toBe(all.length);
    const expected = upcomingEvents(new Date(now), FEED_EVENT_DAYS)
      .filter((e) => Date.parse(e.date) > now + 60_000 && Date.parse(e.date) < now + (FEED_EVENT_DAYS - 1) * 86_400_000)
      .map((e) => `event-${e.id}@cosmos`);
    expect(expected.length).toBeGreaterThanOrEqual(4);
    for (const uid of expected) expect(sky.map((e) => e.uid)).toContain(uid);
    for (const e of sky) {
      expect(e.endDate.toJSDate().getTime() - e.startDate.toJSDate().getTime()).toBe(3_600_000);
      expect(e.description).toMatch(/UTC\)$/);
    }
    for (const e of events) {
      const start = e.startDate.toJSDate().getTime();
      const end = e.endDate.toJSDate().getTime();
      expect(end).toBeGreaterThan(start);
      expect(end - start).toBeLessThan(20 * 60_000); // a pass, not a day
      expect(start).toBeGreaterThan(now - 60 * 60_000);
      expect(start).toBeLessThan(now + 7.1 * 86_400_000);
      expect(e.uid).toMatch(/^pass-sat-\d+-.+@cosmos$/);
      expect(e.summary).toMatch(/visible/);
      expect(e.description).toMatch(/, visible \d\d:\d\d–\d\d:\d\d .*, from [NESW]+ \d+° to [NESW]+ \d+°/);
    }
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    expect((await inject('GET', '/api/feeds/calendar', owner.auth)).json().lastFetchedAt).not.toBeNull();
  }, 120_000);

  it("is written in the owner's Settings language: French pass entries with French compass points", async () => {
    const setLanguage = (language: string) =>
      t.app
        .inject({ method: 'PUT', url: '/api/settings', headers: owner.auth, payload: { language } })
        .then((r) => expect(r.statusCode).toBe(200));
    await setLanguage('Français');
    try {
      const url = (await inject('POST', '/api/feeds/calendar', owner.auth, {})).json().url as string;
      const res = await inject('GET', pathOf(url));
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Cosmos — passages visibles et événements célestes');
      const passes = vevents(res.body).filter((e) => e.uid.startsWith('pass-'));
      expect(passes.length).toBeGreaterThan(0);
      const point = '(N|NNE|NE|ENE|E|ESE|SE|SSE|S|SSO|SO|OSO|O|ONO|NO|NNO)';
      for (const e of passes) {
        expect(e.summary).toMatch(/ visible à \d\d:\d\d \S+(, magnitude −?\d,\d( ± \d,\d)?)?$/); // ± sigma (issue 34)
        expect(e.description).toMatch(
          new RegExp(
            `, visible \\d\\d:\\d\\d–\\d\\d:\\d\\d .+, de ${point} \\d+° à ${point} \\d+°.*, max\\. \\d+° ${point}.*\\. Vu depuis .+\\.$`,
          ),
        );
        expect(e.description).not.toMatch(/from|Seen from/);
      }
    } finally {
      await setLanguage('English');
    }
  }, 120_000);

  it('rotating replaces the secret (the old URL answers 404); revoking removes it', async () => {
    const first = (await inject('POST', '/api/feeds/calendar', owner.auth, {})).json().url as string;
    const second = (await inject('POST', '/api/feeds/calendar', owner.auth, {})).json().url as string;
    expect(second).not.toBe(first);
    expect((await inject('GET', pathOf(first))).statusCode).toBe(404);
    expect((await inject('GET', pathOf(second))).statusCode).toBe(200);
    expect((await inject('DELETE', '/api/feeds/calendar', owner.auth)).statusCode).toBe(204);
    expect((await inject('GET', pathOf(second))).statusCode).toBe(404);
    expect((await inject('DELETE', '/api/feeds/calendar', owner.auth)).statusCode).toBe(404);
  }, 60_000);

  it('rejects a malformed secret naming the field, a location of someone else, and anonymous owner routes', async () => {
    const bad = await inject('GET', '/api/feeds/not-a-secret.ics');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('file');
    const loc = await inject('POST', '/api/sky/locations', owner.auth, {
      name: 'Home',
      latitude: 38.7,
      longitude: -9.1,
    });
    const foreign = await inject('POST', '/api/feeds/calendar', other.auth, { locationId: loc.json().id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0].field).toBe('locationId');
    const notUuid = await inject('POST', '/api/feeds/calendar', owner.auth, { locationId: 'x' });
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().errors[0].field).toBe('locationId');
    for (const m of ['GET', 'POST', 'DELETE'] as const)
      expect((await inject(m, '/api/feeds/calendar')).statusCode).toBe(401);
  });

  it('only sky events (no passes) when the owner has no place; 429 with Retry-After past the per-feed limit', async () => {
    const url = (await inject('POST', '/api/feeds/calendar', other.auth, {})).json().url as string;
    const first = await inject('GET', pathOf(url));
    expect(first.statusCode).toBe(200);
    const events = vevents(first.body);
    expect(events.length).toBeGreaterThan(0);
    expect(events.filter((e) => !e.uid.startsWith('event-'))).toHaveLength(0);
    let limited;
    for (let i = 0; i < 40 && !limited; i++) {
      const r = await inject('GET', pathOf(url));
      if (r.statusCode === 429) limited = r;
    }
    expect(limited, 'never limited').toBeDefined();
    expect(limited!.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("writes the sky events in the owner's language: a Spanish owner's Moon phase entries", async () => {
    const es = await t.register();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: es.auth,
      payload: { language: 'Español' },
    });
    expect(put.statusCode).toBe(200);
    const url = (await inject('POST', '/api/feeds/calendar', es.auth, {})).json().url as string;
    const now = Date.now();
    const res = await inject('GET', pathOf(url));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Cosmos — pasos visibles y eventos del cielo');
    const byUid = new Map(vevents(res.body).map((e) => [e.uid, e]));
    // The Moon quarters astro finds for the next 30 days (four a month), looked up in the feed by their uid.
    const quarters = upcomingEvents(new Date(now), FEED_EVENT_DAYS).filter(
      (e) => e.about.kind === 'moonPhase' && Date.parse(e.date) > now + 60_000,
    );
    expect(quarters.length).toBeGreaterThanOrEqual(3);
    const SPANISH = {
      newMoon: 'Luna nueva',
      firstQuarter: 'Cuarto creciente',
      fullMoon: 'Luna llena',
      lastQuarter: 'Cuarto menguante',
    };
    let seen = 0;
    for (const q of quarters) {
      const entry = byUid.get(`event-${q.id}@cosmos`);
      if (!entry || q.about.kind !== 'moonPhase') continue;
      seen += 1;
      const name = SPANISH[q.about.phase];
      expect(entry.summary).toBe(name);
      expect(entry.description).toBe(
        `Fase lunar: ${name.charAt(0).toLowerCase()}${name.slice(1)} (${q.date.slice(0, 16).replace('T', ' ')} UTC)`,
      );
    }
    expect(seen).toBeGreaterThanOrEqual(3);
    expect(res.body).not.toMatch(/Moon phase|Full Moon|Last Quarter|First Quarter|New Moon/);
  });
});

describe('element-set export', () => {
  const get = (q: string) => inject('GET', `/api/sky/elements?${q}`, owner.auth);
  const catalogue = (ids: string[]) =>
    t.db.query<{ norad_id: number; line1: string; line2: string }>(
      `SELECT norad_id, line1, line2 FROM satellites WHERE norad_id = ANY($1::int[]) ORDER BY norad_id`,
      [ids.map((id) => Number(id.slice(4)))],
    );

  it('TLE: the catalogue lines themselves, parsed back by our parser', async () => {
    const res = await get('ids=sat-25544,sat-20580&format=tle');
    expect(res.statusCode, res.body).toBe(200);
    const back = parseTleText(res.body);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    const src = await catalogue(['sat-25544', 'sat-20580']);
    expect(back.records.map((r) => [r.line1, r.line2]).sort()).toEqual(src.map((r) => [r.line1, r.line2]).sort());
  });

  it('OMM XML: CCSDS structure read by fast-xml-parser; parsed back identical; satellite.js propagates it the same', async () => {
    const res = await get('ids=sat-25544,sat-20580&format=omm-xml');
    expect(res.statusCode, res.body).toBe(200);
    const doc = new XMLParser({ parseTagValue: false }).parse(res.body);
    const omms = [doc.ndm.omm].flat();
    expect(omms).toHaveLength(2);
    const src = await catalogue(['sat-25544', 'sat-20580']);
    for (const omm of omms) {
      const meta = omm.body.segment.metadata;
      expect(meta).toMatchObject({
        CENTER_NAME: 'EARTH',
        REF_FRAME: 'TEME',
        TIME_SYSTEM: 'UTC',
        MEAN_ELEMENT_THEORY: 'SGP4',
      });
      const flat = { ...meta, ...omm.body.segment.data.meanElements, ...omm.body.segment.data.tleParameters };
      const s = src.find((r) => r.norad_id === Number(flat.NORAD_CAT_ID))!;
      const a = json2satrec(flat as OMMJsonObject);
      const b = twoline2satrec(s.line1, s.line2);
      const at = new Date(Date.now());
      const pa = propagate(a, at)!.position as { x: number; y: number; z: number };
      const pb = propagate(b, at)!.position as { x: number; y: number; z: number };
      expect(Math.hypot(pa.x - pb.x, pa.y - pb.y, pa.z - pb.z)).toBeLessThan(0.05); // json2satrec's ms epoch
    }
    const back = parseOmmXml(res.body);
    expect(back.ok).toBe(true);
    if (back.ok)
      expect(back.records.map((r) => [r.line1, r.line2]).sort()).toEqual(src.map((r) => [r.line1, r.line2]).sort());
  });

  it('OMM JSON of the followed set by default; 400 naming ids, 404 for an unknown satellite', async () => {
    const res = await get('format=omm-json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('followed-elements.json');
    const ids = (res.json() as { NORAD_CAT_ID: number }[]).map((o) => `sat-${o.NORAD_CAT_ID}`).sort();
    const followed = ((await inject('GET', '/api/sky/follows', owner.auth)).json() as { id: string }[]).map(
      (f) => f.id,
    );
    expect(ids).toEqual([...followed].sort());
    const bad = await get('ids=25544&format=tle');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('ids');
    const fmt = await get('ids=sat-25544&format=kvn');
    expect(fmt.statusCode).toBe(400);
    expect(fmt.json().errors[0].field).toBe('format');
    expect((await get('ids=sat-999999&format=tle')).statusCode).toBe(404);
    expect((await inject('GET', '/api/sky/elements')).statusCode).toBe(401);
  });
});
