/**
 * The assistant's account and sky answers in the asker's language (issue 19), through the real chat route.
 * Expected facts are computed here without the assistant's tools: account facts from the database, dates
 * and amounts with Intl in the asker's locale, the ISS sub-point with satellite.js on the element set the
 * portal serves, Moon phases with astronomy-engine's SearchMoonPhase.
 */
import { SearchMoonPhase } from 'astronomy-engine';
import * as satellite from 'satellite.js';
import { describe, expect, it } from 'vitest';
import * as f from '../../../test/factories.ts';
import { askAssistant, userSpeaking } from '../../../test/chat-helpers.ts';
import { startTestApp } from '../../../test/harness.ts';
import { issTle } from '../catalog/iss-elements.ts';
import { AssistantQuery } from '@cosmos/contracts';
import { toClassification } from './query.ts';
import { groundedIn, numberValues } from './llm-provider.ts';
import { accountTool } from './tools/account.tool.ts';

const t = await startTestApp({ SKY_ALERTS_INTERVAL_MS: '0' });
const LISBON = { lat: 38.72, lon: -9.14 };
const TZ = 'Europe/Lisbon';

const asker = (language: string) => userSpeaking(t, language, { plan: 'enterprise', location: LISBON });
const ask = (auth: Record<string, string>, message: string) => askAssistant(t, auth, message);
const periodEnd = async (userId: string) =>
  new Date(
    (
      await t.db.query<{ current_period_end: Date }>(
        'SELECT current_period_end FROM subscriptions WHERE user_id = $1',
        [userId],
      )
    )[0]!.current_period_end,
  );
const day = (d: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: TZ, day: 'numeric', month: 'long', year: 'numeric' }).format(d);
/** "43,0° N" → 43; "12.5° S" → -12.5: the first latitude an answer gives. */
const firstLatitude = (s: string) => {
  const m = /(\d+[.,]\d)° ([NS])\b/.exec(s);
  return m ? Number(m[1]!.replace(',', '.')) * (m[2] === 'S' ? -1 : 1) : null;
};

describe('account answers in the asker’s language', () => {
  it('Spanish: plan, status, price with a decimal comma and the renewal date in Spanish', async () => {
    const es = await asker('Español');
    const a = await ask(es.auth, '¿Qué plan tengo?');
    const end = day(await periodEnd(es.user.id), 'es-ES');
    expect(a).toBe(
      `Tienes el plan Enterprise Mission por 99,99\u00a0US$ al mes, y tu suscripción está activa. Se renueva el ${end} por 99,99\u00a0US$.`,
    );
    expect(end).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
  });

  it('French: the API-key count and each key’s creation date', async () => {
    const fr = await asker('Français');
    for (const name of ['portable', 'serveur'])
      await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: fr.auth, payload: { name } });
    const a = await ask(fr.auth, "Mes clés d'API");
    expect(a).toMatch(/^Vous avez 2 clés d'API : « (portable|serveur) » \(commence par cos_[\w-]+, créée le /);
    expect(a).toContain(`créée le ${day(new Date(), 'fr-FR')}, jamais utilisée`);
    expect(a).toMatch(/ et « (portable|serveur) »/);
  });

  it('German: the last invoice with German digit grouping and date', async () => {
    const de = await asker('Deutsch');
    await f.invoice(t.db, de.user.id, { amountCents: 123_456, planId: 'enterprise', issuedOn: '2026-10-03' });
    const a = await ask(de.auth, 'Meine letzte Rechnung');
    expect(a).toMatch(
      /^Ihre letzte Rechnung ist INV-\d+ vom 3\. Oktober 2026 über 1\.234,56\u00a0\$ \(Enterprise Mission, bezahlt\)\./,
    );
  });

  it('German: usage against quota in German units and notation (tool with the asker’s language)', async () => {
    const u = await f.user(t, { plan: 'pro' });
    await f.usage(t.db, u.user.id, 1_234_567_890);
    const env = { ctx: t.ctx, asker: u.user, site: null, tz: 'UTC', now: new Date(), lang: 'de' as const };
    const a = await accountTool(env, toClassification(AssistantQuery.parse({ intent: 'account.usage' })));
    expect(a.content).toMatch(
      /^Sie haben in diesem Zeitraum 1,2 GB Ihres Download-Kontingents von [\d,]+ GB genutzt \(\d+ %\)\./,
    );
  });

  it('answers a Spanish question in Spanish for a user whose Settings are English, and English in English', async () => {
    const en = await asker('English');
    const end = await periodEnd(en.user.id);
    expect(await ask(en.auth, '¿Cuándo se renueva mi plan?')).toContain(`Se renueva el ${day(end, 'es-ES')} por 99,99`);
    expect(await ask(en.auth, 'When does my plan renew?')).toContain(`It renews on ${day(end, 'en-GB')} for $99.99.`);
  });
});

