/**
 * Trains the assistant's understanding once (at build/test time, `npm run train:assistant`) and
 * saves it as nlu-model.json: nlp.js's own export of the intent classifiers and entity words, the
 * word counts the language detector uses, and the hash of the training files it was trained on
 * (model.test.ts fails when the saved model is stale). Loading the saved model takes milliseconds;
 * training takes seconds, which is why the server does not train at start-up.
 */
import { writeFileSync } from 'node:fs';
import { CORPORA, LANGS, entitiesFor, nlpContainer, trainingHash, type NluLang } from './corpus.ts';
import { languageCounts, type LanguageCounts } from './language.ts';

export interface SavedModel {
  hash: string;
  /** nlp.js `export()` of the trained Nlp (intent classifiers and NER). */
  nlp: string;
  languages: LanguageCounts;
}

export async function trainModel(): Promise<SavedModel> {
  const { nlp } = nlpContainer();
  nlp.addLanguage([...LANGS]);
  for (const lang of LANGS) {
    for (const [intent, sentences] of Object.entries(CORPORA[lang].intents))
      for (const s of sentences) nlp.addDocument(lang, s, intent);
    for (const [entity, options] of Object.entries(entitiesFor(lang as NluLang)))
      for (const [option, texts] of Object.entries(options)) nlp.addNerRuleOptionTexts(lang, entity, option, texts);
  }
  await nlp.train();
  return { hash: trainingHash(), nlp: nlp.export(true), languages: languageCounts() };
}

export const MODEL_FILE = new URL('./nlu-model.json', import.meta.url);

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ''))) {
  const t0 = performance.now();
  const model = await trainModel();
  writeFileSync(MODEL_FILE, `${JSON.stringify(model)}\n`);
  console.log(`Assistant model trained in ${Math.round(performance.now() - t0)} ms → ${MODEL_FILE.pathname}`);
}
