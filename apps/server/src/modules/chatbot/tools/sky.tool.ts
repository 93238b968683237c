/** Sky answers for the asker's location and time zone: every number computed now by sky-math. */
import { BRIGHT_STARS } from '@cosmos/astro';
import type { Citation } from '@cosmos/contracts';
import { Body } from 'astronomy-engine';
import { dateOnly, dateTime, deg, km, list, timeOnly } from '../format.ts';
import type { SkyTarget } from '../sky-targets.ts';
import * as sky from './sky-math.ts';
import { ago, cite, lat, lon, NEEDS_LOCATION, ordinal } from './sky-common.ts';
import { passesAnswer } from './sky-passes.ts';
import { LOCATION_CITATION, yesNo, type Tool, type ToolAnswer, type ToolEnv } from './types.ts';
import type { Classification } from '../classifier.ts';

const EVENTS: Citation = { kind: 'doc', title: 'Upcoming sky events', href: '/' };

async function where(env: ToolEnv, q: Classification, target: SkyTarget): Promise<ToolAnswer> {
  const p = await sky.place(env.ctx.db, target, env.site, env.now);
  if ('error' in p) return { content: p.error, citations: [], offerTicket: true, facts: {} };
  const name = ago(target);
  const parts: string[] = [];
  const up = p.altitudeDeg !== null ? p.altitudeDeg > 0 : null;
  if (q.topic === 'sky.visible') {
    if (up === null)
      return {
        content: `${NEEDS_LOCATION} Right now ${name} is straight overhead at ${lat(p.subLat)}, ${lon(p.subLon)}.`,
        citations: [LOCATION_CITATION, cite(target)],
        facts: { subLat: p.subLat, subLon: p.subLon },
      };
    parts.push(
      `${yesNo(up)} ${name} is ${up ? `above your horizon, ${deg(p.altitudeDeg!)} up` : `below your horizon (${deg(p.altitudeDeg!)})`} at ${timeOnly(env.now, env.tz)}.`,
    );
  } else {
    parts.push(`At ${dateTime(env.now, env.tz)} ${name} is straight overhead at ${lat(p.subLat)}, ${lon(p.subLon)}.`);
    if (up !== null)
      parts.push(
        up
          ? `From your location it is above the horizon, ${deg(p.altitudeDeg!)} up, towards azimuth ${deg(p.azimuthDeg!)}.`
          : `From your location it is below the horizon (${deg(p.altitudeDeg!)}).`,
      );
    else parts.push('Set your location in your Profile to know whether it is above your horizon.');
  }
  if (p.distanceKm !== null) parts.push(`It is ${km(p.distanceKm)} from ${env.site ? 'you' : "Earth's centre"}.`);
  else if (p.distanceLy !== null) parts.push(`It is about ${p.distanceLy.toLocaleString('en-US')} light-years away.`);
  return {
    content: parts.join(' '),
    citations: [cite(target)],
    facts: {
      object: target.name,
      subLat: p.subLat,
      subLon: p.subLon,
      altitudeDeg: p.altitudeDeg,
      aboveHorizon: up,
      distanceKm: p.distanceKm,
      distanceLy: p.distanceLy,
      time: dateTime(env.now, env.tz),
    },
  };
}

async function distance(env: ToolEnv, target: SkyTarget): Promise<ToolAnswer> {
  const p = await sky.place(env.ctx.db, target, null, env.now);
  if ('error' in p) return { content: p.error, citations: [], offerTicket: true, facts: {} };
  const name = ago(target);
  const content =
    p.distanceKm !== null
      ? `${name} is ${km(p.distanceKm)} from Earth right now${p.distanceKm > 10_000_000 ? ` (${(p.distanceKm / sky.AU_KM).toFixed(3)} AU)` : ''}, measured from Earth's centre at ${dateTime(env.now, env.tz)}.`
      : `${name} is about ${p.distanceLy!.toLocaleString('en-US')} light-years from Earth.`;
  return {
    content,
    citations: [cite(target)],
    facts: { object: target.name, distanceKm: p.distanceKm, distanceLy: p.distanceLy },
  };
}

function phase(env: ToolEnv, q: Classification): ToolAnswer {
  if (!q.slots.phase) {
    const quarters = sky.nextQuarters(env.now);
    return {
      content: `The next Moon phases are ${list(quarters.map((x) => `${sky.PHASE_NAME[x.phase]} on ${dateTime(x.date, env.tz)}`))}.`,
      citations: [EVENTS],
      facts: { phases: quarters.map((x) => ({ phase: sky.PHASE_NAME[x.phase], date: x.date.toISOString() })) },
    };
  }
  const at = sky.nextPhase(q.slots.phase, env.now, q.slots.nth);
  const name = sky.PHASE_NAME[q.slots.phase];
  return {
    content: `The ${ordinal(q.slots.nth)} ${name} is on ${dateTime(at, env.tz)}.`,
    citations: [EVENTS],
    facts: { phase: name, date: at.toISOString() },
  };
}

