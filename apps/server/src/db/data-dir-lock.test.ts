import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, LOCK_STALE_MS, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'cosmos-lock-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const TSX = ['--import', 'tsx'];
const holder = (dir: string) => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as { pid: number; host: string };

describe('issue 30 N4: one process per embedded database folder', () => {
  it('a second process opening the same DATA_DIR refuses before touching the folder, naming it and the PID', async () => {
    const dir = tempDir();
    const lock = await lockDataDir(dir); // this test process plays the running server
    try {
      // What main.ts and the catalogue CLI open the database with, in a second process.
      const script = `const { createDb } = await import(${JSON.stringify(join(import.meta.dirname, 'client.ts'))});
        await createDb({ dataDir: ${JSON.stringify(dir)} });`;
      const child = spawn(process.execPath, [...TSX, '--input-type=module', '-e', script], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      const code = await new Promise<number | null>((r) => child.once('exit', r));
      expect(code, out).not.toBe(0);
      expect(out).toContain(dir);
      expect(out).toContain(`PID ${process.pid}`);
      // Nothing was opened, migrated or written: the folder holds the lock and nothing else.
      expect(readdirSync(dir)).toEqual([LOCK_FILE]);
      expect(holder(dir).pid).toBe(process.pid);
    } finally {
      lock.release();
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  }, 60_000);

  it('a lock left by a process killed with SIGKILL does not block the restart', async () => {
    const dir = tempDir();
    const script = `const m = await import(${JSON.stringify(join(import.meta.dirname, 'data-dir-lock.ts'))});
      await m.lockDataDir(${JSON.stringify(dir)}); process.stdout.write('locked'); setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, [...TSX, '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((r) => child.stdout.on('data', (d) => String(d).includes('locked') && r()));
    await expect(lockDataDir(dir)).rejects.toThrow(`PID ${child.pid}`); // alive: held
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    expect(holder(dir).pid).toBe(child.pid); // the dead process's lock is still there…
    const lock = await lockDataDir(dir); // …and is taken over
    expect(holder(dir)).toMatchObject({ pid: process.pid, host: hostname() });
    lock.release();
  }, 60_000);

  it("another host's lock holds while its heartbeat is fresh and is taken over once it stops", async () => {
    const dir = tempDir();
    const file = join(dir, LOCK_FILE);
    writeFileSync(file, JSON.stringify({ pid: 4242, host: 'other-container', since: '2026-11-27T00:00:00Z' }));
    const refused = await lockDataDir(dir).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toMatch(/PID 4242 on other-container/);
    const old = new Date(Date.now() - LOCK_STALE_MS - 1000);
    utimesSync(file, old, old);
    const lock = await lockDataDir(dir);
    expect(holder(dir).pid).toBe(process.pid);
    lock.release();
  });
});
