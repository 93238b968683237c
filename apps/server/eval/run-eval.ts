/**
 * Asks every question of a set through the real API (POST /api/chatbot/message) as the prepared user, and checks
 * each final answer against independently computed facts. Two sets: `training` (training-set.json, the questions
 * the assistant's rules were written alongside), `test` (test-set.json, held out: written independently, never
 * to be tuned on) and `fresh` (fresh-set.json, a second held-out set written later by a QA helper, in all eight
 * languages, never tuned on either).
 */
import { readFileSync } from 'node:fs';
import { check, type Expect, type Lang, type Reply } from './expectations.ts';
import { startEvalApp, type EvalApp } from './eval-app.ts';

export type EvalSet = 'training' | 'test' | 'fresh';
export interface Question {
  id: string;
  category: string;
  turns: string[];
  expect: Expect;
  /** The language the question is asked in (English when absent): the answer must be in it. */
  lang?: Lang;
}
interface Tally {
  total: number;
  correct: number;
}
export interface EvalResult extends Tally {
  set: EvalSet;
  share: number;
  byCategory: Record<string, Tally>;
  byLanguage: Record<string, Tally>;
  failures: Outcome[];
  /** Every question's outcome, in order (`--verbose` prints them). */
  outcomes: (Outcome & { ok: boolean })[];
}
interface Outcome {
  id: string;
  category: string;
  lang: Lang;
  kind: string;
  question: string;
  answer: string;
  why: string;
}

const FILES: Record<EvalSet, string> = {
  training: './training-set.json',
  test: './test-set.json',
  fresh: './fresh-set.json',
};
export const loadQuestions = (set: EvalSet = 'training'): Question[] =>
  (JSON.parse(readFileSync(new URL(FILES[set], import.meta.url), 'utf8')) as { questions: Question[] }).questions;

/** Enough prepared users that no one of them is rate-limited while asking `questions`. */
export const usersFor = (questions: Question[]) => Math.ceil(questions.reduce((n, q) => n + q.turns.length, 0) / 25);

/** Asks `questions` on a running evaluation app (one is started and closed when none is given). */
export async function runEval(
  set: EvalSet = 'training',
  opts: { questions?: Question[]; app?: EvalApp } = {},
): Promise<EvalResult> {
  const questions = opts.questions ?? loadQuestions(set);
  const e = opts.app ?? (await startEvalApp({ users: usersFor(questions) }));
  const result: EvalResult = {
    set,
    total: 0,
    correct: 0,
    share: 0,
    byCategory: {},
    byLanguage: {},
    failures: [],
    outcomes: [],
  };
  try {
    for (const q of questions) {
      // The chat route allows each user 30 messages at once, then 30 a minute: questions are shared among the users.
      const who = e.users[Math.floor(e.sent.count / 25) % e.users.length]!;
      e.sent.count += q.turns.length;
      await e.app.inject({ method: 'DELETE', url: '/api/chatbot/conversation', headers: who.auth });
      let reply: Reply = { content: '', citations: [], offerTicket: false };
      for (const turn of q.turns) {
        const res = await e.app.inject({
          method: 'POST',
          url: '/api/chatbot/message',
          headers: who.auth,
          payload: { message: turn },
        });
        reply =
          res.statusCode === 200
            ? (res.json() as Reply)
            : { content: `HTTP ${res.statusCode} ${res.body}`, citations: [], offerTicket: false };
      }
      const lang = q.lang ?? 'en';
      const c = await check(q.expect, reply, e.db, who.userId, new Date(), lang).catch((err: Error) => ({
        ok: false,
        why: `reference failed: ${err.message}`,
      }));
      const cat = (result.byCategory[q.category] ??= { total: 0, correct: 0 });
      const lng = (result.byLanguage[lang] ??= { total: 0, correct: 0 });
      for (const t of [cat, lng, result]) {
        t.total++;
        if (c.ok) t.correct++;
      }
      const outcome = {
        id: q.id,
        category: q.category,
        lang,
        kind: q.expect.kind,
        question: q.turns.join(' → '),
        answer: reply.content,
        why: c.why,
      };
      result.outcomes.push({ ...outcome, ok: c.ok });
      if (!c.ok) result.failures.push(outcome);
    }
  } finally {
    if (!opts.app) await e.close();
  }
  result.share = result.total ? result.correct / result.total : 0;
  return result;
}

const line = (f: Outcome & { ok: boolean }) =>
  `${f.ok ? '✓' : '✗'} ${f.id} [${f.category}/${f.kind}] ${f.question}\n    answer: ${f.answer.slice(0, 400).replace(/\n/g, ' ⏎ ')}${f.ok ? '' : `\n    why: ${f.why}`}`;
const pct = (t: Tally) => `${t.correct}/${t.total} (${((t.correct / (t.total || 1)) * 100).toFixed(1)} %)`;
export function report(r: EvalResult, opts: { failures?: boolean; verbose?: boolean } = {}): string {
  const lines = [
    `── ${r.set} set ──`,
    ...Object.entries(r.byCategory).map(([k, v]) => `  ${k.padEnd(10)} ${pct(v)}`),
    `  languages: ${Object.entries(r.byLanguage)
      .map(([k, v]) => `${k} ${pct(v)}`)
      .join(', ')}`,
    ...(opts.failures === false
      ? []
      : (opts.verbose ? r.outcomes : r.failures.map((f) => ({ ...f, ok: false }))).map(line)),
    ...(r.failures.length
      ? [
          `  failures by kind: ${Object.entries(
            r.failures.reduce<Record<string, number>>((m, f) => ({ ...m, [f.kind]: (m[f.kind] ?? 0) + 1 }), {}),
          )
            .sort((a, b) => b[1] - a[1])
            .map(([k, n]) => `${k} ${n}`)
            .join(', ')}`,
        ]
      : []),
    `Assistant evaluation, ${r.set} set: ${pct(r)}`,
  ];
  return lines.join('\n');
}
