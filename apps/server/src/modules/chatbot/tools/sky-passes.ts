/**
 * Satellite passes in the assistant's words, from the visible-pass model (@cosmos/astro
 * findObserverPasses): each pass says whether it can be seen — and when, and how bright — or why not
 * (daylight at the site, or the satellite in Earth's shadow). "When can I see the ISS?" lists only
 * visible passes, looking further ahead because they come in runs a week or more apart.
 */
import { VISIBLE_SUN_MAX_ALT_DEG, type ObserverPass } from '@cosmos/astro';
import type { Classification } from '../classifier.ts';
import { dateTime, deg, timeOnly } from '../format.ts';
import type { SkyTarget } from '../sky-targets.ts';
import * as sky from './sky-math.ts';
import { cite, NEEDS_LOCATION } from './sky-common.ts';
import { LOCATION_CITATION, type ToolAnswer, type ToolEnv } from './types.ts';

const PASSES_PAGE = { kind: 'object' as const, title: 'Satellite Data: passes', href: '/satellite-data' };
const mag = (m: number) => `magnitude ${m.toFixed(1)}`;

/** "visible from 18:02 to 18:06 at magnitude -3.1" or "not visible (daylight)". */
function visibility(p: ObserverPass, tz: string): string {
  if (p.visible && p.visibleFrom !== null && p.visibleTo !== null)
    return `visible from ${timeOnly(new Date(p.visibleFrom), tz)} to ${timeOnly(new Date(p.visibleTo), tz)}${p.maxMagnitude !== null ? ` at ${mag(p.maxMagnitude)}` : ''}`;
  // Visible needs the Sun at least 6° below the site's horizon and the satellite sunlit.
  const why = p.sunAltitudeDeg >= VISIBLE_SUN_MAX_ALT_DEG ? 'the sky is too bright' : "it is in Earth's shadow";
  return `not visible (${why})`;
}

const line = (p: ObserverPass, tz: string) =>
  `from ${dateTime(new Date(p.rise.time), tz)} to ${timeOnly(new Date(p.set.time), tz)}, highest ${deg(p.maxElevationDeg)} at ${timeOnly(new Date(p.culmination.time), tz)}, ${visibility(p, tz)}`;

const fact = (p: ObserverPass) => ({
  rise: new Date(p.rise.time).toISOString(),
  set: new Date(p.set.time).toISOString(),
  maxElevationDeg: Math.round(p.maxElevationDeg * 10) / 10,
  visible: p.visible,
  visibleFrom: p.visibleFrom === null ? null : new Date(p.visibleFrom).toISOString(),
  visibleTo: p.visibleTo === null ? null : new Date(p.visibleTo).toISOString(),
  maxMagnitude: p.maxMagnitude,
});

/** True when the question asks to see the satellite ("visible", "see", "spot", "watch"). */
export const wantsVisible = (q: Classification) => q.slots.visible === true;

export async function passesAnswer(
  env: ToolEnv,
  q: Classification,
  target: Extract<SkyTarget, { kind: 'satellite' }>,
): Promise<ToolAnswer> {
  if (!env.site)
    return {
      content: `${NEEDS_LOCATION} Passes depend on where you are.`,
      citations: [LOCATION_CITATION, cite(target)],
      facts: {},
    };
  const visibleOnly = wantsVisible(q);
  const r = await sky.passes(env.ctx.db, target, env.site, env.now, 3 + q.slots.nth, visibleOnly);
  if (!r)
    return {
      content: `I could not find a satellite called ${target.name} in the catalogue.`,
      citations: [],
      offerTicket: true,
      facts: {},
    };
  const note = r.nominal
    ? ' These are computed from the nominal ISS orbit because the live catalogue is not loaded, so times can be off by minutes.'
    : '';
  const citations = [cite(target), PASSES_PAGE];
  const shown = r.passes.slice(q.slots.nth, q.slots.nth + 3);
  if (visibleOnly) {
    if (shown.length === 0)
      return {
        content: `No. ${r.name} has no visible pass over your location in the next ${sky.VISIBLE_PASS_DAYS} days: its passes come in daylight or while it is in Earth's shadow.${note}`,
        citations,
        facts: { satellite: r.name, visiblePasses: [] },
      };
    return {
      content: `The next ${shown.length === 1 ? 'visible pass' : `${shown.length} visible passes`} of ${r.name} over your location (above 10°): ${shown.map((p) => line(p, env.tz)).join('; ')}.${note}`,
      citations,
      facts: { satellite: r.name, visiblePasses: shown.map(fact) },
    };
  }
  if (shown.length === 0)
    return {
      content: `${r.name} does not rise more than 10° above your horizon in the next ${sky.PASS_DAYS} days.${note}`,
      citations,
      facts: { passes: [] },
    };
  let tail = '';
  const facts: Record<string, unknown> = { satellite: r.name, passes: shown.map(fact) };
  if (!shown.some((p) => p.visible)) {
    // None of these can be seen: say when one can, so "when does it pass?" is answered usefully.
    const v = await sky.passes(env.ctx.db, target, env.site, env.now, 1, true);
    const next = v?.passes[0];
    tail = next
      ? ` The next visible pass is ${line(next, env.tz)}.`
      : ` None is visible in the next ${sky.VISIBLE_PASS_DAYS} days.`;
    facts.nextVisible = next ? fact(next) : null;
  }
  return {
    content: `The next ${shown.length === 1 ? 'pass' : `${shown.length} passes`} of ${r.name} over your location (above 10°): ${shown.map((p) => line(p, env.tz)).join('; ')}.${tail}${note}`,
    citations,
    facts,
  };
}
