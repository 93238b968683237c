/**
 * Satellite passes in the assistant's words, from the visible-pass model (@cosmos/astro
 * findObserverPasses): each pass says whether it can be seen — and when, and how bright — or why not
 * (daylight at the site, or the satellite in Earth's shadow). "When can I see the ISS?" lists only
 * visible passes, looking further ahead because they come in runs a week or more apart.
 */
import { VISIBLE_SUN_MAX_ALT_DEG, type ObserverPass } from '@cosmos/astro';
import type { Classification } from '../classifier.ts';
import { t, type Lang } from '../../../lib/i18n/index.ts';
import { dateTime, deg, num, timeOnly } from '../format.ts';
import type { SkyTarget } from '../sky-targets.ts';
import * as sky from './sky-sources.ts';
import { cite, needsLocation, say } from './sky-common.ts';
import { locationCitation, type ToolAnswer, type ToolEnv } from './types.ts';

const passesPage = (lang: Lang) => ({
  kind: 'object' as const,
  title: say(lang, 'assistant.cite.passes'),
  href: '/satellite-data',
});

/** "visible from 18:02 to 18:06 at magnitude -3.1" or "not visible (the sky is too bright)". */
function visibility(p: ObserverPass, env: ToolEnv): string {
  const { tz, lang } = env;
  if (p.visible && p.visibleFrom !== null && p.visibleTo !== null) {
    const span = { from: timeOnly(new Date(p.visibleFrom), tz), to: timeOnly(new Date(p.visibleTo), tz) };
    return p.maxMagnitude !== null
      ? t(lang, 'assistant.sky.visibleFromToMag', { ...span, mag: num(p.maxMagnitude, 1, lang) })
      : t(lang, 'assistant.sky.visibleFromTo', span);
  }
  // Visible needs the Sun at least 6° below the site's horizon and the satellite sunlit.
  const why = p.sunAltitudeDeg >= VISIBLE_SUN_MAX_ALT_DEG ? 'notVisibleBright' : 'notVisibleShadow';
  return t(lang, `assistant.sky.${why}`);
}

const line = (p: ObserverPass, env: ToolEnv) =>
  t(env.lang, 'assistant.sky.passLine', {
    rise: dateTime(new Date(p.rise.time), env.tz, env.lang),
    set: timeOnly(new Date(p.set.time), env.tz),
    alt: deg(p.maxElevationDeg, 0, env.lang),
    culmination: timeOnly(new Date(p.culmination.time), env.tz),
    visibility: visibility(p, env),
  });

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
  const { lang } = env;
  if (!env.site)
    return {
      content: `${needsLocation(lang)} ${t(lang, 'assistant.sky.passesNeedPlace')}`,
      citations: [locationCitation(lang), cite(target)],
      facts: {},
    };
  const visibleOnly = wantsVisible(q);
  const r = await sky.passes(env.engine, target, env.site, env.now, 3 + q.slots.nth, visibleOnly);
  if (!r)
    return {
      content: t(lang, 'assistant.sky.notFound', { name: target.name }),
      citations: [],
      offerTicket: true,
      facts: {},
    };
  const note = r.nominal ? ` ${t(lang, 'assistant.sky.nominalNote')}` : '';
  const citations = [cite(target), passesPage(lang)];
  const shown = r.passes.slice(q.slots.nth, q.slots.nth + 3);
  const lines = shown.map((p) => line(p, env)).join(t(lang, 'assistant.fmt.semicolon'));
  const count = { name: r.name, count: shown.length, lines };
  if (visibleOnly) {
    if (shown.length === 0)
      return {
        content: `${t(lang, 'assistant.sky.noVisiblePass', { name: r.name, days: sky.VISIBLE_PASS_DAYS })}${note}`,
        citations,
        facts: { satellite: r.name, visiblePasses: [] },
      };
    const key = shown.length === 1 ? 'visiblePassesOne' : 'visiblePassesMany';
    return {
      content: `${t(lang, `assistant.sky.${key}`, count)}${note}`,
      citations,
      facts: { satellite: r.name, visiblePasses: shown.map(fact) },
    };
  }
  if (shown.length === 0)
    return {
      content: `${t(lang, 'assistant.sky.noPass', { name: r.name, days: sky.PASS_DAYS })}${note}`,
      citations,
      facts: { passes: [] },
    };
  let tail = '';
  const facts: Record<string, unknown> = { satellite: r.name, passes: shown.map(fact) };
  if (!shown.some((p) => p.visible)) {
    // None of these can be seen: say when one can, so "when does it pass?" is answered usefully.
    const v = await sky.passes(env.engine, target, env.site, env.now, 1, true);
    const next = v?.passes[0];
    tail = next
      ? ` ${t(lang, 'assistant.sky.nextVisibleIs', { line: line(next, env) })}`
      : ` ${t(lang, 'assistant.sky.noneVisible', { days: sky.VISIBLE_PASS_DAYS })}`;
    facts.nextVisible = next ? fact(next) : null;
  }
  const key = shown.length === 1 ? 'passesOne' : 'passesMany';
  return { content: `${t(lang, `assistant.sky.${key}`, count)}${tail}${note}`, citations, facts };
}
