import * as THREE from 'three';

export interface Comfort {
  /** Snap turning (30° steps) instead of smooth turning. */
  snapTurn: boolean;
  /** Darken the periphery while moving or turning. */
  vignette: boolean;
}

const SNAP = Math.PI / 6;
const DWELL_S = 1.5;
const CLICK_MS = 300;

/** True when this browser can start an immersive VR session. */
export async function isImmersiveVrSupported(): Promise<boolean> {
  const xr = (navigator as Navigator & { xr?: { isSessionSupported(mode: string): Promise<boolean> } }).xr;
  if (!xr) return false;
  try {
    return await xr.isSessionSupported('immersive-vr');
  } catch {
    return false;
  }
}

/**
 * WebXR input: controllers (trigger click selects, trigger hold flies along the ray), thumbstick
 * turning (snap or smooth), gaze-and-dwell selection when no controller is tracked, and a comfort
 * vignette while moving. All scratch objects are preallocated.
 */
export class XrControls {
  comfort: Comfort = { snapTurn: true, vignette: true };
  private readonly controllers: THREE.Group[] = [];
  private readonly pressedAt = [0, 0];
  private readonly flying = [false, false];
  private snapLatched = false;
  private vignetteLevel = 0;
  private readonly vignette: THREE.Mesh;
  private readonly reticle: THREE.Mesh;
  private readonly tmpM = new THREE.Matrix4();
  private readonly ray = new THREE.Ray();
  private readonly dir = new THREE.Vector3();
  private readonly raycaster = new THREE.Raycaster();
  private readonly hits: THREE.Intersection[] = [];
  private gazeTarget: THREE.Object3D | null = null;
  private gazeTime = 0;
  private gazeFrame = 0;
  private session: XRSession | null = null;

  constructor(
    private readonly renderer: THREE.WebGLRenderer,
    private readonly rig: THREE.Group,
    private readonly camera: THREE.PerspectiveCamera,
    scene: THREE.Scene,
    private readonly pick: (ray: THREE.Ray) => boolean,
    onChange?: (presenting: boolean) => void,
  ) {
    const lineGeo = new THREE.BufferGeometry().setFromPoints([new THREE.Vector3(0, 0, 0), new THREE.Vector3(0, 0, -1)]);
    for (let i = 0; i < 2; i++) {
      const c = renderer.xr.getController(i);
      const line = new THREE.Line(lineGeo, new THREE.LineBasicMaterial({ color: 0x88ccff }));
      line.scale.z = 20;
      c.add(line);
      c.addEventListener('selectstart', () => {
        this.pressedAt[i] = performance.now();
        this.flying[i] = true;
      });
      c.addEventListener('selectend', () => {
        this.flying[i] = false;
        if (performance.now() - this.pressedAt[i] < CLICK_MS) this.pick(this.controllerRay(c));
      });
      rig.add(c);
      this.controllers.push(c);
    }
    // Vignette: a ring close to the eyes whose opacity rises with motion.
    this.vignette = new THREE.Mesh(
      new THREE.RingGeometry(0.09, 0.6, 48),
      new THREE.MeshBasicMaterial({ color: 0, transparent: true, opacity: 0, depthTest: false, depthWrite: false }),
    );
    this.vignette.position.z = -0.1;
    this.vignette.renderOrder = 999;
    this.vignette.visible = false;
    camera.add(this.vignette);
    // Gaze reticle: grows as the dwell timer fills.
    this.reticle = new THREE.Mesh(
      new THREE.RingGeometry(0.004, 0.007, 24),
      new THREE.MeshBasicMaterial({ color: 0xffffff, depthTest: false, transparent: true }),
    );
    this.reticle.position.z = -0.5;
    this.reticle.renderOrder = 1000;
    this.reticle.visible = false;
    camera.add(this.reticle);
    void scene;
    renderer.xr.addEventListener('sessionstart', () => {
      this.session = renderer.xr.getSession();
      onChange?.(true);
    });
    renderer.xr.addEventListener('sessionend', () => {
      this.session = null;
      this.vignette.visible = false;
      this.reticle.visible = false;
      onChange?.(false);
    });
  }

