/**
 * The one way Cosmos writes a satellite pass (ADR 0011): "visible 05:15–05:16, from SSE 12° to SE 10°, max 44° SW,
 * magnitude −1.2 ± 0.5". The server (alerts, Home's events, the calendar feed, the assistant) and the web app (the pass
 * table, the brightest list, the object page) all call these functions on the API's `SkyPass`, so every screen
 * leads with the same visible window and the same directions. Texts in every server language live here, beside the code,
 * because both apps import it (the server's and the web's translation files are not shared).
 */
import type { SkyPass } from './celestial.ts';

export type PassLang = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ja' | 'zh';

interface PassTexts {
  compass: string;
  locale: string;
  visible: string;
  path: string;
  notVisible: string;
  intoShadow: string;
  magnitude: string;
  title: string;
  titleMag: string;
  titleNotVisible: string;
}

/** `{x}` placeholders; kept as whole sentences so each language orders them its own way. */
const TEXTS: Record<PassLang, PassTexts> = {
  en: {
    compass: 'N NNE NE ENE E ESE SE SSE S SSW SW WSW W WNW NW NNW',
    locale: 'en-GB',
    visible: 'visible {window}, {path}{mag}',
    path: 'from {start} to {end}{shadow}, max {peak}',
    notVisible: "not visible (daylight or Earth's shadow); above the horizon {window}",
    intoShadow: " (fades into Earth's shadow)",
    magnitude: ', magnitude {mag}',
    title: '{name} visible at {time}',
    titleMag: '{name} visible at {time}, magnitude {mag}',
    titleNotVisible: '{name} passes at {time}, not visible',
  },
  es: {
    compass: 'N NNE NE ENE E ESE SE SSE S SSO SO OSO O ONO NO NNO',
    locale: 'es-ES',
    visible: 'visible {window}, {path}{mag}',
    path: 'de {start} a {end}{shadow}, máx. {peak}',
    notVisible: 'no visible (de día o en la sombra de la Tierra); sobre el horizonte {window}',
    intoShadow: ' (entra en la sombra de la Tierra)',
    magnitude: ', magnitud {mag}',
    title: '{name} visible a las {time}',
    titleMag: '{name} visible a las {time}, magnitud {mag}',
    titleNotVisible: '{name} pasa a las {time}, no visible',
  },
  fr: {
    compass: 'N NNE NE ENE E ESE SE SSE S SSO SO OSO O ONO NO NNO',
    locale: 'fr-FR',
    visible: 'visible {window}, {path}{mag}',
    path: 'de {start} à {end}{shadow}, max. {peak}',
    notVisible: "non visible (jour ou ombre de la Terre) ; au-dessus de l'horizon {window}",
    intoShadow: " (entre dans l'ombre de la Terre)",
    magnitude: ', magnitude {mag}',
    title: '{name} visible à {time}',
    titleMag: '{name} visible à {time}, magnitude {mag}',
    titleNotVisible: '{name} passe à {time}, non visible',
  },
  de: {
    compass: 'N NNO NO ONO O OSO SO SSO S SSW SW WSW W WNW NW NNW',
    locale: 'de-DE',
    visible: 'sichtbar {window}, {path}{mag}',
    path: 'von {start} bis {end}{shadow}, max. {peak}',
    notVisible: 'nicht sichtbar (Tageslicht oder Erdschatten); über dem Horizont {window}',
    intoShadow: ' (tritt in den Erdschatten ein)',
    magnitude: ', Helligkeit {mag} mag',
    title: '{name} sichtbar um {time}',
    titleMag: '{name} sichtbar um {time}, Helligkeit {mag} mag',
    titleNotVisible: '{name} zieht um {time} vorüber, nicht sichtbar',
  },
  it: {
    compass: 'N NNE NE ENE E ESE SE SSE S SSO SO OSO O ONO NO NNO',
    locale: 'it-IT',
    visible: 'visibile {window}, {path}{mag}',
    path: 'da {start} a {end}{shadow}, max {peak}',
    notVisible: "non visibile (di giorno o nell'ombra della Terra); sopra l'orizzonte {window}",
    intoShadow: " (entra nell'ombra della Terra)",
    magnitude: ', magnitudine {mag}',
    title: '{name} visibile alle {time}',
    titleMag: '{name} visibile alle {time}, magnitudine {mag}',
    titleNotVisible: '{name} passa alle {time}, non visibile',
  },
  // Brazilian Portuguese (as the interface texts): L for leste (east), O for oeste (west).
  pt: {
    compass: 'N NNE NE ENE L ESE SE SSE S SSO SO OSO O ONO NO NNO',
    locale: 'pt-BR',
    visible: 'visível {window}, {path}{mag}',
    path: 'de {start} a {end}{shadow}, máx. {peak}',
    notVisible: 'não visível (luz do dia ou sombra da Terra); acima do horizonte {window}',
    intoShadow: ' (entra na sombra da Terra)',
    magnitude: ', magnitude {mag}',
    title: '{name} visível às {time}',
    titleMag: '{name} visível às {time}, magnitude {mag}',
    titleNotVisible: '{name} passa às {time}, não visível',
  },
  ja: {
    compass: '北 北北東 北東 東北東 東 東南東 南東 南南東 南 南南西 南西 西南西 西 西北西 北西 北北西',
    locale: 'ja-JP',
    visible: '{window} に見える：{path}{mag}',
    path: '{start} から {end} へ{shadow}、最大 {peak}',
    notVisible: '見えない（昼間または地球の影の中）。地平線より上にあるのは {window}',
    intoShadow: '（地球の影に入って消える）',
    magnitude: '、{mag} 等',
    title: '{name} が {time} に見える',
    titleMag: '{name} が {time} に見える（{mag} 等）',
    titleNotVisible: '{name} が {time} に通過（見えない）',
  },
  zh: {
    compass: '北 东北偏北 东北 东北偏东 东 东南偏东 东南 东南偏南 南 西南偏南 西南 西南偏西 西 西北偏西 西北 西北偏北',
    locale: 'zh-CN',
    visible: '{window} 可见：{path}{mag}',
    path: '从 {start} 到 {end}{shadow}，最高 {peak}',
    notVisible: '不可见（白天或处于地球阴影中）；在地平线以上的时间 {window}',
    intoShadow: '（进入地球阴影后消失）',
    magnitude: '，星等 {mag}',
    title: '{name} {time} 可见',
    titleMag: '{name} {time} 可见，星等 {mag}',
    titleNotVisible: '{name} {time} 过境，不可见',
  },
};

