import { compassPoint, compassPoints, passMagnitude } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, langFromAcceptLanguage, langFromSetting, SERVER_LANGS, t } from './index.ts';

const flatten = (o: object, p = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? flatten(v as object, `${p}${k}.`) : [`${p}${k}`]));
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server catalogue', () => {
  it('has the same keys and the same placeholders in every language', () => {
    const en = flatten(CATALOGUES.en).sort();
    for (const lang of SERVER_LANGS) {
      expect(flatten(CATALOGUES[lang]).sort(), lang).toEqual(en);
      for (const key of en) {
        expect(placeholders(t(lang, key)), `${lang} ${key}`).toEqual(placeholders(t('en', key)));
        expect(t(lang, key).trim(), `${lang} ${key}`).not.toBe('');
      }
    }
  });

  it('fills placeholders, translating nested messages, and falls back to English then the key', () => {
    expect(t('de', 'errors.notFound', { what: { key: 'errors.things.Invoice' } })).toBe('Rechnung nicht gefunden');
    expect(t('fr', 'no.such.key')).toBe('no.such.key');
    expect(t(undefined, 'invoice.total')).toBe('Total');
  });

  it('reads the Settings name and the Accept-Language header', () => {
    expect(langFromSetting('Deutsch')).toBe('de');
    expect(langFromSetting('日本語')).toBe('ja');
    expect(langFromSetting('Klingon')).toBe('en');
    expect(langFromAcceptLanguage('ko, fr-CA;q=0.8, es;q=0.9')).toBe('es');
    expect(langFromAcceptLanguage('ja-JP, en;q=0.5')).toBe('ja');
    expect(langFromSetting('中文')).toBe('zh');
    expect(langFromAcceptLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(langFromAcceptLanguage('de-AT')).toBe('de');
    expect(langFromAcceptLanguage('fr;q=0, ko')).toBe('en');
    expect(langFromSetting('Italiano')).toBe('it');
    expect(langFromAcceptLanguage('it-CH, en;q=0.5')).toBe('it');
    expect(langFromSetting('Português')).toBe('pt');
    expect(langFromAcceptLanguage('pt-BR,pt;q=0.9')).toBe('pt');
  });

  it('writes Italian texts, compass points and magnitudes', () => {
    expect(t('it', 'mail.verify.subject')).toBe('Conferma la tua email per Cosmos');
    expect(t('it', 'errors.notFound', { what: { key: 'errors.things.Invoice' } })).toBe('Fattura: non trovato');
    // West is Ovest: O, and the 16 points are all distinct.
    expect([0, 90, 180, 270, 292.5].map((az) => compassPoint(az, 'it'))).toEqual(['N', 'E', 'S', 'O', 'ONO']);
    expect(new Set(compassPoints('it').map((c) => c.label)).size).toBe(16);
    expect(passMagnitude(-1.24, 'it')).toBe('−1,2');
  });

  it('writes Brazilian Portuguese texts and compass points (L for leste)', () => {
    expect(t('pt', 'mail.verify.subject')).toBe('Confirme seu e-mail no Cosmos');
    expect([0, 90, 180, 270, 67.5].map((az) => compassPoint(az, 'pt'))).toEqual(['N', 'L', 'S', 'O', 'ENE']);
    expect(new Set(compassPoints('pt').map((c) => c.label)).size).toBe(16);
    expect(passMagnitude(0.55, 'pt-BR')).toBe('0,6');
  });
});
