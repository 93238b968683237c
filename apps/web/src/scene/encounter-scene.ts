/**
 * A close approach seen from the primary: the primary fixed at the centre, the secondary's path
 * relative to it (in the primary's radial / in-track / cross-track frame at TCA, so "up" is away from
 * Earth and the primary flies along +x), the miss vector at TCA, and a marker replaying the pass in
 * slow motion. Imperative and outside React: the component creates it, calls setTrack(), dispose().
 */
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { prefersReducedMotion } from '../lib/a11y/reduced-motion';

export interface EncounterTrack {
  missKm: number;
  relativeSpeedKmS: number;
  primary: [number, number, number][];
  secondary: [number, number, number][];
  stepS: number;
}
export interface EncounterColors {
  background: string;
  primary: string;
  secondary: string;
  miss: string;
  radial: string;
  inTrack: string;
}

type V = [number, number, number];
const sub = (a: V, b: V): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: V, b: V) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V, b: V): V => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const unit = (a: V): V => {
  const n = Math.hypot(...a);
  return [a[0] / n, a[1] / n, a[2] / n];
};
/** Seconds of wall time one replay of the pass takes. */
const REPLAY_S = 4;

export class EncounterScene {
  private renderer: THREE.WebGLRenderer;
  private camera = new THREE.PerspectiveCamera(45, 1, 0.001, 1e6);
  private scene = new THREE.Scene();
  private controls: OrbitControls;
  private content = new THREE.Group();
  private marker: THREE.Mesh;
  private path: THREE.Vector3[] = [];
  private replay = { fromS: 0, toS: 0, stepS: 10, t0: performance.now() };
  private raf = 0;
  private resize: ResizeObserver;

  constructor(
    private host: HTMLElement,
    private colors: EncounterColors,
  ) {
    this.renderer = new THREE.WebGLRenderer({ antialias: true });
    this.renderer.setPixelRatio(Math.min(2, window.devicePixelRatio));
    this.renderer.setClearColor(colors.background);
    host.appendChild(this.renderer.domElement);
    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.enableDamping = !prefersReducedMotion(); // no inertia under reduced motion
    this.scene.add(this.content);
    this.marker = new THREE.Mesh(
      new THREE.SphereGeometry(1, 16, 12),
      new THREE.MeshBasicMaterial({ color: colors.secondary }),
    );
    this.scene.add(this.marker);
    this.resize = new ResizeObserver(() => this.fit());
    this.resize.observe(host);
    this.fit();
    const frame = () => {
      this.raf = requestAnimationFrame(frame);
      this.tick();
    };
    frame();
  }

  /** Shows one encounter (replaces the previous one). */
  setTrack(track: EncounterTrack) {
    this.content.clear();
    const mid = Math.floor(track.primary.length / 2); // the samples are centred on TCA
    const p1 = track.primary[mid];
    const v1 = sub(track.primary[mid + 1] ?? p1, track.primary[mid - 1] ?? p1);
    const R = unit(p1);
    const C = unit(cross(p1, v1));
    const I = cross(C, R);
    // three.js axes: x = in-track, y = radial (up), z = cross-track.
    this.path = track.primary.map((p, k) => {
      const rel = sub(track.secondary[k], p);
      return new THREE.Vector3(dot(rel, I), dot(rel, R), dot(rel, C));
    });
    const scale = Math.max(track.missKm, 0.01);
    const line = (pts: THREE.Vector3[], color: string) =>
      new THREE.Line(new THREE.BufferGeometry().setFromPoints(pts), new THREE.LineBasicMaterial({ color }));
    this.content.add(line(this.path, this.colors.secondary));
    const closest = this.path[mid];
    this.content.add(line([new THREE.Vector3(), closest], this.colors.miss));
    const primary = new THREE.Mesh(
      new THREE.SphereGeometry(scale * 0.08, 24, 16),
      new THREE.MeshBasicMaterial({ color: this.colors.primary }),
    );
    this.content.add(primary);
    this.content.add(
      new THREE.ArrowHelper(
        new THREE.Vector3(0, 1, 0),
        new THREE.Vector3(),
        scale * 1.2,
        this.colors.radial,
        scale * 0.15,
        scale * 0.08,
      ),
    );
    this.content.add(
      new THREE.ArrowHelper(
        new THREE.Vector3(1, 0, 0),
        new THREE.Vector3(),
        scale * 1.2,
        this.colors.inTrack,
        scale * 0.15,
        scale * 0.08,
      ),
    );
    this.marker.scale.setScalar(scale * 0.06);
    // Replay the part of the pass within a few miss distances of the primary (inside the sampled span).
    const halfS = Math.min((4 * scale) / Math.max(track.relativeSpeedKmS, 1e-3), track.stepS * (mid - 1));
    this.replay = { fromS: -halfS, toS: halfS, stepS: track.stepS, t0: performance.now() };
    this.camera.position.set(scale * 2.2, scale * 1.6, scale * 3.2);
    this.camera.near = scale / 1000;
    this.camera.far = scale * 1e5;
    this.camera.updateProjectionMatrix();
    this.controls.target.set(0, 0, 0);
    this.controls.update();
  }

  private tick() {
    if (this.path.length > 1) {
      const { fromS, toS, stepS, t0 } = this.replay;
      const phase = (((performance.now() - t0) / 1000) % REPLAY_S) / REPLAY_S;
      const s = fromS + (toS - fromS) * phase; // seconds from TCA
      const x = (this.path.length - 1) / 2 + s / stepS;
      const k = Math.max(0, Math.min(this.path.length - 2, Math.floor(x)));
      this.marker.position.lerpVectors(this.path[k], this.path[k + 1], x - k);
    }
    this.controls.update();
    this.renderer.render(this.scene, this.camera);
  }

  private fit() {
    const w = Math.max(1, this.host.clientWidth);
    const h = Math.max(1, this.host.clientHeight);
    this.renderer.setSize(w, h);
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
  }

  dispose() {
    cancelAnimationFrame(this.raf);
    this.resize.disconnect();
    this.controls.dispose();
    this.scene.traverse((o) => {
      const m = o as THREE.Mesh;
      m.geometry?.dispose();
      const mat = m.material as THREE.Material | THREE.Material[] | undefined;
      if (Array.isArray(mat)) mat.forEach((x) => x.dispose());
      else mat?.dispose();
    });
    this.renderer.dispose();
    this.renderer.domElement.remove();
  }
}
