/**
 * Many objects in one draw call: a THREE.Points with per-point color and size attributes and a
 * velocity attribute, so the vertex shader extrapolates positions between worker replies
 * (p + v·dt) — per frame only a uniform changes; buffers upload only when new data arrives.
 */
import * as THREE from 'three';

const vertexShader = /* glsl */ `
attribute vec3 velocity;
attribute vec3 color;
attribute float size;
uniform float uDt;
uniform float uPixelRatio;
varying vec3 vColor;
void main() {
  vec3 p = position + velocity * uDt;
  vec4 mv = modelViewMatrix * vec4(p, 1.0);
  gl_Position = projectionMatrix * mv;
  gl_PointSize = size * uPixelRatio;
  vColor = color;
  if (size <= 0.0) gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
}`;

const fragmentShader = /* glsl */ `
varying vec3 vColor;
uniform float uRing;
void main() {
  float d = length(gl_PointCoord - 0.5);
  if (d > 0.5) discard;
  float a = uRing > 0.5 ? smoothstep(0.28, 0.36, d) * (1.0 - smoothstep(0.42, 0.5, d)) : 1.0 - smoothstep(0.25, 0.5, d);
  if (a < 0.02) discard;
  gl_FragColor = vec4(vColor, a);
}`;

export class PointsLayer {
  readonly points: THREE.Points;
  readonly geometry = new THREE.BufferGeometry();
  readonly material: THREE.ShaderMaterial;
  position: THREE.BufferAttribute;
  velocity: THREE.BufferAttribute;
  color: THREE.BufferAttribute;
  size: THREE.BufferAttribute;
  /** Base sizes before filtering (0 = hidden by filter). */
  baseSize = new Float32Array(0);

  constructor(n: number, opts: { ring?: boolean } = {}) {
    this.material = new THREE.ShaderMaterial({
      vertexShader,
      fragmentShader,
      uniforms: { uDt: { value: 0 }, uPixelRatio: { value: 1 }, uRing: { value: opts.ring ? 1 : 0 } },
      transparent: true,
      depthWrite: false,
    });
    this.position = this.attr('position', new Float32Array(n * 3), 3);
    this.velocity = this.attr('velocity', new Float32Array(n * 3), 3);
    this.color = this.attr('color', new Float32Array(n * 3), 3);
    this.size = this.attr('size', new Float32Array(n), 1);
    this.baseSize = new Float32Array(n);
    this.points = new THREE.Points(this.geometry, this.material);
    this.points.frustumCulled = false;
  }

  get count() {
    return this.size.count;
  }

  private attr(name: string, data: Float32Array, itemSize: number) {
    const a = new THREE.BufferAttribute(data, itemSize);
    a.setUsage(THREE.DynamicDrawUsage);
    this.geometry.setAttribute(name, a);
    return a;
  }

  /** Replace position and velocity arrays wholesale (worker output). */
  setMotion(pos: Float32Array, vel: Float32Array) {
    // the worker transferred fresh arrays: adopt them (no copy) when the length matches
    if (pos.length === this.position.array.length) this.position.array = pos;
    else (this.position.array as Float32Array).set(pos.subarray(0, this.position.array.length));
    if (vel.length === this.velocity.array.length) this.velocity.array = vel;
    else (this.velocity.array as Float32Array).set(vel.subarray(0, this.velocity.array.length));
    this.position.needsUpdate = true;
    this.velocity.needsUpdate = true;
  }

  setDt(dtSeconds: number) {
    this.material.uniforms.uDt.value = dtSeconds;
  }

  /** Current (extrapolated) scene position of point i into out. */
  positionOf(i: number, dt: number, out: THREE.Vector3) {
    const p = this.position.array;
    const v = this.velocity.array;
    return out.set(p[i * 3] + v[i * 3] * dt, p[i * 3 + 1] + v[i * 3 + 1] * dt, p[i * 3 + 2] + v[i * 3 + 2] * dt);
  }

  dispose() {
    this.geometry.dispose();
    this.material.dispose();
  }
}
