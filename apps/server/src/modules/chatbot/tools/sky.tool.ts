/** Sky answers for the asker's location and time zone, in their language: every number computed now by @cosmos/astro. */
import {
  AU_KM,
  BRIGHT_STARS,
  bodyAltitudeDeg,
  bodyRiseSet,
  eclipseAfter,
  isAlmanacBody,
  moonPhaseAfter,
  nightNotOver,
  nextMoonQuarters,
  raDecAltitudeDeg,
  relativeLongitudeAfter,
  starRiseSet,
  tonightStart,
  type AlmanacBody,
  type PlanetName,
} from '@cosmos/astro';
import type { Citation } from '@cosmos/contracts';
import { LOCALES, t, type Lang } from '../../../lib/i18n/index.ts';
import { capitalised, dateOnly, dateTime, deg, km, list, num, timeOnly } from '../format.ts';
import type { SkyTarget } from '../sky-targets.ts';
import * as sky from './sky-sources.ts';
import { cite, lat, lon, nameOf, needsLocation, ordinal, say, sayMsg } from './sky-common.ts';
import { passesAnswer } from './sky-passes.ts';
import { locationCitation, yesNo, type Tool, type ToolAnswer, type ToolEnv } from './types.ts';
import type { Classification } from '../classifier.ts';

const events = (lang: Lang): Citation => ({ kind: 'doc', title: t(lang, 'assistant.cite.events'), href: '/' });
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
    if (p.constellation) parts.push(t(lang, 'assistant.sky.inConstellation', { constellation: p.constellation }));
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

const onDate = (lang: Lang, what: string, date: string) => t(lang, 'assistant.fmt.onDate', { what, date });

function phase(env: ToolEnv, q: Classification): ToolAnswer {
  const { lang } = env;
  const phaseName = (p: 'new' | 'first' | 'full' | 'last') => t(lang, `assistant.sky.phaseName.${p}`);
  if (!q.slots.phase) {
    const quarters = nextMoonQuarters(env.now);
    return {
      content: t(lang, 'assistant.sky.nextPhases', {
        list: list(
          quarters.map((x) => onDate(lang, phaseName(x.phase), dateTime(x.date, env.tz, lang))),
          lang,
        ),
      }),
      citations: [events(lang)],
      facts: { phases: quarters.map((x) => ({ phase: phaseName(x.phase), date: x.date.toISOString() })) },
    };
  }
  const at = moonPhaseAfter(q.slots.phase, env.now, q.slots.nth);
  const name = phaseName(q.slots.phase);
  return {
    content: t(lang, 'assistant.sky.phaseOn', {
      ordinal: ordinal(q.slots.nth, lang, 'F'),
      phase: name,
      date: dateTime(at, env.tz, lang),
    }),
    citations: [events(lang)],
    facts: { phase: name, date: at.toISOString() },
  };
}

function eclipse(env: ToolEnv, q: Classification): ToolAnswer {
  const { lang } = env;
  const kinds: ('solar' | 'lunar')[] = q.slots.eclipse ? [q.slots.eclipse] : ['solar', 'lunar'];
  const found = kinds.map((k) => ({ k, e: eclipseAfter(k, env.now, q.slots.nth) }));
  const sentences = found.map(({ k, e }) => {
    let s = t(lang, 'assistant.sky.eclipse', {
      ordinal: ordinal(q.slots.nth, lang, 'M'),
      type: t(lang, `assistant.sky.eclipseType.${k}`),
      kind: t(lang, `assistant.sky.eclipseKind.${k}.${e.kind}`),
      date: dateTime(e.peak, env.tz, lang),
    });
    if (k === 'lunar' && env.site)
      s += t(
        lang,
        bodyAltitudeDeg('moon', env.site, e.peak) > 0 ? 'assistant.sky.moonUpThen' : 'assistant.sky.moonDownThen',
      );
    if (k === 'solar' && e.greatest)
      s += t(lang, 'assistant.sky.seenBest', { lat: lat(e.greatest.lat, lang), lon: lon(e.greatest.lon, lang) });
    return `${s}.`;
  });
  return {
    content: sentences.join(' '),
    citations: [events(lang)],
    facts: { eclipses: found.map(({ k, e }) => ({ type: `${e.kind} ${k}`, peak: e.peak.toISOString() })) },
  };
}

