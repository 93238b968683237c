import { z } from 'zod';
import { CATALOGUES, t, type Lang } from './index.ts';

/**
 * problem+json texts in the reader's language. Services throw English messages (they are also what the logs and
 * tests read); here a message the catalogue knows (`errors.known`, "<thing> not found") is replaced by its
 * translation, and zod's own validation messages are rewritten with zod's locale for that language. A message
 * the catalogue does not know stays English rather than being lost. Field names in `errors[]` never change.
 */
type Tree = Record<string, string>;
const known = CATALOGUES.en.errors as { known: Tree; things: Tree };
const KEY_OF_MESSAGE = new Map(Object.entries(known.known).map(([k, v]) => [v, `errors.known.${k}`]));

export function localizeMessage(lang: Lang, message: string): string {
  if (lang === 'en') return message;
  const key = KEY_OF_MESSAGE.get(message);
  if (key) return t(lang, key);
  const notFound = /^(.+) not found$/.exec(message);
  if (notFound && notFound[1]! in known.things)
    return t(lang, 'errors.notFound', { what: t(lang, `errors.things.${notFound[1]}`) });
  return message;
}

const ZOD_LOCALES: Record<Exclude<Lang, 'en'>, ReturnType<typeof z.locales.en>> = {
  es: z.locales.es(),
  fr: z.locales.fr(),
  de: z.locales.de(),
  it: z.locales.it(),
  pt: z.locales.ptBR(),
  zh: z.locales.zhCN(),
  ja: z.locales.ja(),
};
const EN = z.locales.en();

/** zod drops the input from its issues; the received type is all its messages need, and the English names it. */
const SAMPLE_OF: Record<string, unknown> = {
  number: 0,
  string: '',
  boolean: false,
  undefined: undefined,
  null: null,
  array: [],
  object: {},
  NaN: Number.NaN,
  bigint: 0n,
};

type ZodIssue = Parameters<ReturnType<typeof z.locales.en>['localeError']>[0];

/** A zod issue's message in `lang`: zod's locale when the message was zod's default, the catalogue otherwise. */
export function localizeIssue(lang: Lang, issue: Record<string, unknown> | undefined, message: string): string {
  if (lang === 'en' || !issue) return localizeMessage(lang, message);
  try {
    const received = /received (\w+)$/.exec(message)?.[1];
    const raw = {
      ...issue,
      ...(issue.code === 'invalid_type' && received && received in SAMPLE_OF ? { input: SAMPLE_OF[received] } : {}),
    } as unknown as ZodIssue;
    const english = EN.localeError(raw);
    const englishText = typeof english === 'string' ? english : english?.message;
    if (englishText === message) {
      const out = ZOD_LOCALES[lang].localeError(raw);
      const text = typeof out === 'string' ? out : out?.message;
      if (text) return text;
    }
  } catch {
    // an issue shape zod's locale does not expect: keep the message as it is
  }
  return localizeMessage(lang, message);
}