describe('sky answers in the asker’s language', () => {
  it('Spanish: where the ISS is, with decimal-comma latitudes matching satellite.js', async () => {
    const es = await asker('Español');
    const now = new Date();
    const a = await ask(es.auth, '¿Sobre qué lugar está la ISS ahora?');
    expect(a).toMatch(/ está justo en el cénit sobre \d+,\d° [NS], \d+,\d° [EO]\./);
    expect(a).toMatch(/(Desde tu ubicación está (sobre|bajo) el horizonte)/);
    expect(a).toMatch(/Está a [\d.]+ km de ti\.$/);
    const tle = await issTle(t.db, now);
    const pv = satellite.propagate(satellite.twoline2satrec(tle.line1, tle.line2), now);
    const geo = satellite.eciToGeodetic(pv!.position as satellite.EciVec3<number>, satellite.gstime(now));
    expect(Math.abs(firstLatitude(a)! - satellite.degreesLat(geo.latitude))).toBeLessThan(0.5);
  });

  it('French: the next full moon on the date astronomy-engine finds, written in French', async () => {
    const fr = await asker('Français');
    const full = SearchMoonPhase(180, new Date(), 40)!.date;
    const a = await ask(fr.auth, 'Quand est la prochaine pleine lune ?');
    const hm = (ms: number) =>
      new Intl.DateTimeFormat('fr-FR', { timeZone: TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
        ms,
      );
    const weekday = new Intl.DateTimeFormat('fr-FR', { timeZone: TZ, weekday: 'long' }).format(full);
    expect(a.startsWith(`La prochaine phase de pleine lune a lieu le ${weekday} ${day(full, 'fr-FR')} à `)).toBe(true);
    expect([-60_000, 0, 60_000].some((o) => a.includes(`à ${hm(full.getTime() + o)} (Europe/Lisbon)`))).toBe(true);
  });

  it('German: the next ISS passes, each said visible or not in German', async () => {
    const de = await asker('Deutsch');
    const a = await ask(de.auth, 'Wann fliegt die ISS über mich?');
    expect(a).toMatch(
      /^Die nächsten 3 Überflüge von ISS \([A-Z]+\) über Ihrem Standort \(über 10°\): von \w+, \d+\. \w+ \d{4} um \d\d:\d\d \(Europe\/Lisbon\) bis \d\d:\d\d, höchster Stand \d+° um \d\d:\d\d, (nicht sichtbar|sichtbar von)/,
    );
    expect(a).not.toMatch(/ visible | from | highest /);
  });
});

describe('grounding guard with localised numbers', () => {
  it('reads a number as each language writes it', () => {
    expect(numberValues('1.234')).toEqual(['1.234', '1234']);
    expect(numberValues('29,99')).toEqual(['29.99']);
    expect(numberValues('384 400')).toEqual(['384400']);
    expect(numberValues('21:58')).toEqual(['21:58']);
  });

  it('keeps a reply whose numbers are the tool’s, however the reply writes them, and rejects a made-up one', () => {
    const es = JSON.stringify({
      answer: 'Tienes el plan Pro Navigator por 29,99\u00a0US$ al mes; la Luna está a 359.529 km.',
    });
    const fr = JSON.stringify({ answer: 'La Lune est à 359\u202f529 km, le 24 décembre 2026 à 01:28.' });
    expect(groundedIn('Pagas 29,99 US$ al mes.', [es])).toBe(true);
    expect(groundedIn('You pay 29.99 dollars a month.', [es])).toBe(true);
    expect(groundedIn('The Moon is 359,529 km away.', [es])).toBe(true);
    expect(groundedIn('La Luna está a 359.529 km.', [es])).toBe(true);
    expect(groundedIn('La Lune est à 359 529 km, le 24 décembre à 01:28.', [fr])).toBe(true);
    expect(groundedIn('Pagas 39,99 US$ al mes.', [es])).toBe(false);
    expect(groundedIn('La Lune est à 360 000 km.', [fr])).toBe(false);
    expect(groundedIn('It is 1.243 AU away.', [JSON.stringify({ answer: 'It is 1.234 AU away.' })])).toBe(false);
  });
});