const OUTER: PlanetName[] = ['Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'];
const INNER: PlanetName[] = ['Mercury', 'Venus'];

function opposition(env: ToolEnv, q: Classification): ToolAnswer {
  const { lang } = env;
  const target = q.slots.target;
  const pool = target?.kind === 'body' ? OUTER.filter((n) => n.toLowerCase() === target.id) : OUTER;
  if (pool.length === 0)
    return {
      content: say(lang, 'assistant.sky.noOpposition', { name: nameOf(target!, lang) }),
      citations: [events(lang)],
      facts: {},
    };
  const hits = pool
    .map((name) => ({ name, date: relativeLongitudeAfter(name, 0, env.now, q.slots.nth) }))
    .sort((a, b) => a.date.getTime() - b.date.getTime());
  const first = hits[0]!;
  const content =
    pool.length === 1
      ? t(lang, 'assistant.sky.oppositionOne', {
          ordinal: ordinal(q.slots.nth, lang, 'F'),
          planet: first.name,
          date: dateTime(first.date, env.tz, lang),
        })
      : t(lang, 'assistant.sky.oppositionMany', {
          planet: first.name,
          date: dateTime(first.date, env.tz, lang),
          list: list(
            hits.slice(1).map((h) => onDate(lang, h.name, dateOnly(h.date, env.tz, lang))),
            lang,
          ),
        });
  return {
    content,
    citations: [events(lang)],
    facts: { oppositions: hits.map((h) => ({ planet: h.name, date: h.date.toISOString() })) },
  };
}

