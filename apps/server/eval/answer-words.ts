// The evaluation's languages: their locales and the words an answer in each must use. The training and test sets ask
// in the first four; the fresh held-out set (fresh-set.json) also in the portal's other four.
/** The first four languages, the ones the training and test sets ask in. */
export const BASE_LANGS = ['en', 'es', 'fr', 'de'] as const;
/** The language a question is asked in; the answer must come in it, with its dates and numbers. */
export type Lang = (typeof BASE_LANGS)[number] | 'it' | 'pt-BR' | 'ja' | 'zh-CN';
export const isBaseLang = (l: Lang) => (BASE_LANGS as readonly string[]).includes(l);
/** Intl locales; English dates are day-month-year (en-GB) and its amounts "$9.99". */
export const LOCALE: Record<Lang, string> = {
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  'pt-BR': 'pt-BR',
  ja: 'ja-JP',
  'zh-CN': 'zh-CN',
};
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
  it: {
    yes: 'Sì.',
    no: 'No.',
    above: "sopra l'orizzonte",
    below: "sotto l'orizzonte",
    active: 'attiv',
    lightYears: 'anni luce',
    visibleFrom: /visibile da/,
    notVisible: /non visibile/,
    noBytes: '0 byte',
    used: 'usat',
    quota: 'quota',
    noPass: 'non sorge',
  },
  'pt-BR': {
    yes: 'Sim.',
    no: 'Não.',
    above: 'acima do horizonte',
    below: 'abaixo do horizonte',
    active: 'ativ',
    lightYears: 'anos-luz',
    visibleFrom: /visível de/,
    notVisible: /não visível/,
    noBytes: '0 bytes',
    used: 'usad',
    quota: 'cota',
    noPass: 'não sobe',
  },
  ja: {
    yes: 'はい',
    no: 'いいえ',
    above: '地平線の上',
    below: '地平線の下',
    active: '有効',
    lightYears: '光年',
    visibleFrom: /から見え/,
    notVisible: /見えません|見えない/,
    noBytes: '0 バイト',
    used: '使用',
    quota: '上限',
    noPass: '昇りません',
  },
  'zh-CN': {
    yes: '是',
    no: '不',
    above: '地平线以上',
    below: '地平线以下',
    active: '有效',
    lightYears: '光年',
    visibleFrom: /可见/,
    notVisible: /不可见|看不到/,
    noBytes: '0 字节',
    used: '已用',
    quota: '配额',
    noPass: '不会升起',
  },
};
