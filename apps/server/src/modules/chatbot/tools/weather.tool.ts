/**
 * Honest weather answers: the weather module's hourly forecast for the asker's default place over the
 * coming night (dusk to dawn, @cosmos/astro's night), summarised as cloud cover and the chance of rain.
 * With no forecast source it says it cannot know; with the bundled sample it says so first. Nothing is
 * invented: every figure is the forecast's.
 */
import { nightNotOver } from '@cosmos/astro';
import { t } from '../../../lib/i18n/index.ts';
import { hoursBetween } from '../../weather/weather.service.ts';
import { timeOnly } from '../format.ts';
import { needsLocation } from './sky-common.ts';
import { locationCitation, type Tool } from './types.ts';

export const weatherTool: Tool = async (env) => {
  const { lang } = env;
  const say = (key: string, vars?: Record<string, unknown>) => t(lang, `assistant.cov.${key}`, vars);
  if (!env.weather) return { content: say('weatherNone'), citations: [], facts: {} };
  if (!env.site) return { content: needsLocation(lang), citations: [locationCitation(lang)], facts: {} };
  const citations = [{ kind: 'doc' as const, title: t(lang, 'assistant.cite.weather'), href: '/observing' }];
  const night = nightNotOver({ ...env.site, heightKm: 0 }, env.now.getTime(), env.tz);
  const from = Math.max(env.now.getTime(), Date.parse(night.sun.civilDusk ?? night.from));
  const to = Date.parse(night.sun.civilDawn ?? night.to);
  const forecast = await env.weather.forecast(env.site.lat, env.site.lon);
  const sample = forecast.source === 'sample' ? `${say('weatherSample')} ` : '';
  const hours = hoursBetween(forecast.hours, from, to);
  if (hours.length === 0) return { content: `${sample}${say('weatherOutside')}`, citations, facts: {} };
  const best = hours.reduce((a, b) => (b.cloudTotalPct < a.cloudTotalPct ? b : a));
  const clouds = hours.map((h) => h.cloudTotalPct);
  const rains = hours.map((h) => h.precipitationProbabilityPct).filter((p): p is number => p !== null);
  const at = (iso: string | number) => timeOnly(new Date(iso), env.tz);
  const vars = {
    place: env.placeName ?? say('weatherYourPlace'),
    from: at(from),
    to: at(to),
    min: Math.round(Math.min(...clouds)),
    max: Math.round(Math.max(...clouds)),
    best: Math.round(best.cloudTotalPct),
    bestTime: at(best.time),
    rain: rains.length ? `${Math.round(Math.max(...rains))} %` : say('weatherNoRain'),
  };
  return {
    content: `${sample}${say('weatherNight', vars)}`,
    citations,
    facts: { source: forecast.source, ...vars },
  };
};
