import { allBodyStates, bodyHelioState, raDecToUnit, type SolarSystemId } from '@cosmos/astro';
import * as THREE from 'three';
import { label } from '../frame';
import type { Info, SceneModule } from '../types';
import { fmt, fmtDuration, tr } from './common';
import { helioToScene, LIGHT_SECONDS_PER_AU, OBLIQUITY, orbitLine, PLANETS, sunMesh } from './helio';

const K = 4; // scene units per √AU: Voyager 1 (~170 AU) sits ~52 units out
const YEAR_MS = 365.25 * 86_400_000;
const EPOCH = Date.UTC(2025, 0, 1);

/**
 * Probe facts (APPROXIMATE, from published mission status figures): heliocentric distance on
 * 2025-01-01, its growth rate, and the J2000 direction (RA/Dec) of the probe seen from the Sun.
 * The current position is a straight-line extrapolation; the legs before it join the planets at
 * the real flyby dates (planet positions from the ephemeris).
 */
interface Probe {
  id: string;
  name: string;
  launched: string;
  color: number;
  note: string;
  kind: 'escape' | 'parker' | 'l2';
  distAu?: number;
  rateAuPerYear?: number;
  raDeg?: number;
  decDeg?: number;
  legs?: { body: SolarSystemId | 'arrokoth'; date: string }[];
}
export const PROBES: Probe[] = [
  {
    id: 'voyager-1',
    name: 'Voyager 1',
    launched: '1977-09-05',
    color: 0xffd166,
    kind: 'escape',
    distAu: 166.1,
    rateAuPerYear: 3.57,
    raDeg: 258.3,
    decDeg: 12.2,
    legs: [
      { body: 'earth', date: '1977-09-05' },
      { body: 'jupiter', date: '1979-03-05' },
      { body: 'saturn', date: '1980-11-12' },
    ],
    note: 'Interstellar space since 2012',
  },
  {
    id: 'voyager-2',
    name: 'Voyager 2',
    launched: '1977-08-20',
    color: 0x06d6a0,
    kind: 'escape',
    distAu: 138.7,
    rateAuPerYear: 3.25,
    raDeg: 300.9,
    decDeg: -58.5,
    legs: [
      { body: 'earth', date: '1977-08-20' },
      { body: 'jupiter', date: '1979-07-09' },
      { body: 'saturn', date: '1981-08-25' },
      { body: 'uranus', date: '1986-01-24' },
      { body: 'neptune', date: '1989-08-25' },
    ],
    note: 'Interstellar space since 2018',
  },
  {
    id: 'new-horizons',
    name: 'New Horizons',
    launched: '2006-01-19',
    color: 0xef476f,
    kind: 'escape',
    distAu: 60.9,
    rateAuPerYear: 2.89,
    raDeg: 288.0,
    decDeg: -20.5,
    legs: [
      { body: 'earth', date: '2006-01-19' },
      { body: 'jupiter', date: '2007-02-28' },
      { body: 'pluto', date: '2015-07-14' },
      { body: 'arrokoth', date: '2019-01-01' },
    ],
    note: 'Pluto flyby 2015, Arrokoth 2019',
  },
  {
    id: 'parker',
    name: 'Parker Solar Probe',
    launched: '2018-08-12',
    color: 0xff8c42,
    kind: 'parker',
    note: 'Perihelion 0.046 AU (6.9 million km from the Sun’s centre) every ~88 days since 2024-12-24',
  },
  {
    id: 'jwst',
    name: 'James Webb Space Telescope',
    launched: '2021-12-25',
    color: 0xf4f1de,
    kind: 'l2',
    note: 'Halo orbit around Sun–Earth L2, ~1.5 million km beyond the Earth',
  },
];

// Parker's final orbit: q = 0.0459 AU, Q ≈ 0.73 AU (Venus distance), perihelion 2024-12-24 11:53 UTC.
// Orientation in the ecliptic (perihelion longitude) is illustrative — APPROXIMATE.
const PARKER = { q: 0.0459, Q: 0.73, tp: Date.UTC(2024, 11, 24, 11, 53), periLonRad: 0, incRad: (3.4 * Math.PI) / 180 };

