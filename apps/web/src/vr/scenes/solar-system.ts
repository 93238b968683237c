import { allBodyStates, type SolarSystemId } from '@cosmos/astro';
import * as THREE from 'three';
import { label } from '../frame';
import type { Info, SceneModule } from '../types';
import { fmt, fmtDuration, tr } from './common';
import {
  bodyFacts,
  displayRadius,
  helioToScene,
  LIGHT_SECONDS_PER_AU,
  OBLIQUITY,
  orbitLine,
  PLANETS,
  sunMesh,
} from './helio';

const K = 8; // scene units per √AU

/** Solar System Explorer: planets at their real heliocentric positions for the scene's date, at a visitable scale. */
export function solarSystem(): SceneModule {
  const root = new THREE.Group();
  root.rotation.x = -OBLIQUITY;
  const sun = sunMesh(1.1);
  root.add(sun, new THREE.PointLight(0xffffff, 3, 0, 0), new THREE.AmbientLight(0x404060, 0.5));

  // All planets in one instanced draw.
  const geo = new THREE.SphereGeometry(1, 32, 16);
  const planets = new THREE.InstancedMesh(
    geo,
    new THREE.MeshStandardMaterial({ roughness: 0.85, metalness: 0 }),
    PLANETS.length,
  );
  planets.name = 'planets';
  const color = new THREE.Color();
  const m = new THREE.Matrix4();
  const pos = PLANETS.map(() => new THREE.Vector3());
  const radii = PLANETS.map((p) => displayRadius(bodyFacts(p.id).radiusKm));
  PLANETS.forEach((p, i) => planets.setColorAt(i, color.setHex(p.color)));
  root.add(planets);
  const ring = new THREE.Mesh(
    new THREE.RingGeometry(1.3, 2.2, 64),
    new THREE.MeshBasicMaterial({ color: 0xcdbb8a, side: THREE.DoubleSide, transparent: true, opacity: 0.6 }),
  );
  ring.rotation.x = -Math.PI / 2 + 0.47;
  root.add(ring);
  const labels = PLANETS.map((p) => {
    const l = label(bodyFacts(p.id).name, '#cfe0ff', 0.9);
    root.add(l);
    return l;
  });
  const now = new Date();
  for (const p of PLANETS)
    root.add(orbitLine(p.id, p.periodDays, K, p.color, now, p.id === 'pluto' || p.id === 'neptune' ? 240 : 160));

  let states: Record<SolarSystemId, { r: number[] }> | null = null;
  let at = Date.now();

  const module: SceneModule = {
    root,
    pickables: [planets, sun],
    camera: { position: [0, 34, 46], target: [0, 0, 0], near: 0.05, far: 4000 },
    refreshMs: 1000,
    refresh(t) {
      at = t;
      states = allBodyStates(new Date(t));
      PLANETS.forEach((p, i) => {
        helioToScene(states![p.id].r, K, pos[i]);
        const r = radii[i];
        planets.setMatrixAt(i, m.makeScale(r, r, r).setPosition(pos[i]));
        labels[i].position.copy(pos[i]).y += r + 0.3;
      });
      planets.instanceMatrix.needsUpdate = true;
      planets.computeBoundingSphere();
      const si = PLANETS.findIndex((p) => p.id === 'saturn');
      ring.position.copy(pos[si]);
      ring.scale.setScalar(radii[si]);
    },
    update() {
      sun.rotation.y += 0.001;
    },
    select(hit) {
      if (hit.object === sun || hit.object.parent === sun) return facts('sun');
      if (hit.object === planets && hit.instanceId !== undefined) return facts(PLANETS[hit.instanceId].id);
      return null;
    },
    info(): Info {
      return {
        title: tr('solar.title', { date: new Date(at).toUTCString().slice(5, 22) }),
        lines: [tr('solar.line1'), tr('solar.line2')],
      };
    },
    dispose() {},
  };

  function facts(id: SolarSystemId): Info {
    const b = bodyFacts(id);
    const lines = [
      tr('solar.body', {
        kind: tr(`kinds.${b.kind}`),
        radius: fmt(b.radiusKm),
        mass: b.massKg.toExponential(3),
      }),
      tr('solar.temperature', { value: fmt(b.temperatureK), kind: b.temperatureKind }),
    ];
    if (states && id !== 'sun') {
      const r = states[id].r;
      const e = states.earth.r;
      const dSun = Math.hypot(r[0], r[1], r[2]);
      lines.push(tr('solar.fromSun', { au: fmt(dSun, 3), light: fmtDuration(dSun * LIGHT_SECONDS_PER_AU * 1000) }));
      if (id !== 'earth') {
        const dE = Math.hypot(r[0] - e[0], r[1] - e[1], r[2] - e[2]);
        lines.push(tr('solar.fromEarth', { au: fmt(dE, 3), light: fmtDuration(dE * LIGHT_SECONDS_PER_AU * 1000) }));
      }
      const p = PLANETS.find((x) => x.id === id);
      if (p)
        lines.push(
          tr('solar.period', {
            value:
              p.periodDays > 1000
                ? tr('solar.years', { n: fmt(p.periodDays / 365.25, 2) })
                : tr('solar.days', { n: fmt(p.periodDays, 1) }),
          }),
        );
    }
    return { title: b.name, lines };
  }
  return module;
}
