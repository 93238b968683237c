/**
 * The assistant's plan answers list the features in the asker's language (issue 19). The feature names are the
 * spec's English catalogue (contracts PLANS); their es/fr/de texts are the plan cards' (web billing namespace),
 * which the server keeps a copy of in lib/i18n `planFeatures`: the first test holds the copies equal.
 */
import { PLANS } from '@cosmos/contracts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { askAssistant, userSpeaking } from '../../../test/chat-helpers.ts';
import { startTestApp } from '../../../test/harness.ts';
import { SERVER_LANGS, t as text } from '../../lib/i18n/index.ts';

const webBilling = (lang: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../../web/src/features/billing/locales/${lang}/billing.json`, import.meta.url), 'utf8'),
  ) as { plans: Record<string, { features: Record<string, string> }> };

describe('plan feature names: one translation for the plan cards and the assistant', () => {
  it('server planFeatures equal the web plan cards in every language, and the catalogue in English', () => {
    for (const lang of SERVER_LANGS) {
      const web = webBilling(lang);
      for (const p of PLANS) {
        const server = p.features.map((_, i) => text(lang, `planFeatures.${p.id}.${i}`));
        expect(server, `${lang} ${p.id}`).toEqual(p.features.map((_, i) => web.plans[p.id]!.features[String(i)]));
        expect(Object.keys(web.plans[p.id]!.features)).toHaveLength(p.features.length);
        if (lang === 'en') expect(server).toEqual(p.features);
      }
    }
  });
});

const t = await startTestApp({ SKY_ALERTS_INTERVAL_MS: '0' });
const asker = (language: string) => userSpeaking(t, language, { plan: 'basic' });
const ask = (auth: Record<string, string>, message: string) => askAssistant(t, auth, message);

describe('plan answers in French', () => {
  it('lists every plan with its features in French, as the plan cards name them', async () => {
    const fr = await asker('Français');
    const a = await ask(fr.auth, 'Quelles formules avez-vous ?');
    expect(a).toContain('Il y a 3 formules.');
    // The cards' texts, first letter lowered mid-sentence (web fr billing.json).
    for (const feature of [
      'accès de base aux données satellites',
      'images en résolution standard',
      'mises à jour en temps réel avec alertes',
      'outils de collaboration en équipe',
      "accès à l'API",
    ])
      expect(a).toContain(feature);
    expect(a).not.toMatch(/satellite data access|imagery|updates|support\b/i);
  });

  // Answers are in the question's language (issue 33): French asked, French answered; English asked, English.
  it('answers which plan includes API access, and whether Basic does, in French', async () => {
    const fr = await asker('Français');
    expect(await ask(fr.auth, "Quelle formule donne accès à l'API ?")).toBe(
      `Enterprise Mission (99,99\u00a0$US par mois) comprend : accès à l'API.`,
    );
    expect(await ask(fr.auth, "Est-ce que la formule Basic comprend l'accès à l'API ?")).toBe(
      'Non. Basic Explorer ne le comprend pas ; il est inclus dans Enterprise Mission.',
    );
    expect(await ask(fr.auth, 'Does the Basic plan include API access?')).toBe(
      'No. Basic Explorer does not include that; it comes with Enterprise Mission.',
    );
  });

  it('German keeps the capitals of its nouns; English keeps the acronym', async () => {
    const de = await asker('Deutsch');
    expect(await ask(de.auth, 'Hat Pro Echtzeit-Aktualisierungen?')).toBe(
      'Ja. Pro Navigator enthält Echtzeit-Aktualisierungen.',
    );
    const en = await asker('English');
    expect(await ask(en.auth, 'Does Enterprise include API access?')).toBe(
      'Yes. Enterprise Mission includes API access.',
    );
  });

  it('understands feature questions asked in Spanish, French and German, and answers in that language', async () => {
    const en = await asker('English'); // the question's language wins over the Settings language
    expect(await ask(en.auth, '¿Qué plan incluye la API?')).toBe(
      `Enterprise Mission (99,99\u00a0US$ al mes) incluye acceso a la API.`,
    );
    expect(await ask(en.auth, 'Quelle formule inclut l’API ?')).toBe(
      `Enterprise Mission (99,99\u00a0$US par mois) comprend : accès à l'API.`,
    );
    expect(await ask(en.auth, 'Welcher Tarif enthält die API?')).toBe(
      'Enterprise Mission (99,99\u00a0$ pro Monat) enthält API-Zugriff.',
    );
  });
});
