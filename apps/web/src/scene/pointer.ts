/** Pointer input on the canvas: a click (not a drag) picks, hovering shows the object's name. */
import type { SceneLabels } from './labels';
import type { EngineOptions, SceneObject } from './types';

export function bindPointer(
  canvas: HTMLCanvasElement,
  pickAt: (x: number, y: number, radius?: number) => SceneObject | null,
  tooltip: Pick<SceneLabels, 'showTooltip' | 'hideTooltip'>,
  callbacks: Pick<EngineOptions, 'onPick' | 'onHover'>,
) {
  let down: { x: number; y: number; t: number } | null = null;
  let hoverPending = false;
  canvas.addEventListener('pointerdown', (e) => (down = { x: e.clientX, y: e.clientY, t: performance.now() }));
  canvas.addEventListener('pointerup', (e) => {
    if (!down) return;
    const moved = Math.hypot(e.clientX - down.x, e.clientY - down.y);
    const quick = performance.now() - down.t < 600;
    down = null;
    if (moved > 5 || !quick) return;
    const r = canvas.getBoundingClientRect();
    const hit = pickAt(e.clientX - r.left, e.clientY - r.top, e.pointerType === 'touch' ? 22 : 10);
    callbacks.onPick?.(hit?.id ?? null, e.shiftKey || e.ctrlKey || e.metaKey);
  });
  canvas.addEventListener('pointermove', (e) => {
    if (hoverPending || e.buttons) return;
    hoverPending = true;
    const r = canvas.getBoundingClientRect();
    const x = e.clientX - r.left;
    const y = e.clientY - r.top;
    requestAnimationFrame(() => {
      hoverPending = false;
      const hit = pickAt(x, y);
      if (hit) {
        tooltip.showTooltip(hit.name, x, y);
        callbacks.onHover?.({ id: hit.id, name: hit.name, x, y });
      } else if (tooltip.hideTooltip()) {
        callbacks.onHover?.(null);
      }
    });
  });
  canvas.addEventListener('pointerleave', () => tooltip.hideTooltip());
}
