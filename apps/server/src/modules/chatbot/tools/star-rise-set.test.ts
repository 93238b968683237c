/**
 * The assistant's star rise and set answers, against astropy's times (star-rise-set.reference.json, made by
 * scripts/reference/star_rise_set_reference.py). The computation itself is tested in @cosmos/astro almanac.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { AssistantQuery } from '@cosmos/contracts';
import { toClassification } from '../query.ts';
import { timeZoneOf } from '../format.ts';
import reference from './star-rise-set.reference.json' with { type: 'json' };
import { skyTool } from './sky.tool.ts';
import type { ToolEnv } from './types.ts';

const env = (site: { lat: number; lon: number }, now: string): ToolEnv =>
  // The rise/set answer reads no database: a context is not needed.
  ({
    ctx: {} as ToolEnv['ctx'],
    asker: {} as ToolEnv['asker'],
    site,
    tz: timeZoneOf(site),
    now: new Date(now),
    lang: 'en',
  });
/** "When does <star> rise/set?" as the typed query the tools take. */
const riseSet = (name: string, event: 'rise' | 'set') =>
  toClassification(AssistantQuery.parse({ intent: 'sky.riseset', objects: [{ kind: 'star', name }], event }));
const hm = (iso: string, tz: string, offsetMs = 0) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(Date.parse(iso) + offsetMs),
  );

describe('the assistant answers star rise and set questions', () => {
  it('"when does Sirius rise?" in Lisbon gives the astropy time in the local zone', async () => {
    const c = reference.cases.find((x) => x.star === 'Sirius' && x.site === 'Lisbon')!;
    const e = env({ lat: c.lat, lon: c.lon }, c.start);
    const a = await skyTool(e, riseSet('Sirius', 'rise'));
    expect(a.content).toMatch(/^Sirius rises next on \w+day \d+ \w+ 2026 at \d\d:\d\d \(Europe\/Lisbon\)\.$/);
    // Rounded to the minute: the reference's minute or the one either side of it.
    const times = [-60_000, 0, 60_000].map((o) => hm(c.rise!, e.tz, o));
    expect(times.some((t) => a.content.includes(`at ${t}`))).toBe(true);
  });
  it('a circumpolar star never sets, and a far-southern one never rises', async () => {
    const oslo = reference.cases.find((x) => x.star === 'Capella' && x.site === 'Oslo')!;
    expect((await skyTool(env(oslo, oslo.start), riseSet('Capella', 'set'))).content).toMatch(
      /^Capella never sets at your latitude: it is circumpolar/,
    );
    const lisbon = reference.cases.find((x) => x.star === 'Canopus' && x.site === 'Lisbon')!;
    expect((await skyTool(env(lisbon, lisbon.start), riseSet('Canopus', 'rise'))).content).toMatch(
      /^Canopus never rises at your latitude/,
    );
  });
});
