import { LANGUAGE_NAMES, LanguageCode } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import {
  browserLanguage,
  codeForName,
  collectResources,
  formatCurrency,
  formatDate,
  i18n,
  LANGUAGES,
  setLanguage,
} from '.';

describe('i18n', () => {
  it('groups locale files by language and namespace', () => {
    const r = collectResources({
      '/src/features/x/locales/en/x.json': { a: 'A' },
      '/src/features/x/locales/de/x.json': { a: 'Ä' },
      '/src/lib/i18n/locales/en/common.json': { b: 'B' },
    });
    expect(r).toEqual({ en: { x: { a: 'A' }, common: { b: 'B' } }, de: { x: { a: 'Ä' } } });
  });

  it('maps the Settings language names and the browser preference to codes', () => {
    expect(codeForName('Deutsch')).toBe('de');
    expect(codeForName('Klingon')).toBeUndefined();
    expect(browserLanguage(['ko-KR', 'fr-CA', 'en'])).toBe('fr');
    expect(browserLanguage(['ko-KR'])).toBe('en');
    expect(browserLanguage(['it-CH', 'en'])).toBe('it');
    expect(codeForName('Italiano')).toBe('it');
    expect(browserLanguage(['pt-PT'])).toBe('pt');
    expect(codeForName('Português')).toBe('pt');
  });

  it('offers exactly the languages the server accepts at sign-up, with the names Settings stores', () => {
    // The web keeps its own copy so the first bundle does not pull zod; this keeps the two in step.
    expect(Object.fromEntries(LANGUAGES.map((l) => [l.code, l.name]))).toEqual(LANGUAGE_NAMES);
    expect(LANGUAGES.map((l) => l.code)).toEqual(LanguageCode.options);
  });

  it('switches language, the document language and Intl formatting at once', () => {
    setLanguage('de');
    expect(i18n.t('common:cancel')).toBe('Abbrechen');
    expect(document.documentElement.lang).toBe('de');
    expect(formatCurrency(1234.5)).toBe('1.234,50\u00a0$');
    expect(formatDate('2026-11-23T12:00:00Z', { dateStyle: 'long', timeZone: 'UTC' })).toBe('23. November 2026');
    setLanguage('es');
    expect(i18n.t('common:cancel')).toBe('Cancelar');
    setLanguage('it');
    expect(i18n.t('common:cancel')).toBe('Annulla');
    expect(formatCurrency(1234.5)).toBe('1234,50\u00a0USD');
    expect(formatDate('2026-11-23T12:00:00Z', { dateStyle: 'long', timeZone: 'UTC' })).toBe('23 novembre 2026');
    setLanguage('pt');
    expect(i18n.t('common:cancel')).toBe('Cancelar');
    expect(i18n.t('common:save')).toBe('Salvar'); // Brazilian (European Portuguese says Guardar)
    expect(formatCurrency(1234.5)).toBe('US$\u00a01.234,50');
    expect(formatDate('2026-11-23T12:00:00Z', { dateStyle: 'long', timeZone: 'UTC' })).toBe('23 de novembro de 2026');
    setLanguage('en');
    expect(i18n.t('common:cancel')).toBe('Cancel');
  });
});

describe('languages load apart (issue 12: the entry bundle carries only the English of sign-in)', () => {
  it('each lazy language chunk holds every namespace English has', async () => {
    const en = { ...(await import('./bundles/en')).default, ...(await import('./bundles/en-rest')).default };
    for (const load of [
      () => import('./bundles/es'),
      () => import('./bundles/fr'),
      () => import('./bundles/de'),
      () => import('./bundles/it'),
      () => import('./bundles/pt'),
    ]) {
      const bundle = (await load()).default;
      expect(Object.keys(bundle).sort()).toEqual(Object.keys(en).sort());
    }
  });

  it('switching to a loaded language applies at once and is remembered', async () => {
    await setLanguage('fr');
    expect(i18n.language).toBe('fr');
    expect(localStorage.getItem('cosmos.language')).toBe('fr');
    expect(i18n.hasResourceBundle('fr', 'common')).toBe(true);
  });
});

describe('English splits into the entry texts and the rest', () => {
  it('the two English chunks are disjoint and together hold every English namespace', async () => {
    const core = Object.keys((await import('./bundles/en')).default);
    const rest = Object.keys((await import('./bundles/en-rest')).default);
    const all = Object.keys(
      collectResources(import.meta.glob('/src/**/locales/en/*.json', { eager: true, import: 'default' }))['en']!,
    );
    expect(core.filter((ns) => rest.includes(ns))).toEqual([]);
    expect([...core, ...rest].sort()).toEqual(all.sort());
    expect(core).toContain('auth'); // the sign-in page renders from the entry bundle
    expect(rest).toContain('billing');
  });
});

describe('language switches in a row', () => {
  it('the last choice wins even when an earlier choice’s chunk arrives after it', async () => {
    await setLanguage('en');
    // French counts as not loaded yet (its chunk is still "on the way"); German is loaded.
    const fr = (await import('./bundles/fr')).default;
    i18n.removeResourceBundle('fr', 'common');
    try {
      const first = setLanguage('fr');
      await setLanguage('de');
      expect(i18n.language).toBe('de');
      await first; // French's chunk arrives after the choice of German
      expect(i18n.language).toBe('de');
    } finally {
      i18n.addResourceBundle('fr', 'common', fr['common'], true, true);
    }
  });
});
