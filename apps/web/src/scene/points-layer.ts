/**
 * Many objects in one draw call: a THREE.Points with per-point color and size attributes, plus a
 * velocity and an epoch (state time) attribute so the vertex shader moves every point between
 * worker replies with a second-order two-body step, p + v·dt + ½·a·dt² with a = −GM·p/|p|³
 * (error ~ jerk·dt³/6: about 40 m for a LEO satellite 30 s after its state). Per frame only a
 * uniform changes; buffers upload only when new states arrive.
 */
import * as THREE from 'three';

const vertexShader = /* glsl */ `
attribute vec3 velocity;
attribute vec3 color;
attribute float size;
attribute float epoch;
uniform float uTime;
uniform float uGm;
uniform float uPixelRatio;
varying vec3 vColor;
void main() {
  float dt = uTime - epoch;
  float r = length(position);
  vec3 acc = r > 1.0 && dot(velocity, velocity) > 0.0 ? -uGm * position / (r * r * r) : vec3(0.0);
  vec3 p = position + velocity * dt + 0.5 * acc * dt * dt;
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
  epoch: THREE.BufferAttribute;
  /** GM in scene units³/s² (0 = no acceleration). */
  gm = 0;
  /** Base sizes before filtering (0 = hidden by filter). */
  baseSize = new Float32Array(0);

  constructor(n: number, opts: { ring?: boolean } = {}) {
    this.material = new THREE.ShaderMaterial({
      vertexShader,
      fragmentShader,
      uniforms: {
        uTime: { value: 0 },
        uGm: { value: 0 },
        uPixelRatio: { value: 1 },
        uRing: { value: opts.ring ? 1 : 0 },
      },
      transparent: true,
      depthWrite: false,
    });
    this.position = this.attr('position', new Float32Array(n * 3), 3);
    this.velocity = this.attr('velocity', new Float32Array(n * 3), 3);
    this.color = this.attr('color', new Float32Array(n * 3), 3);
    this.size = this.attr('size', new Float32Array(n), 1);
    this.epoch = this.attr('epoch', new Float32Array(n), 1);
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

  /** States of points [start, start + n) valid at `epochSeconds` (worker output). */
  setMotion(start: number, pos: Float32Array, vel: Float32Array, epochSeconds: number) {
    const n = pos.length / 3;
    if (start === 0 && pos.length === this.position.array.length) {
      // the worker transferred fresh arrays: adopt them without a copy
      this.position.array = pos;
      this.velocity.array = vel;
    } else {
      (this.position.array as Float32Array).set(pos, start * 3);
      (this.velocity.array as Float32Array).set(vel, start * 3);
    }
    (this.epoch.array as Float32Array).fill(epochSeconds, start, start + n);
    this.position.needsUpdate = true;
    this.velocity.needsUpdate = true;
    this.epoch.needsUpdate = true;
  }

  /** Re-express every epoch relative to a new base (keeps float32 precision near "now"). */
  shiftEpochs(deltaSeconds: number) {
    const e = this.epoch.array as Float32Array;
    for (let i = 0; i < e.length; i++) e[i] -= deltaSeconds;
    this.epoch.needsUpdate = true;
  }

  setGm(gm: number) {
    this.gm = gm;
    this.material.uniforms.uGm.value = gm;
  }

  /** Scene time in seconds relative to the layer's epoch base. */
  setTime(seconds: number) {
    this.material.uniforms.uTime.value = seconds;
  }

  /** Current position of point i at `seconds` (same formula as the shader) into out. */
  positionOf(i: number, seconds: number, out: THREE.Vector3) {
    const p = this.position.array;
    const v = this.velocity.array;
    const dt = seconds - this.epoch.array[i];
    const x = p[i * 3],
      y = p[i * 3 + 1],
      z = p[i * 3 + 2];
    const r = Math.hypot(x, y, z);
    const k =
      r > 1 && this.gm && (v[i * 3] || v[i * 3 + 1] || v[i * 3 + 2]) ? (-0.5 * this.gm * dt * dt) / (r * r * r) : 0;
    return out.set(x + v[i * 3] * dt + k * x, y + v[i * 3 + 1] * dt + k * y, z + v[i * 3 + 2] * dt + k * z);
  }

  dispose() {
    this.geometry.dispose();
    this.material.dispose();
  }
}
