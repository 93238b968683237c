/**
 * Baseline: a bare three.js page drawing the same satellites as one THREE.Points, with the same
 * per-frame position update (p = p0 + v·dt for every point, written into the position buffer);
 * positions and velocities come from one SGP4 run at load.
 */
import { propagateJs, toSatrec, BULK_STRIDE } from '@cosmos/astro';
import * as THREE from 'three';
import { instrumentFrames, rendererName, syntheticSatellites } from './viz.catalog';

instrumentFrames();
const n = Number(new URLSearchParams(location.search).get('n') ?? 30000);
const recs = syntheticSatellites(n).map((s) => toSatrec(s));
const out = new Float64Array(n * BULK_STRIDE);
const t0 = Date.now();
propagateJs(recs, new Date(t0), out);
const p0 = new Float32Array(n * 3);
const v0 = new Float32Array(n * 3);
for (let i = 0; i < n; i++) {
  for (let k = 0; k < 3; k++) {
    p0[i * 3 + k] = out[i * 6 + k] / 1000;
    v0[i * 3 + k] = out[i * 6 + 3 + k] / 1000;
  }
}
const host = document.getElementById('host')!;
const renderer = new THREE.WebGLRenderer({ antialias: false });
renderer.setSize(host.clientWidth, host.clientHeight);
host.appendChild(renderer.domElement);
const scene = new THREE.Scene();
const camera = new THREE.PerspectiveCamera(50, host.clientWidth / host.clientHeight, 0.05, 20000);
camera.position.set(0, 18, 38);
camera.lookAt(0, 0, 0);
const geo = new THREE.BufferGeometry();
const pos = new THREE.BufferAttribute(new Float32Array(p0), 3);
pos.setUsage(THREE.DynamicDrawUsage);
geo.setAttribute('position', pos);
const points = new THREE.Points(geo, new THREE.PointsMaterial({ color: 0x66ff80, size: 2.5, sizeAttenuation: false }));
points.rotation.x = -Math.PI / 2;
points.frustumCulled = false;
scene.add(points);
const a = pos.array as Float32Array;
function frame() {
  requestAnimationFrame(frame);
  const dt = (Date.now() - t0) / 1000;
  for (let i = 0; i < a.length; i++) a[i] = p0[i] + v0[i] * dt;
  pos.needsUpdate = true;
  renderer.render(scene, camera);
}
requestAnimationFrame(frame);
const w = window as unknown as Record<string, unknown>;
w.__renderer = rendererName(renderer.getContext());
w.__ready = true;
