/**
 * The interface languages. Settings stores the language by its own name (spec §Settings: "English", "Español", …);
 * the interface, `<html lang>` and Intl formatting use the BCP 47 code. 日本語 is in the spec's list but not yet
 * translated: a setting stored before stays readable (English text, Japanese date and number formatting), but the
 * menus offer only OFFERED, the languages whose every text exists (issue 36: a language in a menu must work).
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'it', name: 'Italiano' },
  { code: 'pt', name: 'Português' },
  { code: 'ja', name: '日本語' },
  { code: 'zh', name: '中文' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
/** Languages whose every key is translated (checked by scripts/check-i18n.mjs). */
export const TRANSLATED: readonly LanguageCode[] = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'zh'];
/** What the language menus offer: only complete languages. */
export const OFFERED = LANGUAGES.filter((l) => TRANSLATED.includes(l.code));

export function codeForName(name: string | undefined): LanguageCode | undefined {
  return LANGUAGES.find((l) => l.name === name)?.code;
}

export function nameForCode(code: string): string {
  return LANGUAGES.find((l) => l.code === code)?.name ?? 'English';
}

/** The first of the browser's preferred languages we speak, else English. */
export function browserLanguage(preferred: readonly string[] = globalThis.navigator?.languages ?? []): LanguageCode {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    const hit = LANGUAGES.find((l) => l.code === base);
    if (hit) return hit.code;
  }
  return 'en';
}
