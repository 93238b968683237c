/** One Points layer per view, the objects behind it, and the filter that hides some of them. */
import type * as THREE from 'three';
import { PointsLayer } from './points-layer';
import type { Appearance, SceneObject, SceneView } from './types';

export interface ViewLayer {
  objects: SceneObject[];
  index: Map<string, number>;
  layer: PointsLayer;
  /** Number of leading objects propagated by the worker (earth view only). */
  satCount: number;
}

/** Copies the objects' scene positions into the layer (satellites move in the shader instead). */
export function syncPositions(v: ViewLayer) {
  const pos = v.layer.position.array as Float32Array;
  v.objects.forEach((o, i) => {
    pos[i * 3] = o.position.x;
    pos[i * 3 + 1] = o.position.y;
    pos[i * 3 + 2] = o.position.z;
  });
}

export class ViewLayers {
  private views = new Map<SceneView, ViewLayer>();
  private visible = new Set<string>();
  private hasFilter = false;

  constructor(private root: THREE.Object3D) {}

  get(view: SceneView) {
    return this.views.get(view);
  }

  /** Rebuilds every view's layer; only `shown`'s layer starts visible. */
  replace(objects: readonly SceneObject[], shown: SceneView, pixelRatio: number) {
    for (const v of this.views.values()) {
      this.root.remove(v.layer.points);
      v.layer.dispose();
    }
    this.views.clear();
    for (const view of ['earth', 'solar', 'stars'] as SceneView[]) {
      const list = objects.filter((o) => o.view === view);
      // satellites with element sets first: the worker's indices are the layer's first indices
      list.sort((a, b) => Number(!!b.tle) - Number(!!a.tle));
      const layer = new PointsLayer(list.length);
      const v: ViewLayer = {
        objects: list,
        index: new Map(list.map((o, i) => [o.id, i])),
        layer,
        satCount: list.filter((o) => o.tle).length,
      };
      syncPositions(v);
      layer.points.visible = view === shown;
      layer.material.uniforms.uPixelRatio.value = pixelRatio;
      this.root.add(layer.points);
      this.views.set(view, v);
    }
  }

  show(view: SceneView) {
    for (const [k, v] of this.views) v.layer.points.visible = k === view;
  }

  private passes(id: string) {
    return !this.hasFilter || this.visible.has(id);
  }

  /** Recompute colours/sizes (spectral layer or filter changed). */
  restyle(appearance: (o: SceneObject) => Appearance) {
    for (const v of this.views.values()) {
      const c = v.layer.color.array as Float32Array;
      const s = v.layer.size.array as Float32Array;
      v.objects.forEach((o, i) => {
        const a = appearance(o);
        c.set(a.color, i * 3);
        v.layer.baseSize[i] = a.size;
        s[i] = this.passes(o.id) ? a.size : 0;
      });
      v.layer.color.needsUpdate = true;
      v.layer.size.needsUpdate = true;
    }
  }

  /** Only these ids are drawn (null = all). */
  setVisible(ids: Iterable<string> | null) {
    this.hasFilter = ids !== null;
    this.visible = new Set(ids ?? []);
    for (const v of this.views.values()) {
      const s = v.layer.size.array as Float32Array;
      v.objects.forEach((o, i) => (s[i] = this.passes(o.id) ? v.layer.baseSize[i] : 0));
      v.layer.size.needsUpdate = true;
    }
  }

  /** How many of a view's objects pass the filter. */
  visibleCount(v: ViewLayer) {
    return this.hasFilter ? v.objects.filter((o) => this.visible.has(o.id)).length : v.objects.length;
  }

  /** Current scene position of an object at `seconds` on the layers' clock, or null. */
  positionOf(id: string, seconds: number, out: THREE.Vector3): THREE.Vector3 | null {
    for (const v of this.views.values()) {
      const i = v.index.get(id);
      if (i !== undefined) return v.layer.positionOf(i, seconds, out);
    }
    return null;
  }

  viewOf(id: string): SceneView | null {
    for (const [k, v] of this.views) if (v.index.has(id)) return k;
    return null;
  }

  setPixelRatio(pr: number) {
    for (const v of this.views.values()) v.layer.material.uniforms.uPixelRatio.value = pr;
  }

  dispose() {
    for (const v of this.views.values()) v.layer.dispose();
  }
}
