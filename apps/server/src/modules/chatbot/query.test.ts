/**
 * The tools as plain functions of typed queries (AssistantQuery), with no language layer: the query's
 * time, place and language are what the answer uses. Expected dates are USNO's and NASA's published ones.
 */
import { AssistantQuery } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import { TOOLS } from './assistant.ts';
import { classify } from './classifier.ts';
import { envFor, fromClassification, runQuery } from './query.ts';
import type { ToolEnv } from './tools/types.ts';

const env: ToolEnv = {
  ctx: {} as ToolEnv['ctx'], // the sky answers below read no database
  asker: {} as ToolEnv['asker'],
  site: null,
  tz: 'UTC',
  now: new Date('2026-11-27T12:00:00Z'),
  lang: 'en',
};
const q = (input: unknown) => AssistantQuery.parse(input);

describe('typed queries answered without any language layer', () => {
  it('the query time decides "next": the full moon after 1 January 2026 is on the 3rd (USNO 10:03 UT)', async () => {
    const a = await runQuery(
      env,
      q({ intent: 'sky.phase', phase: 'full', time: { from: '2026-01-01T00:00:00Z' } }),
      TOOLS,
    );
    expect(a.content).toBe('The next full moon is on Saturday 3 January 2026 at 10:03 (UTC).');
  });
  it('the query language decides the answer language, and nth counts on', async () => {
    const a = await runQuery(
      env,
      q({ intent: 'sky.eclipse', eclipse: 'lunar', nth: 1, language: 'de', time: { from: '2026-01-01T00:00:00Z' } }),
      TOOLS,
    );
    // NASA: the partial lunar eclipse of 28 August 2026 follows the total one of 3 March.
    expect(a.content).toMatch(/28\. August 2026/);
    expect(a.content).toMatch(/partielle/i);
  });
  it('the query place gives the time zone and the site: Moon rise from Lisbon', async () => {
    const query = q({
      intent: 'sky.riseset',
      objects: [{ kind: 'moon' }],
      event: 'rise',
      place: { lat: 38.72, lon: -9.14 },
    });
    const e = envFor(env, query);
    expect(e.tz).toBe('Europe/Lisbon');
    const a = await runQuery(env, query, TOOLS);
    expect(a.content).toMatch(/^The Moon rises next on .* \(Europe\/Lisbon\)\.$/);
  });
  it('a classification becomes a valid typed query and back', async () => {
    const c = await classify('when is the second full moon?');
    const typed = fromClassification(c, 'en');
    expect(typed).toMatchObject({ intent: 'sky.phase', phase: 'full', nth: 1, language: 'en' });
  });
  it('rejects what is not a query: unknown intents, seven-digit catalogue numbers, bad dates', () => {
    expect(AssistantQuery.safeParse({ intent: 'sky.nowhere' }).success).toBe(false);
    expect(
      AssistantQuery.safeParse({ intent: 'sky.where', objects: [{ kind: 'satellite', noradId: 1_000_000 }] }).success,
    ).toBe(false);
    expect(AssistantQuery.safeParse({ intent: 'sky.where', time: { from: 'hello 12' } }).success).toBe(false);
    expect(
      AssistantQuery.safeParse({ intent: 'sky.where', objects: [{ kind: 'satellite', noradId: 100_001 }] }).success,
    ).toBe(true);
  });
});
