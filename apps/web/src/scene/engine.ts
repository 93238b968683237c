/**
 * The visualization engine: renderer, frame loop, camera controls, one Points layer per view,
 * labels, picking, orbit lines. Imperative and outside React; the page sends commands and
 * listens to a few callbacks (pick, hover, time).
 */
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { gstime } from 'satellite.js';
import type { FromWorker, SatElementSet, ToWorker } from '../workers/propagation.messages';
import { createEarth, EARTH_RADIUS_UNITS } from './earth';
import { PointsLayer } from './points-layer';

export type SceneView = 'earth' | 'solar' | 'stars';

/** What the engine needs to know of an object (the page's records satisfy it structurally). */
export interface SceneObject {
  id: string;
  name: string;
  view: SceneView;
  position: { x: number; y: number; z: number };
  tle?: { line1: string; line2: string };
}

export interface Appearance {
  color: [number, number, number];
  /** Point diameter in CSS pixels. */
  size: number;
}

export interface EngineOptions {
  /** Appearance of each object (type colour, spectral brightness). */
  appearance: (o: SceneObject) => Appearance;
  /** Scene positions of non-satellite objects at a time (solar bodies move; stars do not). */
  positionsAt?: (objects: readonly SceneObject[], date: Date) => void;
  /** Sun direction (unit, scene axes) at a time, for Earth's terminator. */
  sunDirection?: (date: Date) => [number, number, number];
  onPick?: (id: string | null, additive: boolean) => void;
  onHover?: (hit: { id: string; name: string; x: number; y: number } | null) => void;
  onTime?: (ms: number) => void;
  /** Worker factory (tests/bench may inject). */
  createWorker?: () => Worker;
  /** Simulated seconds per real second at speed 1. */
  simRate?: number;
}

const VIEW_CAMERA: Record<SceneView, { position: [number, number, number]; near: number; far: number; grid: number; focusDistance: number }> = {
  earth: { position: [0, 18, 38], near: 0.05, far: 20000, grid: 100, focusDistance: 5 },
  solar: { position: [0, 40, 60], near: 0.01, far: 20000, grid: 200, focusDistance: 3 },
  stars: { position: [0, 150, 420], near: 1, far: 20000, grid: 600, focusDistance: 40 },
};

const MAX_LABELS = 60;

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
  const grid = new THREE.LineSegments(g, new THREE.LineBasicMaterial({ color: 0x4a6a9a, transparent: true, opacity: 0.55 }));
  grid.frustumCulled = false;
  return grid;
}
/** Earth's GM in scene units (1000 km)³/s². */
const GM_UNITS = 398_600.4418 / 1e9;

interface ViewLayer {
  objects: SceneObject[];
  index: Map<string, number>;
  layer: PointsLayer;
  /** Number of leading objects propagated by the worker (earth view only). */
  satCount: number;
}

export class VizEngine {
  readonly renderer: THREE.WebGLRenderer;
  readonly camera: THREE.PerspectiveCamera;
  readonly controls: OrbitControls;
  readonly scene = new THREE.Scene();
  /** Scene axes (z = north) → three.js axes (y = up). */
  readonly root = new THREE.Group();
  private earth = createEarth();
  private grid: THREE.LineSegments | null = null;
  private views = new Map<SceneView, ViewLayer>();
  private view: SceneView = 'earth';
  private visible = new Set<string>();
  private hasFilter = false;
  private labelsOn = true;
  private gridOn = false;
  private selection: string[] = [];
  private highlight = new PointsLayer(32, { ring: true });
  private orbitLines = new Map<string, THREE.Line>();
  private labelHost: HTMLDivElement;
  private labelPool: HTMLSpanElement[] = [];
  private tooltip: HTMLDivElement;
  private worker: Worker | null = null;
  private workerBusy = false;
  private workerReady = false;
  private seq = 0;
  private lastRequestReal = 0;
  /** Epoch base (ms) of the satellite layer's per-point state times. */
  private baseMs = 0;
  /** A full propagation is due (load, time jump, re-sync); otherwise slices refresh the catalogue. */
  private needFull = true;
  private minSeq = 0;
  private sliceCursor = 0;
  private lastFullTime = Number.NaN;
  private lastOrbitRefresh = 0;
  private raf = 0;
  private lastFrame = performance.now();
  private lastSolarUpdate = 0;
  private lastTimeEmit = 0;
  /** null = live (follows the wall clock). */
  private fixedTime: number | null = null;
  private playing = false;
  private speed = 1;
  private follow: { id: string; last: THREE.Vector3 } | null = null;
  private fly: { from: THREE.Vector3; to: () => THREE.Vector3; camFrom: THREE.Vector3; start: number; distance: number } | null = null;
  private keys = new Set<string>();
  private resizeObs: ResizeObserver;
  private tmp = new THREE.Vector3();
  private tmp2 = new THREE.Vector3();
  readonly stats = { frames: 0, workerMs: 0, workerReplies: 0, wasm: false };