export interface PassTextOptions {
  /** A language tag ('es', 'de-AT'…); anything else is English. */
  lang?: string;
  /** IANA time zone of the observing place (UTC when none). */
  timeZone?: string;
  /** Add the zone's abbreviation ("05:15–05:16 WET"): for texts read away from the place's screen. */
  zoneName?: boolean;
  /** Start with the day ("Sun 29 Nov 05:15–05:16"). */
  withDate?: boolean;
}

export const passLang = (lang?: string): PassLang => {
  const l = (lang ?? 'en').slice(0, 2).toLowerCase();
  return (Object.keys(TEXTS) as PassLang[]).includes(l as PassLang) ? (l as PassLang) : 'en';
};

const fill = (s: string, vars: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');

/** 16-point compass direction of an azimuth (degrees from north, clockwise) in the language's letters. */
export function compassPoint(azimuthDeg: number, lang?: string): string {
  const points = TEXTS[passLang(lang)].compass.split(' ');
  return points[Math.round((((azimuthDeg % 360) + 360) % 360) / 22.5) % 16]!;
}

/** The 16 compass points with their azimuths, for direction pickers. */
export function compassPoints(lang?: string): { label: string; azimuthDeg: number }[] {
  return TEXTS[passLang(lang)].compass.split(' ').map((label, i) => ({ label, azimuthDeg: i * 22.5 }));
}

/**
 * "−1.2 ± 0.5": a predicted magnitude with its one-sigma uncertainty (issue 34: no magnitude without its error bar);
 * just "−1.2" when no sigma is known.
 */
export function passMagnitudeWithSigma(m: number, sigma: number | null | undefined, lang?: string): string {
  return sigma === null || sigma === undefined
    ? passMagnitude(m, lang)
    : `${passMagnitude(m, lang)} ± ${passMagnitude(sigma, lang)}`;
}

/** "−1.2" with a true minus sign; a decimal comma in es/fr/de/it/pt ("−1,2"). */
export function passMagnitude(m: number, lang?: string): string {
  const n = new Intl.NumberFormat(TEXTS[passLang(lang)].locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Math.abs(m));
  return `${m < 0 && n !== '0.0' && n !== '0,0' ? '−' : ''}${n}`;
}

function clockOf(iso: string, o: PassTextOptions, zone: boolean): string {
  const f = new Intl.DateTimeFormat(TEXTS[passLang(o.lang)].locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: o.timeZone ?? 'UTC',
    ...(zone ? { timeZoneName: 'short' as const } : {}),
  });
  return f.format(new Date(iso));
}

