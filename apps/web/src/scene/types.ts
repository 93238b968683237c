/** The engine's vocabulary, shared by its modules; the page imports these through ./engine. */

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
