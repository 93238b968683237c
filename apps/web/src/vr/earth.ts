import * as THREE from 'three';

/**
 * The Earth as one shaded sphere: procedural land/ocean (no texture download), ice caps, a day/night
 * terminator from the real Sun direction and a thin atmosphere rim. The mesh is Earth-fixed
 * (x → lon 0, y → north); rotate the group by GMST about y to place it in the inertial frame.
 */
const vertex = /* glsl */ `
varying vec3 vObj; varying vec3 vNormalW; varying vec3 vViewW;
void main() {
  vObj = normalize(position);
  vec4 w = modelMatrix * vec4(position, 1.0);
  vNormalW = normalize(mat3(modelMatrix) * normal);
  vViewW = normalize(cameraPosition - w.xyz);
  gl_Position = projectionMatrix * viewMatrix * w;
}`;
const fragment = /* glsl */ `
uniform vec3 sunDir;
varying vec3 vObj; varying vec3 vNormalW; varying vec3 vViewW;
float hash(vec3 p) { p = fract(p * 0.3183099 + 0.1); p *= 17.0; return fract(p.x * p.y * p.z * (p.x + p.y + p.z)); }
float noise(vec3 x) {
  vec3 i = floor(x); vec3 f = fract(x); f = f * f * (3.0 - 2.0 * f);
  return mix(mix(mix(hash(i), hash(i + vec3(1,0,0)), f.x), mix(hash(i + vec3(0,1,0)), hash(i + vec3(1,1,0)), f.x), f.y),
             mix(mix(hash(i + vec3(0,0,1)), hash(i + vec3(1,0,1)), f.x), mix(hash(i + vec3(0,1,1)), hash(i + vec3(1,1,1)), f.x), f.y), f.z);
}
void main() {
  vec3 p = vObj * 2.2;
  float n = 0.5 * noise(p) + 0.25 * noise(p * 2.1) + 0.125 * noise(p * 4.3) + 0.0625 * noise(p * 8.7);
  float land = smoothstep(0.50, 0.53, n);
  vec3 ocean = vec3(0.04, 0.18, 0.45);
  vec3 ground = mix(vec3(0.16, 0.38, 0.14), vec3(0.55, 0.47, 0.30), smoothstep(0.55, 0.7, n));
  vec3 col = mix(ocean, ground, land);
  col = mix(col, vec3(0.92), smoothstep(0.88, 0.92, abs(vObj.y)));
  float d = dot(normalize(vNormalW), normalize(sunDir));
  float day = smoothstep(-0.08, 0.12, d);
  vec3 lit = col * (0.08 + 1.05 * max(d, 0.0));
  vec3 night = col * 0.22 + vec3(0.9, 0.7, 0.35) * land * 0.25 * step(0.72, noise(vObj * 40.0)); // moonlit oceans, city lights
  vec3 c = mix(night, lit, day);
  float rim = pow(1.0 - max(dot(normalize(vNormalW), vViewW), 0.0), 3.0);
  c += vec3(0.3, 0.55, 1.0) * rim * (0.15 + 0.85 * day);
  gl_FragColor = vec4(c, 1.0);
}`;

export interface Earth {
  /** Rotates with the Earth: put Earth-fixed things (stations, ground tracks, footprints) in here. */
  fixed: THREE.Group;
  mesh: THREE.Mesh;
  /** World-space unit vector toward the Sun; write into it, no allocation. */
  sunDir: THREE.Vector3;
}

export function makeEarth(radius: number, segments = 64): Earth {
  const sunDir = new THREE.Vector3(1, 0, 0);
  const mat = new THREE.ShaderMaterial({ vertexShader: vertex, fragmentShader: fragment, uniforms: { sunDir: { value: sunDir } } });
  const mesh = new THREE.Mesh(new THREE.SphereGeometry(radius, segments, segments / 2), mat);
  mesh.name = 'Earth';
  const fixed = new THREE.Group();
  fixed.add(mesh);
  return { fixed, mesh, sunDir };
}
