/** Plain-language descriptions of a pass for notifications, events and calendar entries, in the reader's language. */
import type { SkyPass } from '@cosmos/contracts';
import { LOCALES, t, type Lang } from '../lib/i18n/index.ts';

/** 16-point compass direction of an azimuth (degrees from north, clockwise), with the language's letters. */
export function compass(azimuthDeg: number, lang: Lang = 'en'): string {
  const points = t(lang, 'pass.compass').split(' ');
  return points[Math.round((((azimuthDeg % 360) + 360) % 360) / 22.5) % 16]!;
}

/** "21:58" in the given IANA time zone (UTC when none), with the zone's abbreviation as the language writes it. */
export function clock(iso: string, timeZone = 'UTC', lang: Lang = 'en'): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : LOCALES[lang], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** "−4.3" (a true minus sign), with a decimal comma in es/fr/de: "−4,3". */
export const formatMagnitude = (m: number, lang: Lang = 'en') =>
  `${m < 0 ? '−' : ''}${new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.abs(m))}`;

/**
 * "appears at 21:58 UTC in the WSW, highest 71° in the SSE, brightness magnitude −4.3, fades into
 * Earth's shadow at 22:02 UTC in the E" — the visible part of the pass, which is what an observer sees.
 * es: "aparece a las 21:58 UTC por el OSO, …"; the sentence's subject (the satellite) is the caller's.
 */
export function describeVisiblePass(p: SkyPass, timeZone = 'UTC', lang: Lang = 'en'): string {
  const firstSeen = p.track.find((x) => x.time === p.visibleFrom) ?? p.rise;
  const lastSeen = p.track.find((x) => x.time === p.visibleTo) ?? p.set;
  const entersShadow = p.shadow.find(
    (e) => e.kind === 'enterUmbra' && p.visibleTo !== null && e.time >= p.visibleTo.slice(0, 19),
  );
  const end = t(lang, entersShadow ? 'pass.fades' : 'pass.sets', {
    time: clock((entersShadow ?? lastSeen).time, timeZone, lang),
    dir: compass(lastSeen.azimuthDeg, lang),
  });
  return t(lang, 'pass.visible', {
    time: clock(firstSeen.time, timeZone, lang),
    dir: compass(firstSeen.azimuthDeg, lang),
    alt: `${Math.round(p.maxElevationDeg)}°`,
    dirMax: compass(p.culmination.azimuthDeg, lang),
    mag: p.maxMagnitude === null ? '' : t(lang, 'pass.brightness', { mag: formatMagnitude(p.maxMagnitude, lang) }),
    end,
  });
}
