import * as THREE from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { AmbientAudio } from './audio';
import { disposeTree, starfield } from './frame';
import type { Info, SceneModule } from './types';
import { XrControls, type Comfort } from './xr';
import { prefersReducedMotion } from '../lib/a11y/reduced-motion';

export interface EngineEvents {
  onInfo(info: Info): void;
  onXrChange?(presenting: boolean): void;
  /** A user's pick (or its clearing): what a screen reader is told through the page's live region. */
  onSelect?(info: Info | null): void;
}

const STATS = 600;

/**
 * Renderer, camera rig, loop and input for one VR scene. Imperative and outside React: the page
 * creates it on mount and disposes it on unmount. The loop allocates nothing per frame.
 */
export class VrEngine {
  readonly renderer: THREE.WebGLRenderer;
  readonly scene = new THREE.Scene();
  readonly camera: THREE.PerspectiveCamera;
  /** Moves the viewer (XR head pose is relative to it). */
  readonly rig = new THREE.Group();
  readonly controls: OrbitControls;
  readonly audio = new AmbientAudio();
  readonly xr: XrControls;
  private module: SceneModule | null = null;
  private cursor: number | null = null;
  private lastRefresh = -Infinity;
  private lastRefreshSim = Number.NaN;
  private lastInfo = 0;
  private selected: THREE.Intersection | null = null;
  private readonly followPrev = new THREE.Vector3();
  private readonly followDelta = new THREE.Vector3();
  private readonly raycaster = new THREE.Raycaster();
  private readonly ndc = new THREE.Vector2();
  private readonly hits: THREE.Intersection[] = [];
  private down = { x: 0, y: 0 };
  // Frame statistics for the benchmark: work time (update + render) and frame interval.
  private readonly work = new Float32Array(STATS);
  private readonly interval = new Float32Array(STATS);
  private frames = 0;
  private prevFrameAt = 0;
  private prevNow = 0;

  constructor(
    private readonly container: HTMLElement,
    private readonly events: EngineEvents,
  ) {
    this.renderer = new THREE.WebGLRenderer({
      antialias: true,
      powerPreference: 'high-performance',
      preserveDrawingBuffer: false,
    });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    this.renderer.xr.enabled = true;
    this.renderer.xr.setReferenceSpaceType('local-floor');
    container.appendChild(this.renderer.domElement);
    this.renderer.domElement.style.display = 'block';
    this.renderer.domElement.tabIndex = 0;
    this.camera = new THREE.PerspectiveCamera(60, 1, 0.01, 5000);
    this.rig.add(this.camera);
    this.scene.add(this.rig, starfield());
    this.scene.background = new THREE.Color(0x02030a);
    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.enableDamping = !prefersReducedMotion(); // no inertia under reduced motion
    this.controls.listenToKeyEvents(window);
    this.xr = new XrControls(
      this.renderer,
      this.rig,
      this.camera,
      this.scene,
      (ray) => this.pickRay(ray),
      events.onXrChange,
    );
    this.resize();
    window.addEventListener('resize', this.resize);
    window.addEventListener('keydown', this.onKey);
    const el = this.renderer.domElement;
    el.addEventListener('pointerdown', this.onDown);
    el.addEventListener('pointerup', this.onUp);
    this.renderer.setAnimationLoop(this.loop);
  }

  setModule(m: SceneModule) {
    if (this.module) {
      this.scene.remove(this.module.root);
      this.module.dispose();
      disposeTree(this.module.root);
    }
    this.module = m;
    this.selected = null;
    this.scene.add(m.root);
    this.lastRefresh = -Infinity;
    const t = this.simTime();
    m.refresh(t); // may set m.camera from the first state (ride-along scenes)
    m.update(t);
    const c = m.camera;
    this.camera.near = c.near ?? 0.01;
    this.camera.far = c.far ?? 5000;
    this.camera.updateProjectionMatrix();
    this.camera.position.set(...c.position);
    this.controls.target.set(...c.target);
    this.controls.update();
    if (m.follow) this.followPrev.copy(m.follow);
    this.events.onInfo(m.info(t));
  }

  /** Shared date (ms) or null for live time. */
  setTimeCursor(ms: number | null) {
    this.cursor = ms;
    this.lastRefresh = -Infinity;
  }

  setComfort(c: Partial<Comfort>) {
    this.xr.comfort = { ...this.xr.comfort, ...c };
  }

  clearSelection() {
    const had = this.selected !== null;
    this.selected = null;
    if (this.module) this.events.onInfo(this.module.info(this.simTime()));
    if (had) this.events.onSelect?.(null);
  }

  /** Benchmark numbers: mean and p95 of update+render time, mean frame interval (ms). */
  stats() {
    const n = Math.min(this.frames, STATS);
    const w = Array.from(this.work.subarray(0, n)).sort((a, b) => a - b);
    const iv = Array.from(this.interval.subarray(0, n));
    const mean = (a: number[]) => (a.length ? a.reduce((s, x) => s + x, 0) / a.length : 0);
    return {
      frames: this.frames,
      workMeanMs: mean(w),
      workP95Ms: w[Math.floor(n * 0.95)] ?? 0,
      intervalMeanMs: mean(iv),
      calls: this.renderer.info.render.calls,
      triangles: this.renderer.info.render.triangles,
    };
  }

