import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './ports.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'cosmos-banner-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Issue 12: the start banner (address, demo accounts) is the last thing start-up prints, not buried under other lines.
describe('the start banner', () => {
  it('comes after the warnings of outside sources that cannot be reached, as the last thing printed', async () => {
    // `dead` stays closed: a fetch to it fails at once, as on a machine without network.
    const [port, dead] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../src/main.ts')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'info',
        NODE_ENV: 'development',
        WEB_DIST: '/nonexistent',
        CATALOG_URL: `http://127.0.0.1:${dead}/catalog.tle`,
        LAUNCHES_URL: `http://127.0.0.1:${dead}/launches`,
        IMAGERY_URL: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    try {
      const deadline = Date.now() + 60_000;
      while (!out.includes('Cosmos is running at') && Date.now() < deadline && child.exitCode === null)
        await new Promise((r) => setTimeout(r, 100));
      expect(out, out.slice(-2000)).toContain('Cosmos is running at');
      // Whatever start-up still had to say would have arrived by now.
      await new Promise((r) => setTimeout(r, 1500));
    } finally {
      child.kill('SIGTERM');
    }
    const banner = out.lastIndexOf('Cosmos is running at');
    for (const warning of ['satellite catalogue refresh failed', 'launch refresh failed']) {
      expect(out.indexOf(warning), warning).toBeGreaterThan(-1);
      expect(out.indexOf(warning), `"${warning}" after the banner`).toBeLessThan(banner);
    }
    // After the banner: its own lines (address, demo accounts, where mail goes), then nothing until the process is stopped.
    const after = out
      .slice(banner)
      .split('\n')
      .filter((l) => l.trim() && !l.includes('shutting down'));
    expect(
      after.every((l) => /Cosmos is running at|Demo account|Support agent|Mail \(not sent, kept here\)/.test(l)),
      after.join('\n'),
    ).toBe(true);
    // Without SMTP the embedded demo keeps mail in the dev mailbox, and the banner names it (issue 36).
    expect(after.join('\n')).toMatch(/Mail \(not sent, kept here\): http:\/\/localhost:\d+\/dev\/mailbox/);
  }, 90_000);
});
