import { fieldCrossings, toSatrec, type FieldCrossingRequest } from '@cosmos/astro';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { catalogueLoader } from '../catalog/catalogue-loader.ts';
import { SkyEngine } from '../../sky/engine.ts';
import { packMagnitudes, unpackMagnitude } from '../../sky/satellite-info.ts';
import { searchFieldInWorker } from '../../sky/planner-runner.ts';
import { SkyTicker } from '../../sky/ticker.ts';

const t = await startTestApp({ SKY_ALERTS_INTERVAL_MS: '0' });

// Tonight's first two dark hours over Greenwich, the Pleiades in a 135 mm full-frame field.
const evening = new Date();
evening.setUTCHours(18, 0, 0, 0);
const q: FieldCrossingRequest = {
  site: { lat: 51.48, lon: -0.1, heightKm: 0 },
  raDeg: 56.75,
  decDeg: 24.12,
  fov: { shape: 'rect', widthDeg: 15.2, heightDeg: 10.2 },
  from: evening.getTime(),
  to: evening.getTime() + 2 * 3_600_000,
};

describe("the planner's search runs in its own thread", () => {
  it('lets a live tick through while it searches, and finds what the same search finds inline', async () => {
    const engine = new SkyEngine(catalogueLoader(t.db));
    await engine.refreshFromDb(true);
    const ticker = new SkyTicker(engine, t.ctx.log);
    try {
      await ticker.tick(Date.now(), ['rt']); // the sky worker is up and holds the catalogue
      const order: string[] = [];
      const search = ticker.fieldCrossings(q).then((r) => (order.push('search'), r));
      const tick = ticker.tick(Date.now(), ['rt']).then((r) => (order.push('tick'), r));
      const [found, ticked] = await Promise.all([search, tick]);
      // In the sky worker, the tick queued behind the search's seconds of CPU (issue: one client slows every live view).
      expect(order).toEqual(['tick', 'search']);
      expect(ticked).not.toBeNull();

      const sats = found!.sats;
      const mags = packMagnitudes(sats);
      const inline = fieldCrossings(
        sats.map((s) => toSatrec({ line1: s.line1, line2: s.line2 })),
        (i) => unpackMagnitude(mags, i),
        q,
      );
      expect(found!.result.crossings.length).toBeGreaterThan(0);
      expect(found!.result.crossings.map((c) => [c.index, c.start, c.end])).toEqual(
        inline.crossings.map((c) => [c.index, c.start, c.end]),
      );
    } finally {
      await ticker.close();
    }
  }, 120_000);

  it('stops a search that runs past its time limit, so a stuck one cannot hold the queue', async () => {
    const engine = new SkyEngine(catalogueLoader(t.db));
    await engine.refreshFromDb(true);
    const tles = engine.satellites.map((s) => ({ line1: s.line1, line2: s.line2 }));
    await expect(searchFieldInWorker({ tles, mags: packMagnitudes(engine.satellites), q }, 50)).rejects.toThrow(
      /exceeded 50 ms/,
    );
  }, 60_000);
});
