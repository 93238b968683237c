/**
 * The evaluation's own checks (apps/server/eval), without the app: a check must accept a right answer in any
 * wording and language and refuse a wrong one. References: the ISS element set printed in the Celestrak TLE format
 * documentation (its checksums), astronomy-engine for the sky.
 */
import { Body, Constellation, Equator, Horizon, Observer } from 'astronomy-engine';
import * as satellite from 'satellite.js';
import { describe, expect, it } from 'vitest';
import { EVAL_SITE } from '../eval/eval-app.ts';
import { numbers } from '../eval/expect-portal.ts';
import { checkSky, resolveAt } from '../eval/expect-sky.ts';
import { checksum, tle } from '../eval/fixtures.ts';
import { languageOf } from '../eval/answer-language.ts';
import { constellationNames } from '../eval/localized-words.ts';
import { loadQuestions } from '../eval/run-eval.ts';
import { PORTAL_KINDS } from '../eval/expect-portal.ts';
import { SKY_KINDS } from '../eval/expect-sky.ts';
import { LOCALE } from '../eval/answer-words.ts';

const reply = (content: string) => ({ content, citations: [], offerTicket: false });
const noDb = null as never;

describe('fixture element sets', () => {
  it('checksums as the TLE format defines them', () => {
    // Celestrak's example set: the last digit of each line is its checksum.
    const l1 = '1 25544U 98067A   08264.51782528 -.00002182  00000-0 -11606-4 0  2927';
    const l2 = '2 25544  51.6416 247.4627 0006703 130.5360 325.0288 15.72125391563537';
    expect(checksum(l1.slice(0, 68))).toBe(7);
    expect(checksum(l2.slice(0, 68))).toBe(7);
  });
  it('parse in satellite.js with the orbit they were written with', () => {
    const [l1, l2] = tle(48274, '21035A', new Date('2026-11-27T00:00:00Z'), {
      inc: 41.47,
      raan: 112.3,
      ecc: 0.0006,
      argp: 31.2,
      ma: 328.9,
      n: 15.6012,
    });
    expect([l1.length, l2.length]).toEqual([69, 69]);
    const rec = satellite.twoline2satrec(l1, l2);
    expect(rec.error).toBe(0);
    expect((rec.inclo * 180) / Math.PI).toBeCloseTo(41.47, 3);
    expect(Number(l2.slice(52, 63))).toBe(15.6012);
    expect(satellite.propagate(rec, new Date('2026-11-27T06:00:00Z'))).toBeTruthy();
  });
});

describe('named times', () => {
  const friday = new Date('2026-11-27T20:00:00Z'); // a Friday evening in Lisbon (UTC+0 in winter)
  it('resolves days, weekdays and dates in the asker’s zone', () => {
    expect(resolveAt({ days: 1, hour: 22 }, friday).instant.toISOString()).toBe('2026-11-28T22:00:00.000Z');
    expect(resolveAt({ weekday: 5 }, friday)).toMatchObject({ y: 2026, m: 11, d: 27 });
    expect(resolveAt({ weekday: 1 }, friday)).toMatchObject({ y: 2026, m: 11, d: 30 });
    expect(resolveAt({ date: '12-25', hour: 21 }, friday).instant.toISOString()).toBe('2026-12-25T21:00:00.000Z');
    expect(resolveAt({ date: '01-03' }, friday)).toMatchObject({ y: 2027, m: 1, d: 3 });
  });
});

