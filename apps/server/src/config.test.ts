import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test/harness.ts';
import { followListenedPort, loadConfig } from './config.ts';
import { linkIn, mailTo, post } from '../test/security-helpers.ts';

const t = await startTestApp({ PORT: '3101' });

describe('PUBLIC_URL, the base of emailed links', () => {
  it('defaults to this machine on the configured port', () => {
    expect(loadConfig({ PORT: '3101' }).PUBLIC_URL).toBe('http://localhost:3101');
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('is kept as given, whatever port is listened on', () => {
    const config = loadConfig({ PORT: '3101', PUBLIC_URL: 'https://cosmos.example.test' });
    followListenedPort(config, 45123);
    expect(config.PUBLIC_URL).toBe('https://cosmos.example.test');
  });

  it('a user of a server started with PORT=3101 gets reset links on :3101', async () => {
    const u = await t.register();
    await post(t, '/api/auth/forgot-password', { email: u.email });
    const [href] = linkIn((await mailTo(t, u.email, 'Reset')).body_text);
    expect(href).toMatch(/^http:\/\/localhost:3101\/reset-password#token=/);
  });

  it('follows the port actually listened on when it differs (PORT=0 picks one at start)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    followListenedPort(t.ctx.config, port);
    const u = await t.register();
    await post(t, '/api/auth/forgot-password', { email: u.email });
    const [href] = linkIn((await mailTo(t, u.email, 'Reset')).body_text);
    expect(href).toMatch(new RegExp(`^http://localhost:${port}/reset-password#token=`));
  });
});
