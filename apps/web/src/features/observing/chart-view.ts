/**
 * Pan and zoom of the sky chart: drag with one finger or the mouse, pinch with two fingers, the wheel on a
 * desktop. The view is a centre and a zoom applied to the SVG's viewBox, so the drawing is never redrawn for it.
 * A drag that moved is not a click: `moved()` tells the click handler to ignore it.
 */
import { useCallback, useRef, useState } from 'react';

export interface View {
  cx: number;
  cy: number;
  zoom: number;
}
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;
const clampZoom = (z: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));

/** The viewBox of a view on a chart of half-size `half` (centre 0,0). */
export function viewBox(v: View, half: number): string {
  const h = half / v.zoom;
  return `${v.cx - h} ${v.cy - h} ${2 * h} ${2 * h}`;
}

/** Keeps the centre on the chart: at zoom 1 centred, at zoom z within the part that stays filled. */
export function clampView(v: View, radius: number): View {
  const zoom = clampZoom(v.zoom);
  const lim = radius * (1 - 1 / zoom);
  const c = (x: number) => Math.max(-lim, Math.min(lim, x)) + 0; // + 0: no −0
  return { cx: c(v.cx), cy: c(v.cy), zoom };
}

/** Zooming by `factor` about the chart point (px, py) keeps that point under the finger. */
export function zoomAbout(v: View, factor: number, px: number, py: number, radius: number): View {
  const zoom = clampZoom(v.zoom * factor);
  const k = v.zoom / zoom;
  return clampView({ cx: px + (v.cx - px) * k, cy: py + (v.cy - py) * k, zoom }, radius);
}

export function useChartView(radius: number) {
  const [view, setView] = useState<View>({ cx: 0, cy: 0, zoom: 1 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const dragged = useRef(0);

  /** Chart units per screen pixel of the SVG element. */
  const unitsPerPx = (svg: SVGSVGElement) => {
    const m = svg.getScreenCTM();
    return m && m.a ? 1 / m.a : 1;
  };
  const toChart = (svg: SVGSVGElement, x: number, y: number) => {
    const m = svg.getScreenCTM();
    if (!m) return { x: 0, y: 0 };
    const p = new DOMPoint(x, y).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  };

  const onPointerDown = useCallback((e: React.PointerEvent<SVGSVGElement>) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 1) dragged.current = 0;
  }, []);

  const onPointerMove = useCallback(
    (e: React.PointerEvent<SVGSVGElement>) => {
      const ps = pointers.current;
      const prev = ps.get(e.pointerId);
      if (!prev) return;
      const svg = e.currentTarget;
      if (ps.size === 1) {
        const dx = e.clientX - prev.x;
        const dy = e.clientY - prev.y;
        dragged.current += Math.abs(dx) + Math.abs(dy);
        if (dragged.current > 4) {
          if (!svg.hasPointerCapture(e.pointerId)) svg.setPointerCapture(e.pointerId);
          const u = unitsPerPx(svg);
          setView((v) => clampView({ ...v, cx: v.cx - dx * u, cy: v.cy - dy * u }, radius));
        }
      } else if (ps.size === 2) {
        const other = [...ps.entries()].find(([id]) => id !== e.pointerId)![1];
        const before = Math.hypot(prev.x - other.x, prev.y - other.y);
        const after = Math.hypot(e.clientX - other.x, e.clientY - other.y);
        dragged.current += 10;
        if (before > 0) {
          const mid = toChart(svg, (e.clientX + other.x) / 2, (e.clientY + other.y) / 2);
          setView((v) => zoomAbout(v, after / before, mid.x, mid.y, radius));
        }
      }
      ps.set(e.pointerId, { x: e.clientX, y: e.clientY });
    },
    [radius],
  );

  const onPointerUp = useCallback((e: React.PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(e.pointerId);
  }, []);

  const onWheel = useCallback(
    (e: React.WheelEvent<SVGSVGElement>) => {
      const p = toChart(e.currentTarget, e.clientX, e.clientY);
      setView((v) => zoomAbout(v, e.deltaY < 0 ? 1.2 : 1 / 1.2, p.x, p.y, radius));
    },
    [radius],
  );

  // Stable, so the memoised zoom buttons are not re-rendered with each redraw of the chart.
  const zoomBy = useCallback((f: number) => setView((v) => zoomAbout(v, f, v.cx, v.cy, radius)), [radius]);

  return {
    view,
    zoomBy,
    reset: () => setView({ cx: 0, cy: 0, zoom: 1 }),
    /** A click right after a drag or pinch is the end of the gesture, not a pick. */
    moved: () => dragged.current > 4,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onWheel },
  };
}
