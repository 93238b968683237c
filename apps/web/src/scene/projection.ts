/** Scene points ↔ screen (CSS px): projection, Earth occlusion and picking the nearest point. */
import * as THREE from 'three';
import { EARTH_RADIUS_UNITS } from './earth';
import type { SceneObject } from './types';
import type { ViewLayer } from './view-layers';

export class ScreenProjection {
  private tmp = new THREE.Vector3();

  /** `root` maps scene axes to world axes; Earth sits at the world origin. */
  constructor(
    private root: THREE.Object3D,
    private camera: THREE.Camera,
  ) {}

  /** Screen position of a scene point (overwritten with its world position), or null when behind the camera. */
  project(p: THREE.Vector3, w: number, hgt: number): [number, number] | null {
    const v = this.root.localToWorld(p).project(this.camera);
    if (v.z > 1 || v.z < -1) return null;
    return [((v.x + 1) / 2) * w, ((1 - v.y) / 2) * hgt];
  }

  behindEarth(p: THREE.Vector3) {
    // segment camera→point against the sphere, in world axes (Earth at origin)
    const c = this.camera.position;
    const w = this.root.localToWorld(p.clone());
    const d = w.clone().sub(c);
    const len = d.length();
    d.divideScalar(len);
    const tca = -c.dot(d);
    if (tca < 0 || tca > len) return false;
    const d2 = c.lengthSq() - tca * tca;
    return d2 < EARTH_RADIUS_UNITS * EARTH_RADIUS_UNITS * 0.98;
  }

  /**
   * Nearest drawn object of a view within `radius` CSS px of (x, y) on a w×h screen; in the
   * earth view, objects behind the globe and failed propagations are skipped.
   */
  pick(
    v: ViewLayer,
    seconds: number,
    earthView: boolean,
    x: number,
    y: number,
    radius: number,
    w: number,
    h: number,
  ): SceneObject | null {
    this.root.updateMatrixWorld();
    const m = new THREE.Matrix4()
      .multiplyMatrices(this.camera.projectionMatrix, this.camera.matrixWorldInverse)
      .multiply(this.root.matrixWorld);
    const e = m.elements;
    const size = v.layer.size.array as Float32Array;
    const cands: { i: number; d: number }[] = [];
    for (let i = 0; i < v.objects.length; i++) {
      if (size[i] <= 0) continue;
      const p = v.layer.positionOf(i, seconds, this.tmp);
      if (p.lengthSq() < 1 && earthView) continue; // failed propagation
      const cw = e[3] * p.x + e[7] * p.y + e[11] * p.z + e[15];
      if (cw <= 0) continue;
      const sx = ((e[0] * p.x + e[4] * p.y + e[8] * p.z + e[12]) / cw + 1) * 0.5 * w;
      const sy = (1 - (e[1] * p.x + e[5] * p.y + e[9] * p.z + e[13]) / cw) * 0.5 * h;
      const d = Math.hypot(sx - x, sy - y);
      if (d <= Math.max(radius, size[i] / 2 + 2)) cands.push({ i, d });
    }
    cands.sort((a, b) => a.d - b.d);
    for (const c of cands) {
      const p = v.layer.positionOf(c.i, seconds, new THREE.Vector3());
      if (!earthView || !this.behindEarth(p)) return v.objects[c.i];
    }
    return null;
  }
}
