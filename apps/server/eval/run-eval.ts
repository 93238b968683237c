/**
 * Asks every question of assistant-questions.json through the real API (POST /api/chatbot/message)
 * as the prepared user, and checks each final answer against independently computed facts.
 */
import { readFileSync } from 'node:fs';
import { check, type Expect, type Lang, type Reply } from './expectations.ts';
import { startEvalApp } from './eval-app.ts';

interface Question {
  id: string;
  category: string;
  turns: string[];
  expect: Expect;
  /** The language the question is asked in (English when absent): the answer must be in it. */
  lang?: Lang;
}
export interface EvalResult {
  total: number;
  correct: number;
  share: number;
  byCategory: Record<string, { total: number; correct: number }>;
  failures: { id: string; question: string; answer: string; why: string }[];
}

export const loadQuestions = (): Question[] =>
  (
    JSON.parse(readFileSync(new URL('./assistant-questions.json', import.meta.url), 'utf8')) as {
      questions: Question[];
    }
  ).questions;

export async function runEval(): Promise<EvalResult> {
  const questions = loadQuestions();
  const e = await startEvalApp();
  const result: EvalResult = { total: 0, correct: 0, share: 0, byCategory: {}, failures: [] };
  try {
    let sent = 0;
    for (const q of questions) {
      const who = e.users[Math.floor(sent / 25) % e.users.length]!;
      sent += q.turns.length;
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
      const c = await check(q.expect, reply, e.db, who.userId, new Date(), q.lang);
      const cat = (result.byCategory[q.category] ??= { total: 0, correct: 0 });
      cat.total++;
      result.total++;
      if (c.ok) {
        cat.correct++;
        result.correct++;
      } else result.failures.push({ id: q.id, question: q.turns.join(' → '), answer: reply.content, why: c.why });
    }
  } finally {
    await e.close();
  }
  result.share = result.total ? result.correct / result.total : 0;
  return result;
}

export function report(r: EvalResult): string {
  const lines = [
    ...Object.entries(r.byCategory).map(([k, v]) => `${k.padEnd(10)} ${v.correct}/${v.total}`),
    ...r.failures.map((f) => `✗ ${f.id}: ${f.question}\n    answer: ${f.answer}\n    why: ${f.why}`),
    `Assistant evaluation: ${r.correct}/${r.total} correct (${(r.share * 100).toFixed(1)} %)`,
  ];
  return lines.join('\n');
}
