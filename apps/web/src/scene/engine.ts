/**
 * The visualization engine: renderer, frame loop, camera controls, one Points layer per view,
 * labels, picking, orbit lines. Imperative and outside React; the page sends commands and
 * listens to a few callbacks (pick, hover, time).
 *
 * This file composes the parts: camera.ts (controls, keyboard, fly-to/follow), view-layers.ts
 * (objects and filter), propagation.ts (the satellite worker), selection.ts (rings, orbit
 * lines), labels.ts + projection.ts (labels, tooltip, picking), pointer.ts, clock.ts, grid.ts.
 */
import * as THREE from 'three';
import type { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { gmstAt } from '@cosmos/astro';
import { CameraRig } from './camera';
import { SceneClock } from './clock';
import { createEarth } from './earth';
import { ViewGrid } from './grid';
import { SceneLabels } from './labels';
import { bindPointer } from './pointer';
import { ScreenProjection } from './projection';
import { PropagationScheduler } from './propagation';
import { SelectionOverlay } from './selection';
import type { EngineOptions, SceneObject, SceneView } from './types';
import { syncPositions, ViewLayers } from './view-layers';

export type { Appearance, EngineOptions, SceneObject, SceneView } from './types';

export class VizEngine {
  readonly renderer: THREE.WebGLRenderer;
  readonly camera: THREE.PerspectiveCamera;
  readonly controls: OrbitControls;
  readonly scene = new THREE.Scene();
  /** Scene axes (z = north) → three.js axes (y = up). */
  readonly root = new THREE.Group();
  readonly stats = { frames: 0, workerMs: 0, workerReplies: 0, wasm: false };
  private earth = createEarth();
  private rig: CameraRig;
  private layers = new ViewLayers(this.root);
  private objectsSet = false;
  private firstFrameMarked = false;
  private selection: SelectionOverlay;
  private propagation: PropagationScheduler;
  private projection: ScreenProjection;
  private labels: SceneLabels;
  private grid = new ViewGrid(this.scene);
  private clock = new SceneClock();
  private view: SceneView = 'earth';
  private gridOn = false;
  private lastOrbitRefresh = 0;
  private raf = 0;
  private lastFrame = performance.now();
  private lastSolarUpdate = 0;
  private lastSolarTime = Number.NaN;
  private lastTimeEmit = 0;
  private resizeObs: ResizeObserver;
  private tmp = new THREE.Vector3();

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
    canvas.setAttribute(
      'aria-label',
      '3D scene; arrow keys rotate, + and − zoom, F focuses the selection. The visible objects are listed below.',
    );
    canvas.style.display = 'block';
    canvas.style.outline = 'none';
    container.appendChild(canvas);

    this.rig = new CameraRig(canvas, this.root, (id, out) => this.positionOf(id, out));
    this.camera = this.rig.camera;
    this.controls = this.rig.controls;
    this.projection = new ScreenProjection(this.root, this.camera);
    this.labels = new SceneLabels(container, this.projection);

    this.root.rotation.x = -Math.PI / 2;
    this.scene.add(this.root);
    this.root.add(this.earth.group);
    this.selection = new SelectionOverlay(this.root);
    this.propagation = new PropagationScheduler(opts.createWorker, this.stats, (id, points) =>
      this.selection.setOrbit(id, points, this.view === 'earth'),
    );

    this.rig.applyView(this.view);
    bindPointer(canvas, (x, y, radius) => this.pickAt(x, y, radius), this.labels, opts);
    this.rig.bindKeys(canvas, () => {
      if (this.selection.ids[0]) this.flyTo(this.selection.ids[0]);
    });
    this.resizeObs = new ResizeObserver(() => this.resize());
    this.resizeObs.observe(container);
    this.resize();
    this.raf = requestAnimationFrame(this.frame);
  }

  // ---------- data ----------

  setObjects(objects: readonly SceneObject[]) {
    this.objectsSet = true;
    this.layers.replace(objects, this.view, this.renderer.getPixelRatio());
    this.restyle();
    this.propagation.load(this.layers.get('earth')!);
    this.updateSolar(true);
  }

  /** Recompute colours/sizes (spectral layer or filter changed). */
  restyle() {
    this.layers.restyle(this.opts.appearance);
  }

  /** Only these ids are drawn (null = all). */
  setVisible(ids: Iterable<string> | null) {
    this.layers.setVisible(ids);
  }

  /** Forces a fresh propagation (e.g. after a celestialDataUpdate). */
  resync() {
    this.propagation.requestFull();
    this.updateSolar(true);
  }

  // ---------- time ----------

  get time(): number {
    return this.clock.time;
  }
  get isLive() {
    return this.clock.isLive;
  }
  setTime(ms: number | null) {
    this.clock.set(ms);
    this.propagation.requestFull();
    this.updateSolar(true);
    this.refreshOrbits();
  }
  setPlaying(p: boolean) {
    this.clock.setPlaying(p);
  }
  setSpeed(s: number) {
    this.clock.setSpeed(s);
  }

  // ---------- view, toggles, selection ----------

  setView(view: SceneView) {
    if (view === this.view) return;
    this.view = view;
    this.layers.show(view);
    this.earth.group.visible = view === 'earth';
    this.selection.showOrbits(view === 'earth');
    this.rig.applyView(view);
    this.setGrid(this.gridOn);
  }
  get currentView() {
    return this.view;
  }

  setLabels(on: boolean) {
    this.labels.setEnabled(on);
  }

  setGrid(on: boolean) {
    this.gridOn = on;
    this.grid.show(on ? this.view : null);
  }

  setSelection(ids: readonly string[]) {
    this.selection.set(ids);
    this.refreshOrbits();
    const followed = this.rig.followedId;
    if (followed && !this.selection.has(followed)) this.rig.stopFollowing();
  }

  private refreshOrbits() {
    const earth = this.layers.get('earth');
    if (!earth) return;
    for (const id of this.selection.ids) {
      const i = earth.index.get(id);
      if (i !== undefined && i < earth.satCount) this.propagation.requestOrbit(i, this.time);
    }
  }

  /** Current scene position of an object (extrapolated for satellites), or null. */
  positionOf(id: string, out = new THREE.Vector3()): THREE.Vector3 | null {
    return this.layers.positionOf(id, this.layerSeconds(), out);
  }

  viewOf(id: string): SceneView | null {
    return this.layers.viewOf(id);
  }

  /** Fly the camera to an object and keep following it. */
  flyTo(id: string) {
    const view = this.viewOf(id);
    if (!view) return;
    if (view !== this.view) this.setView(view);
    const p = this.positionOf(id);
    if (!p) return;
    this.rig.flyTo(id, p, view);
  }

  getCamera() {
    return this.rig.get();
  }

  setCamera(c: { position: [number, number, number]; target: [number, number, number] }) {
    this.rig.set(c);
  }

  // ---------- frame ----------

  /** Scene time relative to the satellite epoch base, seconds. */
  private layerSeconds() {
    return this.propagation.layerSeconds(this.time);
  }

  private frame = (now: number) => {
    this.raf = requestAnimationFrame(this.frame);
    const realDt = Math.min(0.1, (now - this.lastFrame) / 1000);
    this.lastFrame = now;
    this.stats.frames++;
    if (this.objectsSet && !this.firstFrameMarked) {
      // The first frame that draws the catalogue: what `npm run bench:viz-load` times from navigation.
      this.firstFrameMarked = true;
      performance.mark('cosmos:scene-first-frame');
    }
    this.clock.advance(realDt, this.opts.simRate ?? 600);
    const t = this.time;
    if (now - this.lastTimeEmit > 250) {
      this.lastTimeEmit = now;
      this.opts.onTime?.(t);
    }
    this.propagation.schedule(now, t, this.clock);
    if (this.clock.isPlaying && now - this.lastOrbitRefresh > 2000) {
      this.lastOrbitRefresh = now;
      this.refreshOrbits(); // the orbit plane precesses over days of playback
    }
    this.layers.get('earth')?.layer.setTime(this.layerSeconds());
    if (now - this.lastSolarUpdate > 100) this.updateSolar(false);
    this.rig.step(now, realDt);
    this.selection.update(
      this.view,
      (id) => this.viewOf(id),
      (id, out) => this.positionOf(id, out),
    );
    this.renderer.render(this.scene, this.camera);
    this.updateLabels();
  };

  private updateSolar(force: boolean) {
    this.lastSolarUpdate = performance.now();
    const t = this.time;
    const date = new Date(t);
    if (this.earth.group.visible || force) {
      const sun = this.opts.sunDirection?.(date) ?? [1, 0, 0];
      this.root.updateMatrixWorld();
      this.earth.update(this.tmp.set(...sun), gmstAt(t), this.root.matrixWorld);
    }
    const solar = this.layers.get('solar');
    if (!solar || !this.opts.positionsAt || (!force && Math.abs(t - this.lastSolarTime) < 60_000)) return;
    this.lastSolarTime = t;
    this.opts.positionsAt(solar.objects, date);
    syncPositions(solar);
    solar.layer.position.needsUpdate = true;
  }

  private updateLabels() {
    const v = this.layers.get(this.view);
    if (!v) return;
    this.labels.update({
      view: v,
      earthView: this.view === 'earth',
      selection: this.selection.ids,
      visibleCount: () => this.layers.visibleCount(v),
      seconds: this.layerSeconds(),
    });
  }

  /** Nearest drawn object within `radius` CSS px of (x, y), not hidden behind Earth. */
  pickAt(x: number, y: number, radius = 10): SceneObject | null {
    const v = this.layers.get(this.view);
    if (!v) return null;
    return this.projection.pick(
      v,
      this.layerSeconds(),
      this.view === 'earth',
      x,
      y,
      radius,
      this.container.clientWidth,
      this.container.clientHeight,
    );
  }

  /** Screen position of an object (CSS px), for tests and tooltips. */
  screenPositionOf(id: string): [number, number] | null {
    const p = this.positionOf(id);
    if (!p) return null;
    return this.projection.project(p, this.container.clientWidth, this.container.clientHeight);
  }

  private resize() {
    const w = this.container.clientWidth || 1;
    const h = this.container.clientHeight || 1;
    this.renderer.setSize(w, h);
    this.rig.setAspect(w / h);
    const pr = this.renderer.getPixelRatio();
    this.layers.setPixelRatio(pr);
    this.selection.setPixelRatio(pr);
  }

  /** Earth imagery for the globe (the plan's mosaics, loaded by the page through the API). */
  setEarthImagery(day: TexImageSource, night: TexImageSource) {
    this.earth.setImagery(day, night);
  }

  dispose() {
    cancelAnimationFrame(this.raf);
    this.resizeObs.disconnect();
    this.propagation.dispose();
    this.rig.dispose();
    this.layers.dispose();
    this.selection.dispose();
    this.earth.dispose();
    this.grid.dispose();
    this.renderer.dispose();
    this.renderer.domElement.remove();
    this.labels.dispose();
  }
}
