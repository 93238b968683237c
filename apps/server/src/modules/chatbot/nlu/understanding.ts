/**
 * The trained understanding at run time: the saved model (nlu-model.json, made by train.ts) is
 * imported — milliseconds, where training takes seconds — and each question is read with it: its
 * language (Settings language as the prior), its intent with nlp.js's score, and the named things
 * nlp.js's entity extractor finds (typo-tolerant: "jupitr", "enterprize"). A model whose training
 * files changed since it was saved is not used: the server trains a fresh one in memory and says so.
 */
import saved from './nlu-model.json' with { type: 'json' };
import { LANGS, nlpContainer, trainingHash, type NluLang } from './corpus.ts';
import { detectLanguage, type LanguageCounts } from './language.ts';
import { correctTypos } from './typos.ts';
import type { SavedModel } from './train.ts';

export interface NerEntity {
  entity: string;
  option: string;
  accuracy: number;
  utteranceText: string;
  start: number;
  end: number;
}
export interface Reading {
  lang: NluLang;
  /** nlp.js's best intent, or 'None' below its threshold. */
  intent: string;
  score: number;
  entities: NerEntity[];
}

/** nlp.js's own cut-off: below it the best intent is no better than a guess. */
const MIN_SCORE = 0.5;

interface Loaded {
  nlp: any;
  languages: LanguageCounts;
}
let loaded: Promise<Loaded> | undefined;

async function load(): Promise<Loaded> {
  let model = saved as SavedModel;
  if (model.hash !== trainingHash()) {
    console.warn('assistant: nlu-model.json is stale (run `npm run train:assistant`); training in memory');
    const { trainModel } = await import('./train.ts');
    model = await trainModel();
  }
  const { nlp } = nlpContainer();
  nlp.import(model.nlp);
  return { nlp, languages: model.languages };
}

/** The model, loaded once (the first question, or `warmUp` at start-up). */
export const understanding = () => (loaded ??= load());
/** Loads the model and runs one question per language through it (nlp.js compiles its matchers on first use). */
export async function warmUp() {
  await understanding();
  for (const [lang, q] of [
    ['en', 'where is mars'],
    ['es', 'dónde está marte'],
    ['fr', 'où est mars'],
    ['de', 'wo ist mars'],
  ] as const)
    await read(q, lang);
}

const trained = (l: string): l is NluLang => (LANGS as readonly string[]).includes(l);

/**
 * The language to answer in: the question's, read with the Settings language as the prior. A Settings
 * language the model was not trained on (Italian) is kept as it is: its questions are read with the
 * English model, and answered in the Settings language.
 */
export async function questionLanguage<L extends string>(text: string, settingsLang: L): Promise<NluLang | L> {
  if (!trained(settingsLang)) return settingsLang;
  return detectLanguage(text, (await understanding()).languages, settingsLang);
}

export async function read(text: string, settingsLang: string): Promise<Reading> {
  const { nlp, languages } = await understanding();
  const lang = detectLanguage(text, languages, trained(settingsLang) ? settingsLang : 'en');
  const utterance = correctTypos(text.slice(0, 500), lang);
  const c = await nlp.classify(lang, utterance);
  const ner = await nlp.ner.process({ locale: lang, utterance });
  return {
    lang,
    intent: c.intent && c.score >= MIN_SCORE ? c.intent : 'None',
    score: c.score ?? 0,
    entities: (ner.entities ?? []).filter((e: NerEntity) => e.option !== undefined),
  };
}
