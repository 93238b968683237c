/** Name labels over the points and the hover tooltip: pooled DOM elements above the canvas. */
import * as THREE from 'three';
import type { ScreenProjection } from './projection';
import type { SceneObject } from './types';
import type { ViewLayer } from './view-layers';
import { cullOverlapping, TextWidths, type LabelBox } from './label-layout';

const MAX_LABELS = 60;
const LABEL_FONT = '11px system-ui, sans-serif';
const LABEL_HEIGHT = 13;

export interface LabelFrame {
  /** The shown view's layer. */
  view: ViewLayer;
  earthView: boolean;
  selection: readonly string[];
  /** Objects of the view that pass the filter (counted only when needed). */
  visibleCount: () => number;
  seconds: number;
}

export class SceneLabels {
  private host: HTMLDivElement;
  private pool: HTMLSpanElement[] = [];
  private tooltip: HTMLDivElement;
  private on = true;
  private tmp = new THREE.Vector3();
  private widths = new TextWidths(LABEL_FONT);
  private order: { attr: THREE.BufferAttribute; version: number; idx: number[] } | null = null;

  constructor(
    private container: HTMLElement,
    private projection: ScreenProjection,
  ) {
    this.host = document.createElement('div');
    this.host.setAttribute('aria-hidden', 'true');
    Object.assign(this.host.style, { position: 'absolute', inset: '0', pointerEvents: 'none', overflow: 'hidden' });
    container.appendChild(this.host);
    this.tooltip = document.createElement('div');
    this.tooltip.setAttribute('role', 'tooltip');
    this.tooltip.dataset.testid = 'viz-hover';
    Object.assign(this.tooltip.style, {
      position: 'absolute',
      pointerEvents: 'none',
      padding: '2px 6px',
      borderRadius: '4px',
      background: 'rgba(20,30,60,0.9)',
      color: '#fff',
      font: '12px system-ui, sans-serif',
      display: 'none',
      whiteSpace: 'nowrap',
    });
    container.appendChild(this.tooltip);
  }

  /** The drawn objects' indices, biggest point first: sorted again only when the sizes change (filter, view). */
  private bySize(v: ViewLayer): number[] {
    const attr = v.layer.size;
    const o = this.order;
    if (o && o.attr === attr && o.version === attr.version) return o.idx;
    const size = attr.array as Float32Array;
    const idx: number[] = [];
    for (let i = 0; i < v.objects.length; i++) if (size[i] > 0) idx.push(i);
    idx.sort((a, b) => size[b] - size[a]);
    this.order = { attr, version: attr.version, idx };
    return idx;
  }

  setEnabled(on: boolean) {
    this.on = on;
    if (!on) this.pool.forEach((l) => (l.style.display = 'none'));
  }

  /**
   * Labels the selection first, then (when few enough are drawn) the drawn objects, biggest first, leaving out any
   * label that would overlap one already placed (issue 36: star names were drawn over each other).
   */
  update(f: LabelFrame) {
    if (!this.on) return;
    const v = f.view;
    const w = this.container.clientWidth;
    const h = this.container.clientHeight;
    const chosen: { o: SceneObject; i: number }[] = [];
    const size = v.layer.size.array as Float32Array;
    const shown = (i: number) => size[i] > 0;
    for (const id of f.selection) {
      const i = v.index.get(id);
      if (i !== undefined) chosen.push({ o: v.objects[i], i });
    }
    const forced = chosen.length;
    if (!f.earthView || f.visibleCount() <= MAX_LABELS) {
      // The biggest (brightest) points claim their label first; fainter neighbours give way below.
      for (const i of this.bySize(v)) {
        if (chosen.length >= forced + MAX_LABELS * 4) break;
        if (!f.selection.includes(v.objects[i].id)) chosen.push({ o: v.objects[i], i });
      }
    }
    // Screen boxes of the candidates, then only those that overlap no label kept before them.
    const placed: { o: SceneObject; x: number; y: number }[] = [];
    const boxes: LabelBox[] = [];
    chosen.forEach(({ o, i }, k) => {
      if (!shown(i) && k >= forced) return;
      const p = v.layer.positionOf(i, f.seconds, this.tmp);
      if (f.earthView && this.projection.behindEarth(p)) return;
      const s = this.projection.project(p, w, h);
      if (!s || s[0] < -50 || s[0] > w + 50 || s[1] < -20 || s[1] > h + 20) return;
      const x = Math.round(s[0] + 6);
      const y = Math.round(s[1] - 6);
      placed.push({ o, x, y });
      boxes.push({ x, y, w: this.widths.of(o.name), h: LABEL_HEIGHT, forced: k < forced });
    });
    const keep = cullOverlapping(boxes);
    let used = 0;
    for (let k = 0; k < placed.length && used < MAX_LABELS; k++) {
      if (!keep[k]) continue;
      const { o, x, y } = placed[k];
      let el = this.pool[used];
      if (!el) {
        el = document.createElement('span');
        el.className = 'viz-label';
        Object.assign(el.style, {
          position: 'absolute',
          left: '0',
          top: '0',
          color: '#dfe8ff',
          font: LABEL_FONT,
          lineHeight: `${LABEL_HEIGHT}px`,
          textShadow: '0 0 3px #000',
          whiteSpace: 'nowrap',
        });
        this.host.appendChild(el);
        this.pool.push(el);
      }
      if (el.textContent !== o.name) el.textContent = o.name;
      el.dataset.id = o.id;
      el.style.transform = `translate(${x}px, ${y}px)`;
      el.style.display = '';
      used++;
    }
    for (let k = used; k < this.pool.length; k++) this.pool[k].style.display = 'none';
  }

  showTooltip(text: string, x: number, y: number) {
    this.tooltip.textContent = text;
    this.tooltip.style.transform = `translate(${x + 12}px, ${y + 12}px)`;
    this.tooltip.style.display = '';
  }

  /** Hides the tooltip; false when it was already hidden. */
  hideTooltip() {
    if (this.tooltip.style.display === 'none') return false;
    this.tooltip.style.display = 'none';
    return true;
  }

  dispose() {
    this.host.remove();
    this.tooltip.remove();
  }
}
