/** Worker thread: the zxcvbn estimate, which can take hundreds of milliseconds on crafted input, off the event loop. */
import { parentPort } from 'node:worker_threads';
import { passwordStrength } from '../../lib/passwords.ts';
import type { StrengthReply, StrengthRequest } from './strength.messages.ts';

parentPort!.on('message', (m: StrengthRequest) => {
  let reply: StrengthReply;
  try {
    reply = { id: m.id, ok: true, result: passwordStrength(m.password, m.userInputs) };
  } catch (err) {
    reply = { id: m.id, ok: false, error: (err as Error).message };
  }
  parentPort!.postMessage(reply);
});
passwordStrength('warm-up'); // loads the dictionaries before the first real request
parentPort!.postMessage({ id: 0, ready: true } satisfies StrengthReply);
