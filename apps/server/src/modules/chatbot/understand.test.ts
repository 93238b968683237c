/**
 * The built-in understanding layer without the tools: dates in four languages (chrono-node, in the
 * asker's zone), "and tomorrow?" keeping the previous question, satellites linked against a catalogue,
 * and the Settings language kept for an English question that happens to contain a French-looking word.
 */
import { describe, expect, it } from 'vitest';
import type { SkyEngine } from '../../sky/engine.ts';
import { classify } from './classifier.ts';
import { understand } from './understand.ts';

const now = new Date('2026-11-27T15:00:00Z'); // a Friday; Lisbon is on UTC in winter
const tz = 'Europe/Lisbon';
const read = async (q: string, extra: Parameters<typeof understand>[3] extends infer O ? Partial<O> : never = {}) => {
  const c = await classify(q, extra.previous);
  return understand(q, c, c.lang, { now, tz, ...extra });
};

describe('dates asked about', () => {
  it.each([
    ['When does the ISS pass tomorrow?', '2026-11-28T00:00:00.000Z'],
    ['¿Cuándo sale la Luna mañana?', '2026-11-28T00:00:00.000Z'],
    ['Wann geht der Mond morgen auf?', '2026-11-28T00:00:00.000Z'],
    ['Où est Jupiter samedi soir ?', '2026-11-28T18:00:00.000Z'],
    ['When is the full moon after Christmas?', '2026-12-25T00:00:00.000Z'],
    // A clock time with a holiday is that day's hour.
    ['Where will Venus be at 7pm on Christmas Day?', '2026-12-25T19:00:00.000Z'],
    ['¿Dónde estará Marte el día de Navidad a las 21:30?', '2026-12-25T21:30:00.000Z'],
    ['Wo steht Jupiter am zweiten Weihnachtstag um 23 Uhr?', '2026-12-25T23:00:00.000Z'],
  ])('%s → %s', async (q, from) => {
    expect((await read(q)).query.time?.from).toBe(from);
  });
  it('"sun" in "when does the sun set?" is not Sunday, and French "Mars" is not March', async () => {
    expect((await read('When does the sun set?')).query.time).toBeUndefined();
    expect((await read('Où est Mars ?')).query.time).toBeUndefined();
  });
});

describe('a night asked about', () => {
  it('"visible tomorrow night" spans that night until 07:00 the next morning; a clock time stays one instant', async () => {
    const night = (await read('Will Saturn be visible tomorrow night?')).query;
    expect(night.intent).toBe('sky.visible');
    expect(night.time).toEqual({ from: '2026-11-28T18:00:00.000Z', to: '2026-11-29T07:00:00.000Z' });
    expect((await read('Will Saturn be visible tomorrow at 10 pm?')).query.time?.to).toBeUndefined();
  });
});

describe('another account', () => {
  it('an e-mail address other than the asker’s makes an account question a request for another user’s data', async () => {
    const own = { askerEmail: 'me@example.test' };
    expect((await read('what plan is bob@example.test on?', own)).query.intent).toBe('privacy.others');
    expect((await read('¿cuáles son las facturas de ana@example.test?', own)).query.intent).toBe('privacy.others');
    expect((await read('what plan is me@example.test on?', own)).query.intent).not.toBe('privacy.others');
  });
});

describe('conversation context', () => {
  it('"and tomorrow?" after a pass question asks for tomorrow’s passes of the same satellite', async () => {
    const first = await read('When does the ISS pass over?');
    expect(first.query.intent).toBe('sky.passes');
    const next = await read('and tomorrow?', {
      previous: { topic: first.classification.topic, slots: first.classification.slots },
    });
    expect(next.query).toMatchObject({ intent: 'sky.passes', time: { from: '2026-11-28T00:00:00.000Z' } });
    expect(next.query.objects).toEqual([{ kind: 'satellite', name: 'ISS (ZARYA)', noradId: 25544 }]);
  });
});

describe('catalogue linking and language', () => {
  const sat = (noradId: number, name: string, cospar: string) => ({ noradId, name, info: { cospar }, meta: null });
  const sats = [sat(44713, 'STARLINK-1007', '2019-074A'), sat(44714, 'STARLINK-1008', '2019-074B')];
  const engine = {
    satellites: sats,
    get: (id: string) => {
      const s = sats.find((x) => `sat-${x.noradId}` === id);
      return s && { kind: 'sat', ref: s };
    },
    satellitesMatching: (q: string) => sats.filter((s) => s.name.toLowerCase().includes(q.toLowerCase())),
  } as unknown as SkyEngine;
  it.each([
    ['Where is STARLINK-1007?', 44713],
    ['Where is 44714?', 44714],
    ['Where is 2019-074A?', 44713],
  ])('%s → NORAD %i', async (q, id) => {
    const r = await read(q, { engine });
    expect(r.query.intent).toBe('sky.where');
    expect(r.classification.slots.target).toMatchObject({ kind: 'satellite', noradId: id });
  });
  it('"Tell me about Starlink" is English, not French, and "Falcon 9" in a launch question is no catalogue object', async () => {
    expect((await classify('Tell me about Starlink', undefined, 'fr')).lang).toBe('en');
    const launch = await read('When is the next Falcon 9 launch?', { engine });
    expect(launch.query.intent).toBe('launches.next');
    expect(launch.query.objects).toEqual([{ kind: 'launch', which: 'next', rocket: 'Falcon 9' }]);
  });
});
