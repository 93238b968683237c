import * as THREE from 'three';

/**
 * The Earth as one shaded sphere: procedural land/ocean (no texture download), ice caps, a day/night
 * terminator from the real Sun direction and a thin atmosphere rim. The surface is baked once into a
 * small equirectangular texture (RGB = surface, A = night-lights mask), so the per-pixel shader is a
 * texture read plus lighting — cheap even on software WebGL. The mesh is Earth-fixed (x → lon 0,
 * y → north); rotate the group by GMST about y to place it in the inertial frame.
 */
const vertex = /* glsl */ `
varying vec2 vUv; varying vec3 vNormalW; varying vec3 vViewW;
void main() {
  vUv = uv;
  vec4 w = modelMatrix * vec4(position, 1.0);
  vNormalW = normalize(mat3(modelMatrix) * normal);
  vViewW = normalize(cameraPosition - w.xyz);
  gl_Position = projectionMatrix * viewMatrix * w;
}`;
const fragment = /* glsl */ `
uniform vec3 sunDir; uniform sampler2D map; uniform sampler2D nightMap; uniform float imagery;
varying vec2 vUv; varying vec3 vNormalW; varying vec3 vViewW;
void main() {
  vec4 s = texture2D(map, vUv);
  vec3 n = normalize(vNormalW);
  float d = dot(n, normalize(sunDir));
  float day = smoothstep(-0.08, 0.12, d);
  vec3 lit = s.rgb * (0.08 + 1.05 * max(d, 0.0));
  vec3 night = s.rgb * 0.22 + vec3(0.9, 0.7, 0.35) * s.a * 0.3; // moonlit surface, city lights
  if (imagery > 0.5) night = s.rgb * 0.12 + texture2D(nightMap, vUv).rgb; // the plan's night-lights imagery
  vec3 c = mix(night, lit, day);
  float rim = pow(1.0 - max(dot(n, vViewW), 0.0), 3.0);
  c += vec3(0.3, 0.55, 1.0) * rim * (0.15 + 0.85 * day);
  gl_FragColor = vec4(c, 1.0);
}`;

