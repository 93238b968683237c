// The evaluation's four languages: their locales and the words an answer in each must use.
/** The language a question is asked in; the answer must come in it, with its dates and numbers. */
export type Lang = 'en' | 'es' | 'fr' | 'de';
/** Intl locales; English dates are day-month-year (en-GB) and its amounts "$9.99". */
export const LOCALE: Record<Lang, string> = { en: 'en-GB', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' };
/**
 * The words an answer in each language must use, written here rather than read from the server's
 * catalogue, so a wrong translation key fails the evaluation instead of agreeing with itself.
 */
export const WORDS: Record<
  Lang,
  {
    yes: string;
    no: string;
    above: string;
    below: string;
    active: string;
    lightYears: string;
    visibleFrom: RegExp;
    notVisible: RegExp;
    noBytes: string;
    used: string;
    quota: string;
    noPass: string;
  }
> = {
  en: {
    yes: 'Yes.',
    no: 'No.',
    above: 'above the horizon',
    below: 'below the horizon',
    active: 'active',
    lightYears: 'light-years',
    visibleFrom: /visible from/,
    notVisible: /not visible/,
    noBytes: '0 bytes',
    used: 'used',
    quota: 'quota',
    noPass: 'does not rise',
  },
  es: {
    yes: 'Sí.',
    no: 'No.',
    above: 'sobre el horizonte',
    below: 'bajo el horizonte',
    active: 'activa',
    lightYears: 'años luz',
    visibleFrom: /visible de/,
    notVisible: /no visible/,
    noBytes: '0 bytes',
    used: 'usado',
    quota: 'cuota',
    noPass: 'no sube',
  },
  fr: {
    yes: 'Oui.',
    no: 'Non.',
    above: "au-dessus de l'horizon",
    below: "sous l'horizon",
    active: 'actif',
    lightYears: 'années-lumière',
    visibleFrom: /visible de/,
    notVisible: /non visible/,
    noBytes: '0 octets',
    used: 'utilisé',
    quota: 'quota',
    noPass: 'ne monte pas',
  },
  de: {
    yes: 'Ja.',
    no: 'Nein.',
    above: 'über dem Horizont',
    below: 'unter dem Horizont',
    active: 'aktiv',
    lightYears: 'Lichtjahre',
    visibleFrom: /sichtbar von/,
    notVisible: /nicht sichtbar/,
    noBytes: '0 Byte',
    used: 'genutzt',
    quota: 'Kontingent',
    noPass: 'steigt in den nächsten',
  },
};
