import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import zh from './zh.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };

/**
 * The server's own texts in the languages the interface is translated into (issue 19): emails, notifications,
 * invoice PDF labels, problem+json titles/details and the assistant's templated answers. One JSON file per
 * language, nested by area; the same keys in every file (i18n.test.ts). Unknown keys fall back to English, then
 * to the key itself, so a missing text never breaks a response.
 */
export const SERVER_LANGS = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'zh'] as const;
export type Lang = (typeof SERVER_LANGS)[number];

type Tree = { [k: string]: string | Tree };
export const CATALOGUES: Record<Lang, Tree> = { en, es, fr, de, it, pt, ja, zh };

/** A text to be translated later, once the reader's language is known (notifications issued for many users). */
export interface Msg {
  key: string;
  vars?: Record<string, unknown>;
}
export const msg = (key: string, vars?: Record<string, unknown>): Msg => ({ key, vars });
export const isMsg = (v: unknown): v is Msg =>
  typeof v === 'object' && v !== null && typeof (v as Msg).key === 'string' && !(v instanceof Date);

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export const hasKey = (key: string) => lookup(en, key) !== undefined;

/** `{name}` placeholders are replaced by vars; a var that is itself a Msg is translated in the same language. */
export function t(lang: Lang | undefined, key: string, vars: Record<string, unknown> = {}): string {
  const text = lookup(CATALOGUES[lang ?? 'en'] ?? en, key) ?? lookup(en, key) ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in vars)) return whole;
    const v = vars[name];
    return isMsg(v) ? t(lang, v.key, v.vars) : String(v);
  });
}

/** A string or a deferred Msg, in `lang`. */
export const render = (lang: Lang, text: string | Msg) =>
  typeof text === 'string' ? text : t(lang, text.key, text.vars);

/** Settings stores the language by its own name (spec §Settings); anything else reads as English. */
const BY_NAME: Record<string, Lang> = {
  English: 'en',
  Español: 'es',
  Français: 'fr',
  Deutsch: 'de',
  Italiano: 'it',
  Português: 'pt',
  中文: 'zh',
  日本語: 'ja',
};
export const langFromSetting = (name: string | undefined): Lang => (name && BY_NAME[name]) || 'en';

/** The first supported language of an Accept-Language header, by quality; English when none. */
export function langFromAcceptLanguage(header: string | undefined): Lang {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.trim().toLowerCase().split('-')[0]!, q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { base } of ranked) if ((SERVER_LANGS as readonly string[]).includes(base)) return base as Lang;
  return 'en';
}

/** Intl locale for dates and amounts in server texts. */
export const LOCALES: Record<Lang, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  pt: 'pt-BR', // Brazilian Portuguese, as the texts are
  zh: 'zh-CN',
  ja: 'ja-JP',
};
