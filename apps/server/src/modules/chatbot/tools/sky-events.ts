/** Sky events in the assistant's words: Moon phases, eclipses, oppositions and conjunctions of the planets (@cosmos/astro). */
import {
  bodyAltitudeDeg,
  eclipseAfter,
  moonPhaseAfter,
  nextMoonQuarters,
  relativeLongitudeAfter,
  type PlanetName,
} from '@cosmos/astro';
import type { Citation } from '@cosmos/contracts';
import { t, type Lang } from '../../../lib/i18n/index.ts';
import type { Classification } from '../classifier.ts';
import { dateOnly, dateTime, list } from '../format.ts';
import { lat, lon, nameOf, ordinal, planetName, say } from './sky-common.ts';
import type { ToolAnswer, ToolEnv } from './types.ts';

export const events = (lang: Lang): Citation => ({ kind: 'doc', title: t(lang, 'assistant.cite.events'), href: '/' });
const onDate = (lang: Lang, what: string, date: string) => t(lang, 'assistant.fmt.onDate', { what, date });

export function phase(env: ToolEnv, q: Classification): ToolAnswer {
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
