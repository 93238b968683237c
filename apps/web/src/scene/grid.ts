/** The optional reference grid, sized for each view. */
import * as THREE from 'three';
import type { SceneView } from './types';

const GRID_SIZE: Record<SceneView, number> = { earth: 100, solar: 200, stars: 600 };

/** A square grid in the equatorial plane (three.js XZ) plus concentric rings every two cells. */
function makeGrid(size: number, divisions: number) {
  const half = size / 2;
  const step = size / divisions;
  const pts: number[] = [];
  // short segments: some software rasterizers drop a whole line that crosses behind the camera
  for (let i = 0; i <= divisions; i++) {
    const c = -half + i * step;
    for (let j = 0; j < divisions * 2; j++) {
      const a = -half + (j * step) / 2;
      const b = a + step / 2;
      pts.push(c, 0, a, c, 0, b, a, 0, c, b, 0, c);
    }
  }
  for (let r = 2 * step; r <= half; r += 2 * step) {
    for (let k = 0; k < 96; k++) {
      const a = (k / 96) * Math.PI * 2;
      const b = ((k + 1) / 96) * Math.PI * 2;
      pts.push(r * Math.cos(a), 0, r * Math.sin(a), r * Math.cos(b), 0, r * Math.sin(b));
    }
  }
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute(pts, 3));
  const grid = new THREE.LineSegments(
    g,
    new THREE.LineBasicMaterial({ color: 0x4a6a9a, transparent: true, opacity: 0.55 }),
  );
  grid.frustumCulled = false;
  return grid;
}

export class ViewGrid {
  private lines: THREE.LineSegments | null = null;

  /** The grid lives in world axes (not under the scene root): its plane is three.js' XZ. */
  constructor(private parent: THREE.Object3D) {}

  /** Grid for a view, or none (null). */
  show(view: SceneView | null) {
    this.lines?.removeFromParent();
    this.lines?.geometry.dispose();
    this.lines = null;
    if (view) {
      this.lines = makeGrid(GRID_SIZE[view], 20);
      this.parent.add(this.lines);
    }
  }

  dispose() {
    this.lines?.geometry.dispose();
  }
}
