/** Deterministic synthetic catalogue for the visualization benchmark: N satellites in LEO/MEO/GEO shells. */
import { formatTle, meanMotionFromSemiMajorAxisKm, EARTH_RADIUS_WGS72_KM } from '@cosmos/astro';

export const EPOCH = new Date(Date.now() - 86_400_000);

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

export function syntheticSatellites(n: number) {
  const r = rng(42);
  const incs = [53, 70, 97.6, 43, 86.4, 51.6];
  const out: { id: string; name: string; line1: string; line2: string }[] = [];
  for (let i = 0; i < n; i++) {
    const u = r();
    const alt = u < 0.75 ? 350 + r() * 850 : u < 0.92 ? 19_000 + r() * 4000 : 35_786;
    const inc = u < 0.75 ? incs[Math.floor(r() * incs.length)] : u < 0.92 ? 55 + r() * 10 : r() * 0.1;
    const noradId = 40_000 + i;
    const { line1, line2 } = formatTle({
      noradId,
      epoch: EPOCH,
      inclinationDeg: inc,
      raanDeg: r() * 360,
      eccentricity: 0.0001 + r() * 0.002,
      argPerigeeDeg: r() * 360,
      meanAnomalyDeg: r() * 360,
      meanMotionRevPerDay: meanMotionFromSemiMajorAxisKm(EARTH_RADIUS_WGS72_KM + alt),
      classification: 'U',
      elementSetNo: 1,
    });
    out.push({ id: `sat-${noradId}`, name: `BENCH ${noradId}`, line1, line2 });
  }
  return out;
}

/** Wraps requestAnimationFrame so every frame's callback time (work) and interval (frame) are recorded. */
export function instrumentFrames() {
  const work: number[] = [];
  const frames: number[] = [];
  let last = 0;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) =>
    raf((t) => {
      const s = performance.now();
      cb(t);
      work.push(performance.now() - s);
      if (last) frames.push(t - last);
      last = t;
    });
  const w = window as unknown as Record<string, unknown>;
  w.__bench = { work, frames, reset: () => ((work.length = 0), (frames.length = 0), (last = 0)) };
}

export function rendererName(gl: WebGLRenderingContext | WebGL2RenderingContext) {
  const ext = gl.getExtension('WEBGL_debug_renderer_info');
  return ext ? String(gl.getParameter(ext.UNMASKED_RENDERER_WEBGL)) : String(gl.getParameter(gl.RENDERER));
}
