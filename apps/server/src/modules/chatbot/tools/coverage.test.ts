/**
 * The answers added for issue 33's coverage, each tool as a plain function of a typed query (no language
 * layer), on the real app: launches, re-entries and counts from the modules that own them, the VR list,
 * refusals (another user's data, actions the chat cannot take), honest weather, plan features answered
 * yes or no only when asked so, and the brightest planet being a planet. Offline data says it is a sample.
 */
import { AssistantQuery, type AssistantQueryInput } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../test/harness.ts';
import { answer, TOOLS } from '../assistant.ts';
import { timeZoneOf } from '../format.ts';
import { runQuery } from '../query.ts';
import type { ToolEnv } from './types.ts';

const t = await startTestApp();
const LISBON = { lat: 38.72, lon: -9.14 };
const env = (over: Partial<ToolEnv> = {}): ToolEnv => ({
  ctx: t.ctx,
  asker: { id: '00000000-0000-4000-8000-000000000000', role: 'user', firstName: 'A', lastName: 'B', email: 'a@b.test' },
  site: LISBON,
  tz: timeZoneOf(LISBON),
  now: new Date('2026-11-27T15:00:00Z'),
  lang: 'en',
  engine: t.engine,
  ...over,
});
const ask = (q: AssistantQueryInput, e = env()) => runQuery(e, AssistantQuery.parse(q), TOOLS);

describe('catalogue answers', () => {
  it('the last and next launch come from Mission Control, the sample schedule said to be one', async () => {
    const last = await ask({ intent: 'launches.last', objects: [{ kind: 'launch', which: 'last' }] });
    expect(last.content).toMatch(/^The last launch was .+ on .+, on \w+day \d+ \w+ \d{4}/);
    expect(last.content).toContain('bundled sample schedule');
    expect(last.citations[0]!.href).toBe('/mission-control?tab=launch');
    const next = await ask({
      intent: 'launches.next',
      objects: [{ kind: 'launch', which: 'next', agency: 'NoSuchAgency' }],
    });
    expect(next.content).toMatch(/^No upcoming launch of NoSuchAgency/);
  });
  it('recent re-entries are the SATCAT decays, offline the labelled sample', async () => {
    const a = await ask({ intent: 'reentries.recent' });
    expect(a.content).toMatch(/^The most recent re-entry I know of is .+ \(catalogue number \d+\)/);
    expect(a.content).toContain('bundled sample');
  });
  it('counts follow the catalogue: payloads of a group equal the engine’s own count', async () => {
    const starlink = t.engine.satellites.filter((s) => s.info.group === 'starlink' && !s.info.decayDate).length;
    const a = await ask({ intent: 'catalogue.count', objects: [{ kind: 'group', id: 'starlink' }] });
    expect(a.facts.count).toBe(starlink);
    expect(a.content).toContain(`in the Starlink family`);
  });
});

