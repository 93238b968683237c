/**
 * Earth: a sphere shaded by the Sun direction (day/night terminator with a soft twilight band) and a 30° graticule
 * that turns with Greenwich sidereal time. Until imagery arrives (`setImagery`: the plan's true-colour and
 * night-lights mosaics from /api/imagery) the surface is a plain ocean; with it, day imagery on the lit side and
 * night lights on the dark side. Built in scene axes (z = north pole); the parent group maps z to three.js' up.
 */
import * as THREE from 'three';

const R = 6.378;

export function createEarth() {
  const group = new THREE.Group();
  const geo = new THREE.SphereGeometry(R, 64, 32);
  geo.rotateX(Math.PI / 2); // poles on z
  const material = new THREE.ShaderMaterial({
    uniforms: {
      uSun: { value: new THREE.Vector3(1, 0, 0) },
      uDay: { value: null as THREE.Texture | null },
      uNight: { value: null as THREE.Texture | null },
      uHasImagery: { value: 0 },
    },
    vertexShader: /* glsl */ `
      varying vec3 vN; varying vec3 vP;
      void main() { vN = normalize(mat3(modelMatrix) * normal); vP = position; gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0); }`,
    fragmentShader: /* glsl */ `
      uniform vec3 uSun; uniform sampler2D uDay; uniform sampler2D uNight; uniform float uHasImagery;
      varying vec3 vN; varying vec3 vP;
      void main() {
        float l = dot(normalize(vN), normalize(uSun));
        float day = smoothstep(-0.05, 0.08, l);
        float lat = abs(vP.z) / ${R.toFixed(3)};
        vec3 ocean = mix(vec3(0.05, 0.25, 0.55), vec3(0.75, 0.85, 0.95), smoothstep(0.9, 0.97, lat));
        vec3 night = vec3(0.008, 0.015, 0.04);
        if (uHasImagery > 0.5) {
          // Equirectangular mosaics: longitude from Greenwich (object x axis), latitude from the pole axis.
          vec3 p = normalize(vP);
          vec2 uv = vec2(atan(p.y, p.x) / 6.2831853 + 0.5, asin(clamp(p.z, -1.0, 1.0)) / 3.1415927 + 0.5);
          ocean = texture2D(uDay, uv).rgb;
          night = texture2D(uNight, uv).rgb;
        }
        vec3 dayC = ocean * (0.75 + 0.6 * max(l, 0.0));
        gl_FragColor = vec4(mix(night, dayC, day), 1.0);
      }`,
  });
  const mesh = new THREE.Mesh(geo, material);
  mesh.name = 'earth';
  group.add(mesh);

  // Graticule: meridians every 30°, parallels every 30°.
  const pts: number[] = [];
  const r = R * 1.002;
  for (let lon = 0; lon < 360; lon += 30) {
    for (let lat = -90; lat < 90; lat += 5) {
      const a = (lon * Math.PI) / 180;
      for (const la of [lat, lat + 5]) {
        const b = (la * Math.PI) / 180;
        pts.push(r * Math.cos(b) * Math.cos(a), r * Math.cos(b) * Math.sin(a), r * Math.sin(b));
      }
    }
  }
  for (let lat = -60; lat <= 60; lat += 30) {
    const b = (lat * Math.PI) / 180;
    for (let lon = 0; lon < 360; lon += 5) {
      for (const lo of [lon, lon + 5]) {
        const a = (lo * Math.PI) / 180;
        pts.push(r * Math.cos(b) * Math.cos(a), r * Math.cos(b) * Math.sin(a), r * Math.sin(b));
      }
    }
  }
  const lineGeo = new THREE.BufferGeometry();
  lineGeo.setAttribute('position', new THREE.Float32BufferAttribute(pts, 3));
  const graticule = new THREE.LineSegments(
    lineGeo,
    new THREE.LineBasicMaterial({ color: 0x6fa8dc, transparent: true, opacity: 0.25 }),
  );
  mesh.add(graticule);

  return {
    group,
    /** Sun direction in scene axes; gmstRad turns the planet (and graticule) about the pole. */
    /** Day and night mosaics (equirectangular, north up, −180° at the left). */
    setImagery(day: TexImageSource, night: TexImageSource) {
      for (const [key, src] of [
        ['uDay', day],
        ['uNight', night],
      ] as const) {
        const tex = new THREE.Texture(src as HTMLCanvasElement);
        tex.needsUpdate = true;
        material.uniforms[key].value?.dispose();
        material.uniforms[key].value = tex;
      }
      material.uniforms.uHasImagery.value = 1;
    },
    update(sunDirScene: THREE.Vector3, gmstRad: number, parentMatrix: THREE.Matrix4) {
      mesh.rotation.z = gmstRad;
      material.uniforms.uSun.value.copy(sunDirScene).transformDirection(parentMatrix);
    },
    dispose() {
      geo.dispose();
      material.uniforms.uDay.value?.dispose();
      material.uniforms.uNight.value?.dispose();
      material.dispose();
      lineGeo.dispose();
      (graticule.material as THREE.Material).dispose();
    },
  };
}

export const EARTH_RADIUS_UNITS = R;
