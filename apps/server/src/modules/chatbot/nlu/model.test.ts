/**
 * The saved model (nlu-model.json) is the one the training files make: its hash is the training files'
 * (`npm run train:assistant` refreshes it), and it loads fast enough to need no training at start-up.
 */
import { describe, expect, it } from 'vitest';
import saved from './nlu-model.json' with { type: 'json' };
import { CORPORA, LANGS, trainingHash } from './corpus.ts';

describe('the saved understanding model', () => {
  it('is not stale: it was trained on the current intents/<lang>.json (else run `npm run train:assistant`)', () => {
    expect(saved.hash).toBe(trainingHash());
  });
  it('every language trains the same intents, each with several example sentences', () => {
    const intents = Object.keys(CORPORA.en.intents).sort();
    for (const lang of LANGS) {
      expect(Object.keys(CORPORA[lang].intents).sort()).toEqual(intents);
      for (const [intent, sentences] of Object.entries(CORPORA[lang].intents))
        expect(sentences.length, `${lang} ${intent}`).toBeGreaterThanOrEqual(3);
    }
  });
  it('loads in well under a second', async () => {
    const t0 = performance.now();
    const { nlpContainer } = await import('./corpus.ts');
    nlpContainer().nlp.import(saved.nlp);
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});
