/**
 * Prints the understanding layer's cold start-up: importing it (nlp.js, the saved model, chrono-node,
 * the typed query), loading the trained model, and one first question through it.
 */
import { performance } from 'node:perf_hooks';

const t0 = performance.now();
const { classify } = await import('../src/modules/chatbot/classifier.ts');
const { understand } = await import('../src/modules/chatbot/understand.ts');
const { warmUp } = await import('../src/modules/chatbot/nlu/understanding.ts');
const t1 = performance.now();
await warmUp();
const t2 = performance.now();
const q = '¿Cuándo pasa la ISS mañana por la noche?';
const c = await classify(q, undefined, 'en');
understand(q, c, c.lang, { now: new Date(), tz: 'Europe/Lisbon' });
const t3 = performance.now();
console.log(
  `${Math.round(t3 - t0)} ms (imports ${Math.round(t1 - t0)} ms, model load ${Math.round(t2 - t1)} ms, first question ${Math.round(t3 - t2)} ms)`,
);