function eclipse(env: ToolEnv, q: Classification): ToolAnswer {
  const kinds: ('solar' | 'lunar')[] = q.slots.eclipse ? [q.slots.eclipse] : ['solar', 'lunar'];
  const found = kinds.map((k) => ({ k, e: sky.nextEclipse(k, env.now, q.slots.nth) }));
  const sentences = found.map(({ k, e }) => {
    let s = `The ${ordinal(q.slots.nth)} ${k} eclipse is ${/^[aeiou]/.test(e.kind) ? 'an' : 'a'} ${e.kind} ${k} eclipse on ${dateTime(e.peak.date, env.tz)}`;
    if (k === 'lunar' && env.site)
      s +=
        sky.altitudeOf('moon', env.site, e.peak.date) > 0
          ? ', and the Moon is above your horizon then'
          : ', but the Moon is below your horizon then';
    if (k === 'solar' && 'latitude' in e && e.latitude !== undefined && e.longitude !== undefined)
      s += `, seen best near ${lat(e.latitude)}, ${lon(e.longitude)}`;
    return `${s}.`;
  });
  return {
    content: sentences.join(' '),
    citations: [EVENTS],
    facts: { eclipses: found.map(({ k, e }) => ({ type: `${e.kind} ${k}`, peak: e.peak.date.toISOString() })) },
  };
}

const OUTER: [string, Body][] = [
  ['Mars', Body.Mars],
  ['Jupiter', Body.Jupiter],
  ['Saturn', Body.Saturn],
  ['Uranus', Body.Uranus],
  ['Neptune', Body.Neptune],
];
const INNER: [string, Body][] = [
  ['Mercury', Body.Mercury],
  ['Venus', Body.Venus],
];

function opposition(env: ToolEnv, q: Classification): ToolAnswer {
  const t = q.slots.target;
  const pool = t?.kind === 'body' ? OUTER.filter(([n]) => n.toLowerCase() === t.id) : OUTER;
  if (pool.length === 0)
    return {
      content: `${t!.name} has no opposition: only planets farther from the Sun than Earth (Mars to Neptune) come to opposition.`,
      citations: [EVENTS],
      facts: {},
    };
  const hits = pool
    .map(([name, b]) => ({ name, date: sky.nextRelativeLongitude(b, 0, env.now, q.slots.nth) }))
    .sort((a, b) => a.date.getTime() - b.date.getTime());
  const first = hits[0]!;
  const content =
    pool.length === 1
      ? `The ${ordinal(q.slots.nth)} opposition of ${first.name} is on ${dateTime(first.date, env.tz)}; it is then opposite the Sun and visible all night.`
      : `The next opposition is ${first.name}'s on ${dateTime(first.date, env.tz)}. After it: ${list(hits.slice(1).map((h) => `${h.name} on ${dateOnly(h.date, env.tz)}`))}.`;
  return {
    content,
    citations: [EVENTS],
    facts: { oppositions: hits.map((h) => ({ planet: h.name, date: h.date.toISOString() })) },
  };
}

function conjunction(env: ToolEnv, q: Classification): ToolAnswer {
  const t = q.slots.target;
  const inner = INNER.filter(([n]) => !t || (t.kind === 'body' && n.toLowerCase() === t.id));
  const outer = OUTER.filter(([n]) => t?.kind === 'body' && n.toLowerCase() === t.id);
  const hits = [
    ...inner.flatMap(([name, b]) => [
      {
        what: `${name} inferior conjunction (between Earth and the Sun)`,
        date: sky.nextRelativeLongitude(b, 0, env.now, q.slots.nth),
      },
      {
        what: `${name} superior conjunction (behind the Sun)`,
        date: sky.nextRelativeLongitude(b, 180, env.now, q.slots.nth),
      },
    ]),
    ...outer.map(([name, b]) => ({
      what: `${name} conjunction with the Sun`,
      date: sky.nextRelativeLongitude(b, 180, env.now, q.slots.nth),
    })),
  ].sort((a, b) => a.date.getTime() - b.date.getTime());
  if (hits.length === 0)
    return {
      content:
        'I can give conjunctions of the planets with the Sun; name a planet, for example "next conjunction of Venus".',
      citations: [EVENTS],
      facts: {},
    };
  return {
    content: `Coming up: ${list(hits.map((h) => `${h.what} on ${dateTime(h.date, env.tz)}`))}.`,
    citations: [EVENTS],
    facts: { conjunctions: hits.map((h) => ({ event: h.what, date: h.date.toISOString() })) },
  };
}

