/**
 * Sky alerts in the recipient's Settings language (issue 19): the same visible ISS pass announced to a
 * German and an English reader, and an eclipse alert in Spanish, end to end through runSkyAlerts and the
 * notifications service. Expected times come from Intl with the reader's locale and Lisbon's zone, the
 * pass itself from @cosmos/astro's visible-pass search on the element set the job uses.
 */
import { ObserverSky, findObserverPasses, toSatrec } from '@cosmos/astro';
import type { Notification } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import * as f from '../../test/factories.ts';
import { startTestApp } from '../../test/harness.ts';
import { issTle } from '../modules/catalog/iss-elements.ts';
import { compassPoint as compass, passMagnitude as formatMagnitude } from '@cosmos/contracts';
import { ISS_MIN_ELEVATION_DEG, runSkyAlerts } from './sky-alerts.ts';

const t = await startTestApp({ SKY_ALERTS_INTERVAL_MS: '0' });
const LISBON = { lat: 38.72, lon: -9.14 };

async function reader(language: string, alerts: Record<string, boolean>) {
  const u = await f.user(t, { location: LISBON });
  const put = await t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: u.auth,
    payload: { language, ...alerts },
  });
  expect(put.statusCode, put.body).toBe(200);
  return u;
}
const skyNotes = async (auth: Record<string, string>) =>
  ((await t.app.inject({ url: '/api/notifications?limit=100', headers: auth })).json().items as Notification[]).filter(
    (n) => n.type === 'sky',
  );
const lisbonClock = (ms: number, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Lisbon',
    timeZoneName: 'short',
  }).format(ms);

const DE_POINTS = 'N|NNO|NO|ONO|O|OSO|SO|SSO|S|SSW|SW|WSW|W|WNW|NW|NNW';

describe('sky alerts in the reader’s language', () => {
  it('announces the same ISS pass in German to a German reader and in English to an English one', async () => {
    const de = await reader('Deutsch', { issPassAlerts: true });
    const en = await reader('English', { issPassAlerts: true });
    const base = new Date();
    const tle = await issTle(t.db, base);
    const sky = new ObserverSky({ ...LISBON, heightKm: 0 }, base.getTime(), base.getTime() + 30 * 86_400_000);
    const pass = findObserverPasses(toSatrec(tle), sky, {
      standardMagnitude: -1.8,
      visibleOnly: true,
      minElevationDeg: ISS_MIN_ELEVATION_DEG,
    }).filter((p) => !p.clipped)[0];
    expect(pass).toBeDefined();
    expect((await runSkyAlerts(t.ctx, new Date(pass!.visibleFrom! - 10 * 60_000))).issSent).toBe(2);

    const [german] = await skyNotes(de.auth);
    const seen = pass!.visibleFrom!;
    const titles = [seen - 1000, seen + 1000].map((ms) => `ISS sichtbar um ${lisbonClock(ms, 'de-DE')}, Helligkeit `);
    expect(
      titles.some((s) => german!.title.startsWith(s)),
      german!.title,
    ).toBe(true);
    expect(german!.title).toMatch(/Helligkeit −?\d,\d ± \d,\d mag$/);
    expect(german!.message).toMatch(
      new RegExp(
        `^In etwa 10 Min\\.: Die ISS, sichtbar \\d\\d:\\d\\d–\\d\\d:\\d\\d \\S+, von (${DE_POINTS}) \\d+° bis (${DE_POINTS}) \\d+°( \\(tritt in den Erdschatten ein\\))?, max\\. \\d+° (${DE_POINTS}), Helligkeit −?\\d,\\d ± \\d,\\d mag\\.`,
      ),
    );
    expect(german!.message).not.toMatch(/visible|from|magnitude/);

    const [english] = await skyNotes(en.auth);
    expect(english!.title).toMatch(/^ISS visible at \d\d:\d\d \S+, magnitude −?\d\.\d ± \d\.\d$/);
    expect(english!.message).toMatch(/^In about 10 min: The ISS, visible \d\d:\d\d–\d\d:\d\d \S+, from /);
  });

  it('writes an eclipse alert in Spanish for a Spanish reader (2026-08-12 total solar eclipse)', async () => {
    const es = await reader('Español', { eclipseAlerts: true });
    await runSkyAlerts(t.ctx, new Date('2026-08-12T12:00:00Z')); // global peak ≈ 17:46 UTC
    const [note] = await skyNotes(es.auth);
    const day = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date('2026-08-12T17:46:00Z'),
    );
    expect(note!.title).toMatch(new RegExp(`^Eclipse solar total: máximo el ${day}, 17:4\\d UTC$`));
    expect(note!.message).toMatch(
      /^En unas 6 h\. Eclipse solar total global\. Máximo del eclipse en \d+,\d°, -?\d+,\d°\.$/,
    );
  });
});

describe('pass wording helpers', () => {
  it('name the 16 compass points with each language’s letters', () => {
    expect([0, 67.5, 90, 202.5, 247.5, 270, 292.5, 337.5].map((a) => compass(a, 'es'))).toEqual([
      'N',
      'ENE',
      'E',
      'SSO',
      'OSO',
      'O',
      'ONO',
      'NNO',
    ]);
    expect([0, 67.5, 90, 202.5, 247.5, 270, 292.5, 337.5].map((a) => compass(a, 'fr'))).toEqual([
      'N',
      'ENE',
      'E',
      'SSO',
      'OSO',
      'O',
      'ONO',
      'NNO',
    ]);
    expect([22.5, 45, 90, 112.5, 135, 157.5, 202.5, 315].map((a) => compass(a, 'de'))).toEqual([
      'NNO',
      'NO',
      'O',
      'OSO',
      'SO',
      'SSO',
      'SSW',
      'NW',
    ]);
    expect([247.5, 360 + 90, -90].map((a) => compass(a))).toEqual(['WSW', 'E', 'W']);
  });
  it('write magnitudes with a true minus and the language’s decimal mark', () => {
    expect(formatMagnitude(-3.14)).toBe('−3.1');
    expect(formatMagnitude(-3.14, 'de')).toBe('−3,1');
    expect(formatMagnitude(1.26, 'fr')).toBe('1,3');
  });
});