function parkerAu(t: number, out: number[]) {
  const a = (PARKER.q + PARKER.Q) / 2;
  const e = (PARKER.Q - PARKER.q) / (PARKER.Q + PARKER.q);
  const periodMs = Math.pow(a, 1.5) * YEAR_MS;
  let M = (((t - PARKER.tp) / periodMs) % 1) * 2 * Math.PI;
  if (M < 0) M += 2 * Math.PI;
  let E = M;
  for (let i = 0; i < 12; i++) E -= (E - e * Math.sin(E) - M) / (1 - e * Math.cos(E));
  const x = a * (Math.cos(E) - e);
  const y = a * Math.sqrt(1 - e * e) * Math.sin(E);
  // In the ecliptic frame, then to equatorial (J2000 obliquity).
  const c = Math.cos(PARKER.periLonRad),
    s = Math.sin(PARKER.periLonRad);
  const xe = c * x - s * y,
    ye = (s * x + c * y) * Math.cos(PARKER.incRad),
    ze = (s * x + c * y) * Math.sin(PARKER.incRad);
  out[0] = xe;
  out[1] = Math.cos(OBLIQUITY) * ye - Math.sin(OBLIQUITY) * ze;
  out[2] = Math.sin(OBLIQUITY) * ye + Math.cos(OBLIQUITY) * ze;
}

/** Heliocentric EQJ AU position of a probe at t, written into out. */
function probeAu(p: Probe, t: number, earth: number[], out: number[]) {
  if (p.kind === 'parker') return parkerAu(t, out);
  if (p.kind === 'l2') {
    const d = Math.hypot(earth[0], earth[1], earth[2]);
    const f = (d + 0.01003) / d; // L2: 1.5 million km anti-sunward of the Earth
    out[0] = earth[0] * f;
    out[1] = earth[1] * f;
    out[2] = earth[2] * f;
    return;
  }
  const u = raDecToUnit(p.raDeg!, p.decDeg!);
  const r = p.distAu! + (p.rateAuPerYear! * (t - EPOCH)) / YEAR_MS;
  out[0] = u[0] * r;
  out[1] = u[1] * r;
  out[2] = u[2] * r;
}

