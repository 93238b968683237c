/**
 * Which of en/es/fr/de a question is written in: a naive-Bayes reading of its words against the words of
 * each language's training sentences and nlp.js's stop-word lists, with the asker's Settings language as
 * the prior. A short question that reads as well in English as in French ("Tell me about Starlink")
 * stays in the Settings language; one whose words belong to another language ("¿Dónde está la ISS?")
 * is answered in that language. Words no language knows (names, numbers) do not vote.
 */
import { StopwordsDe } from '@nlpjs/lang-de';
import { StopwordsEn } from '@nlpjs/lang-en-min';
import { StopwordsEs } from '@nlpjs/lang-es';
import { StopwordsFr } from '@nlpjs/lang-fr';
import { CORPORA, LANGS, type NluLang } from './corpus.ts';

/** Per language: how often each word occurs in what it was trained on, and the total. */
export type LanguageCounts = Record<NluLang, { words: Record<string, number>; total: number }>;

const plainWord = (w: string) =>
  w
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss');

/** Lower-case words, each with and without its accents ("está" → está, esta). */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const w of text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}]+/u)) {
    if (w.length < 2) continue;
    out.push(w);
    const p = plainWord(w);
    if (p !== w) out.push(p);
  }
  return out;
}

const STOPWORDS: Record<NluLang, () => string[]> = {
  en: () => Object.keys(new StopwordsEn().dictionary),
  es: () => Object.keys(new StopwordsEs().dictionary),
  fr: () => Object.keys(new StopwordsFr().dictionary),
  de: () => Object.keys(new StopwordsDe().dictionary),
};

/** Counted at training time and saved with the model. Names shared by every language are left out. */
export function languageCounts(): LanguageCounts {
  const out = {} as LanguageCounts;
  for (const lang of LANGS) {
    const c = CORPORA[lang];
    const texts = [
      ...Object.values(c.intents).flat(),
      ...Object.values(c.entities).flatMap((o) => Object.values(o).flat()),
      ...c.yesNo,
      ...STOPWORDS[lang](),
    ];
    const counts: Record<string, number> = {};
    for (const t of texts) for (const w of words(t)) counts[w] = (counts[w] ?? 0) + 1;
    out[lang] = { words: counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
  }
  return out;
}

/** How much more likely the Settings language is than any other before a word is read. */
export const PRIOR_WEIGHT = 4;

export function detectLanguage(text: string, counts: LanguageCounts, prior: NluLang): NluLang {
  const ws = words(text).filter((w) => LANGS.some((l) => counts[l].words[w]));
  let best: NluLang = prior;
  let bestScore = -Infinity;
  for (const lang of LANGS) {
    const { words: c, total } = counts[lang];
    let score = lang === prior ? Math.log(PRIOR_WEIGHT) : 0;
    for (const w of ws) score += Math.log(((c[w] ?? 0) + 0.1) / total);
    if (score > bestScore) [best, bestScore] = [lang, score];
  }
  return best;
}