  constructor(
    private container: HTMLElement,
    private opts: EngineOptions,
  ) {
    this.renderer = new THREE.WebGLRenderer({ antialias: false, powerPreference: 'high-performance' });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    this.renderer.setClearColor(0x02030a);
    const canvas = this.renderer.domElement;
    canvas.tabIndex = 0;
    canvas.setAttribute('role', 'application');
    canvas.setAttribute('aria-roledescription', '3D scene');
    canvas.setAttribute('aria-label', '3D scene; arrow keys rotate, + and − zoom, F focuses the selection. The visible objects are listed below.');
    canvas.style.display = 'block';
    canvas.style.outline = 'none';
    container.appendChild(canvas);
    this.labelHost = document.createElement('div');
    this.labelHost.setAttribute('aria-hidden', 'true');
    Object.assign(this.labelHost.style, { position: 'absolute', inset: '0', pointerEvents: 'none', overflow: 'hidden' });
    container.appendChild(this.labelHost);
    this.tooltip = document.createElement('div');
    this.tooltip.setAttribute('role', 'tooltip');
    this.tooltip.dataset.testid = 'viz-hover';
    Object.assign(this.tooltip.style, { position: 'absolute', pointerEvents: 'none', padding: '2px 6px', borderRadius: '4px', background: 'rgba(20,30,60,0.9)', color: '#fff', font: '12px system-ui, sans-serif', display: 'none', whiteSpace: 'nowrap' });
    container.appendChild(this.tooltip);

    this.camera = new THREE.PerspectiveCamera(50, 1, 0.05, 20000);
    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.enableDamping = true;
    this.controls.dampingFactor = 0.12;
    this.controls.addEventListener('start', () => (this.fly = null));

    this.root.rotation.x = -Math.PI / 2;
    this.scene.add(this.root);
    this.root.add(this.earth.group);
    this.root.add(this.highlight.points);
    this.highlight.points.renderOrder = 10;

    this.applyViewCamera();
    this.bindInput(canvas);
    this.resizeObs = new ResizeObserver(() => this.resize());
    this.resizeObs.observe(container);
    this.resize();
    this.raf = requestAnimationFrame(this.frame);
  }

  // ---------- data ----------

