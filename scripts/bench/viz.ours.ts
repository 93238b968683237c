/** Our engine (apps/web/src/scene) with its propagation worker, drawing the synthetic catalogue. */
import { instrumentFrames, rendererName, syntheticSatellites } from './viz.catalog';
instrumentFrames();
const { VizEngine } = await import('../../apps/web/src/scene/engine');
const n = Number(new URLSearchParams(location.search).get('n') ?? 30000);
const sats = syntheticSatellites(n);
const host = document.getElementById('host')!;
const label = document.getElementById('time')!;
const engine = new VizEngine(host, {
  appearance: () => ({ color: [0.4, 1, 0.5], size: 2.5 }),
  sunDirection: () => [1, 0, 0],
  onTime: (t) => (label.textContent = new Date(t).toISOString()),
  createWorker: () =>
    new Worker(new URL('../../apps/web/src/workers/propagation.worker.ts', import.meta.url), { type: 'module' }),
});
engine.setObjects(
  sats.map((s) => ({
    id: s.id,
    name: s.name,
    view: 'earth' as const,
    position: { x: 0, y: 0, z: 0 },
    tle: { line1: s.line1, line2: s.line2 },
  })),
);
const w = window as unknown as Record<string, unknown>;
w.__renderer = rendererName(engine.renderer.getContext());
const start = performance.now();
const wait = () =>
  engine.stats.workerReplies >= 2
    ? ((w.__ready = true), (w.__setupMs = performance.now() - start))
    : setTimeout(wait, 50);
wait();
w.__stats = () => engine.stats;
