/**
 * The assistant's training sentences (../intents/<lang>.json, written for this portal in English,
 * Spanish, French and German) and the nlp.js container they train. Each file holds example sentences
 * per intent, the words for the things a question names (nlp.js enum entities: planets, plans, Moon
 * phases, features, …, matched with nlp.js's own edit-distance tolerance), and the words that open a
 * yes/no question. English names are added to every language: people type "Jupiter" or "ISS" anywhere.
 */
import { createHash } from 'node:crypto';
import { containerBootstrap, type Container } from '@nlpjs/core';
import { LangDe } from '@nlpjs/lang-de';
import { LangEn } from '@nlpjs/lang-en-min';
import { LangEs } from '@nlpjs/lang-es';
import { LangFr } from '@nlpjs/lang-fr';
import { Nlp } from '@nlpjs/nlp';
import de from '../intents/de.json' with { type: 'json' };
import en from '../intents/en.json' with { type: 'json' };
import es from '../intents/es.json' with { type: 'json' };
import fr from '../intents/fr.json' with { type: 'json' };

export const LANGS = ['en', 'es', 'fr', 'de'] as const;
export type NluLang = (typeof LANGS)[number];

export interface Corpus {
  language: NluLang;
  yesNo: string[];
  intents: Record<string, string[]>;
  entities: Record<string, Record<string, string[]>>;
}
export const CORPORA = { en, es, fr, de } as unknown as Record<NluLang, Corpus>;

/** Bump when the way the model is trained changes (settings below), so a saved model counts as stale. */
const TRAINER_VERSION = 1;

/** The fingerprint a saved model carries: it is stale when the training files (or the trainer) changed. */
export const trainingHash = () =>
  createHash('sha256')
    .update(JSON.stringify({ v: TRAINER_VERSION, c: LANGS.map((l) => CORPORA[l]) }))
    .digest('hex');

/**
 * An nlp.js container with the four languages: the neural intent classifier with nlp.js's spell
 * check (a word one edit away from a trained word counts as that word), no sentiment, no file I/O.
 */
export function nlpContainer(): { container: Container; nlp: any } {
  const container = containerBootstrap();
  container.use(Nlp);
  for (const lang of [LangEn, LangEs, LangFr, LangDe]) container.use(lang);
  container.registerConfiguration(
    'nlu-??',
    {
      keepStopwords: true,
      nonefeatureValue: 1,
      nonedeltaMultiplier: 1.2,
      spellCheck: true,
      spellCheckDistance: 1,
      filterZeros: true,
      log: false,
    },
    true,
  );
  const nlp = container.get('nlp');
  nlp.settings.autoSave = false;
  nlp.settings.autoLoad = false;
  nlp.settings.calculateSentiment = false;
  nlp.settings.threshold = 0.5;
  return { container, nlp };
}

/** Entity words for one language: its own, plus the English names (ISS, Jupiter, Pro, Starlink). */
export function entitiesFor(lang: NluLang): Corpus['entities'] {
  const out: Corpus['entities'] = {};
  for (const source of lang === 'en' ? [CORPORA.en] : [CORPORA.en, CORPORA[lang]])
    for (const [entity, options] of Object.entries(source.entities))
      for (const [option, texts] of Object.entries(options)) {
        const slot = ((out[entity] ??= {})[option] ??= []);
        for (const text of texts) if (!slot.includes(text)) slot.push(text);
      }
  return out;
}