  setObjects(objects: readonly SceneObject[]) {
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
      const pos = layer.position.array as Float32Array;
      list.forEach((o, i) => {
        pos[i * 3] = o.position.x;
        pos[i * 3 + 1] = o.position.y;
        pos[i * 3 + 2] = o.position.z;
      });
      layer.points.visible = view === this.view;
      layer.material.uniforms.uPixelRatio.value = this.renderer.getPixelRatio();
      this.root.add(layer.points);
      this.views.set(view, { objects: list, index: new Map(list.map((o, i) => [o.id, i])), layer, satCount: list.filter((o) => o.tle).length });
    }
    this.restyle();
    this.startWorker();
    this.updateSolar(true);
  }

  /** Recompute colours/sizes (spectral layer or filter changed). */
  restyle() {
    for (const v of this.views.values()) {
      const c = v.layer.color.array as Float32Array;
      const s = v.layer.size.array as Float32Array;
      v.objects.forEach((o, i) => {
        const a = this.opts.appearance(o);
        c.set(a.color, i * 3);
        v.layer.baseSize[i] = a.size;
        s[i] = !this.hasFilter || this.visible.has(o.id) ? a.size : 0;
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
      v.objects.forEach((o, i) => (s[i] = !this.hasFilter || this.visible.has(o.id) ? v.layer.baseSize[i] : 0));
      v.layer.size.needsUpdate = true;
    }
  }

  private startWorker() {
    const earth = this.views.get('earth');
    if (!earth || !this.opts.createWorker) return;
    this.worker ??= this.opts.createWorker();
    this.worker.onmessage = (e: MessageEvent<FromWorker>) => this.onWorker(e.data);
    this.workerReady = false;
    this.workerBusy = false;
    this.needFull = true;
    earth.layer.setGm(GM_UNITS);
    const sats: SatElementSet[] = earth.objects.slice(0, earth.satCount).map((o) => ({ id: o.id, line1: o.tle!.line1, line2: o.tle!.line2 }));
    this.post({ kind: 'load', sats });
  }

  private post(m: ToWorker) {
    this.worker?.postMessage(m);
  }

  /** Forces a fresh propagation (e.g. after a celestialDataUpdate). */
  resync() {
    this.needFull = true;
    this.lastRequestReal = 0;
    this.updateSolar(true);
  }

  private onWorker(m: FromWorker) {
    const earth = this.views.get('earth');
    if (m.kind === 'loaded') {
      this.workerReady = true;
      this.stats.wasm = m.wasm;
      this.lastRequestReal = 0;
    } else if (m.kind === 'positions' && earth) {
      this.workerBusy = false;
      if (m.seq < this.minSeq || m.start + m.pos.length / 3 > earth.satCount) return; // overtaken by a time jump
      // failed propagations (decayed) come back as zeros: parked at Earth's centre, hidden by the globe
      if (m.start === 0 && m.pos.length === earth.satCount * 3) {
        this.baseMs = m.timeMs;
        this.lastFullTime = m.timeMs;
        earth.layer.setMotion(0, m.pos, m.vel, 0);
      } else earth.layer.setMotion(m.start, m.pos, m.vel, (m.timeMs - this.baseMs) / 1000);
      this.stats.workerMs = m.computeMs;
      this.stats.workerReplies++;
    } else if (m.kind === 'orbit' && earth) {
      const o = earth.objects[m.index];
      if (!o || !this.selection.includes(o.id) || m.points.length < 6) return;
      this.orbitLines.get(o.id)?.removeFromParent();
      const g = new THREE.BufferGeometry();
      g.setAttribute('position', new THREE.BufferAttribute(m.points, 3));
      const line = new THREE.Line(g, new THREE.LineBasicMaterial({ color: 0xffd54f, transparent: true, opacity: 0.8 }));
      line.frustumCulled = false;
      line.visible = this.view === 'earth';
      this.orbitLines.set(o.id, line);
      this.root.add(line);
    }
  }

  // ---------- time ----------

  get time(): number {
    return this.fixedTime ?? Date.now();
  }
  get isLive() {
    return this.fixedTime === null;
  }
  setTime(ms: number | null) {
    this.fixedTime = ms === null || ms >= Date.now() - 500 ? null : ms;
    this.lastRequestReal = 0;
    this.needFull = true;
    this.updateSolar(true);
    this.refreshOrbits();
  }
  setPlaying(p: boolean) {
    this.playing = p;
    if (p && this.fixedTime === null) this.fixedTime = Date.now() - 24 * 3600_000;
  }
  setSpeed(s: number) {
    this.speed = s;
  }

  // ---------- view, toggles, selection ----------

  setView(view: SceneView) {
    if (view === this.view) return;
    this.view = view;
    for (const [k, v] of this.views) v.layer.points.visible = k === view;
    this.earth.group.visible = view === 'earth';
    for (const l of this.orbitLines.values()) l.visible = view === 'earth';
    this.follow = null;
    this.fly = null;
    this.applyViewCamera();
    this.setGrid(this.gridOn);
  }
  get currentView() {
    return this.view;
  }

  private applyViewCamera() {
    const c = VIEW_CAMERA[this.view];
    this.camera.position.set(...c.position);
    this.camera.near = c.near;
    this.camera.far = c.far;
    this.camera.updateProjectionMatrix();
    this.controls.target.set(0, 0, 0);
    this.controls.maxDistance = this.view === 'stars' ? 3000 : this.view === 'solar' ? 2000 : 1500;
    this.controls.minDistance = this.view === 'earth' ? 0.2 : 0.02;
    this.controls.update();
  }

  setLabels(on: boolean) {
    this.labelsOn = on;
    if (!on) this.labelPool.forEach((l) => (l.style.display = 'none'));
  }

  setGrid(on: boolean) {
    this.gridOn = on;
    this.grid?.removeFromParent();
    this.grid?.geometry.dispose();
    this.grid = null;
    if (on) {
      const size = VIEW_CAMERA[this.view].grid;
      this.grid = makeGrid(size, 20);
      this.scene.add(this.grid);
    }
  }

  setSelection(ids: readonly string[]) {
    this.selection = [...ids];
    for (const [id, line] of this.orbitLines) {
      if (!this.selection.includes(id)) {
        line.removeFromParent();
        line.geometry.dispose();
        this.orbitLines.delete(id);
      }
    }
    this.refreshOrbits();
    if (this.follow && !this.selection.includes(this.follow.id)) this.follow = null;
  }

  private refreshOrbits() {
    const earth = this.views.get('earth');
    if (!earth) return;
    for (const id of this.selection) {
      const i = earth.index.get(id);
      if (i !== undefined && i < earth.satCount) this.post({ kind: 'orbit', seq: ++this.seq, index: i, timeMs: this.time, steps: 240 });
    }
  }

  /** Current scene position of an object (extrapolated for satellites), or null. */
  positionOf(id: string, out = new THREE.Vector3()): THREE.Vector3 | null {
    for (const v of this.views.values()) {
      const i = v.index.get(id);
      if (i !== undefined) return v.layer.positionOf(i, this.layerSeconds(), out);
    }
    return null;
  }

  viewOf(id: string): SceneView | null {
    for (const [k, v] of this.views) if (v.index.has(id)) return k;
    return null;
  }

  /** Fly the camera to an object and keep following it. */
  flyTo(id: string) {
    const view = this.viewOf(id);
    if (!view) return;
    if (view !== this.view) this.setView(view);
    const p = this.positionOf(id);
    if (!p) return;
    const offset = this.camera.position.clone().sub(this.controls.target);
    const dist = VIEW_CAMERA[view].focusDistance;
    this.fly = {
      from: this.controls.target.clone(),
      to: () => this.root.localToWorld(this.positionOf(id) ?? new THREE.Vector3()),
      camFrom: offset,
      start: performance.now(),
      distance: dist,
    };
    this.follow = { id, last: this.root.localToWorld(p.clone()) };
  }

  getCamera() {
    const r = (v: THREE.Vector3) => [v.x, v.y, v.z] as [number, number, number];
    return { position: r(this.camera.position), target: r(this.controls.target) };
  }

  setCamera(c: { position: [number, number, number]; target: [number, number, number] }) {
    this.fly = null;
    this.follow = null;
    this.camera.position.set(...c.position);
    this.controls.target.set(...c.target);
    this.controls.update();
  }

  // ---------- frame ----------

  /** Scene time relative to the satellite epoch base, seconds. */
  private layerSeconds() {
    return (this.time - this.baseMs) / 1000;
  }

  /**
   * At most one request in flight, at 10 Hz: a full propagation after a jump or when playing
   * (simulated time runs fast), else a slice so every satellite gets a fresh SGP4 state at least
   * every ~1.5 s while the shader's two-body step carries it in between.
   */
  private schedule(now: number, t: number) {
    const earth = this.views.get('earth');
    if (!earth || !this.workerReady || this.workerBusy || now - this.lastRequestReal < 100) return;
    const n = earth.satCount;
    if (!n) return;
    const moving = this.fixedTime === null || this.playing;
    if (!moving && !this.needFull && this.lastFullTime === t) return;
    this.workerBusy = true;
    this.lastRequestReal = now;
    if (this.needFull || this.playing || !moving) {
      this.needFull = false;
      this.minSeq = ++this.seq;
      this.post({ kind: 'propagate', seq: this.seq, timeMs: t });
      return;
    }
    const count = Math.min(n, Math.max(2000, Math.ceil(n / 15)));
    const start = this.sliceCursor >= n ? 0 : this.sliceCursor;
    this.sliceCursor = start + count;
    this.post({ kind: 'propagate', seq: ++this.seq, timeMs: t, start, count: Math.min(count, n - start) });
  }

  private frame = (now: number) => {
    this.raf = requestAnimationFrame(this.frame);
    const realDt = Math.min(0.1, (now - this.lastFrame) / 1000);
    this.lastFrame = now;
    this.stats.frames++;
    if (this.playing && this.fixedTime !== null) {
      this.fixedTime += realDt * 1000 * this.speed * (this.opts.simRate ?? 600);
      if (this.fixedTime >= Date.now()) {
        this.fixedTime = null;
        this.playing = false;
      }
    }
    const t = this.time;
    if (now - this.lastTimeEmit > 250) {
      this.lastTimeEmit = now;
      this.opts.onTime?.(t);
    }
    this.schedule(now, t);
    if (this.playing && now - this.lastOrbitRefresh > 2000) {
      this.lastOrbitRefresh = now;
      this.refreshOrbits(); // the orbit plane precesses over days of playback
    }
    this.views.get('earth')?.layer.setTime(this.layerSeconds());
    if (now - this.lastSolarUpdate > 100) this.updateSolar(false);
    this.keyboardStep(realDt);
    this.updateCameraMotion(now);
    this.controls.update();
    this.updateHighlight();
    this.renderer.render(this.scene, this.camera);
    this.updateLabels();
  };

  private lastSolarTime = Number.NaN;
  private updateSolar(force: boolean) {
    this.lastSolarUpdate = performance.now();
    const t = this.time;
    const date = new Date(t);
    if (this.earth.group.visible || force) {
      const sun = this.opts.sunDirection?.(date) ?? [1, 0, 0];
      this.root.updateMatrixWorld();
      this.earth.update(this.tmp.set(...sun), gstime(date), this.root.matrixWorld);
    }
    const solar = this.views.get('solar');
    if (!solar || !this.opts.positionsAt || (!force && Math.abs(t - this.lastSolarTime) < 60_000)) return;
    this.lastSolarTime = t;
    this.opts.positionsAt(solar.objects, date);
    const pos = solar.layer.position.array as Float32Array;
    solar.objects.forEach((o, i) => {
      pos[i * 3] = o.position.x;
      pos[i * 3 + 1] = o.position.y;
      pos[i * 3 + 2] = o.position.z;
    });
    solar.layer.position.needsUpdate = true;
  }

  private updateCameraMotion(now: number) {
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
      const p = this.positionOf(this.follow.id, this.tmp2);
      if (!p) return;
      const w = this.root.localToWorld(p);
      const delta = w.clone().sub(this.follow.last);
      this.controls.target.add(delta);
      this.camera.position.add(delta);
      this.follow.last.copy(w);
    }
  }

  private highlighted = 0;
  private updateHighlight() {
    const h = this.highlight;
    if (!this.selection.length && !this.highlighted) return;
    const s = h.size.array as Float32Array;
    s.fill(0);
    const pos = h.position.array as Float32Array;
    const col = h.color.array as Float32Array;
    let k = 0;
    for (const id of this.selection) {
      if (k >= h.count || this.viewOf(id) !== this.view) continue;
      const p = this.positionOf(id, this.tmp);
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

  /** Screen position (CSS px) of a scene point, or null when behind the camera. */
  private project(p: THREE.Vector3, w: number, hgt: number): [number, number] | null {
    const v = this.root.localToWorld(p).project(this.camera);
    if (v.z > 1 || v.z < -1) return null;
    return [((v.x + 1) / 2) * w, ((1 - v.y) / 2) * hgt];
  }

  private occludedByEarth(p: THREE.Vector3) {
    if (this.view !== 'earth') return false;
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

  private updateLabels() {
    if (!this.labelsOn) return;
    const v = this.views.get(this.view);
    if (!v) return;
    const w = this.container.clientWidth;
    const h = this.container.clientHeight;
    const chosen: { o: SceneObject; i: number }[] = [];
    const shown = (i: number) => (v.layer.size.array as Float32Array)[i] > 0;
    for (const id of this.selection) {
      const i = v.index.get(id);
      if (i !== undefined) chosen.push({ o: v.objects[i], i });
    }
    const visibleCount = this.hasFilter ? v.objects.filter((o) => this.visible.has(o.id)).length : v.objects.length;
    if (this.view !== 'earth' || visibleCount <= MAX_LABELS) {
      for (let i = 0; i < v.objects.length && chosen.length < MAX_LABELS; i++) {
        if (shown(i) && !this.selection.includes(v.objects[i].id)) chosen.push({ o: v.objects[i], i });
      }
    }
    let used = 0;
    const sec = this.layerSeconds();
    for (const { o, i } of chosen) {
      if (!shown(i) && !this.selection.includes(o.id)) continue;
      const p = v.layer.positionOf(i, sec, this.tmp);
      if (this.occludedByEarth(p)) continue;
      const s = this.project(p, w, h);
      if (!s || s[0] < -50 || s[0] > w + 50 || s[1] < -20 || s[1] > h + 20) continue;
      let el = this.labelPool[used];
      if (!el) {
        el = document.createElement('span');
        el.className = 'viz-label';
        Object.assign(el.style, { position: 'absolute', left: '0', top: '0', color: '#dfe8ff', font: '11px system-ui, sans-serif', textShadow: '0 0 3px #000', whiteSpace: 'nowrap' });
        this.labelHost.appendChild(el);
        this.labelPool.push(el);
      }
      if (el.textContent !== o.name) el.textContent = o.name;
      el.dataset.id = o.id;
      el.style.transform = `translate(${Math.round(s[0] + 6)}px, ${Math.round(s[1] - 6)}px)`;
      el.style.display = '';
      used++;
    }
    for (let k = used; k < this.labelPool.length; k++) this.labelPool[k].style.display = 'none';
  }

  /** Nearest drawn object within `radius` CSS px of (x, y), not hidden behind Earth. */
  pickAt(x: number, y: number, radius = 10): SceneObject | null {
    const v = this.views.get(this.view);
    if (!v) return null;
    const w = this.container.clientWidth;
    const h = this.container.clientHeight;
    this.root.updateMatrixWorld();
    const m = new THREE.Matrix4().multiplyMatrices(this.camera.projectionMatrix, this.camera.matrixWorldInverse).multiply(this.root.matrixWorld);
    const e = m.elements;
    const size = v.layer.size.array as Float32Array;
    const sec = this.layerSeconds();
    const cands: { i: number; d: number }[] = [];
    for (let i = 0; i < v.objects.length; i++) {
      if (size[i] <= 0) continue;
      const p = v.layer.positionOf(i, sec, this.tmp);
      if (p.lengthSq() < 1 && this.view === 'earth') continue; // failed propagation
      const cw = e[3] * p.x + e[7] * p.y + e[11] * p.z + e[15];
      if (cw <= 0) continue;
      const sx = ((e[0] * p.x + e[4] * p.y + e[8] * p.z + e[12]) / cw + 1) * 0.5 * w;
      const sy = (1 - (e[1] * p.x + e[5] * p.y + e[9] * p.z + e[13]) / cw) * 0.5 * h;
      const d = Math.hypot(sx - x, sy - y);
      if (d <= Math.max(radius, size[i] / 2 + 2)) cands.push({ i, d });
    }
    cands.sort((a, b) => a.d - b.d);
    for (const c of cands) {
      const p = v.layer.positionOf(c.i, sec, new THREE.Vector3());
      if (!this.occludedByEarth(p)) return v.objects[c.i];
    }
    return null;
  }

  /** Screen position of an object (CSS px), for tests and tooltips. */
  screenPositionOf(id: string): [number, number] | null {
    const p = this.positionOf(id);
    if (!p) return null;
    return this.project(p, this.container.clientWidth, this.container.clientHeight);
  }

  // ---------- input ----------

  private bindInput(canvas: HTMLCanvasElement) {
    let down: { x: number; y: number; t: number } | null = null;
    let hoverPending = false;
    canvas.addEventListener('pointerdown', (e) => (down = { x: e.clientX, y: e.clientY, t: performance.now() }));
    canvas.addEventListener('pointerup', (e) => {
      if (!down) return;
      const moved = Math.hypot(e.clientX - down.x, e.clientY - down.y);
      const quick = performance.now() - down.t < 600;
      down = null;
      if (moved > 5 || !quick) return;
      const r = canvas.getBoundingClientRect();
      const hit = this.pickAt(e.clientX - r.left, e.clientY - r.top, e.pointerType === 'touch' ? 22 : 10);
      this.opts.onPick?.(hit?.id ?? null, e.shiftKey || e.ctrlKey || e.metaKey);
    });
    canvas.addEventListener('pointermove', (e) => {
      if (hoverPending || e.buttons) return;
      hoverPending = true;
      const r = canvas.getBoundingClientRect();
      const x = e.clientX - r.left;
      const y = e.clientY - r.top;
      requestAnimationFrame(() => {
        hoverPending = false;
        const hit = this.pickAt(x, y);
        if (hit) {
          this.tooltip.textContent = hit.name;
          this.tooltip.style.transform = `translate(${x + 12}px, ${y + 12}px)`;
          this.tooltip.style.display = '';
          this.opts.onHover?.({ id: hit.id, name: hit.name, x, y });
        } else if (this.tooltip.style.display !== 'none') {
          this.tooltip.style.display = 'none';
          this.opts.onHover?.(null);
        }
      });
    });
    canvas.addEventListener('pointerleave', () => (this.tooltip.style.display = 'none'));
    canvas.addEventListener('keydown', (e) => {
      if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', '+', '=', '-', '_', 'PageUp', 'PageDown'].includes(e.key)) {
        e.preventDefault();
        this.keys.add(e.key);
      } else if (e.key === 'f' || e.key === 'F') {
        if (this.selection[0]) this.flyTo(this.selection[0]);
      }
    });
    canvas.addEventListener('keyup', (e) => this.keys.delete(e.key));
    canvas.addEventListener('blur', () => this.keys.clear());
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
    if (this.keys.has('+') || this.keys.has('=') || this.keys.has('PageUp')) sph.radius = Math.max(this.controls.minDistance, sph.radius * (1 - dt * 1.5));
    if (this.keys.has('-') || this.keys.has('_') || this.keys.has('PageDown')) sph.radius = Math.min(this.controls.maxDistance, sph.radius * (1 + dt * 1.5));
    this.camera.position.copy(this.controls.target).add(offset.setFromSpherical(sph));
  }

  private resize() {
    const w = this.container.clientWidth || 1;
    const h = this.container.clientHeight || 1;
    this.renderer.setSize(w, h);
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
    const pr = this.renderer.getPixelRatio();
    for (const v of this.views.values()) v.layer.material.uniforms.uPixelRatio.value = pr;
    this.highlight.material.uniforms.uPixelRatio.value = pr;
  }

  dispose() {
    cancelAnimationFrame(this.raf);
    this.resizeObs.disconnect();
    this.worker?.terminate();
    this.controls.dispose();
    for (const v of this.views.values()) v.layer.dispose();
    this.highlight.dispose();
    this.earth.dispose();
    this.grid?.geometry.dispose();
    for (const l of this.orbitLines.values()) l.geometry.dispose();
    this.renderer.dispose();
    this.renderer.domElement.remove();
    this.labelHost.remove();
    this.tooltip.remove();
  }
}