function dayOf(iso: string, o: PassTextOptions): string {
  return new Intl.DateTimeFormat(TEXTS[passLang(o.lang)].locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: o.timeZone ?? 'UTC',
  }).format(new Date(iso));
}

const deg = (x: number) => `${Math.round(x)}°`;

/** The pieces of a pass as the pass table shows them, each written once here. */
export interface PassParts {
  visible: boolean;
  /** "Sun 29 Nov": the day of the visible start, else of the rise. */
  day: string;
  /** "05:15–05:16" while visible; the rise-to-set times for a pass never visible. */
  window: string;
  /** "05:15", "05:16": visible start and end (rise and set for a pass never visible). */
  startTime: string;
  endTime: string;
  /** "SSE 12°": where the visible part starts and ends; null when never visible. */
  start: string | null;
  end: string | null;
  /** "44° SW": the highest visible point (the highest point for a pass never visible). */
  peak: string;
  /** "−1.2", null when never visible. */
  magnitude: string | null;
  /** "0.5": one sigma of the magnitude; null when never visible or unknown. */
  magnitudeSigma: string | null;
  /** "−1.2 ± 0.5" (the magnitude alone when no sigma is known); null when never visible. */
  magnitudeText: string | null;
  /** The visible part ends with the satellite fading into Earth's shadow (not setting or dawn). */
  endsInShadow: boolean;
  /** "from SSE 12° to SE 10°, max 44° SW" (with the fade into shadow when it ends so); null when never visible. */
  path: string | null;
}

export function passParts(p: SkyPass, o: PassTextOptions = {}): PassParts {
  const lang = passLang(o.lang);
  const seg = p.visibleSegment;
  const at = (x: { azimuthDeg: number; elevationDeg: number }) =>
    `${compassPoint(x.azimuthDeg, lang)} ${deg(x.elevationDeg)}`;
  const startIso = seg ? seg.start.time : p.rise.time;
  const endIso = seg ? seg.end.time : p.set.time;
  const startTime = clockOf(startIso, o, false);
  const endTime = clockOf(endIso, o, false);
  const zone = o.zoneName ? ` ${zoneAbbreviation(endIso, o)}` : '';
  const top = seg ? seg.peak : { azimuthDeg: p.culmination.azimuthDeg, elevationDeg: p.maxElevationDeg };
  const endsInShadow =
    !!seg &&
    p.shadow.some((e) => e.kind === 'enterUmbra' && Math.abs(Date.parse(e.time) - Date.parse(seg.end.time)) < 2000);
  return {
    visible: !!seg,
    day: dayOf(startIso, o),
    window: `${o.withDate ? `${dayOf(startIso, o)} ` : ''}${startTime}–${endTime}${zone}`,
    startTime,
    endTime,
    start: seg ? at(seg.start) : null,
    end: seg ? at(seg.end) : null,
    peak: `${deg(top.elevationDeg)} ${compassPoint(top.azimuthDeg, lang)}`,
    magnitude: seg && p.maxMagnitude !== null ? passMagnitude(p.maxMagnitude, lang) : null,
    magnitudeSigma:
      seg && p.maxMagnitude !== null && p.magnitudeSigma != null ? passMagnitude(p.magnitudeSigma, lang) : null,
    magnitudeText:
      seg && p.maxMagnitude !== null ? passMagnitudeWithSigma(p.maxMagnitude, p.magnitudeSigma, lang) : null,
    endsInShadow,
    path: seg
      ? fill(TEXTS[lang].path, {
          start: at(seg.start),
          end: at(seg.end),
          shadow: endsInShadow ? TEXTS[lang].intoShadow : '',
          peak: `${deg(top.elevationDeg)} ${compassPoint(top.azimuthDeg, lang)}`,
        })
      : null,
  };
}

