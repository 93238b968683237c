import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './bundles/en';
import { browserLanguage, LANGUAGES, type LanguageCode } from './languages';
import type { Bundle } from './resources';

/**
 * One i18next instance for the app. Strings live beside the code that shows them:
 * `src/**\/locales/<lang>/<namespace>.json`, one namespace per feature (or per new area of a feature), so features
 * own their texts and parallel work does not collide in one giant file. Namespaces are unique app-wide
 * (scripts/check-i18n.mjs). Texts load in pieces so nobody downloads four languages to read one (issue 12: /login's
 * JavaScript): the English texts of sign-in and the shell are in the entry bundle; the rest of English and each other
 * language are lazy chunks (`bundles/`). A visitor's language is fetched before the first render, and every lazy
 * page waits for `pageTextsReady()` alongside its own code (router.tsx), so no component renders before its texts.
 */
const LAZY_BUNDLES: Partial<Record<LanguageCode, () => Promise<{ default: Record<string, Bundle> }>>> = {
  en: () => import('./bundles/en-rest'),
  es: () => import('./bundles/es'),
  fr: () => import('./bundles/fr'),
  de: () => import('./bundles/de'),
  it: () => import('./bundles/it'),
  pt: () => import('./bundles/pt'),
  zh: () => import('./bundles/zh'),
  ja: () => import('./bundles/ja'),
};

const STORAGE_KEY = 'cosmos.language';

function initialLanguage(): LanguageCode {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  if (stored && LANGUAGES.some((l) => l.code === stored)) return stored as LanguageCode;
  return browserLanguage();
}

void i18next.use(initReactI18next).init({
  resources: { en: { ...en } }, // a copy: i18next adds the lazy namespaces into this object
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  partialBundledLanguages: true,
  interpolation: { escapeValue: false }, // React escapes
  // Texts added after a component rendered (a language chunk that arrived late) re-render it.
  react: { bindI18nStore: 'added' },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});
// Not at once: i18next starts in English while the visitor's language loads, and the server has already written the
// visitor's language into <html lang> with the first paint (ADR 0007). It is set when languageReady settles, below.
i18next.on('languageChanged', syncDocumentLanguage);

function syncDocumentLanguage(lang: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

const loading = new Map<LanguageCode, Promise<void>>();

/** The lazy chunk's marker namespace: present once the chunk has been added. */
const loadedMarker = (code: LanguageCode) => (code === 'en' ? 'home' : 'common');
const isLoaded = (code: LanguageCode) => !LAZY_BUNDLES[code] || i18next.hasResourceBundle(code, loadedMarker(code));

/** Fetch a language's lazy texts once (untranslated languages have none: they fall back to English). */
export function loadLanguage(code: LanguageCode): Promise<void> {
  const load = LAZY_BUNDLES[code];
  if (!load || isLoaded(code)) return Promise.resolve();
  let pending = loading.get(code);
  if (!pending) {
    pending = load().then(({ default: namespaces }) => {
      for (const [ns, texts] of Object.entries(namespaces)) i18next.addResourceBundle(code, ns, texts, true, true);
    });
    pending.catch(() => loading.delete(code)); // offline: a later switch tries again
    loading.set(code, pending);
  }
  return pending;
}

/** The lazy chunk that completes a language for the pages: its own, or the rest of English for English and for
 * untranslated languages, which fall back to English. */
const chunkFor = (code: string): LanguageCode =>
  code !== 'en' && code in LAZY_BUNDLES ? (code as LanguageCode) : 'en';

/**
 * Switch the interface and remember it for the next visit (before sign-in too). At once when the language is
 * already loaded; otherwise after its chunk arrives (the current language stays up meanwhile, and if the chunk
 * cannot be fetched). `entryOnly`: English needs nothing more for the entry bundle's own screens (sign-in).
 */
let wanted: LanguageCode | undefined;

export function setLanguage(code: LanguageCode, { entryOnly = false } = {}): Promise<void> {
  globalThis.localStorage?.setItem(STORAGE_KEY, code);
  wanted = code;
  // Only the last choice applies: French picked, then German before French's chunk arrived, ends in German.
  const apply = () => {
    if (wanted === code && i18next.language !== code) void i18next.changeLanguage(code);
  };
  const chunk = chunkFor(code);
  if (isLoaded(chunk) || (entryOnly && chunk === 'en')) {
    apply();
    return Promise.resolve();
  }
  return loadLanguage(chunk).then(apply, () => undefined);
}

/** What a lazy page needs before it renders (router.tsx waits for it alongside the page's code). */
export const pageTextsReady = (): Promise<void> => loadLanguage(chunkFor(i18next.language)).catch(() => undefined);

/**
 * Resolves when the visitor's language is ready for the first render: main.tsx waits so nobody sees English flash.
 * At most 3 s: on a connection that never delivers the chunk, the app starts in English and switches when it arrives.
 */
export const languageReady: Promise<void> = Promise.race([
  setLanguage(initialLanguage(), { entryOnly: true }),
  new Promise<void>((resolve) => setTimeout(resolve, 3000)),
]).finally(() => syncDocumentLanguage(i18next.language));

export { i18next as i18n };
export * from './languages';
export { collectResources } from './resources';
export * from './format';
export { useUnits } from './use-format-preferences';
