/** Name labels over the points and the hover tooltip: pooled DOM elements above the canvas. */
import * as THREE from 'three';
import type { ScreenProjection } from './projection';
import type { SceneObject } from './types';
import type { ViewLayer } from './view-layers';

const MAX_LABELS = 60;

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

  setEnabled(on: boolean) {
    this.on = on;
    if (!on) this.pool.forEach((l) => (l.style.display = 'none'));
  }

  /** Labels the selection first, then (when few enough are drawn) every drawn object. */
  update(f: LabelFrame) {
    if (!this.on) return;
    const v = f.view;
    const w = this.container.clientWidth;
    const h = this.container.clientHeight;
    const chosen: { o: SceneObject; i: number }[] = [];
    const shown = (i: number) => (v.layer.size.array as Float32Array)[i] > 0;
    for (const id of f.selection) {
      const i = v.index.get(id);
      if (i !== undefined) chosen.push({ o: v.objects[i], i });
    }
    if (!f.earthView || f.visibleCount() <= MAX_LABELS) {
      for (let i = 0; i < v.objects.length && chosen.length < MAX_LABELS; i++) {
        if (shown(i) && !f.selection.includes(v.objects[i].id)) chosen.push({ o: v.objects[i], i });
      }
    }
    let used = 0;
    for (const { o, i } of chosen) {
      if (!shown(i) && !f.selection.includes(o.id)) continue;
      const p = v.layer.positionOf(i, f.seconds, this.tmp);
      if (f.earthView && this.projection.behindEarth(p)) continue;
      const s = this.projection.project(p, w, h);
      if (!s || s[0] < -50 || s[0] > w + 50 || s[1] < -20 || s[1] > h + 20) continue;
      let el = this.pool[used];
      if (!el) {
        el = document.createElement('span');
        el.className = 'viz-label';
        Object.assign(el.style, {
          position: 'absolute',
          left: '0',
          top: '0',
          color: '#dfe8ff',
          font: '11px system-ui, sans-serif',
          textShadow: '0 0 3px #000',
          whiteSpace: 'nowrap',
        });
        this.host.appendChild(el);
        this.pool.push(el);
      }
      if (el.textContent !== o.name) el.textContent = o.name;
      el.dataset.id = o.id;
      el.style.transform = `translate(${Math.round(s[0] + 6)}px, ${Math.round(s[1] - 6)}px)`;
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