function zoneAbbreviation(iso: string, o: PassTextOptions): string {
  const parts = new Intl.DateTimeFormat(TEXTS[passLang(o.lang)].locale, {
    timeZone: o.timeZone ?? 'UTC',
    timeZoneName: 'short',
  }).formatToParts(new Date(iso));
  return parts.find((x) => x.type === 'timeZoneName')?.value ?? '';
}

/**
 * The whole pass in one line, leading with what can be seen: "visible 05:15–05:16, from SSE 12° to SE 10°,
 * max 44° SW, magnitude −1.2"; a pass never visible says so, with its time above the horizon.
 */
export function formatPass(p: SkyPass, o: PassTextOptions = {}): string {
  const x = TEXTS[passLang(o.lang)];
  const parts = passParts(p, o);
  if (!parts.visible) return fill(x.notVisible, { window: parts.window });
  return fill(x.visible, {
    window: parts.window,
    path: parts.path!,
    mag: parts.magnitudeText === null ? '' : fill(x.magnitude, { mag: parts.magnitudeText }),
  });
}

/** A short title for a calendar entry or a notification: "ISS visible 05:15 WET, magnitude −1.2". */
export function passTitle(name: string, p: SkyPass, o: PassTextOptions = {}): string {
  const x = TEXTS[passLang(o.lang)];
  const parts = passParts(p, o);
  const time = o.zoneName
    ? `${parts.startTime} ${zoneAbbreviation(p.visibleSegment?.start.time ?? p.rise.time, o)}`
    : parts.startTime;
  if (!parts.visible) return fill(x.titleNotVisible, { name, time });
  return parts.magnitudeText === null
    ? fill(x.title, { name, time })
    : fill(x.titleMag, { name, time, mag: parts.magnitudeText });
}

/**
 * What a pass says as data, for callers that compose their own sentence (the assistant): the visible window as
 * ISO times and the directions as compass points, or null when the pass is never visible.
 */
export function passSummary(p: SkyPass, lang?: string) {
  const seg = p.visibleSegment;
  if (!seg) return null;
  return {
    from: seg.start.time,
    to: seg.end.time,
    startDirection: compassPoint(seg.start.azimuthDeg, lang),
    peakDirection: compassPoint(seg.peak.azimuthDeg, lang),
    endDirection: compassPoint(seg.end.azimuthDeg, lang),
    peakElevationDeg: Math.round(seg.peak.elevationDeg),
    magnitude: p.maxMagnitude,
    /** One sigma of `magnitude`; write both with passMagnitudeWithSigma ("−1.2 ± 0.5"). */
    magnitudeSigma: p.magnitudeSigma ?? null,
    magnitudeText: p.maxMagnitude === null ? null : passMagnitudeWithSigma(p.maxMagnitude, p.magnitudeSigma, lang),
  };
}
