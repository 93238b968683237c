/**
 * `npm run eval:assistant`: both scores, the training set's and the held-out test set's, with per-category and
 * per-language breakdowns and every failure. `-- --set test` or `-- --set training` runs one set; `-- --verbose`
 * prints every answer, right or wrong.
 * Exits 1 when the test-set score is below the 95 % target (issue 33), or, with `--set training`, the training score.
 */
import { startEvalApp } from './eval-app.ts';
import { loadQuestions, report, runEval, usersFor, type EvalResult, type EvalSet } from './run-eval.ts';

const TARGET = 0.95;
const i = process.argv.indexOf('--set');
const only = i >= 0 ? (process.argv[i + 1] as EvalSet) : undefined;
if (only && only !== 'test' && only !== 'training') {
  console.error('--set must be "test" or "training"');
  process.exit(2);
}
const sets: EvalSet[] = only ? [only] : ['training', 'test'];
const app = await startEvalApp({ users: usersFor(sets.flatMap((s) => loadQuestions(s))) });
const results: EvalResult[] = [];
try {
  for (const set of sets) {
    const r = await runEval(set, { app });
    console.log(report(r, { verbose: process.argv.includes('--verbose') }));
    results.push(r);
  }
} finally {
  await app.close();
}
console.log('');
for (const r of results) console.log(`${r.set.padEnd(8)} ${r.correct}/${r.total} = ${(r.share * 100).toFixed(1)} %`);
const gate = results.find((r) => r.set === 'test') ?? results[0]!;
console.log(`target: ${gate.set} set ≥ ${TARGET * 100} % — ${gate.share >= TARGET ? 'met' : 'NOT met'}`);
process.exit(gate.share >= TARGET ? 0 : 1);
