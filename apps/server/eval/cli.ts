/** `npm run eval:assistant`: prints the share answered correctly; exits 1 below the 95 % target. */
import { report, runEval } from './run-eval.ts';

const TARGET = 0.95;
const r = await runEval();
console.log(report(r));
process.exit(r.share >= TARGET ? 0 : 1);
