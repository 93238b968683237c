/**
 * The camera and what moves it: orbit controls (mouse/touch), the keyboard, fly-to and following
 * a moving object.
 */
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { prefersReducedMotion } from '../lib/a11y/reduced-motion';
import type { SceneView } from './types';

const VIEW_CAMERA: Record<
  SceneView,
  { position: [number, number, number]; near: number; far: number; focusDistance: number }
> = {
  earth: { position: [0, 18, 38], near: 0.05, far: 20000, focusDistance: 5 },
  solar: { position: [0, 40, 60], near: 0.01, far: 20000, focusDistance: 3 },
  stars: { position: [0, 150, 420], near: 1, far: 20000, focusDistance: 40 },
};

const KEYS_HELD = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', '+', '=', '-', '_', 'PageUp', 'PageDown'];

export interface CameraPose {
  position: [number, number, number];
  target: [number, number, number];
}

export class CameraRig {
  readonly camera = new THREE.PerspectiveCamera(50, 1, 0.05, 20000);
  readonly controls: OrbitControls;
  private follow: { id: string; last: THREE.Vector3 } | null = null;
  private fly: {
    from: THREE.Vector3;
    to: () => THREE.Vector3;
    camFrom: THREE.Vector3;
    start: number;
    distance: number;
  } | null = null;
  private keys = new Set<string>();
  private tmp = new THREE.Vector3();

  /**
   * `root` maps scene axes to world axes; `locate` gives an object's current scene position
   * (objects move, so fly-to and follow ask again every frame).
   */
  constructor(
    canvas: HTMLCanvasElement,
    private root: THREE.Object3D,
    private locate: (id: string, out?: THREE.Vector3) => THREE.Vector3 | null,
  ) {
    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.enableDamping = true;
    this.controls.dampingFactor = 0.12;
    this.controls.addEventListener('start', () => {
      this.fly = null;
      // No gliding on after the pointer lets go when the system asks for reduced motion (checked per drag).
      this.controls.enableDamping = !prefersReducedMotion();
    });
  }

  /** Held keys move the camera every frame (see step); F calls onFocus. */
  bindKeys(canvas: HTMLCanvasElement, onFocus: () => void) {
    canvas.addEventListener('keydown', (e) => {
      if (KEYS_HELD.includes(e.key)) {
        e.preventDefault();
        this.keys.add(e.key);
      } else if (e.key === 'f' || e.key === 'F') {
        onFocus();
      }
    });
    canvas.addEventListener('keyup', (e) => this.keys.delete(e.key));
    canvas.addEventListener('blur', () => this.keys.clear());
  }

  /** The view's home position; any fly-to or follow ends. */
  applyView(view: SceneView) {
    this.follow = null;
    this.fly = null;
    const c = VIEW_CAMERA[view];
    this.camera.position.set(...c.position);
    this.camera.near = c.near;
    this.camera.far = c.far;
    this.camera.updateProjectionMatrix();
    this.controls.target.set(0, 0, 0);
    this.controls.maxDistance = view === 'stars' ? 3000 : view === 'solar' ? 2000 : 1500;
    this.controls.minDistance = view === 'earth' ? 0.2 : 0.02;
    this.controls.update();
  }

  /** Fly to an object at scene position `p` (in `view`) and keep following it. */
  flyTo(id: string, p: THREE.Vector3, view: SceneView) {
    const offset = this.camera.position.clone().sub(this.controls.target);
    this.fly = {
      from: this.controls.target.clone(),
      to: () => this.root.localToWorld(this.locate(id) ?? new THREE.Vector3()),
      camFrom: offset,
      // Under prefers-reduced-motion the camera cuts to the object instead of an 800 ms flight.
      start: prefersReducedMotion() ? -Infinity : performance.now(),
      distance: VIEW_CAMERA[view].focusDistance,
    };
    this.follow = { id, last: this.root.localToWorld(p.clone()) };
  }

  get followedId() {
    return this.follow?.id ?? null;
  }
  stopFollowing() {
    this.follow = null;
  }

  get(): CameraPose {
    const r = (v: THREE.Vector3) => [v.x, v.y, v.z] as [number, number, number];
    return { position: r(this.camera.position), target: r(this.controls.target) };
  }

  set(c: CameraPose) {
    this.fly = null;
    this.follow = null;
    this.camera.position.set(...c.position);
    this.controls.target.set(...c.target);
    this.controls.update();
  }

  setAspect(aspect: number) {
    this.camera.aspect = aspect;
    this.camera.updateProjectionMatrix();
  }

  /** One frame: keyboard, fly-to / follow, then the controls' damping. */
  step(now: number, dt: number) {
    this.keyboardStep(dt);
    this.updateMotion(now);
    this.controls.update();
  }

  /** Arrow keys orbit the camera around the target; + / − (or PageUp/PageDown) zoom. */
  private keyboardStep(dt: number) {
    if (!this.keys.size) return;
    this.fly = null;
    const offset = this.camera.position.clone().sub(this.controls.target);
    const sph = new THREE.Spherical().setFromVector3(offset);
    const rate = 1.6 * dt;
    if (this.keys.has('ArrowLeft')) sph.theta -= rate;
    if (this.keys.has('ArrowRight')) sph.theta += rate;
    if (this.keys.has('ArrowUp')) sph.phi = Math.max(0.05, sph.phi - rate);
    if (this.keys.has('ArrowDown')) sph.phi = Math.min(Math.PI - 0.05, sph.phi + rate);
    if (this.keys.has('+') || this.keys.has('=') || this.keys.has('PageUp'))
      sph.radius = Math.max(this.controls.minDistance, sph.radius * (1 - dt * 1.5));
    if (this.keys.has('-') || this.keys.has('_') || this.keys.has('PageDown'))
      sph.radius = Math.min(this.controls.maxDistance, sph.radius * (1 + dt * 1.5));
    this.camera.position.copy(this.controls.target).add(offset.setFromSpherical(sph));
  }

  private updateMotion(now: number) {
    if (this.fly) {
      const k = Math.min(1, (now - this.fly.start) / 800);
      const e = k * k * (3 - 2 * k);
      const to = this.fly.to();
      this.controls.target.lerpVectors(this.fly.from, to, e);
      const dir = this.fly.camFrom.clone().normalize();
      const d = THREE.MathUtils.lerp(this.fly.camFrom.length(), this.fly.distance, e);
      this.camera.position.copy(this.controls.target).addScaledVector(dir, d);
      if (k >= 1) {
        this.fly = null;
        if (this.follow) this.follow.last.copy(to);
      }
      return;
    }
    if (this.follow) {
      const p = this.locate(this.follow.id, this.tmp);
      if (!p) return;
      const w = this.root.localToWorld(p);
      const delta = w.clone().sub(this.follow.last);
      this.controls.target.add(delta);
      this.camera.position.add(delta);
      this.follow.last.copy(w);
    }
  }

  dispose() {
    this.controls.dispose();
  }
}