function riseSet(env: ToolEnv, q: Classification, target: SkyTarget): ToolAnswer {
  if (!env.site) return { content: NEEDS_LOCATION, citations: [LOCATION_CITATION], facts: {} };
  if (target.kind !== 'body' && target.kind !== 'star' && target.kind !== 'deep')
    return {
      content: `I can give rise and set times for the Sun, the Moon, the planets and the stars; for ${target.name}, ask when it passes over you.`,
      citations: [cite(target)],
      facts: {},
    };
  const site = env.site;
  const events: ('rise' | 'set')[] = q.slots.event ? [q.slots.event] : ['rise', 'set'];
  const at = (e: 'rise' | 'set') =>
    target.kind === 'body'
      ? sky.riseSet(target.id, site, e, env.now, q.slots.nth)
      : sky.starRiseSet(target.raDeg, target.decDeg, site, e, env.now, q.slots.nth);
  const found = events.map((e) => ({ e, at: at(e) }));
  const name = ago(target);
  const never = (e: 'rise' | 'set') => {
    if (target.kind === 'body') return `${name} does not ${e} at your location in the next two days.`;
    // A fixed star that neither rises nor sets is always up (circumpolar) or never up at this latitude.
    const up = sky.altitudeOfRaDec(target.raDeg, target.decDeg, site, env.now) > 0;
    return up
      ? `${name} never sets at your latitude: it is circumpolar, above the horizon all night.`
      : `${name} never rises at your latitude: it stays below the horizon.`;
  };
  const sentences = found.map(({ e, at: t }) =>
    t
      ? `${name} ${e === 'rise' ? 'rises' : 'sets'} ${q.slots.nth ? 'after that ' : 'next '}on ${dateTime(t, env.tz)}.`
      : never(e),
  );
  return {
    content: [...new Set(sentences)].join(' '),
    citations: [cite(target)],
    facts: { object: target.name, events: found.map(({ e, at: t }) => ({ event: e, date: t?.toISOString() ?? null })) },
  };
}

/** Passes for satellites; anything else is answered with where it is now. */
const passes = (env: ToolEnv, q: Classification, target: SkyTarget) =>
  target.kind === 'satellite' ? passesAnswer(env, q, target) : where(env, { ...q, topic: 'sky.where' }, target);

const PLANETS = ['moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'];
function tonight(env: ToolEnv, q: Classification): ToolAnswer {
  if (!env.site) return { content: NEEDS_LOCATION, citations: [LOCATION_CITATION], facts: {} };
  const at = sky.tonightAt(env.site, env.now);
  const planets = PLANETS.map((id) => ({ id, alt: sky.altitudeOf(id, env.site!, at) })).filter((p) => p.alt > 5);
  const stars = BRIGHT_STARS.filter((s) => s.name && sky.altitudeOfRaDec(s.raDeg, s.decDeg, env.site!, at) > 15)
    .sort((a, b) => a.vmag - b.vmag)
    .slice(0, 3);
  const name = (id: string) => (id === 'moon' ? 'the Moon' : id[0]!.toUpperCase() + id.slice(1));
  if (q.topic === 'sky.brightest') {
    const star = stars[0];
    if (!star)
      return { content: `No bright star is more than 15° up at ${dateTime(at, env.tz)}.`, citations: [], facts: {} };
    const alt = sky.altitudeOfRaDec(star.raDeg, star.decDeg, env.site, at);
    return {
      content: `The brightest star above your horizon at ${dateTime(at, env.tz)} is ${star.name} (magnitude ${star.vmag.toFixed(2)}), ${deg(alt)} up.`,
      citations: [{ kind: 'object', title: star.name, href: `/data-visualization?object=${star.id}` }],
      facts: { star: star.name, vmag: star.vmag },
    };
  }
  const planetText = planets.length
    ? `${list(planets.map((p) => `${name(p.id)} (${deg(p.alt)} up)`))} ${planets.length === 1 ? 'is' : 'are'} above your horizon`
    : 'None of the Moon and bright planets is above your horizon';
  const content = `At ${dateTime(at, env.tz)} ${planetText}. The brightest stars up then are ${list(stars.map((s) => s.name))}. For satellites, ask me when the ISS passes over you.`;
  return {
    content,
    citations: [{ kind: 'object', title: 'The sky in 3D', href: '/data-visualization' }],
    facts: { at: at.toISOString(), planets: planets.map((p) => name(p.id)), stars: stars.map((s) => s.name) },
  };
}

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
        : { content: 'Which object? For example: "How far is Mars?"', citations: [], facts: {} };
    default:
      return target
        ? where(env, q, target)
        : { content: 'Which object? For example: "Where is Jupiter now?"', citations: [], facts: {} };
  }
};
