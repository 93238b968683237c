/**
 * A fixed, stratified sample of the held-out test set (eval/test-set.json): 30 questions over every category and the
 * four languages, asked through the real route (POST /api/chatbot/message) and checked against facts computed
 * independently (eval/expectations.ts). The full set runs with `npm run eval:assistant`.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEvalApp, type EvalApp } from '../eval/eval-app.ts';
import { loadQuestions, report, runEval, usersFor } from '../eval/run-eval.ts';

/**
 * The target is 95 % (issue 33). The floor follows what main scores on this sample, so the test guards against
 * regressions; the lead raises it as the assistant improves. Main scored 18/30 when the sample was added (96dc52e)
 * and 26/30 after the understanding and coverage work landed (2198409, 2026-11-27), 29/30 after meteor showers, the
 * Moon's phase now, whole-night visibility, typo tolerance and the e-mail privacy rule (issue 33, 2026-11-28); the
 * floor leaves two questions for answers that depend on the hour the test runs (tonight's visible ISS pass, the
 * night's brightest planet).
 */
const FLOOR = 27 / 30;

const SAMPLE = [
  // sky: positions, satellites, brightest planet, a visible pass, Moon phase, eclipse, a relative date, constellation, meteors
  't-en-002',
  't-es-001',
  't-de-013',
  't-en-047',
  't-fr-005',
  't-en-053',
  't-de-008',
  't-fr-009',
  't-es-014',
  't-en-011',
  't-de-016',
  // catalogue: a count, the latest re-entry, the next conjunction of the ISS
  't-de-017',
  't-en-065',
  't-en-067',
  // launches: next, last
  't-en-069',
  't-fr-018',
  't-es-018',
  // plans, account, how-to, VR
  't-en-081',
  't-es-020',
  't-fr-021',
  't-de-023',
  't-en-090',
  't-fr-024',
  't-en-100',
  't-de-026',
  't-es-027',
  // honesty: weather, an action chat cannot do, out of scope, another user's data
  't-de-028',
  't-es-029',
  't-en-124',
  't-fr-030',
];

const questions = loadQuestions('test').filter((q) => SAMPLE.includes(q.id));
let e: EvalApp;
beforeAll(async () => {
  e = await startEvalApp({ users: usersFor(questions) });
});
afterAll(async () => {
  await e?.close();
});

it('the held-out test set has at least 150 questions in four languages, with follow-ups', () => {
  const all = loadQuestions('test');
  expect(all.length).toBeGreaterThanOrEqual(150);
  for (const lang of ['es', 'fr', 'de']) expect(all.filter((q) => q.lang === lang).length).toBeGreaterThanOrEqual(25);
  expect(all.filter((q) => q.turns.length > 1).length).toBeGreaterThanOrEqual(8);
  expect(questions.map((q) => q.id).sort()).toEqual([...SAMPLE].sort());
  // Held out: no turn is a training question again (case and punctuation ignored).
  const norm = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^\p{L}\p{N} ]/gu, '')
      .trim();
  const training = new Set(loadQuestions('training').flatMap((q) => q.turns.map(norm)));
  expect(all.flatMap((q) => q.turns.filter((t) => training.has(norm(t))).map((t) => `${q.id}: ${t}`))).toEqual([]);
});

it(`answers at least ${(FLOOR * 100).toFixed(0)} % of a 30-question sample of the held-out test set`, async () => {
  const r = await runEval('test', { questions, app: e });
  console.log(report(r));
  expect(r.share, report(r)).toBeGreaterThanOrEqual(FLOOR);
}, 60_000);
