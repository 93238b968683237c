import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.ts';
import { catalogueLoader } from '../modules/catalog/catalogue-loader.ts';
import { SkyEngine } from '../sky/engine.ts';
import { startCatalogJobs } from './catalog-refresh.ts';

const t = await startTestApp();
// A catalogue source that answers slowly (and with something that does not parse).
let answered = false;
const slow = createServer((_req, res) => {
  setTimeout(() => {
    answered = true;
    res.end('not a catalogue');
  }, 600);
});
await new Promise<void>((r) => slow.listen(0, '127.0.0.1', () => r()));
afterAll(() => new Promise<void>((r) => slow.close(() => r())));

describe('catalogue jobs: stop', () => {
  it('waits for a refresh in progress, so it never uses the database after close', async () => {
    const url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/tle.txt`;
    const ctx = { ...t.ctx, config: { ...t.ctx.config, CATALOG_URL: url } };
    const jobs = await startCatalogJobs(ctx, new SkyEngine(catalogueLoader(t.db)));
    // The refresh started at once: it has claimed the run and is waiting on the slow source.
    await expect
      .poll(
        async () =>
          (await t.db.query<{ c: Date | null }>("SELECT claimed_at AS c FROM refresh_leases WHERE name = 'catalog'"))[0]
            ?.c ?? null,
      )
      .not.toBeNull();
    expect(answered).toBe(false);
    await jobs.stop();
    // Stop returned only after the refresh finished its database work (the failure is recorded, the claim released).
    expect(answered).toBe(true);
    const state = (
      await t.db.query<{ c: Date | null; e: string | null }>(
        "SELECT claimed_at AS c, last_error AS e FROM refresh_leases WHERE name = 'catalog'",
      )
    )[0]!;
    expect(state.c).toBeNull();
    expect(state.e).toMatch(/did not parse/);
  });
});
