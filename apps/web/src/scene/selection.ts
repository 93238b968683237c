/** The selection as drawn in the scene: ring markers on the selected points and their orbit lines. */
import * as THREE from 'three';
import { PointsLayer } from './points-layer';
import type { SceneView } from './types';

export class SelectionOverlay {
  private selected: string[] = [];
  private highlight = new PointsLayer(32, { ring: true });
  private orbitLines = new Map<string, THREE.Line>();
  private highlighted = 0;
  private tmp = new THREE.Vector3();

  constructor(private root: THREE.Object3D) {
    root.add(this.highlight.points);
    this.highlight.points.renderOrder = 10;
  }

  /** Selected ids, primary first. */
  get ids(): readonly string[] {
    return this.selected;
  }

  has(id: string) {
    return this.selected.includes(id);
  }

  /** Replaces the selection and drops the orbit lines of objects no longer selected. */
  set(ids: readonly string[]) {
    this.selected = [...ids];
    for (const [id, line] of this.orbitLines) {
      if (!this.selected.includes(id)) {
        line.removeFromParent();
        line.geometry.dispose();
        this.orbitLines.delete(id);
      }
    }
  }

  /** Draws (or replaces) a selected satellite's orbit; late replies for deselected ones are dropped. */
  setOrbit(id: string, points: Float32Array, visible: boolean) {
    if (!this.selected.includes(id) || points.length < 6) return;
    this.orbitLines.get(id)?.removeFromParent();
    const g = new THREE.BufferGeometry();
    g.setAttribute('position', new THREE.BufferAttribute(points, 3));
    const line = new THREE.Line(g, new THREE.LineBasicMaterial({ color: 0xffd54f, transparent: true, opacity: 0.8 }));
    line.frustumCulled = false;
    line.visible = visible;
    this.orbitLines.set(id, line);
    this.root.add(line);
  }

  showOrbits(on: boolean) {
    for (const l of this.orbitLines.values()) l.visible = on;
  }

  /** Moves the rings onto the selected objects of the shown view. */
  update(
    view: SceneView,
    viewOf: (id: string) => SceneView | null,
    positionOf: (id: string, out: THREE.Vector3) => THREE.Vector3 | null,
  ) {
    const h = this.highlight;
    if (!this.selected.length && !this.highlighted) return;
    const s = h.size.array as Float32Array;
    s.fill(0);
    const pos = h.position.array as Float32Array;
    const col = h.color.array as Float32Array;
    let k = 0;
    for (const id of this.selected) {
      if (k >= h.count || viewOf(id) !== view) continue;
      const p = positionOf(id, this.tmp);
      if (!p) continue;
      pos.set([p.x, p.y, p.z], k * 3);
      col.set(k === 0 ? [1, 0.84, 0.3] : [0.4, 0.9, 1], k * 3);
      s[k] = 26;
      k++;
    }
    this.highlighted = k;
    h.position.needsUpdate = true;
    h.size.needsUpdate = true;
    h.color.needsUpdate = true;
  }

  setPixelRatio(pr: number) {
    this.highlight.material.uniforms.uPixelRatio.value = pr;
  }

  dispose() {
    this.highlight.dispose();
    for (const l of this.orbitLines.values()) l.geometry.dispose();
  }
}
