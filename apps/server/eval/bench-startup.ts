/**
 * Prints the understanding layer's cold start-up in a fresh process: importing it (nlp.js, the saved model,
 * chrono-node, the typed query), loading the trained model and warming it (one question per language), and
 * one first question through it. The sky catalogues it links names against (@cosmos/astro) are imported
 * first and timed apart: the server loads them for every sky screen whether or not the assistant is used.
 * bench.ts runs this through tsx (development) and bundled by esbuild as `npm run build` bundles it.
 */
import { performance } from 'node:perf_hooks';

const t0 = performance.now();
await import('@cosmos/astro');
const t1 = performance.now();
const { classify } = await import('../src/modules/chatbot/classifier.ts');
const { primeDates, understand } = await import('../src/modules/chatbot/understand.ts');
const { warmUp } = await import('../src/modules/chatbot/nlu/understanding.ts');
const t2 = performance.now();
await warmUp();
primeDates();
const t3 = performance.now();
const q = '¿Cuándo pasa la ISS mañana por la noche?';
const c = await classify(q, undefined, 'en');
understand(q, c, c.lang, { now: new Date(), tz: 'Europe/Lisbon' });
const t4 = performance.now();
const ms = (x: number) => `${Math.round(x)} ms`;
console.log(
  `${ms(t4 - t1)} (imports ${ms(t2 - t1)}, model load and warm-up ${ms(t3 - t2)}, first question ${ms(t4 - t3)}; @cosmos/astro before it ${ms(t1 - t0)})`,
);
