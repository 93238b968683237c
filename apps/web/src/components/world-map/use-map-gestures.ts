import {
  useEffect,
  useRef,
  type Dispatch,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import {
  MAX_VIEW_ZOOM,
  WORLD_VIEW,
  mapToLatLon,
  panByFraction,
  panByPixels,
  screenToMap,
  zoomTo,
  type MapView,
} from './map-view';

/** A press that moves less than this (px) is a click (a pick), not a drag. */
const CLICK_SLOP = 4;
/** Arrow keys move the view by this fraction of what is in sight. */
const KEY_PAN = 0.25;
/** Wheel pixels per zoom step (a mouse notch of 100 px is a third of a step; trackpads send many small ones). */
const WHEEL_PX_PER_STEP = 300;

export const zoomIn = (v: MapView) => zoomTo(v, Math.floor(v.zoom + 1e-9) + 1);
export const zoomOut = (v: MapView) => zoomTo(v, Math.ceil(v.zoom - 1e-9) - 1);

/**
 * Drag (mouse, pen, one finger), pinch (two fingers), wheel and keys for a map whose view is `view`; a click that
 * did not drag picks the place under it, Enter picks the centre. The maths is map-view.ts: this only turns events
 * into its calls.
 */
export function useMapGestures(
  svgRef: RefObject<SVGSVGElement | null>,
  view: MapView,
  setView: Dispatch<SetStateAction<MapView>>,
  onPick?: (lat: number, lon: number) => void,
) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const travelled = useRef(0);
  const viewRef = useRef(view);
  viewRef.current = view;

  // React's wheel listener is passive; a non-passive one may stop the page scrolling while the map zooms.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      const px = e.deltaMode === 1 ? e.deltaY * 40 : e.deltaMode === 2 ? e.deltaY * 800 : e.deltaY;
      const dz = Math.max(-1, Math.min(1, -px / WHEEL_PX_PER_STEP));
      const z = viewRef.current.zoom;
      if (dz === 0 || (dz < 0 && z <= 0) || (dz > 0 && z >= MAX_VIEW_ZOOM)) return; // nothing to do: let the page scroll
      e.preventDefault();
      const box = svg.getBoundingClientRect();
      setView((v) => zoomTo(v, v.zoom + dz, screenToMap(v, box, e.clientX, e.clientY)));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [svgRef, setView]);

  const box = () => svgRef.current?.getBoundingClientRect();

  return {
    onPointerDown(e: PointerEvent<SVGSVGElement>) {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      try {
        e.currentTarget.setPointerCapture(e.pointerId); // keep the drag when the pointer leaves the map
      } catch {
        // no capture for this pointer (synthetic events, old engines): the drag still works inside the map
      }
      if (pointers.current.size === 0) travelled.current = 0;
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    },
    onPointerMove(e: PointerEvent<SVGSVGElement>) {
      const prev = pointers.current.get(e.pointerId);
      const b = box();
      if (!prev || !b?.width) return;
      const here = { x: e.clientX, y: e.clientY };
      pointers.current.set(e.pointerId, here);
      const dx = here.x - prev.x;
      const dy = here.y - prev.y;
      travelled.current += Math.abs(dx) + Math.abs(dy);
      if (pointers.current.size === 1) {
        if (travelled.current > CLICK_SLOP) setView((v) => panByPixels(v, dx, dy, b.width));
        return;
      }
      // Pinch: the two fingers' spread sets the zoom, their midpoint moves with them.
      const other = [...pointers.current.entries()].find(([id]) => id !== e.pointerId)?.[1];
      if (!other) return;
      const before = Math.hypot(prev.x - other.x, prev.y - other.y);
      const after = Math.hypot(here.x - other.x, here.y - other.y);
      if (before < 1 || after < 1) return;
      const mid = { x: (here.x + other.x) / 2, y: (here.y + other.y) / 2 };
      setView((v) => {
        const moved = panByPixels(v, dx / 2, dy / 2, b.width);
        return zoomTo(moved, moved.zoom + Math.log2(after / before), screenToMap(moved, b, mid.x, mid.y));
      });
    },
    onPointerUp(e: PointerEvent<SVGSVGElement>) {
      pointers.current.delete(e.pointerId);
    },
    onPointerCancel(e: PointerEvent<SVGSVGElement>) {
      pointers.current.delete(e.pointerId);
    },
    onClick(e: MouseEvent<SVGSVGElement>) {
      const b = box();
      if (!onPick || !b?.width || travelled.current > CLICK_SLOP) return;
      const p = screenToMap(viewRef.current, b, e.clientX, e.clientY);
      const { lat, lon } = mapToLatLon(p.x, p.y);
      onPick(lat, lon);
    },
    onKeyDown(e: KeyboardEvent<SVGSVGElement>) {
      const step: Record<string, (v: MapView) => MapView> = {
        ArrowLeft: (v) => panByFraction(v, -KEY_PAN, 0),
        ArrowRight: (v) => panByFraction(v, KEY_PAN, 0),
        ArrowUp: (v) => panByFraction(v, 0, -KEY_PAN),
        ArrowDown: (v) => panByFraction(v, 0, KEY_PAN),
        '+': zoomIn,
        '=': zoomIn,
        '-': zoomOut,
        _: zoomOut,
        '0': () => WORLD_VIEW,
        Home: () => WORLD_VIEW,
      };
      if (e.key === 'Enter' && onPick) {
        e.preventDefault();
        const { lat, lon } = mapToLatLon(viewRef.current.cx, viewRef.current.cy);
        onPick(lat, lon);
        return;
      }
      const f = step[e.key];
      if (!f || e.altKey || e.ctrlKey || e.metaKey) return;
      e.preventDefault();
      setView(f);
    },
  };
}
