/**
 * Sky events in the assistant's words: the Moon's phase now and its next quarters, eclipses, oppositions and
 * conjunctions of the planets, meteor showers (@cosmos/astro).
 */
import {
  bodyAltitudeDeg,
  eclipseAfter,
  moonPhaseAfter,
  moonPhaseAt,
  nextMeteorShower,
  nextMoonQuarters,
  upcomingMeteorShowers,
  relativeLongitudeAfter,
  type PlanetName,
} from '@cosmos/astro';
import type { Citation } from '@cosmos/contracts';
import { t, type Lang } from '../../../lib/i18n/index.ts';
import type { Classification } from '../classifier.ts';
import { dateOnly, dateTime, list } from '../format.ts';
import { constellationName, lat, lon, nameOf, ordinal, planetName, say } from './sky-common.ts';
import type { ToolAnswer, ToolEnv } from './types.ts';

export const events = (lang: Lang): Citation => ({ kind: 'doc', title: t(lang, 'assistant.cite.events'), href: '/' });
const onDate = (lang: Lang, what: string, date: string) => t(lang, 'assistant.fmt.onDate', { what, date });

export function phase(env: ToolEnv, q: Classification): ToolAnswer {
  const { lang } = env;
  const phaseName = (p: 'new' | 'first' | 'full' | 'last') => t(lang, `assistant.sky.phaseName.${p}`);
  if (!q.slots.phase) {
    // "What phase is the Moon in?": the phase now first, then the quarters to come.
    const quarters = nextMoonQuarters(env.now);
    const now = moonPhaseAt(env.now);
    const current = t(lang, 'assistant.sky.moonNow', {
      phase: t(lang, `assistant.sky.phaseNow.${now.name}`),
      pct: Math.round(now.illumination * 100),
    });
    return {
      content: `${current} ${t(lang, 'assistant.sky.nextPhases', {
        list: list(
          quarters.map((x) => onDate(lang, phaseName(x.phase), dateTime(x.date, env.tz, lang))),
          lang,
        ),
      })}`,
      citations: [events(lang)],
      facts: {
        phaseNow: now.name,
        illuminatedPct: Math.round(now.illumination * 100),
        phases: quarters.map((x) => ({ phase: phaseName(x.phase), date: x.date.toISOString() })),
      },
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

export function eclipse(env: ToolEnv, q: Classification): ToolAnswer {
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

export function opposition(env: ToolEnv, q: Classification): ToolAnswer {
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
          planet: planetName(first.name, lang),
          date: dateTime(first.date, env.tz, lang),
        })
      : t(lang, 'assistant.sky.oppositionMany', {
          planet: planetName(first.name, lang),
          date: dateTime(first.date, env.tz, lang),
          list: list(
            hits.slice(1).map((h) => onDate(lang, planetName(h.name, lang), dateOnly(h.date, env.tz, lang))),
            lang,
          ),
        });
  return {
    content,
    citations: [events(lang)],
    facts: { oppositions: hits.map((h) => ({ planet: h.name, date: h.date.toISOString() })) },
  };
}

export function conjunction(env: ToolEnv, q: Classification): ToolAnswer {
  const { lang } = env;
  const target = q.slots.target;
  const inner = INNER.filter((n) => !target || (target.kind === 'body' && n.toLowerCase() === target.id));
  const outer = OUTER.filter((n) => target?.kind === 'body' && n.toLowerCase() === target.id);
  const hits = [
    ...inner.flatMap((planet) => [
      {
        what: t(lang, 'assistant.sky.inferior', { planet: planetName(planet, lang) }),
        date: relativeLongitudeAfter(planet, 0, env.now, q.slots.nth),
      },
      {
        what: t(lang, 'assistant.sky.superior', { planet: planetName(planet, lang) }),
        date: relativeLongitudeAfter(planet, 180, env.now, q.slots.nth),
      },
    ]),
    ...outer.map((planet) => ({
      what: t(lang, 'assistant.sky.withSun', { planet: planetName(planet, lang) }),
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

const monthDay = (mmdd: string, year: number, lang: Lang, tz: string) => {
  const [m, d] = mmdd.split('-').map(Number) as [number, number];
  return dateOnly(new Date(Date.UTC(year, m - 1, d, 12)), tz, lang);
};

/** A meteor shower's next peak (the one named, else the next of all), its rate, radiant, activity and the Moon then. */
export function meteors(env: ToolEnv, q: Classification): ToolAnswer {
  const { lang } = env;
  const p = nextMeteorShower(env.now, q.slots.shower);
  const s = p.shower;
  const name = (id: string) => t(lang, `assistant.sky.shower.${id}`);
  // The activity period around the peak: it may start in the year before (the Quadrantids from 28 December).
  const year = p.peak.getUTCFullYear();
  const [from, to] = s.active;
  const parts = [
    t(lang, 'assistant.sky.meteorPeak', {
      shower: name(s.id),
      date: dateTime(p.peak, env.tz, lang),
      zhr: s.zhr,
      constellation: constellationName(s.radiantConstellation, s.radiantConstellation, lang),
    }),
    t(lang, 'assistant.sky.meteorActive', {
      from: monthDay(from, from > to ? year - 1 : year, lang, env.tz),
      to: monthDay(to, year, lang, env.tz),
    }),
    t(lang, 'assistant.sky.meteorMoon', { pct: Math.round(p.moonIllumination * 100) }),
  ];
  if (!q.slots.shower) {
    const after = upcomingMeteorShowers(env.now)
      .filter((x) => x.shower.id !== s.id)
      .slice(0, 2);
    parts.push(
      t(lang, 'assistant.sky.meteorAfter', {
        list: list(
          after.map((x) => onDate(lang, name(x.shower.id), dateOnly(x.peak, env.tz, lang))),
          lang,
        ),
      }),
    );
  }
  return {
    content: parts.join(' '),
    citations: [events(lang)],
    facts: {
      shower: s.id,
      peak: p.peak.toISOString(),
      zhr: s.zhr,
      radiant: s.radiantConstellation,
      moonPct: Math.round(p.moonIllumination * 100),
    },
  };
}
