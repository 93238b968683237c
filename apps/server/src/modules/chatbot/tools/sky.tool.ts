/**
 * Sky answers for the asker's location and time zone, in their language: every number computed now by
 * @cosmos/astro. Where an object is, how far, when it rises or sets; events (sky-events.ts), tonight
 * (sky-tonight.ts), passes (sky-passes.ts) and constellations, close approaches and groups (sky-objects.ts).
 */
import { AU_KM, bodyRiseSet, darkHighest, isAlmanacBody, raDecAltitudeDeg, starRiseSet } from '@cosmos/astro';
import { LOCALES, t, type Lang } from '../../../lib/i18n/index.ts';
import { capitalised, dateTime, deg, km, num, timeOnly } from '../format.ts';
import type { SkyTarget } from '../sky-targets.ts';
import * as sky from './sky-sources.ts';
import { cite, constellationName, lat, lon, nameOf, needsLocation, say, sayMsg } from './sky-common.ts';
import { conjunction, eclipse, meteors, opposition, phase } from './sky-events.ts';
import { closeApproaches, constellationOf, groupPasses } from './sky-objects.ts';
import { passesAnswer } from './sky-passes.ts';
import { tonight } from './sky-tonight.ts';
import { locationCitation, yesNo, type Tool, type ToolAnswer, type ToolEnv } from './types.ts';
import type { Classification } from '../classifier.ts';

/** Light-years as the star list gives them (8.6, 640), in the language's notation. */
const ly = (v: number, lang: Lang) => new Intl.NumberFormat(LOCALES[lang]).format(v);

async function where(env: ToolEnv, q: Classification, target: SkyTarget): Promise<ToolAnswer> {
  const { lang } = env;
  const p = await sky.place(env.engine, target, env.site, env.now);
  if ('error' in p) return { content: sayMsg(lang, p.error), citations: [], offerTicket: true, facts: {} };
  const name = nameOf(target, lang);
  const at = { lat: lat(p.subLat, lang), lon: lon(p.subLon, lang) };
  const parts: string[] = [];
  const up = p.altitudeDeg !== null ? p.altitudeDeg > 0 : null;
  if (q.topic === 'sky.visible' && env.until && env.site && target.kind === 'body' && isAlmanacBody(target.id)) {
    // A night asked about: whether it gets above 10° while the sky is dark, and when it is highest.
    const best = darkHighest(target.id, env.site, env.now, env.until);
    const seen = best !== null && best.altDeg > 10;
    return {
      content: t(lang, seen ? 'assistant.sky.upThatNight' : 'assistant.sky.lowThatNight', {
        yes: yesNo(true, lang),
        no: yesNo(false, lang),
        name: capitalised(name),
        alt: deg(best?.altDeg ?? p.altitudeDeg ?? 0, 0, lang),
        time: best ? dateTime(best.at, env.tz, lang) : '',
      }),
      citations: [cite(target)],
      facts: { object: target.name, highestDeg: best?.altDeg ?? null, highestAt: best?.at.toISOString() ?? null },
    };
  }
  if (q.topic === 'sky.visible') {
    if (up === null)
      return {
        content: `${needsLocation(lang)} ${say(lang, 'assistant.sky.overheadNow', { name, ...at })}`,
        citations: [locationCitation(lang), cite(target)],
        facts: { subLat: p.subLat, subLon: p.subLon },
      };
    parts.push(
      t(lang, up ? 'assistant.sky.isUp' : 'assistant.sky.isDown', {
        yes: yesNo(true, lang),
        no: yesNo(false, lang),
        name: capitalised(name),
        alt: deg(p.altitudeDeg!, 0, lang),
        time: timeOnly(env.now, env.tz),
      }),
    );
  } else if (up !== null && !q.slots.overWhere) {
    // From the asker's place: altitude and azimuth first; the point on Earth below only when asked "over where".
    parts.push(
      t(lang, up ? 'assistant.sky.placeUp' : 'assistant.sky.placeDown', {
        name: capitalised(name),
        date: dateTime(env.now, env.tz, lang),
        alt: deg(p.altitudeDeg!, 0, lang),
        az: deg(p.azimuthDeg!, 0, lang),
      }),
    );
    if (p.constellation)
      parts.push(
        t(lang, 'assistant.sky.inConstellation', {
          constellation: constellationName(p.constellationSymbol ?? '', p.constellation, lang),
        }),
      );
  } else {
    parts.push(say(lang, 'assistant.sky.overheadAt', { date: dateTime(env.now, env.tz, lang), name, ...at }));
    if (up !== null)
      parts.push(
        up
          ? t(lang, 'assistant.sky.fromSiteUp', {
              alt: deg(p.altitudeDeg!, 0, lang),
              az: deg(p.azimuthDeg!, 0, lang),
            })
          : t(lang, 'assistant.sky.fromSiteDown', { alt: deg(p.altitudeDeg!, 0, lang) }),
      );
    else parts.push(t(lang, 'assistant.sky.setLocationHint'));
  }
  if (p.distanceKm !== null)
    parts.push(
      t(lang, env.site ? 'assistant.sky.kmFromYou' : 'assistant.sky.kmFromCentre', { km: km(p.distanceKm, lang) }),
    );
  else if (p.distanceLy !== null) parts.push(t(lang, 'assistant.sky.lyAway', { ly: ly(p.distanceLy, lang) }));
  return {
    content: parts.join(' '),
    citations: [cite(target)],
    facts: {
      object: target.name,
      subLat: p.subLat,
      subLon: p.subLon,
      altitudeDeg: p.altitudeDeg,
      azimuthDeg: p.azimuthDeg,
      constellation: p.constellation,
      aboveHorizon: up,
      distanceKm: p.distanceKm,
      distanceLy: p.distanceLy,
      time: dateTime(env.now, env.tz, lang),
    },
  };
}

