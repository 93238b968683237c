/**
 * Runs the password-strength estimate on one worker thread. zxcvbn's matching grows quickly with
 * length and with look-alike characters (a 128-character "1234567890…" with ten user inputs took
 * 400 ms of event loop per request), so the estimate never runs on the event loop, its input is
 * capped (passwords.ts), and the queue is bounded: when full the answer is 429, not a longer wait.
 */
import type { Worker } from 'node:worker_threads';
import type { PasswordStrength } from '@cosmos/contracts';
import type { Logger } from 'pino';
import { startModuleWorker } from '../../lib/worker-thread.ts';
import { rateLimited } from './guards.ts';
import type { StrengthReply, StrengthRequest } from './strength.messages.ts';

/** Estimates waiting or running at once; the next one is answered 429 at once. */
export const STRENGTH_MAX_QUEUE = 16;
/** No answer for this long while estimates wait restarts the worker (its queue is answered 429). */
export const STRENGTH_TIMEOUT_MS = 5000;

type Pending = { resolve: (r: PasswordStrength) => void; reject: (e: Error) => void };
const busy = () => rateLimited(1, STRENGTH_MAX_QUEUE, 'The password check is busy. Try again in a moment.');

export class StrengthChecker {
  private worker: Worker | null = null;
  private pending = new Map<number, Pending>();
  private seq = 0;
  private closed = false;
  private ready = false;
  /** Armed while estimates wait on a ready worker; every answer re-arms it. */
  private watchdog: NodeJS.Timeout | null = null;

  constructor(private readonly log: Logger) {}

  check(password: string, userInputs: string[] = []): Promise<PasswordStrength> {
    if (this.closed || this.pending.size >= STRENGTH_MAX_QUEUE) return Promise.reject(busy());
    const w = this.start();
    const id = ++this.seq;
    return new Promise<PasswordStrength>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const msg: StrengthRequest = { id, password, userInputs };
      w.postMessage(msg);
      if (!this.watchdog) this.arm(); // only answers re-arm it: a stream of new requests must not hold it off
    });
  }

  private arm() {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
    if (!this.ready || this.pending.size === 0) return;
    this.watchdog = setTimeout(() => {
      this.log.warn({ timeoutMs: STRENGTH_TIMEOUT_MS }, 'password strength estimate timed out; restarting its worker');
      this.restart();
    }, STRENGTH_TIMEOUT_MS);
    this.watchdog.unref();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const w = startModuleWorker(import.meta.url, 'strength-worker');
    w.unref();
    w.on('message', (m: StrengthReply) => {
      if ('ready' in m) {
        this.ready = true;
        return this.arm();
      }
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      this.arm();
      if (m.ok) p.resolve(m.result);
      else p.reject(new Error(m.error));
    });
    w.on('error', (err) => {
      this.log.warn({ err: err.message }, 'password strength worker failed');
      if (this.worker === w) this.restart();
    });
    w.on('exit', () => {
      if (this.worker === w) this.restart();
    });
    this.worker = w;
    return w;
  }

  /** Drops the worker and answers everything it held with 429; the next check starts a new one. */
  private restart() {
    const w = this.worker;
    this.worker = null;
    this.ready = false;
    this.arm();
    for (const p of this.pending.values()) p.reject(busy());
    this.pending.clear();
    void w?.terminate();
  }

  async close() {
    this.closed = true;
    const w = this.worker;
    this.restart();
    await w?.terminate();
  }
}
