import * as THREE from 'three';
import type { Info, SceneInputs, SceneModule } from '../types';
import { deepSpace } from './deep-space';
import { satelliteOps } from './satellite-ops';
import { solarSystem } from './solar-system';
import { spaceStation } from './space-station';

/** An empty scene (engine, starfield, no content): the benchmark baseline. */
export function emptyScene(): SceneModule {
  const info: Info = { title: 'Empty scene', lines: ['Benchmark baseline'] };
  return {
    root: new THREE.Group(),
    pickables: [],
    camera: { position: [0, 0, 10], target: [0, 0, 0] },
    refresh() {},
    update() {},
    select: () => null,
    info: () => info,
    dispose() {},
  };
}

export const SCENES: Record<string, (inputs: SceneInputs) => SceneModule> = {
  'space-station': spaceStation,
  'solar-system': () => solarSystem(),
  'satellite-ops': satelliteOps,
  'deep-space': () => deepSpace(),
  empty: () => emptyScene(),
};
