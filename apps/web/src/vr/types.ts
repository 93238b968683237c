import type { GroundStation } from '@cosmos/astro';
import type * as THREE from 'three';

/** What the HUD shows: a title and a few lines of facts. */
export interface Info {
  title: string;
  lines: string[];
}

/** Inputs every scene may use, resolved before the engine starts. */
export interface SceneInputs {
  /** The user's ground station (profile location, or the documented default). */
  station: GroundStation;
  stationLabel: string;
  /** ISS element set: from the sky API when it offers one, else the nominal catalogue. */
  issTle?: { line1: string; line2: string; source: 'live' | 'nominal' };
  parameters: Record<string, unknown>;
}

/**
 * One experience. The engine owns the renderer and loop; a scene owns its objects and physics.
 * `update` runs every frame and must not allocate; sky math runs in `refresh`, at a few Hz.
 */
export interface SceneModule {
  root: THREE.Group;
  /** Objects the user can select (raycast targets). */
  pickables: THREE.Object3D[];
  /** Camera start, in scene units. */
  camera: { position: [number, number, number]; target: [number, number, number]; near?: number; far?: number };
  /** When set, the camera rig follows this point (ride-along). */
  follow?: THREE.Vector3;
  /** Sky math for simulation time `t` (ms since epoch); called at low rate or when the date changes. */
  refresh(t: number): void;
  /** Per-frame animation for simulation time `t`. */
  update(t: number): void;
  /** Facts about a hit object, or null when it is not selectable. */
  select(hit: THREE.Intersection): Info | null;
  /** Facts shown when nothing is selected. */
  info(t: number): Info;
  /** How often refresh runs, ms (default 1000). */
  refreshMs?: number;
  dispose(): void;
}