function conjunction(env: ToolEnv, q: Classification): ToolAnswer {
  const { lang } = env;
  const target = q.slots.target;
  const inner = INNER.filter((n) => !target || (target.kind === 'body' && n.toLowerCase() === target.id));
  const outer = OUTER.filter((n) => target?.kind === 'body' && n.toLowerCase() === target.id);
  const hits = [
    ...inner.flatMap((planet) => [
      {
        what: t(lang, 'assistant.sky.inferior', { planet }),
        date: relativeLongitudeAfter(planet, 0, env.now, q.slots.nth),
      },
      {
        what: t(lang, 'assistant.sky.superior', { planet }),
        date: relativeLongitudeAfter(planet, 180, env.now, q.slots.nth),
      },
    ]),
    ...outer.map((planet) => ({
      what: t(lang, 'assistant.sky.withSun', { planet }),
      date: relativeLongitudeAfter(planet, 180, env.now, q.slots.nth),
    })),
  ].sort((a, b) => a.date.getTime() - b.date.getTime());
  if (hits.length === 0)
    return { content: t(lang, 'assistant.sky.conjunctionHelp'), citations: [events(lang)], facts: {} };
  return {
    content: t(lang, 'assistant.sky.comingUp', {
      list: list(
        hits.map((h) => onDate(lang, h.what, dateTime(h.date, env.tz, lang))),
        lang,
      ),
    }),
    citations: [events(lang)],
    facts: { conjunctions: hits.map((h) => ({ event: h.what, date: h.date.toISOString() })) },
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

const PLANETS: AlmanacBody[] = ['moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'];
function tonight(env: ToolEnv, q: Classification): ToolAnswer {
  const { lang } = env;
  if (!env.site) return { content: needsLocation(lang), citations: [locationCitation(lang)], facts: {} };
  const at = tonightStart(env.site, env.now);
  const when = dateTime(at, env.tz, lang);
  const planets = PLANETS.map((id) => ({ id, alt: bodyAltitudeDeg(id, env.site!, at) })).filter((p) => p.alt > 5);
  const stars = BRIGHT_STARS.filter((s) => s.name && raDecAltitudeDeg(s.raDeg, s.decDeg, env.site!, at) > 15)
    .sort((a, b) => a.vmag - b.vmag)
    .slice(0, 3);
  const name = (id: string) => (id === 'moon' ? t(lang, 'assistant.sky.moon') : id[0]!.toUpperCase() + id.slice(1));
  if (q.topic === 'sky.brightest' && q.slots.category !== 'star') return brightestPlanet(env, env.site);
  if (q.topic === 'sky.brightest') {
    const star = stars[0];
    if (!star) return { content: t(lang, 'assistant.sky.noBrightStar', { date: when }), citations: [], facts: {} };
    const alt = raDecAltitudeDeg(star.raDeg, star.decDeg, env.site, at);
    return {
      content: t(lang, 'assistant.sky.brightest', {
        date: when,
        star: star.name,
        mag: num(star.vmag, 2, lang),
        alt: deg(alt, 0, lang),
      }),
      citations: [{ kind: 'object', title: star.name, href: `/data-visualization?object=${star.id}` }],
      facts: { star: star.name, vmag: star.vmag },
    };
  }
  const planetText = planets.length
    ? t(lang, planets.length === 1 ? 'assistant.sky.planetsUpOne' : 'assistant.sky.planetsUpMany', {
        list: list(
          planets.map((p) => t(lang, 'assistant.sky.planetUp', { name: name(p.id), alt: deg(p.alt, 0, lang) })),
          lang,
        ),
      })
    : t(lang, 'assistant.sky.planetsNone');
  const content = say(lang, 'assistant.sky.tonight', {
    date: when,
    planets: planetText,
    stars: list(
      stars.map((s) => s.name),
      lang,
    ),
  });
  return {
    content,
    citations: [{ kind: 'object', title: t(lang, 'assistant.cite.sky3d'), href: '/data-visualization' }],
    facts: { at: at.toISOString(), planets: planets.map((p) => name(p.id)), stars: stars.map((s) => s.name) },
  };
}

/**
 * The brightest planet of the coming night, from the same source as the Tonight table (astro's
 * tonightSky for the night not yet over, whose magnitudes it lists): among the planets more than 5° up
 * at some hour between dusk (Sun at −6°) and dawn, the one with the lowest magnitude.
 */
function brightestPlanet(env: ToolEnv, site: { lat: number; lon: number }): ToolAnswer {
  const { lang } = env;
  const station = { lat: site.lat, lon: site.lon, heightKm: 0 };
  const night = nightNotOver(station, env.now.getTime(), env.tz);
  const dusk = Math.max(env.now.getTime(), Date.parse(night.sun.civilDusk ?? night.from));
  const dawn = Date.parse(night.sun.civilDawn ?? night.to);
  const up = night.planets
    .map((p) => {
      let best: { at: number; alt: number } | null = null;
      for (let at = dusk; at <= dawn; at += 30 * 60_000) {
        const alt = bodyAltitudeDeg(p.id as AlmanacBody, site, new Date(at));
        if (alt > 5 && (!best || alt > best.alt)) best = { at, alt };
      }
      return best ? { ...p, ...best } : null;
    })
    .filter((p) => p !== null)
    .sort((a, b) => a.magnitude - b.magnitude);
  const top = up[0];
  const planet = (name: string) => t(lang, `skyEvents.body.${name}`);
  if (!top) return { content: t(lang, 'assistant.sky.noPlanetTonight'), citations: [tonightPage(lang)], facts: {} };
  return {
    content: t(lang, 'assistant.sky.brightestPlanet', {
      planet: planet(top.name),
      mag: num(top.magnitude, 1, lang),
      alt: deg(top.alt, 0, lang),
      time: timeOnly(new Date(top.at), env.tz),
      others:
        up.length > 1
          ? ` ${t(lang, 'assistant.sky.thenPlanets', {
              list: list(
                up.slice(1, 4).map((p) => `${planet(p.name)} (${num(p.magnitude, 1, lang)})`),
                lang,
              ),
            })}`
          : '',
    }),
    citations: [tonightPage(lang)],
    facts: {
      night: night.date,
      planets: up.map((p) => ({ planet: p.name, magnitude: p.magnitude, maxAltitudeDeg: Math.round(p.alt) })),
    },
  };
}
const tonightPage = (lang: Lang): Citation => ({
  kind: 'doc',
  title: t(lang, 'assistant.cite.tonight'),
  href: '/satellite-data',
});

export const skyTool: Tool = async (env, q) => {
  const target = q.slots.target;
  switch (q.topic) {
    case 'sky.phase':
      return phase(env, q);
    case 'sky.eclipse':
      return eclipse(env, q);
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
      return passes(env, q, target ?? { kind: 'satellite', noradId: 25544, name: 'ISS (ZARYA)' });
    case 'sky.distance':
      return target
        ? distance(env, target)
        : { content: t(env.lang, 'assistant.sky.whichObjectDistance'), citations: [], facts: {} };
    default:
      return target
        ? where(env, q, target)
        : { content: t(env.lang, 'assistant.sky.whichObjectWhere'), citations: [], facts: {} };
  }
};
