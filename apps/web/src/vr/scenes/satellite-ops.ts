import {
  BULK_STRIDE,
  gmstAt,
  initWasmBulk,
  latencyMs,
  lookAngles,
  propagateAt,
  propagateMany,
  signalStrength,
  type SatRec,
  type TleRecord,
} from '@cosmos/astro';
import * as THREE from 'three';
import { makeEarth } from '../earth';
import { geoToThree, label } from '../frame';
import type { Info, SceneInputs, SceneModule } from '../types';
import { fmt, nominalCatalogue, sunDirection, toSatrec, tr } from './common';

const R = 6.378;
const GROUPS: { key: string; match: RegExp; color: number; name: string }[] = [
  { key: 'GPS', match: /^GPS /, color: 0x4dd2ff, name: 'GPS' },
  { key: 'GALILEO', match: /^GALILEO /, color: 0x6f8cff, name: 'Galileo' },
  { key: 'GLONASS', match: /^GLONASS /, color: 0xff7a7a, name: 'GLONASS' },
  { key: 'IRIDIUM', match: /^IRIDIUM /, color: 0x7dffa0, name: 'Iridium' },
  { key: 'STARLINK', match: /^STARLINK /, color: 0xffffff, name: 'Starlink' },
  { key: 'GEO', match: /^GEO /, color: 0xffc04d, name: 'Geostationary' },
  { key: 'OTHER', match: /./, color: 0xff66cc, name: 'Other' },
];
const FOOT = 96;

