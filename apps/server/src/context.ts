import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { EventBus } from './lib/events.ts';
import type { SecretBox } from './lib/secret-box.ts';
import type { Throttle } from './lib/throttle.ts';
import type { SessionCache } from './lib/session-cache.ts';

/** What every module receives: shared infrastructure, no per-process state that another process would need. */
export interface AppContext {
  config: Config;
  db: Db;
  events: EventBus;
  redis?: Redis;
  loginThrottle: Throttle;
  log: Logger;
  sessionCache?: SessionCache;
  /** Seals secrets the server must read back (TOTP seeds) before they are stored. */
  secrets: SecretBox;
  /**
   * The first runs of jobs that fetch from outside sources at start. main.ts waits a moment for them before printing its
   * banner, so that a source that cannot be reached says so above the banner rather than under it.
   */
  startup: Promise<unknown>[];
}
