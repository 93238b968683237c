/**
 * A sky event's title and detail in the reader's language, from its structured `about` (packages/astro events.ts).
 *
 * Why here and not in the web: the same texts are written for three readers who never run the web app's
 * i18next — Home's Upcoming Events (beside the ISS pass event, already a server text), the calendar feed that
 * a calendar app fetches without the owner's interface, and the eclipse notifications. Writing them on the
 * server from lib/i18n keeps one source of these texts for all three.
 */
import type { SkyEvent, SkyEventAbout } from '@cosmos/astro';
import { LOCALES, t, type Lang } from '../lib/i18n/index.ts';

/** A figure with exactly `digits` decimals, as astro rounded it, in the language's notation ("0.52", "0,52"). */
export const formatFixed = (v: number, digits: number, lang: Lang) =>
  new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v);

const body = (lang: Lang, name: string) => t(lang, `skyEvents.body.${name}`);

/** "Total solar eclipse" / "Eclipse solar total"… */
export const eclipseName = (about: Extract<SkyEventAbout, { kind: 'solarEclipse' | 'lunarEclipse' }>, lang: Lang) =>
  t(lang, `pass.eclipse.${about.kind === 'solarEclipse' ? 'solar' : 'lunar'}.${about.eclipse}`);

export function skyEventText(about: SkyEventAbout, lang: Lang): { title: string; detail: string } {
  switch (about.kind) {
    case 'moonPhase':
      return {
        title: t(lang, `skyEvents.moon.${about.phase}.title`),
        detail: t(lang, `skyEvents.moon.${about.phase}.detail`),
      };
    case 'solarEclipse': {
      const eclipse = eclipseName(about, lang);
      // "Global {eclipse}." puts the name mid-sentence in en/de, where it starts with an adjective.
      const template = t(lang, 'pass.eclipse.global');
      let detail = t(lang, 'pass.eclipse.global', {
        eclipse: template.startsWith('{eclipse}') ? eclipse : eclipse.charAt(0).toLowerCase() + eclipse.slice(1),
      });
      if (about.greatest)
        detail += ` ${t(lang, 'pass.eclipse.greatest', {
          lat: formatFixed(about.greatest.lat, 1, lang),
          lon: formatFixed(about.greatest.lon, 1, lang),
        })}`;
      return { title: eclipse, detail };
    }
    case 'lunarEclipse': {
      const eclipse = eclipseName(about, lang);
      const detail =
        about.totalMinutes !== null
          ? t(lang, 'pass.eclipse.totalPhase', { eclipse, minutes: about.totalMinutes })
          : t(lang, 'pass.eclipse.noTotalPhase', { eclipse });
      return { title: eclipse, detail };
    }
    case 'opposition':
    case 'inferiorConjunction':
    case 'superiorConjunction': {
      const vars = { body: body(lang, about.body) };
      return {
        title: t(lang, `skyEvents.${about.kind}.title`, vars),
        detail: t(lang, `skyEvents.${about.kind}.detail`, vars),
      };
    }
    case 'closeApproach': {
      const vars = {
        a: body(lang, about.bodies[0]),
        b: body(lang, about.bodies[1]),
        separation: formatFixed(about.separationDeg, 2, lang),
      };
      return {
        title: t(lang, 'skyEvents.closeApproach.title', vars),
        detail: t(lang, 'skyEvents.closeApproach.detail', vars),
      };
    }
  }
}

/** The event with its title and detail in `lang` (every other field as computed). */
export const localiseSkyEvent = (e: SkyEvent, lang: Lang): SkyEvent => ({ ...e, ...skyEventText(e.about, lang) });
