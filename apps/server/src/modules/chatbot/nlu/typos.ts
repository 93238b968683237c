/**
 * Typo tolerance before the model reads a question: a word the language's training sentences and entity names do
 * not know is replaced by the one known word it is a single slip away from (a letter wrong, missing, added, or two
 * neighbours swapped: "satrun" → saturn, "jupitre" → jupiter, "invioce" → invoice). nlp.js's own spell check only
 * counts the first three kinds, so a swap — the most common slip — went unread. A word with more than one such
 * neighbour, a short word (under 5 letters), a number or a capitalised designation is left as typed.
 */
import { CORPORA, entitiesFor, type NluLang } from './corpus.ts';
import { words as languageWords } from './language.ts';

const vocabularies = new Map<NluLang, { known: Set<string>; byLength: Map<number, string[]> }>();

function vocabulary(lang: NluLang) {
  let v = vocabularies.get(lang);
  if (v) return v;
  const c = CORPORA[lang];
  const texts = [
    ...Object.values(c.intents).flat(),
    ...Object.values(entitiesFor(lang)).flatMap((o) => Object.values(o).flat()),
    ...c.yesNo,
  ];
  const known = new Set<string>();
  for (const t of texts) for (const w of languageWords(t)) known.add(w);
  const byLength = new Map<number, string[]>();
  for (const w of known) if (w.length >= 4) byLength.set(w.length, [...(byLength.get(w.length) ?? []), w]);
  v = { known, byLength };
  vocabularies.set(lang, v);
  return v;
}

/** Optimal string alignment distance of at most one: one substitution, insertion, deletion or swap of neighbours. */
export function oneSlip(a: string, b: string): boolean {
  if (a === b) return false;
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let i = 0; i < a.length && diff.length < 3; i++) if (a[i] !== b[i]) diff.push(i);
    if (diff.length === 1) return true;
    return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
  }
  const [s, l] = a.length < b.length ? [a, b] : [b, a];
  if (l.length - s.length !== 1) return false;
  let i = 0;
  while (i < s.length && s[i] === l[i]) i++;
  return s.slice(i) === l.slice(i + 1);
}

/** The question with its unknown words corrected towards the language's vocabulary, where the correction is unique. */
export function correctTypos(text: string, lang: NluLang): string {
  const { known, byLength } = vocabulary(lang);
  return text.replace(/\p{L}+/gu, (w) => {
    const lower = w.toLowerCase();
    if (lower.length < 5 || known.has(lower) || /^\p{Lu}{2,}/u.test(w)) return w;
    const near = [lower.length - 1, lower.length, lower.length + 1].flatMap((n) =>
      (byLength.get(n) ?? []).filter((k) => oneSlip(lower, k)),
    );
    return near.length === 1 ? near[0]! : w;
  });
}

/**
 * Chat shorthand for times, written out before anything reads the question: the date parser and the model know
 * "tonight" and "right now", not "tonite" or "rn". Whole words only; the same in every language (people type English
 * shorthand anywhere).
 */
const SHORTHAND: [RegExp, string][] = [
  [/\b(?:tonite|2nite|tonigth)\b/gi, 'tonight'],
  [/\b(?:tmrw|tmrrw|tmr|tomoz|2moro|2morrow|tomorow|tommorow|tommorrow)\b/gi, 'tomorrow'],
  [/\brn\b/gi, 'right now'],
  [/\b(?:atm)\b/gi, 'at the moment'],
];
export const expandShorthand = (text: string) => SHORTHAND.reduce((t, [re, to]) => t.replace(re, to), text);
