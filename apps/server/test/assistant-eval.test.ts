/**
 * `npm run eval:assistant` as a test: every question of the training set (eval/training-set.json) through the
 * real API, each answer checked against facts computed independently (eval/expectations.ts).
 */
import { expect, it } from 'vitest';
import { loadQuestions, report, runEval } from '../eval/run-eval.ts';

it('the evaluation set has at least 60 questions covering every category, follow-ups included', () => {
  const qs = loadQuestions();
  expect(qs.length).toBeGreaterThanOrEqual(60);
  expect(new Set(qs.map((q) => q.category))).toEqual(
    new Set(['plans', 'account', 'tickets', 'howto', 'sky', 'smalltalk']),
  );
  expect(qs.filter((q) => q.turns.length > 1).length).toBeGreaterThanOrEqual(5);
});

it('answers at least 95 % of the evaluation set correctly', async () => {
  const r = await runEval();
  console.log(report(r));
  expect(r.share, report(r)).toBeGreaterThanOrEqual(0.95);
}, 180_000);