  /** Starts an immersive session (call from a click: browsers require a user gesture). */
  async enter() {
    const xr = (navigator as Navigator & { xr?: XRSystem }).xr;
    if (!xr) throw new Error('WebXR is not available');
    const session = await xr.requestSession('immersive-vr', {
      optionalFeatures: ['local-floor', 'bounded-floor', 'hand-tracking'],
    });
    await this.renderer.xr.setSession(session);
  }

  async exit() {
    await this.session?.end();
  }

  private controllerRay(c: THREE.Object3D): THREE.Ray {
    this.tmpM.identity().extractRotation(c.matrixWorld);
    this.ray.origin.setFromMatrixPosition(c.matrixWorld);
    this.ray.direction.set(0, 0, -1).applyMatrix4(this.tmpM);
    return this.ray;
  }

  update(dt: number, pickables: THREE.Object3D[] | undefined) {
    let moving = false;
    // Fly while a trigger is held (after the click window), along that controller's ray.
    const speed = 0.5 + this.rig.position.length() * 0.3;
    for (let i = 0; i < 2; i++) {
      if (!this.flying[i] || performance.now() - this.pressedAt[i] < CLICK_MS) continue;
      const r = this.controllerRay(this.controllers[i]);
      this.rig.position.addScaledVector(r.direction, speed * dt);
      moving = true;
    }
    let tracked = false;
    const sources = this.session?.inputSources;
    if (sources) {
      for (const s of sources) {
        if (s.targetRayMode === 'tracked-pointer') tracked = true;
        const ax = s.gamepad?.axes;
        if (!ax || ax.length < 4) continue;
        const x = ax[2];
        if (this.comfort.snapTurn) {
          if (Math.abs(x) > 0.7 && !this.snapLatched) {
            this.rig.rotateY(x > 0 ? -SNAP : SNAP);
            this.snapLatched = true;
            this.vignetteLevel = 1;
          } else if (Math.abs(x) < 0.3) this.snapLatched = false;
        } else if (Math.abs(x) > 0.2) {
          this.rig.rotateY(-x * 1.2 * dt);
          moving = true;
        }
      }
    }
    this.updateGaze(dt, tracked, pickables);
    // Comfort vignette.
    const target = moving ? 0.85 : 0;
    this.vignetteLevel += (target - this.vignetteLevel) * Math.min(1, dt * (moving ? 8 : 3));
    const mat = this.vignette.material as THREE.MeshBasicMaterial;
    mat.opacity = this.vignetteLevel;
    this.vignette.visible = this.comfort.vignette && this.vignetteLevel > 0.01;
  }

  /** Hands-free selection: look at an object for 1.5 s. Raycasts every 4th frame. */
  private updateGaze(dt: number, tracked: boolean, pickables: THREE.Object3D[] | undefined) {
    this.reticle.visible = !tracked;
    if (tracked || !pickables) return;
    if (++this.gazeFrame % 4 === 0) {
      this.camera.getWorldPosition(this.raycaster.ray.origin);
      this.camera.getWorldDirection(this.dir);
      this.raycaster.ray.direction.copy(this.dir);
      this.hits.length = 0;
      this.raycaster.intersectObjects(pickables, true, this.hits);
      const obj = this.hits[0]?.object ?? null;
      if (obj !== this.gazeTarget) {
        this.gazeTarget = obj;
        this.gazeTime = 0;
      }
    }
    if (this.gazeTarget) {
      this.gazeTime += dt;
      if (this.gazeTime >= DWELL_S) {
        this.camera.getWorldPosition(this.ray.origin);
        this.camera.getWorldDirection(this.ray.direction);
        this.pick(this.ray);
        this.gazeTime = -1e9; // once per look
      }
    }
    const p = this.gazeTarget ? Math.max(0, Math.min(1, this.gazeTime / DWELL_S)) : 0;
    this.reticle.scale.setScalar(1 + 2 * p);
  }

  dispose() {
    void this.session?.end().catch(() => undefined);
  }
}
