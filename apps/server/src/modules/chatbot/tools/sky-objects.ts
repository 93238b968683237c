/**
 * Sky answers about one object or one family of satellites: the constellation a planet, the Moon or a
 * star is in now; the close approaches the conjunction screening stored for a satellite; and whether a
 * group (Starlink, OneWeb, …) has visible passes tonight. Positions and passes are @cosmos/astro's.
 */
import { ObserverSky, findObserverPasses, nightNotOver, standardMagnitude, toSatrec } from '@cosmos/astro';
import { ConjunctionListQuery } from '@cosmos/contracts';
import { t } from '../../../lib/i18n/index.ts';
import * as conjunctions from '../../conjunctions/conjunctions.service.ts';
import type { Classification } from '../classifier.ts';
import { dateTime, list, num, timeOnly } from '../format.ts';
import type { SkyTarget } from '../sky-targets.ts';
import * as sky from './sky-sources.ts';
import { cite, constellationName, nameOf, needsLocation, say, sayMsg } from './sky-common.ts';
import { locationCitation, yesNo, type ToolAnswer, type ToolEnv } from './types.ts';

const cov = (env: ToolEnv, key: string, vars?: Record<string, unknown>) => t(env.lang, `assistant.cov.${key}`, vars);

export async function constellationOf(env: ToolEnv, target: SkyTarget): Promise<ToolAnswer> {
  const { lang } = env;
  const name = nameOf(target, lang);
  if (target.kind === 'satellite')
    return { content: say(lang, 'assistant.cov.noConstellation', { name }), citations: [cite(target)], facts: {} };
  const p = await sky.place(env.engine, target, env.site, env.now);
  if ('error' in p) return { content: sayMsg(lang, p.error), citations: [], offerTicket: true, facts: {} };
  const constellation = constellationName(p.constellationSymbol ?? '', p.constellation ?? '', lang);
  return {
    content: say(lang, 'assistant.cov.constellationNow', {
      name,
      constellation,
      date: dateTime(env.now, env.tz, lang),
    }),
    citations: [cite(target)],
    facts: { object: target.name, constellation, constellationIau: p.constellation },
  };
}

export async function closeApproaches(env: ToolEnv, target: SkyTarget): Promise<ToolAnswer> {
  const { lang } = env;
  const page = { kind: 'doc' as const, title: t(lang, 'assistant.cite.conjunctions'), href: '/conjunctions' };
  if (target.kind !== 'satellite' || !target.noradId)
    return { content: t(lang, 'assistant.sky.whichObjectWhere'), citations: [page], facts: {} };
  const query = ConjunctionListQuery.parse({
    id: `sat-${target.noradId}`,
    from: env.now.toISOString(),
    limit: 4,
    sort: 'miss',
  });
  const { items } = await conjunctions.list(env.ctx, query);
  const name = target.name;
  if (items.length === 0)
    return { content: cov(env, 'noConj', { name }), citations: [page], facts: { conjunctions: [] } };
  const other = (c: (typeof items)[number]) => (c.primary.noradId === target.noradId ? c.secondary : c.primary).name;
  const [first, ...rest] = items;
  const lead = cov(env, 'conjFound', {
    name,
    other: other(first!),
    date: dateTime(new Date(first!.tca), env.tz, lang),
    miss: num(first!.missKm, 2, lang),
    speed: num(first!.relativeSpeedKmS, 1, lang),
  });
  const more = rest.map((c) =>
    cov(env, 'conjItem', {
      other: other(c),
      date: dateTime(new Date(c.tca), env.tz, lang),
      miss: num(c.missKm, 2, lang),
    }),
  );
  return {
    content: more.length ? `${lead} ${cov(env, 'conjOthers', { list: list(more, lang) })}` : lead,
    citations: [page],
    facts: {
      conjunctions: items.map((c) => ({
        other: other(c),
        tca: c.tca,
        missKm: c.missKm,
        relativeSpeedKmS: c.relativeSpeedKmS,
      })),
    },
  };
}

/** At most this many satellites of a group are searched for tonight's visible passes (the answer says how many). */
export const GROUP_SAMPLE = 40;

/** "Is Starlink visible tonight?": visible passes, dusk to dawn, of (an even sample of) the group's satellites. */
export async function groupPasses(env: ToolEnv, q: Classification, group: string): Promise<ToolAnswer> {
  const { lang } = env;
  const label = group.charAt(0).toUpperCase() + group.slice(1);
  const citations = [{ kind: 'object' as const, title: say(lang, 'assistant.cite.passes'), href: '/satellite-data' }];
  if (!env.site) return { content: needsLocation(lang), citations: [locationCitation(lang)], facts: {} };
  const members = (env.engine?.satellites ?? []).filter((s) => s.info.group === group && !s.info.decayDate);
  if (members.length === 0) return { content: cov(env, 'groupNone', { group: label }), citations, facts: {} };
  const step = Math.max(1, members.length / GROUP_SAMPLE);
  const checked = Array.from(
    { length: Math.min(GROUP_SAMPLE, members.length) },
    (_, i) => members[Math.floor(i * step)]!,
  );
  const site = { lat: env.site.lat, lon: env.site.lon, heightKm: 0 };
  const night = nightNotOver(site, env.now.getTime(), env.tz);
  const from = Math.max(env.now.getTime(), Date.parse(night.sun.civilDusk ?? night.from));
  const to = Date.parse(night.sun.civilDawn ?? night.to);
  const found = [];
  if (to > from) {
    const observer = new ObserverSky(site, from, to);
    for (const s of checked)
      for (const p of findObserverPasses(toSatrec(s), observer, {
        standardMagnitude: standardMagnitude(s.noradId, s.name).mag,
        visibleOnly: true,
        trackStepSeconds: 30,
      }))
        if (p.visibleFrom !== null && p.visibleTo !== null) found.push({ name: s.name, p });
  }
  found.sort((a, b) => (a.p.maxMagnitude ?? 99) - (b.p.maxMagnitude ?? 99));
  const counts = {
    group: label,
    checked: checked.length,
    total: members.length,
    yes: yesNo(true, lang),
    no: yesNo(false, lang),
  };
  if (found.length === 0)
    return { content: cov(env, 'groupNotVisible', counts), citations, facts: { ...counts, visiblePasses: 0 } };
  const lines = found.slice(0, 3).map(({ name, p }) =>
    cov(env, 'groupLine', {
      name,
      from: timeOnly(new Date(p.visibleFrom!), env.tz),
      to: timeOnly(new Date(p.visibleTo!), env.tz),
      mag: p.maxMagnitude === null ? '?' : num(p.maxMagnitude, 1, lang),
    }),
  );
  const content = cov(env, 'groupVisible', { ...counts, count: found.length, lines: list(lines, lang) });
  return {
    content: q.yesNo ? content : content.replace(/^\S+\s/, ''),
    citations,
    facts: {
      ...counts,
      visiblePasses: found.length,
      brightest: found.slice(0, 3).map(({ name, p }) => ({
        name,
        visibleFrom: new Date(p.visibleFrom!).toISOString(),
        visibleTo: new Date(p.visibleTo!).toISOString(),
        maxMagnitude: p.maxMagnitude,
      })),
    },
  };
}
