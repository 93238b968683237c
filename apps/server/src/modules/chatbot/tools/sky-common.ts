/** Wording the sky answers share: object links, the "set your location" prompt, latitudes and ordinals. */
import type { Citation } from '@cosmos/contracts';
import { hasKey, t, type Lang, type Msg } from '../../../lib/i18n/index.ts';
import { capitalised, num } from '../format.ts';
import type { SkyTarget } from '../sky-targets.ts';

export const objectHref = (t: SkyTarget) =>
  `/data-visualization?object=${encodeURIComponent(t.kind === 'satellite' ? `sat-${t.noradId ?? ''}` : t.id)}`;
export const cite = (t: SkyTarget): Citation => ({ kind: 'object', title: t.name, href: objectHref(t) });
export const needsLocation = (lang: Lang) => t(lang, 'assistant.sky.needsLocation');
/**
 * "next", "one after that", "third", "4th" — agreeing with the noun that follows where the language
 * has genders (Spanish: la próxima fase, el próximo eclipse).
 */
export const ordinal = (n: number, lang: Lang, gender: 'F' | 'M' = 'F') =>
  t(lang, `assistant.sky.ordinal${gender}.${n <= 2 ? n : 'n'}`, { n: n + 1 });
const coordinate = (v: number, lang: Lang, plus: string, minus: string) =>
  `${num(Math.abs(v), 1, lang)}° ${t(lang, `assistant.fmt.${v >= 0 ? plus : minus}`)}`;
export const lat = (v: number, lang: Lang) => coordinate(v, lang, 'north', 'south');
export const lon = (v: number, lang: Lang) => coordinate(v, lang, 'east', 'west');
/** A planet's name in the answer's language ("Mars" → "Marte"); any other name as it is. */
export const planetName = (name: string, lang: Lang) => {
  const key = `skyEvents.body.${name.charAt(0).toUpperCase()}${name.slice(1).toLowerCase()}`;
  return hasKey(key) ? t(lang, key) : name;
};
/** An IAU constellation by its three-letter symbol, in the answer's language (the IAU name in English). */
export const constellationName = (symbol: string, iau: string, lang: Lang) => {
  const key = `assistant.constellation.${symbol}`;
  if (!hasKey(key)) return iau;
  const [local, latin] = [t(lang, key), t('en', key)];
  // The IAU name follows a local one, as the sky chart shows both: "Walfisch (Cetus)".
  return local === latin ? local : `${local} (${latin})`;
};
/** "the Sun", "the Moon" (in the answer's language), a planet's name in that language, else the object's own name. */
export const nameOf = (t0: SkyTarget, lang: Lang) =>
  t0.kind === 'body'
    ? t0.id === 'sun' || t0.id === 'moon'
      ? t(lang, `assistant.sky.${t0.id}`)
      : planetName(t0.name, lang)
    : t0.name;
/** A sentence from the catalogue with its first letter in capitals ("the Moon rises…" → "The Moon rises…"). */
export const say = (lang: Lang, key: string, vars?: Record<string, unknown>) => capitalised(t(lang, key, vars));
export const sayMsg = (lang: Lang, m: Msg) => say(lang, m.key, m.vars);
