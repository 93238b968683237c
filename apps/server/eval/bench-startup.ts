/** Prints the understanding layer's cold start-up: import of its modules and one first question through it. */
import { performance } from 'node:perf_hooks';

const t0 = performance.now();
const { classify } = await import('../src/modules/chatbot/classifier.ts');
const { toEnglishPhrasing } = await import('../src/modules/chatbot/multilingual.ts');
const { understand } = await import('../src/modules/chatbot/understand.ts');
const t1 = performance.now();
const asked = toEnglishPhrasing('¿Cuándo pasa la ISS mañana por la noche?');
understand('¿Cuándo pasa la ISS mañana por la noche?', classify(asked.text), 'es', {
  now: new Date(),
  tz: 'Europe/Lisbon',
});
const t2 = performance.now();
console.log(`${Math.round(t2 - t0)} ms (imports ${Math.round(t1 - t0)} ms, first question ${Math.round(t2 - t1)} ms)`);