  resetStats() {
    this.frames = 0;
  }

  private simTime() {
    return this.cursor ?? Date.now();
  }

  private readonly loop = (time: number) => {
    const m = this.module;
    const start = performance.now();
    const dt = this.prevNow ? Math.min(0.1, (start - this.prevNow) / 1000) : 0;
    this.prevNow = start;
    if (m) {
      const t = this.simTime();
      if (start - this.lastRefresh >= (m.refreshMs ?? 1000) && !(this.cursor !== null && t === this.lastRefreshSim)) {
        m.refresh(t);
        this.lastRefresh = start;
        this.lastRefreshSim = t;
      }
      m.update(t);
      if (m.follow) {
        // Ride along: move the viewer with the followed point.
        this.followDelta.subVectors(m.follow, this.followPrev);
        this.followPrev.copy(m.follow);
        if (this.renderer.xr.isPresenting) this.rig.position.add(this.followDelta);
        else {
          this.camera.position.add(this.followDelta);
          this.controls.target.add(this.followDelta);
        }
      }
      if (start - this.lastInfo > 500) {
        this.lastInfo = start;
        const info = this.selected ? m.select(this.selected) : null;
        this.events.onInfo(info ?? m.info(t));
      }
    }
    if (this.renderer.xr.isPresenting) this.xr.update(dt, this.module?.pickables);
    else this.controls.update(dt);
    this.renderer.render(this.scene, this.camera);
    const i = this.frames % STATS;
    this.work[i] = performance.now() - start;
    this.interval[i] = this.prevFrameAt ? time - this.prevFrameAt : 0;
    this.prevFrameAt = time;
    this.frames++;
  };

  /** Raycast pickables along a ray; selects and reports the first hit. Returns true on a hit. */
  private pickRay(ray: THREE.Ray): boolean {
    if (!this.module) return false;
    this.raycaster.ray.copy(ray);
    return this.pickWith();
  }

  private pickWith(): boolean {
    const m = this.module;
    if (!m) return false;
    this.raycaster.params.Points = { threshold: 0.3 };
    this.raycaster.params.Line = { threshold: 0.2 };
    this.hits.length = 0;
    this.raycaster.intersectObjects(m.pickables, true, this.hits);
    for (const h of this.hits) {
      const info = m.select(h);
      if (info) {
        this.selected = h;
        this.events.onInfo(info);
        this.events.onSelect?.(info);
        return true;
      }
    }
    return false;
  }

  private readonly onDown = (e: PointerEvent) => {
    this.down = { x: e.clientX, y: e.clientY };
  };

  private readonly onUp = (e: PointerEvent) => {
    if (Math.hypot(e.clientX - this.down.x, e.clientY - this.down.y) > 5) return; // a drag, not a click
    const r = this.renderer.domElement.getBoundingClientRect();
    this.ndc.set(((e.clientX - r.left) / r.width) * 2 - 1, -((e.clientY - r.top) / r.height) * 2 + 1);
    this.raycaster.setFromCamera(this.ndc, this.camera);
    if (!this.pickWith()) this.clearSelection();
  };

  /** Keyboard beyond OrbitControls' arrow-key pan: W/S or +/− zoom, A/D orbit, Escape clears the selection. */
  private readonly onKey = (e: KeyboardEvent) => {
    if ((e.target as HTMLElement)?.tagName === 'INPUT') return;
    const off = this.followDelta.subVectors(this.camera.position, this.controls.target);
    const k = e.key.toLowerCase();
    if (k === 'w' || k === '+' || k === '=') off.multiplyScalar(0.85);
    else if (k === 's' || k === '-') off.multiplyScalar(1 / 0.85);
    else if (k === 'a' || k === 'd') off.applyAxisAngle(THREE.Object3D.DEFAULT_UP, k === 'a' ? -0.1 : 0.1);
    else if (k === 'escape') return this.clearSelection();
    else return;
    this.camera.position.copy(this.controls.target).add(off);
    this.followDelta.set(0, 0, 0);
  };

  private readonly resize = () => {
    const w = this.container.clientWidth || window.innerWidth;
    const h = this.container.clientHeight || window.innerHeight;
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
    this.renderer.setSize(w, h);
  };

  dispose() {
    this.renderer.setAnimationLoop(null);
    window.removeEventListener('resize', this.resize);
    window.removeEventListener('keydown', this.onKey);
    this.controls.dispose();
    this.xr.dispose();
    this.audio.dispose();
    if (this.module) {
      this.module.dispose();
      disposeTree(this.module.root);
    }
    disposeTree(this.scene);
    this.renderer.dispose();
    this.renderer.domElement.remove();
  }
}
