/**
 * Observing places (issue 32): the offline place search, saving places (time zone from the coordinates), one default,
 * and the default driving every surface — here passes and the calendar feed give the same place, and a new default
 * takes effect at once in both.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';

const t = await startTestApp({ SKY_ALERTS_INTERVAL_MS: '0' });
const me = await t.register();
const other = await t.register();
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, auth = me.auth, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

describe('place search (offline gazetteer, GeoNames cities1000)', () => {
  it('finds Lisbon by its Portuguese, English and German names, most populous first, with its zone and elevation', async () => {
    for (const q of ['Lisboa', 'Lisbon', 'Lissabon']) {
      const res = await call('GET', `/api/places/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      const [first] = res.json();
      expect(first, q).toMatchObject({ name: 'Lisbon', country: 'PT', timeZone: 'Europe/Lisbon' });
      expect(first.latitude).toBeCloseTo(38.717, 2);
      expect(first.longitude).toBeCloseTo(-9.133, 2);
    }
    const lisbons = (await call('GET', '/api/places/search?q=lisbon&limit=5')).json() as { population: number }[];
    expect(lisbons.length).toBeGreaterThan(2); // Lisbon, Ohio and others too
    expect(lisbons.map((p) => p.population)).toEqual([...lisbons.map((p) => p.population)].sort((a, b) => b - a));
    // Accents and case do not matter.
    expect((await call('GET', '/api/places/search?q=S%C3%83O%20PAULO')).json()[0]).toMatchObject({ name: 'São Paulo' });
  }, 120_000); // the first search reads the gazetteer (a few seconds; much longer on a busy machine)

  it('names the field of a bad query; needs a token', async () => {
    const bad = await call('GET', '/api/places/search?q=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('q');
    expect((await t.app.inject({ method: 'GET', url: '/api/places/search?q=Lisboa' })).statusCode).toBe(401);
  });

  it('gives the time zone of a map pick; bad coordinates are 400 naming the field', async () => {
    expect((await call('GET', '/api/places/timezone?latitude=39.74&longitude=-104.99')).json()).toEqual({
      timeZone: 'America/Denver',
    });
    for (const [query, field] of [
      ['latitude=91&longitude=0', 'latitude'],
      ['latitude=10&longitude=east', 'longitude'],
    ]) {
      const res = await call('GET', `/api/places/timezone?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
  });
});

describe('saved places', () => {
  it('saves with the zone looked up, the first is the default, and bad bodies name the field', async () => {
    const u = await t.register();
    const denver = await call('POST', '/api/places', u.auth, { name: 'Denver', latitude: 39.74, longitude: -104.99 });
    expect(denver.statusCode, denver.body).toBe(201);
    expect(denver.json()).toMatchObject({ timeZone: 'America/Denver', isDefault: true, elevationM: null });
    for (const [payload, field] of [
      [{ name: 'x', latitude: -91, longitude: 0 }, 'latitude'],
      [{ name: 'x', latitude: 0, longitude: 181 }, 'longitude'],
      [{ name: 'x', latitude: 0, longitude: 0, elevationM: 99999 }, 'elevationM'],
      [{ name: 'x', latitude: 0, longitude: 0, timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ name: '', latitude: 0, longitude: 0 }, 'name'],
    ] as const) {
      const res = await call('POST', '/api/places', u.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    // Someone else's place is 404, to change, to delete and as `locationId`.
    const id = denver.json().id;
    expect((await call('PATCH', `/api/places/${id}`, other.auth, { name: 'Mine' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/places/${id}`, other.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/sky/tonight?locationId=${id}`, other.auth)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/places' })).statusCode).toBe(401);
  });
});

describe('the default place drives every surface', () => {
  it('passes and the calendar feed use the same place, and a new default takes effect at once in both', async () => {
    // Nothing saved yet: passes answer 409 and say what to do.
    const none = await call('GET', '/api/sky/passes?id=sat-25544');
    expect(none.statusCode).toBe(409);

    const [lisbon] = (await call('GET', '/api/places/search?q=Lisboa')).json();
    const saved = await call('POST', '/api/places', me.auth, { ...lisbon, name: 'Lisbon', isDefault: true });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ timeZone: 'Europe/Lisbon', elevationM: lisbon.elevationM, isDefault: true });
    const followed = await call('PUT', '/api/follows/sat-25544');
    expect(followed.statusCode, followed.body).toBe(200);

    const feed = (await call('POST', '/api/feeds/calendar', me.auth, {})).json();
    const feedPath = new URL(feed.url).pathname;
    const stationOfPasses = async () => (await call('GET', '/api/sky/passes?id=sat-25544&days=7')).json().station;
    const feedPlaces = async () => {
      const text = (await t.app.inject({ method: 'GET', url: feedPath })).body;
      const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
      return events
        .filter((e) => e.getFirstPropertyValue('geo'))
        .map((e) => ({
          geo: e.getFirstPropertyValue('geo') as number[],
          location: e.getFirstPropertyValue('location'),
        }));
    };

    expect(await stationOfPasses()).toMatchObject({ lat: lisbon.latitude, lon: lisbon.longitude, name: 'Lisbon' });
    const atLisbon = await feedPlaces();
    expect(atLisbon.length).toBeGreaterThan(0); // the ISS is visible from Lisbon within 7 days
    for (const e of atLisbon) expect(e).toEqual({ geo: [lisbon.latitude, lisbon.longitude], location: 'Lisbon' });

    // A second place made the default: both move with it, no cache serves Lisbon.
    const [denver] = (await call('GET', '/api/places/search?q=Denver')).json();
    await call('POST', '/api/places', me.auth, { ...denver, name: 'Denver', isDefault: true });
    expect(await stationOfPasses()).toMatchObject({
      lat: denver.latitude,
      lon: denver.longitude,
      timeZone: 'America/Denver',
    });
    const atDenver = await feedPlaces();
    for (const e of atDenver) expect(e).toEqual({ geo: [denver.latitude, denver.longitude], location: 'Denver' });
    const places = (await call('GET', '/api/places')).json() as { name: string; isDefault: boolean }[];
    expect(places.filter((p) => p.isDefault).map((p) => p.name)).toEqual(['Denver']);
  });

  it('coordinates sent the old way, with the profile, become the default place', async () => {
    const u = await t.register();
    const res = await call('PUT', '/api/auth/profile', u.auth, {
      firstName: 'Carl',
      lastName: 'S',
      location: 'Ithaca',
      latitude: 42.44,
      longitude: -76.5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/api/places', u.auth)).json()).toEqual([
      expect.objectContaining({
        name: 'Ithaca',
        latitude: 42.44,
        longitude: -76.5,
        timeZone: 'America/New_York',
        isDefault: true,
      }),
    ]);
  });
});