describe('portal answers', () => {
  it('lists the VR experiences by title', async () => {
    const a = await ask({ intent: 'vr.list' });
    expect(a.content).toMatch(/^There are \d+ VR experiences: /);
    expect(a.citations[0]!.href).toBe('/vr-experience');
  });
  it('refuses another user’s data, and never claims to have done an action', async () => {
    expect((await ask({ intent: 'privacy.others' })).content).toMatch(/^I can't share another user's data/);
    const cancel = await ask({ intent: 'action.request', search: 'cancel my subscription' });
    expect(cancel.content).toMatch(/^I can't do that from the chat: .* Here is how to do it yourself: /);
    expect(cancel.content).not.toMatch(/\b(done|cancelled|I have)\b/i);
  });
  it('weather: cannot know without a source; the bundled sample is said to be one', async () => {
    expect((await ask({ intent: 'weather' })).content).toBe(
      "I can't know the weather: no forecast source is configured.",
    );
    const hours = Array.from({ length: 48 }, (_, i) => ({
      time: new Date(Date.parse('2026-11-27T12:00:00Z') + i * 3_600_000).toISOString(),
      cloudLowPct: 0,
      cloudMidPct: 0,
      cloudHighPct: 0,
      cloudTotalPct: i % 2 ? 80 : 20,
      precipitationProbabilityPct: 10,
      visibilityM: null,
    }));
    const weather = { forecast: async () => ({ source: 'sample' as const, fetchedAt: 0, hours }) };
    const a = await ask({ intent: 'weather' }, env({ weather }));
    expect(a.content).toMatch(
      /^I have no live forecast: .*not real weather\. Forecast for your place from \d\d:\d\d to \d\d:\d\d: cloud cover 20–80 %/,
    );
  });
  it('a city named in a weather question is the place forecast, not the asker’s own', async () => {
    const weather = {
      forecast: async (lat: number, lon: number) => ({
        source: 'sample' as const,
        fetchedAt: 0,
        hours: sampleAt(lat, lon),
      }),
    };
    const a = await answer(env({ weather }), "What's the weather tomorrow in Paris?");
    expect(a.content).toContain('Forecast for Paris from');
    expect(a.query.place).toMatchObject({ name: 'Paris' });
  });
});

/** A sample forecast that remembers where it was asked for (Paris is about 48.9° N, 2.3° E). */
const sampleAt = (lat: number, lon: number) => {
  expect(Math.round(lat)).toBe(49);
  expect(Math.round(lon)).toBe(2);
  return Array.from({ length: 96 }, (_, i) => ({
    time: new Date(Date.parse('2026-11-27T12:00:00Z') + i * 3_600_000).toISOString(),
    cloudLowPct: 0,
    cloudMidPct: 0,
    cloudHighPct: 0,
    cloudTotalPct: 50,
    precipitationProbabilityPct: null,
    visibilityM: null,
  }));
};

describe('plan features and sky additions', () => {
  it('"how often" is answered with the feature, a yes/no question with yes or no', async () => {
    const often = await ask({ intent: 'plans.feature', objects: [{ kind: 'plan', id: 'basic' }], feature: 'updates' });
    expect(often.content).toBe('Basic Explorer includes daily updates.');
    const api = await ask({
      intent: 'plans.feature',
      objects: [{ kind: 'plan', id: 'pro' }],
      feature: 'api',
      yesNo: true,
    });
    expect(api.content).toMatch(/^No\. Pro Navigator does not include that; it comes with Enterprise Mission\./);
    const formats = await ask({ intent: 'plans.feature', feature: 'formats' });
    expect(formats.content).toMatch(/^You can export data as JSON, CSV or XML\./);
  });
  it('the brightest planet is a planet, never a star', async () => {
    const a = await ask({ intent: 'sky.brightest', category: 'planet' });
    expect(a.content).toMatch(/^The brightest planet tonight is (Venus|Jupiter|Mars|Saturn|Mercury)/);
  });
  it('a planet’s constellation, named in the answer’s language', async () => {
    const en = await ask({ intent: 'sky.constellation', objects: [{ kind: 'planet', id: 'mars' }] });
    const es = await ask({ intent: 'sky.constellation', objects: [{ kind: 'planet', id: 'mars' }], language: 'es' });
    const iau = /^Mars is in ([A-Z][a-z]+(?: [A-Z][a-z]+)?) now/.exec(en.content)?.[1];
    expect(iau).toBeTruthy();
    expect(es.content).toMatch(/^Marte está en \S+/);
    expect(es.facts.constellationIau).toBe(iau);
  });

  it('"Is Starlink visible tonight?" checks the group’s satellites for visible passes and says how many it checked', async () => {
    const a = await ask({
      intent: 'sky.passes',
      objects: [{ kind: 'group', id: 'starlink' }],
      visibleOnly: true,
      yesNo: true,
    });
    expect(a.content).toMatch(
      /^(Yes\. \d+ visible passes of Starlink satellites|No\. None of the \d+ of \d+ Starlink)/,
    );
    expect(a.facts.checked).toBeGreaterThan(0);
  });
  it('close approaches of a satellite come from the conjunction screening (none stored: said so)', async () => {
    const a = await ask({
      intent: 'sky.satconjunction',
      objects: [{ kind: 'satellite', noradId: 25544, name: 'ISS (ZARYA)' }],
    });
    expect(a.content).toMatch(/^(The closest approach of ISS \(\w+\)|No close approach of ISS \(\w+\))/);
    expect(a.citations[0]!.href).toBe('/conjunctions');
  });
});
