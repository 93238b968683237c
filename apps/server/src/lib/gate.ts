/**
 * A semaphore with a bounded queue: at most `running` callers work at once, at most `waiting` wait their
 * turn, and the next one is turned away at once (the caller answers 429) instead of lengthening a queue
 * nobody would wait for. Used where work is costly and shared: the sky's fresh computations (one at a
 * time on the event loop) and password hashing (on libuv's thread pool).
 */
export class Gate {
  private active = 0;
  private queue: (() => void)[] = [];

  constructor(
    readonly running: number,
    readonly waiting: number,
  ) {}

  /** Resolves when this caller may work; false when the queue is full. */
  async enter(): Promise<boolean> {
    if (this.active < this.running) {
      this.active += 1;
      return true;
    }
    if (this.queue.length >= this.waiting) return false;
    await new Promise<void>((resolve) => this.queue.push(resolve));
    return true; // the leaver handed its place over
  }

  leave() {
    const next = this.queue.shift();
    if (next) next();
    else this.active -= 1;
  }

  /** Runs `work` inside the gate; `full()` is thrown (not awaited) when the queue is full. */
  async run<T>(work: () => Promise<T>, full: () => Error): Promise<T> {
    if (!(await this.enter())) throw full();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }
}