describe('answer checks', () => {
  it('tells the four languages apart', () => {
    expect(languageOf('Jupiter is above your horizon, 40° up, in the constellation Leo.')).toBe('en');
    expect(languageOf('Júpiter está sobre el horizonte, a 40° de altura, en la constelación de Leo.')).toBe('es');
    expect(languageOf('Jupiter est au-dessus de votre horizon, à 40° de hauteur, dans la constellation du Lion.')).toBe(
      'fr',
    );
    expect(languageOf('Jupiter steht über dem Horizont, 40° hoch, im Sternbild Löwe. Es ist von Ihnen weit.')).toBe(
      'de',
    );
  });
  it('is not swayed by capitalised English names in an answer', () => {
    expect(
      languageOf(
        'Der letzte Start war Electron | The Sky Is The Limit mit einer Electron (Rocket Lab) am Freitag von Mahia.',
      ),
    ).toBe('de');
  });
  it('reads counts whatever the digit grouping', () => {
    expect(numbers(reply('There are 1,585 Starlink satellites'))).toContain(1585);
    expect(numbers(reply('Es gibt 1.585 Starlink-Satelliten'))).toContain(1585);
    expect(numbers(reply('Il y a 1\u202f585 satellites'))).toContain(1585);
  });
  it('accepts a right position of Saturn in German wording and refuses a wrong altitude', async () => {
    const now = new Date();
    const obs = new Observer(EVAL_SITE.lat, EVAL_SITE.lon, 0);
    const eq = Equator(Body.Saturn, now, obs, true, true);
    const hor = Horizon(now, obs, eq.ra, eq.dec, 'normal');
    const j2000 = Equator(Body.Saturn, now, obs, false, true);
    const cons = constellationNames(Constellation(j2000.ra, j2000.dec).name, 'de')[0]!;
    const text = (alt: number) =>
      `Saturn steht ${alt.toFixed(0)}° hoch, Azimut ${hor.azimuth.toFixed(0)}°, im Sternbild ${cons}.`;
    const e = { kind: 'position' as const, body: 'saturn' };
    expect((await checkSky(e, reply(text(hor.altitude)), noDb, now, 'de')).ok).toBe(true);
    const wrong = `Saturn steht ${(hor.altitude + 5).toFixed(0)}° hoch, im Sternbild ${cons}.`;
    expect((await checkSky(e, reply(wrong), noDb, now, 'de')).ok).toBe(false);
    // An English planet name in a Spanish answer: the localised name (Saturno) is required.
    expect((await checkSky(e, reply(text(hor.altitude)), noDb, now, 'es')).ok).toBe(false);
  });
  it('tells the fresh set’s eight languages apart, and the first four only among themselves', () => {
    const all = Object.keys(LOCALE) as (keyof typeof LOCALE)[];
    expect(languageOf('Giove è sopra l’orizzonte, a 40° di altezza, nella costellazione del Leone.', all)).toBe('it');
    expect(
      languageOf(
        'Júpiter está acima do horizonte para você, a 40° de altura, na constelação de Leão, e não se põe antes das 5h.',
        all,
      ),
    ).toBe('pt-BR');
    expect(languageOf('木星は地平線の上、高度40°、しし座にあります。', all)).toBe('ja');
    expect(languageOf('木星在地平线以上，高度40°，位于狮子座。', all)).toBe('zh-CN');
    // The training and test sets' default: Japanese is not one of their languages, so it is not told apart.
    expect(languageOf('木星は地平線の上、高度40°、しし座にあります。')).toBe(null);
  });
  it('accepts a right position of Saturn in Chinese wording and refuses a wrong altitude', async () => {
    const now = new Date();
    const obs = new Observer(EVAL_SITE.lat, EVAL_SITE.lon, 0);
    const eq = Equator(Body.Saturn, now, obs, true, true);
    const hor = Horizon(now, obs, eq.ra, eq.dec, 'normal');
    const j2000 = Equator(Body.Saturn, now, obs, false, true);
    const cons = constellationNames(Constellation(j2000.ra, j2000.dec).name, 'zh-CN')[0]!;
    const text = (alt: number) => `土星高度${alt.toFixed(0)}°，方位角${hor.azimuth.toFixed(0)}°，位于${cons}。`;
    const e = { kind: 'position' as const, body: 'saturn' };
    expect((await checkSky(e, reply(text(hor.altitude)), noDb, now, 'zh-CN')).ok).toBe(true);
    expect((await checkSky(e, reply(text(hor.altitude + 5)), noDb, now, 'zh-CN')).ok).toBe(false);
  });
});

describe('the fresh held-out set', () => {
  const fresh = loadQuestions('fresh');
  const OLD_KINDS = ['plans-all', 'plan-price', 'plan-feature', 'plan-with-feature', 'contains', 'offer-ticket'];
  const ACCOUNT = ['account-plan', 'account-renewal', 'account-invoice', 'account-keys', 'account-usage', 'tickets'];
  it('has about 90 questions with unique ids, existing kinds, and all eight languages', () => {
    expect(fresh.length).toBeGreaterThanOrEqual(85);
    expect(new Set(fresh.map((q) => q.id)).size).toBe(fresh.length);
    for (const q of fresh) {
      const k = q.expect.kind;
      expect(
        SKY_KINDS.has(k) || PORTAL_KINDS.has(k) || [...OLD_KINDS, ...ACCOUNT, 'account-on-plan'].includes(k),
        k,
      ).toBe(true);
    }
    expect(new Set(fresh.map((q) => q.lang))).toEqual(new Set(Object.keys(LOCALE)));
  });
  it('shares no question with the training or the test set', () => {
    const norm = (s: string) =>
      s
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
    const seen = new Set([...loadQuestions('training'), ...loadQuestions('test')].flatMap((q) => q.turns.map(norm)));
    expect(fresh.flatMap((q) => q.turns).filter((t) => seen.has(norm(t)))).toEqual([]);
  });
});