async function distance(env: ToolEnv, target: SkyTarget): Promise<ToolAnswer> {
  const { lang } = env;
  const p = await sky.place(env.engine, target, null, env.now);
  if ('error' in p) return { content: sayMsg(lang, p.error), citations: [], offerTicket: true, facts: {} };
  const name = nameOf(target, lang);
  const content =
    p.distanceKm !== null
      ? say(lang, 'assistant.sky.distanceKm', {
          name,
          km: km(p.distanceKm, lang),
          au: p.distanceKm > 10_000_000 ? t(lang, 'assistant.sky.au', { au: num(p.distanceKm / AU_KM, 3, lang) }) : '',
          date: dateTime(env.now, env.tz, lang),
        })
      : say(lang, 'assistant.sky.distanceLy', { name, ly: ly(p.distanceLy!, lang) });
  return {
    content,
    citations: [cite(target)],
    facts: { object: target.name, distanceKm: p.distanceKm, distanceLy: p.distanceLy },
  };
}

function riseSet(env: ToolEnv, q: Classification, target: SkyTarget): ToolAnswer {
  const { lang } = env;
  if (!env.site) return { content: needsLocation(lang), citations: [locationCitation(lang)], facts: {} };
  if (target.kind !== 'body' && target.kind !== 'star' && target.kind !== 'deep')
    return {
      content: t(lang, 'assistant.sky.noRiseSetFor', { name: target.name }),
      citations: [cite(target)],
      facts: {},
    };
  const site = env.site;
  const wanted: ('rise' | 'set')[] = q.slots.event ? [q.slots.event] : ['rise', 'set'];
  const at = (e: 'rise' | 'set') =>
    target.kind === 'body'
      ? isAlmanacBody(target.id)
        ? bodyRiseSet(target.id, site, e, env.now, q.slots.nth)
        : null
      : starRiseSet(target.raDeg, target.decDeg, site, e, env.now, q.slots.nth);
  const found = wanted.map((e) => ({ e, at: at(e) }));
  const name = nameOf(target, lang);
  const never = (e: 'rise' | 'set') => {
    if (target.kind === 'body')
      return say(lang, e === 'rise' ? 'assistant.sky.noRise' : 'assistant.sky.noSet', { name });
    // A fixed star that neither rises nor sets is always up (circumpolar) or never up at this latitude.
    const up = raDecAltitudeDeg(target.raDeg, target.decDeg, site, env.now) > 0;
    return say(lang, up ? 'assistant.sky.circumpolar' : 'assistant.sky.neverRises', { name });
  };
  const sentences = found.map(({ e, at: when }) =>
    when
      ? say(lang, `assistant.sky.${e === 'rise' ? 'rises' : 'sets'}${q.slots.nth ? 'After' : 'Next'}`, {
          name,
          date: dateTime(when, env.tz, lang),
        })
      : never(e),
  );
  return {
    content: [...new Set(sentences)].join(' '),
    citations: [cite(target)],
    facts: {
      object: target.name,
      events: found.map(({ e, at: when }) => ({ event: e, date: when?.toISOString() ?? null })),
    },
  };
}

/** Passes for satellites; anything else is answered with where it is now. */
const passes = (env: ToolEnv, q: Classification, target: SkyTarget) =>
  target.kind === 'satellite' ? passesAnswer(env, q, target) : where(env, { ...q, topic: 'sky.where' }, target);

export const skyTool: Tool = async (env, q) => {
  const target = q.slots.target;
  switch (q.topic) {
    case 'sky.phase':
      return phase(env, q);
    case 'sky.eclipse':
      return eclipse(env, q);
    case 'sky.meteors':
      return meteors(env, q);
    case 'sky.opposition':
      return opposition(env, q);
    case 'sky.conjunction':
      return conjunction(env, q);
    case 'sky.tonight':
    case 'sky.brightest':
      return tonight(env, q);
    case 'sky.riseset':
      return riseSet(env, q, target ?? { kind: 'body', id: 'sun', name: 'Sun' });
    case 'sky.passes':
      if (q.slots.group && target?.kind !== 'satellite') return groupPasses(env, q, q.slots.group);
      return passes(env, q, target ?? { kind: 'satellite', noradId: 25544, name: 'ISS (ZARYA)' });
    case 'sky.constellation':
      return target
        ? constellationOf(env, target)
        : { content: t(env.lang, 'assistant.sky.whichObjectWhere'), citations: [], facts: {} };
    case 'sky.satconjunction':
      return closeApproaches(env, target ?? { kind: 'satellite', noradId: 25544, name: 'ISS (ZARYA)' });
    case 'sky.distance':
      return target
        ? distance(env, target)
        : { content: t(env.lang, 'assistant.sky.whichObjectDistance'), citations: [], facts: {} };
    default:
      // "Tell me about Starlink": a family is answered with tonight's visible passes of its satellites.
      if (!target && q.slots.group) return groupPasses(env, q, q.slots.group);
      return target
        ? where(env, q, target)
        : { content: t(env.lang, 'assistant.sky.whichObjectWhere'), citations: [], facts: {} };
  }
};