// Value noise on the unit sphere (deterministic), baked at start-up.
const fract = (x: number) => x - Math.floor(x);
function hash(x: number, y: number, z: number) {
  let a = fract(x * 0.3183099 + 0.1) * 17;
  const b = fract(y * 0.3183099 + 0.1) * 17;
  const c = fract(z * 0.3183099 + 0.1) * 17;
  a = fract(a * b * c * (a + b + c));
  return a;
}
function noise(x: number, y: number, z: number) {
  const ix = Math.floor(x),
    iy = Math.floor(y),
    iz = Math.floor(z);
  let fx = x - ix,
    fy = y - iy,
    fz = z - iz;
  fx = fx * fx * (3 - 2 * fx);
  fy = fy * fy * (3 - 2 * fy);
  fz = fz * fz * (3 - 2 * fz);
  const l = (a: number, b: number, t: number) => a + (b - a) * t;
  return l(
    l(l(hash(ix, iy, iz), hash(ix + 1, iy, iz), fx), l(hash(ix, iy + 1, iz), hash(ix + 1, iy + 1, iz), fx), fy),
    l(
      l(hash(ix, iy, iz + 1), hash(ix + 1, iy, iz + 1), fx),
      l(hash(ix, iy + 1, iz + 1), hash(ix + 1, iy + 1, iz + 1), fx),
      fy,
    ),
    fz,
  );
}
const smooth = (a: number, b: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

let baked: THREE.DataTexture | null = null;
/** 512×256 RGBA surface texture (built once per page). */
function surfaceTexture(): THREE.DataTexture {
  if (baked) return baked;
  const W = 512,
    H = 256;
  const data = new Uint8Array(W * H * 4);
  for (let j = 0; j < H; j++) {
    // Row j is uv.y = (j + .5) / H; SphereGeometry puts uv.y = 1 at the north pole.
    const th = (1 - (j + 0.5) / H) * Math.PI;
    for (let i = 0; i < W; i++) {
      const ph = ((i + 0.5) / W) * 2 * Math.PI;
      const x = -Math.cos(ph) * Math.sin(th),
        y = Math.cos(th),
        z = Math.sin(ph) * Math.sin(th);
      const px = x * 2.2,
        py = y * 2.2,
        pz = z * 2.2;
      const n =
        0.5 * noise(px, py, pz) +
        0.25 * noise(px * 2.1, py * 2.1, pz * 2.1) +
        0.125 * noise(px * 4.3, py * 4.3, pz * 4.3) +
        0.0625 * noise(px * 8.7, py * 8.7, pz * 8.7);
      const land = smooth(0.5, 0.53, n);
      const dry = smooth(0.55, 0.7, n);
      let r = 0.04 + (0.16 + (0.55 - 0.16) * dry - 0.04) * land;
      let g = 0.18 + (0.38 + (0.47 - 0.38) * dry - 0.18) * land;
      let b = 0.45 + (0.14 + (0.3 - 0.14) * dry - 0.45) * land;
      const ice = smooth(0.88, 0.92, Math.abs(y));
      r += (0.92 - r) * ice;
      g += (0.92 - g) * ice;
      b += (0.92 - b) * ice;
      const lights = land * (noise(x * 40, y * 40, z * 40) > 0.72 ? 1 : 0) * (1 - ice);
      const o = (j * W + i) * 4;
      data[o] = r * 255;
      data[o + 1] = g * 255;
      data[o + 2] = b * 255;
      data[o + 3] = lights * 255;
    }
  }
  baked = new THREE.DataTexture(data, W, H, THREE.RGBAFormat);
  baked.wrapS = THREE.RepeatWrapping;
  baked.magFilter = THREE.LinearFilter;
  baked.minFilter = THREE.LinearMipmapLinearFilter;
  baked.generateMipmaps = true;
  baked.needsUpdate = true;
  return baked;
}

export interface Earth {
  /** Rotates with the Earth: put Earth-fixed things (stations, ground tracks, footprints) in here. */
  fixed: THREE.Group;
  mesh: THREE.Mesh;
  /** World-space unit vector toward the Sun; write into it, no allocation. */
  sunDir: THREE.Vector3;
}

/**
 * Earth imagery (the plan's day and night mosaics from /api/imagery, equirectangular with −180° at the left, which
 * is where SphereGeometry's u = 0 lies in this Earth-fixed frame): once set, every Earth of every scene wears it,
 * including scenes opened later. Until then the procedural surface stands in.
 */
const imagery: { day: THREE.Texture | null; night: THREE.Texture | null } = { day: null, night: null };
const liveMaterials = new Set<THREE.ShaderMaterial>();

function applyImagery(mat: THREE.ShaderMaterial) {
  if (!imagery.day || !imagery.night) return;
  mat.uniforms.map!.value = imagery.day;
  mat.uniforms.nightMap!.value = imagery.night;
  mat.uniforms.imagery!.value = 1;
}

export function setEarthImagery(day: TexImageSource, night: TexImageSource) {
  const tex = (src: TexImageSource) => {
    const t = new THREE.Texture(src as HTMLCanvasElement);
    t.wrapS = THREE.RepeatWrapping;
    t.needsUpdate = true;
    return t;
  };
  imagery.day?.dispose();
  imagery.night?.dispose();
  imagery.day = tex(day);
  imagery.night = tex(night);
  for (const m of liveMaterials) applyImagery(m);
}

export function makeEarth(radius: number, segments = 64): Earth {
  const sunDir = new THREE.Vector3(1, 0, 0);
  const mat = new THREE.ShaderMaterial({
    vertexShader: vertex,
    fragmentShader: fragment,
    uniforms: {
      sunDir: { value: sunDir },
      map: { value: surfaceTexture() },
      nightMap: { value: surfaceTexture() },
      imagery: { value: 0 },
    },
  });
  liveMaterials.add(mat);
  applyImagery(mat);
  mat.addEventListener('dispose', () => liveMaterials.delete(mat));
  const mesh = new THREE.Mesh(new THREE.SphereGeometry(radius, segments, segments / 2), mat);
  mesh.name = 'Earth';
  const fixed = new THREE.Group();
  fixed.add(mesh);
  return { fixed, mesh, sunDir };
}
