import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserLanguage, LANGUAGES, type LanguageCode } from './languages';

/**
 * One i18next instance for the app. Strings live beside the code that shows them:
 * `src/**\/locales/<lang>/<namespace>.json`, one namespace per feature (or per new area of a feature), so features
 * own their texts and parallel work does not collide in one giant file. Namespaces are unique app-wide
 * (scripts/check-i18n.mjs). Everything is bundled eagerly: the whole text of one language is a few tens of KB.
 */
type Bundle = Record<string, unknown>;
const files = import.meta.glob<Bundle>('/src/**/locales/*/*.json', { eager: true, import: 'default' });

export function collectResources(found: Record<string, Bundle>): Record<string, Record<string, Bundle>> {
  const resources: Record<string, Record<string, Bundle>> = {};
  for (const [path, bundle] of Object.entries(found)) {
    const m = /\/locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
    if (!m) continue;
    const [, lang, ns] = m;
    (resources[lang!] ??= {})[ns!] = bundle;
  }
  return resources;
}

const STORAGE_KEY = 'cosmos.language';

function initialLanguage(): LanguageCode {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  if (stored && LANGUAGES.some((l) => l.code === stored)) return stored as LanguageCode;
  return browserLanguage();
}

void i18next.use(initReactI18next).init({
  resources: collectResources(files),
  lng: initialLanguage(),
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});
syncDocumentLanguage(i18next.language);
i18next.on('languageChanged', syncDocumentLanguage);

function syncDocumentLanguage(lang: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** Switch the interface at once and remember it for the next visit (before sign-in too). */
export function setLanguage(code: LanguageCode) {
  globalThis.localStorage?.setItem(STORAGE_KEY, code);
  if (i18next.language !== code) void i18next.changeLanguage(code);
}

export { i18next as i18n };
export * from './languages';
export * from './format';
export { useUnits } from './use-format-preferences';