/** Deep Space Missions: trajectories of well-known probes, their current positions and one-way light-time. */
export function deepSpace(): SceneModule {
  const root = new THREE.Group();
  root.rotation.x = -OBLIQUITY;
  const sun = sunMesh(0.45);
  root.add(sun);
  const now = new Date();
  for (const p of PLANETS)
    if (p.id !== 'mercury' && p.id !== 'venus') root.add(orbitLine(p.id, p.periodDays, K, p.color, now, 200));

  const planetDots = new THREE.InstancedMesh(
    new THREE.SphereGeometry(1, 16, 8),
    new THREE.MeshBasicMaterial(),
    PLANETS.length,
  );
  const c = new THREE.Color();
  PLANETS.forEach((p, i) => planetDots.setColorAt(i, c.setHex(p.color)));
  root.add(planetDots);
  const earthLabel = label('Earth', '#8fb8ff', 1);
  root.add(earthLabel);

  const probes = new THREE.InstancedMesh(
    new THREE.OctahedronGeometry(1, 0),
    new THREE.MeshBasicMaterial(),
    PROBES.length,
  );
  probes.name = 'probes';
  probes.frustumCulled = false;
  probes.boundingSphere = new THREE.Sphere(new THREE.Vector3(), 80);
  PROBES.forEach((p, i) => probes.setColorAt(i, c.setHex(p.color)));
  root.add(probes);
  const probeLabels = PROBES.map((p) => {
    const l = label(p.name, `#${p.color.toString(16).padStart(6, '0')}`, 1.4);
    root.add(l);
    return l;
  });

  // Trajectories: flyby legs (real planet positions on the flyby dates) then the extrapolated arc to now.
  const v = new THREE.Vector3();
  const tmp = [0, 0, 0];
  const legLines: THREE.Line[] = [];
  for (const p of PROBES) {
    const pts: number[][] = [];
    if (p.legs) {
      for (const leg of p.legs) {
        const t = Date.parse(`${leg.date}T00:00:00Z`);
        if (leg.body === 'arrokoth') {
          const u = raDecToUnit(p.raDeg!, p.decDeg!);
          pts.push([u[0] * 43.4, u[1] * 43.4, u[2] * 43.4]);
        } else pts.push(bodyHelioState(leg.body, new Date(t)).r);
      }
      const e = bodyHelioState('earth', now).r;
      probeAu(p, now.getTime(), e, tmp);
      pts.push([...tmp]);
    } else if (p.kind === 'parker') {
      for (let i = 0; i <= 128; i++) {
        parkerAu(PARKER.tp + (i / 128) * Math.pow((PARKER.q + PARKER.Q) / 2, 1.5) * YEAR_MS, tmp);
        pts.push([...tmp]);
      }
    }
    if (pts.length < 2) continue;
    // Subdivide each straight AU segment so the compressed scale shows it as a smooth arc.
    const out: number[] = [];
    for (let s = 0; s < pts.length - 1; s++) {
      for (let k = 0; k < 24; k++) {
        const f = k / 24;
        const a = pts[s],
          b = pts[s + 1];
        helioToScene([a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f], K, v);
        out.push(v.x, v.y, v.z);
      }
    }
    helioToScene(pts[pts.length - 1], K, v);
    out.push(v.x, v.y, v.z);
    const g = new THREE.BufferGeometry();
    g.setAttribute('position', new THREE.Float32BufferAttribute(out, 3));
    const line = new THREE.Line(g, new THREE.LineBasicMaterial({ color: p.color, transparent: true, opacity: 0.7 }));
    legLines.push(line);
    root.add(line);
  }

  const au = PROBES.map(() => [0, 0, 0]);
  let earth = [1, 0, 0];
  let at = Date.now();
  const m = new THREE.Matrix4();

  const module: SceneModule = {
    root,
    pickables: [probes, sun],
    camera: { position: [10, 62, 70], target: [0, -8, 0], near: 0.05, far: 5000 },
    refreshMs: 1000,
    refresh(t) {
      at = t;
      const states = allBodyStates(new Date(t));
      earth = states.earth.r;
      PLANETS.forEach((p, i) => {
        helioToScene(states[p.id].r, K, v);
        planetDots.setMatrixAt(i, m.makeScale(0.25, 0.25, 0.25).setPosition(v));
        if (p.id === 'earth') earthLabel.position.copy(v).y += 0.5;
      });
      planetDots.instanceMatrix.needsUpdate = true;
      planetDots.computeBoundingSphere();
      PROBES.forEach((p, i) => {
        probeAu(p, t, earth, au[i]);
        helioToScene(au[i], K, v);
        probes.setMatrixAt(i, m.makeScale(0.45, 0.45, 0.45).setPosition(v));
        probeLabels[i].position.copy(v);
        probeLabels[i].position.y += p.kind === 'l2' ? -0.9 : 0.6;
      });
      probes.instanceMatrix.needsUpdate = true;
    },
    update() {},
    select(hit) {
      if (hit.object === probes && hit.instanceId !== undefined) return probeInfo(hit.instanceId);
      return null;
    },
    info(): Info {
      return {
        title: tr('deep.title', { date: new Date(at).toISOString().slice(0, 10) }),
        lines: PROBES.map((p, i) =>
          tr('deep.line', { name: p.name, au: fmt(dist(au[i], [0, 0, 0]), 2), light: fmtDuration(lightMs(i)) }),
        ).concat(tr('deep.approximate')),
      };
    },
    dispose() {},
  };
  const dist = (a: number[], b: number[]) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
  const lightMs = (i: number) => dist(au[i], earth) * LIGHT_SECONDS_PER_AU * 1000;
  function probeInfo(i: number): Info {
    const p = PROBES[i];
    return {
      title: p.name,
      lines: [
        tr('deep.launched', { date: p.launched, note: p.note }),
        tr('deep.distances', {
          sun: fmt(dist(au[i], [0, 0, 0]), 3),
          earth: fmt(dist(au[i], earth), 3),
          km: fmt((dist(au[i], earth) * 149_597_870.7) / 1e6, 1),
        }),
        tr('deep.lightTime', { light: fmtDuration(lightMs(i)) }),
        p.rateAuPerYear ? tr('deep.receding', { rate: fmt(p.rateAuPerYear, 2) }) : tr('deep.approxPosition'),
      ],
    };
  }
  return module;
}
