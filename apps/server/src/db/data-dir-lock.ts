/**
 * One process per embedded database folder (issue 30, N4). A second `npm start` on the same DATA_DIR used to
 * open and migrate the live PGlite files before failing on the port, and a crash of the first afterwards lost
 * acknowledged writes. The lock is taken before anything opens the database and refuses, naming the folder
 * and the holder's PID; a lock left by a process that died (kill -9, power cut) is taken over.
 *
 * The lock is a file created with O_EXCL holding {pid, host}. It is stale when its process is gone: on this
 * host, when that PID is not alive (or is our own PID: a container's server is often PID 1 on every start);
 * from another host (a new container name on the same volume), when its heartbeat, the file's mtime touched
 * every LOCK_HEARTBEAT_MS, is older than LOCK_STALE_MS.
 */
import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const LOCK_FILE = 'cosmos.lock';
export const LOCK_HEARTBEAT_MS = 10_000;
export const LOCK_STALE_MS = 3 * LOCK_HEARTBEAT_MS;

interface Holder {
  pid: number;
  host: string;
  since: string;
  nonce: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: Partial<Holder>,
  ) {
    super(
      `The database folder ${dir} is in use by another Cosmos process (PID ${holder.pid ?? 'unknown'}` +
        `${holder.host ? ` on ${holder.host}` : ''}${holder.since ? `, since ${holder.since}` : ''}). ` +
        `Stop that process first, or set DATA_DIR to another folder. If no such process exists, delete ${join(dir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
};

function readHolder(file: string): { holder: Partial<Holder>; ageMs: number } | undefined {
  try {
    const ageMs = Date.now() - statSync(file).mtimeMs;
    let holder: Partial<Holder> = {};
    try {
      holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    } catch {
      // written a moment ago and not yet filled, or damaged: only its age can tell
    }
    return { holder, ageMs };
  } catch {
    return undefined; // gone meanwhile
  }
}

function isStale({ holder, ageMs }: { holder: Partial<Holder>; ageMs: number }): boolean {
  if (holder.host === hostname() && typeof holder.pid === 'number')
    return holder.pid === process.pid || !alive(holder.pid);
  return ageMs > LOCK_STALE_MS;
}

function tryCreate(file: string, me: Holder): boolean {
  try {
    const fd = openSync(file, 'wx', 0o600);
    try {
      writeSync(fd, JSON.stringify(me));
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/** Takes DATA_DIR's lock or throws DataDirLockedError. Creates the folder (nothing else) when it is missing. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOCK_FILE);
  const me: Holder = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    nonce: Math.random().toString(36).slice(2),
  };
  const ours = () => readHolder(file)?.holder.nonce === me.nonce;

  if (!tryCreate(file, me)) {
    const seen = readHolder(file);
    if (seen && !isStale(seen)) throw new DataDirLockedError(dir, seen.holder);
    // Stale: replace it. Two processes taking over the same stale lock at once would both unlink and create;
    // reading back after a moment shows the loser the winner's nonce.
    try {
      unlinkSync(file);
    } catch {
      // already replaced by another process: the create below decides
    }
    if (!tryCreate(file, me)) throw new DataDirLockedError(dir, readHolder(file)?.holder ?? {});
    await sleep(50);
    if (!ours()) throw new DataDirLockedError(dir, readHolder(file)?.holder ?? {});
  }

  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // folder removed under us: nothing to keep alive
    }
  }, LOCK_HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off('exit', release);
    try {
      if (ours()) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.on('exit', release); // a normal or process.exit() end leaves no lock; kill -9 leaves a stale one
  return { file, release };
}
