/** What is up tonight, and the brightest planet or star of the coming night, from the asker's place (@cosmos/astro). */
import {
  BRIGHT_STARS,
  bodyAltitudeDeg,
  nightNotOver,
  raDecAltitudeDeg,
  tonightStart,
  type AlmanacBody,
} from '@cosmos/astro';
import type { Citation } from '@cosmos/contracts';
import { t, type Lang } from '../../../lib/i18n/index.ts';
import type { Classification } from '../classifier.ts';
import { dateTime, deg, list, num, timeOnly } from '../format.ts';
import { needsLocation, planetName, say } from './sky-common.ts';
import { locationCitation, type ToolAnswer, type ToolEnv } from './types.ts';

const PLANETS: AlmanacBody[] = ['moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'];
export function tonight(env: ToolEnv, q: Classification): ToolAnswer {
  const { lang } = env;
  if (!env.site) return { content: needsLocation(lang), citations: [locationCitation(lang)], facts: {} };
  const at = tonightStart(env.site, env.now);
  const when = dateTime(at, env.tz, lang);
  const planets = PLANETS.map((id) => ({ id, alt: bodyAltitudeDeg(id, env.site!, at) })).filter((p) => p.alt > 5);
  const stars = BRIGHT_STARS.filter((s) => s.name && raDecAltitudeDeg(s.raDeg, s.decDeg, env.site!, at) > 15)
    .sort((a, b) => a.vmag - b.vmag)
    .slice(0, 3);
  const name = (id: string) => (id === 'moon' ? t(lang, 'assistant.sky.moon') : planetName(id, lang));
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