/** Satellite Operations: the catalogue around the Earth, constellations highlighted, one satellite's footprint and link to the user. */
export function satelliteOps(inputs: SceneInputs): SceneModule {
  void initWasmBulk(); // WASM bulk SGP4 when the browser allows it; the JS loop meanwhile
  const highlight = new Set(
    Array.isArray(inputs.parameters.highlight) ? (inputs.parameters.highlight as string[]) : ['GPS', 'STARLINK'],
  );
  const records: TleRecord[] = nominalCatalogue();
  const satrecs: SatRec[] = records.map((r) => toSatrec(r));
  const group = records.map((r) => GROUPS.findIndex((g) => g.match.test(r.name)));
  const n = satrecs.length;
  const state = new Float64Array(n * BULK_STRIDE);
  // Propagation is spread over frames: one chunk per frame, each chunk with its own timestamp,
  // so no single frame pays for the whole catalogue. Chunks and views are built once.
  const CHUNKS = 16;
  const size = Math.ceil(n / CHUNKS);
  const chunkRecs = Array.from({ length: CHUNKS }, (_, c) => satrecs.slice(c * size, (c + 1) * size));
  const chunkOut = chunkRecs.map((_, c) =>
    state.subarray(c * size * BULK_STRIDE, Math.min(n, (c + 1) * size) * BULK_STRIDE),
  );
  const chunkAt = new Float64Array(CHUNKS);
  const satAt = (i: number) => chunkAt[Math.floor(i / size)];
  let nextChunk = 0;
  let stateAt = 0;

  const root = new THREE.Group();
  const earth = makeEarth(R, 96);
  root.add(earth.fixed);

  const sats = new THREE.InstancedMesh(new THREE.IcosahedronGeometry(1, 0), new THREE.MeshBasicMaterial(), n);
  sats.name = 'satellites';
  sats.frustumCulled = false;
  sats.boundingSphere = new THREE.Sphere(new THREE.Vector3(), 50); // covers GEO; instances move every frame
  const c = new THREE.Color();
  const m = new THREE.Matrix4();
  const scale = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const g = GROUPS[group[i]];
    const on = highlight.has(g.key);
    scale[i] = g.key === 'STARLINK' ? (on ? 0.045 : 0.03) : on ? 0.22 : 0.12;
    sats.setColorAt(i, c.setHex(g.color).multiplyScalar(on ? 1 : 0.45));
    sats.setMatrixAt(i, m.makeScale(scale[i], scale[i], scale[i]));
  }
  const mat = sats.instanceMatrix.array as Float32Array;
  root.add(sats);

  // Ground station and link.
  const station = new THREE.Mesh(
    new THREE.ConeGeometry(0.12, 0.35, 8),
    new THREE.MeshBasicMaterial({ color: 0x33ff99 }),
  );
  geoToThree(inputs.station.lat, inputs.station.lon, R + 0.1, station.position);
  station.lookAt(0, 0, 0);
  station.rotateX(-Math.PI / 2);
  earth.fixed.add(station);
  const stationLabel = label(inputs.stationLabel, '#33ff99', 0.5);
  geoToThree(inputs.station.lat, inputs.station.lon, R + 0.6, stationLabel.position);
  earth.fixed.add(stationLabel);
  const linkPos = new Float32Array(6);
  const linkGeo = new THREE.BufferGeometry();
  linkGeo.setAttribute('position', new THREE.BufferAttribute(linkPos, 3));
  const linkMat = new THREE.LineBasicMaterial({ color: 0x33ff99, transparent: true, opacity: 1 });
  const link = new THREE.Line(linkGeo, linkMat);
  link.frustumCulled = false;
  root.add(link);
  const footPos = new Float32Array(FOOT * 3);
  const footGeo = new THREE.BufferGeometry();
  footGeo.setAttribute('position', new THREE.BufferAttribute(footPos, 3));
  const foot = new THREE.LineLoop(footGeo, new THREE.LineBasicMaterial({ color: 0xffee66 }));
  foot.frustumCulled = false;
  earth.fixed.add(foot);
  const marker = new THREE.Mesh(
    new THREE.SphereGeometry(1, 12, 8),
    new THREE.MeshBasicMaterial({ color: 0xffee66, wireframe: true }),
  );
  root.add(marker);

  let selected = -1;
  let gmst0 = 0;
  const date = new Date();
  const stationWorld = new THREE.Vector3();
  const v = new THREE.Vector3();

  const footprint = (i: number, t: number) => {
    const p = propagateAt(satrecs[i], new Date(t));
    if (!p.ok) return;
    // Coverage circle for elevation ≥ 0°: central angle λ = acos(R / (R + h)).
    const lam = Math.acos(6378.137 / (6378.137 + p.geodetic.alt_km));
    const la = (p.geodetic.lat * Math.PI) / 180;
    const lo = (p.geodetic.lon * Math.PI) / 180;
    for (let k = 0; k < FOOT; k++) {
      const az = (k / FOOT) * 2 * Math.PI;
      const lat2 = Math.asin(Math.sin(la) * Math.cos(lam) + Math.cos(la) * Math.sin(lam) * Math.cos(az));
      const lon2 =
        lo + Math.atan2(Math.sin(az) * Math.sin(lam) * Math.cos(la), Math.cos(lam) - Math.sin(la) * Math.sin(lat2));
      geoToThree((lat2 * 180) / Math.PI, (lon2 * 180) / Math.PI, R + 0.03, v).toArray(footPos, k * 3);
    }
    footGeo.attributes.position.needsUpdate = true;
  };

  const look = (i: number, t: number) => {
    const o = i * BULK_STRIDE;
    const dt = (t - satAt(i)) / 1000;
    return lookAngles(
      inputs.station,
      [state[o] + state[o + 3] * dt, state[o + 1] + state[o + 4] * dt, state[o + 2] + state[o + 5] * dt],
      new Date(t),
    );
  };

  const module: SceneModule = {
    root,
    pickables: [sats, station],
    camera: { position: [19, 13, 25], target: [0, 0, 0], near: 0.05, far: 4000 },
    refreshMs: 500,
    refresh(t) {
      date.setTime(t);
      if (stateAt === 0) {
        propagateMany(satrecs, date, state); // first frame: everything at once
        chunkAt.fill(t);
      }
      stateAt = t;
      gmst0 = gmstAt(t);
      sunDirection(t, earth.sunDir);
      if (selected < 0) {
        // Start with the highlighted satellite highest above the user's horizon.
        let best = -91;
        for (let i = 0; i < n; i++) {
          if (!highlight.has(GROUPS[group[i]].key) || Number.isNaN(state[i * BULK_STRIDE])) continue;
          const e = look(i, t).elevationDeg;
          if (e > best) [best, selected] = [e, i];
        }
      }
      if (selected >= 0) footprint(selected, t);
    },
    update(t) {
      earth.fixed.rotation.y = gmst0 + ((t - stateAt) / 1000) * 7.2921159e-5;
      date.setTime(t);
      propagateMany(chunkRecs[nextChunk], date, chunkOut[nextChunk]);
      chunkAt[nextChunk] = t;
      nextChunk = (nextChunk + 1) % CHUNKS;
      // Extrapolate each satellite along its velocity since its chunk's propagation; write matrices in place.
      for (let i = 0; i < n; i++) {
        const dt = (t - satAt(i)) / 1000;
        const o = i * BULK_STRIDE;
        const j = i * 16;
        const x = state[o] + state[o + 3] * dt;
        const y = state[o + 1] + state[o + 4] * dt;
        const z = state[o + 2] + state[o + 5] * dt;
        if (Number.isNaN(x)) {
          mat[j] = mat[j + 5] = mat[j + 10] = 0;
          continue;
        }
        mat[j + 12] = x / 1000;
        mat[j + 13] = z / 1000;
        mat[j + 14] = -y / 1000;
      }
      sats.instanceMatrix.needsUpdate = true;
      if (selected >= 0) {
        const j = selected * 16;
        marker.position.set(mat[j + 12], mat[j + 13], mat[j + 14]);
        marker.scale.setScalar(scale[selected] * 2.5);
        earth.fixed.updateMatrixWorld();
        station.getWorldPosition(stationWorld);
        stationWorld.toArray(linkPos, 0);
        marker.position.toArray(linkPos, 3);
        linkGeo.attributes.position.needsUpdate = true;
      }
    },
    select(hit) {
      if (hit.object === sats && hit.instanceId !== undefined) {
        if (hit.instanceId !== selected) {
          selected = hit.instanceId;
          footprint(selected, Date.now());
        }
        return satInfo(Date.now());
      }
      if (hit.object === station) return module.info(Date.now());
      return null;
    },
    info(t): Info {
      const counts = GROUPS.map((g, gi) => [g, group.filter((x) => x === gi).length] as const).filter(([, k]) => k > 0);
      return {
        title: tr('ops.title', { count: fmt(n) }),
        lines: [
          counts.map(([g, k]) => `${g.name} ${k}${highlight.has(g.key) ? ' ★' : ''}`).join(' · '),
          tr('ops.nominal'),
          ...(selected >= 0 ? satInfo(t).lines.slice(0, 2) : []),
        ],
      };
    },
    dispose() {},
  };

  function satInfo(t: number): Info {
    const i = selected;
    const la = look(i, t);
    const r = records[i];
    const up = la.elevationDeg >= 0;
    linkMat.color.setHex(up ? 0x33ff99 : 0xff5555);
    linkMat.opacity = up ? 1 : 0.35;
    return {
      title: r.name,
      lines: [
        tr('ops.orbit', {
          group: GROUPS[group[i]].name,
          alt: fmt((r.perigeeAltKm + r.apogeeAltKm) / 2),
          inc: fmt(r.inclinationDeg, 1),
          period: fmt(r.periodMin, 1),
        }),
        tr('ops.link', {
          station: inputs.stationLabel,
          elevation: fmt(la.elevationDeg, 1),
          azimuth: fmt(la.azimuthDeg),
          range: fmt(la.rangeKm),
          latency: fmt(latencyMs(la.rangeKm), 1),
        }),
        up ? tr('ops.inView', { quality: fmt(signalStrength(la.elevationDeg, la.rangeKm)) }) : tr('ops.below'),
        tr('ops.footprint'),
      ],
    };
  }
  return module;
}
