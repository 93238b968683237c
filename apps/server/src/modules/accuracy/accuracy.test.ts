/**
 * The accuracy page's figures (issue 34): public, measured by the job against independent references (the math and
 * its references are tested in packages/astro/src/accuracy), stored whole, and re-entry predictions scored only once
 * SATCAT lists the decays that followed.
 */
import { MAGNITUDE_VALIDATION_SET, validateMagnitudes } from '@cosmos/astro';
import type { AccuracyReport } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import { decayedObject } from '../../../test/factories.ts';
import { startTestApp } from '../../../test/harness.ts';
import { refreshState } from '../leases/leases.service.ts';
import { recordForecasts } from './accuracy.repository.ts';
import { reentryFigure, refreshAccuracy } from './accuracy.service.ts';

const t = await startTestApp();
const get = async () => {
  const res = await t.app.inject({ url: '/api/accuracy' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AccuracyReport;
};

describe('GET /api/accuracy', () => {
  it('is public and says nothing has been measured before the job ran', async () => {
    const r = await get();
    expect(r).toMatchObject({ measuredAt: null, passTiming: null, magnitudes: null, conjunctions: null });
  });

  it('after a run, every figure states its method, sample size and date', async () => {
    expect(await refreshAccuracy(t.ctx, t.engine, { force: true })).toBe('measured');
    const r = await get();
    expect(Date.parse(r.measuredAt!)).toBeGreaterThan(Date.now() - 120_000);
    for (const f of [r.passTiming, r.magnitudes, r.conjunctions, r.reentries, r.catalogue]) {
      expect(f!.method.length).toBeGreaterThan(40);
      expect(f!.measuredAt).toBe(r.measuredAt);
      expect(Number.isInteger(f!.sampleSize)).toBe(true);
    }
    // Against python-sgp4 + astropy: the 33 reference passes, all found, within a second.
    expect(r.passTiming!.reference).toMatchObject({ passes: 33, missed: 0, sites: 2 });
    expect(r.passTiming!.reference.maxSeconds!).toBeLessThan(1);
    // The catalogue sample against the 1-second scan: no pass lost.
    expect(r.passTiming!.sample.passes).toBeGreaterThan(5);
    expect(r.passTiming!.sample.missed).toBe(0);
    // The validation set, per family, as packages/astro computes it.
    expect(r.magnitudes!.families).toEqual(validateMagnitudes());
    expect(r.magnitudes!.sampleSize).toBe(MAGNITUDE_VALIDATION_SET.length);
    // Conjunctions: the planted encounters at least; the screen finds all the brute force finds.
    expect(r.conjunctions!.planted).toBeGreaterThan(5);
    expect(r.conjunctions!.reference).toBeGreaterThanOrEqual(r.conjunctions!.planted - 2);
    expect(r.conjunctions!.recall).toBe(1);
    // Catalogue: the bundled catalogue, counted as the engine holds it.
    expect(r.catalogue!.objects).toBe(t.engine.counts().count);
    expect(r.catalogue!.source).toBe('nominal');
    // No SATCAT fetched: no decay can be matched, so no share.
    expect(r.reentries).toMatchObject({ share: null, decaySource: 'none', resolved: 0 });
  }, 120_000);

  it('scores a recorded re-entry prediction once a fetched SATCAT lists the decay', async () => {
    const day = 86_400_000;
    const now = Date.now();
    // Two predictions made 10 days ago: one whose window holds the decay day, one that missed it.
    await recordForecasts(
      t.db,
      [
        { noradId: 990001, predictedMs: now - 2 * day, windowStartMs: now - 3 * day, windowEndMs: now - day },
        { noradId: 990002, predictedMs: now + 5 * day, windowStartMs: now + 4 * day, windowEndMs: now + 6 * day },
      ],
      new Date(now - 10 * day),
    );
    const decay = new Date(now - 2 * day).toISOString().slice(0, 10);
    for (const id of [990001, 990002]) await decayedObject(t.db, id, decay);
    const r = await reentryFigure(t.db, t.engine, new Date());
    expect(r).toMatchObject({ decaySource: 'satcat', resolved: 2, inside: 1, share: 0.5, objects: 2, sampleSize: 2 });
  }, 120_000);

  it('two instances racing for a run: exactly one measures, on the shared refresh lease', async () => {
    // Two contexts on one database, as two server processes: each claims under the lease's advisory lock.
    const other = { ...t.ctx, config: { ...t.ctx.config, ACCURACY_INTERVAL_MS: 3_600_000 } };
    const before = await refreshState(t.db, 'accuracy');
    const outcomes = await Promise.all([
      refreshAccuracy(t.ctx, t.engine, { force: true }),
      refreshAccuracy(other, t.engine, { force: true }),
    ]);
    expect(outcomes.sort()).toEqual(['measured', 'skipped']);
    const lease = await refreshState(t.db, 'accuracy');
    expect(lease.claimed_at).toBeNull();
    expect(lease.last_error).toBeNull();
    expect(new Date(lease.last_refresh!).getTime()).toBeGreaterThan(new Date(before.last_refresh ?? 0).getTime());
    // The report's time and the lease's last success are the same run.
    expect(Math.abs(Date.parse((await get()).measuredAt!) - new Date(lease.last_refresh!).getTime())).toBeLessThan(
      120_000,
    );
  }, 120_000);

  it('a second run inside the interval is not claimed again', async () => {
    expect(
      await refreshAccuracy({ ...t.ctx, config: { ...t.ctx.config, ACCURACY_INTERVAL_MS: 3_600_000 } }, t.engine),
    ).toBe('skipped');
  });
});
