import * as THREE from 'three';

/**
 * The astro package's scene frame is equatorial with z toward the north pole; three.js is y-up.
 * (x, y, z)eq → (x, z, −y)three, so north is up and a rotation of +θ about three's y equals +θ about the pole.
 */
export function eqToThree(x: number, y: number, z: number, out: THREE.Vector3): THREE.Vector3 {
  return out.set(x, z, -y);
}

/** Earth-fixed (lat, lon in deg) → unit vector in three's Earth-fixed frame (before the Earth's sidereal rotation). */
export function geoToThree(latDeg: number, lonDeg: number, radius: number, out: THREE.Vector3): THREE.Vector3 {
  const la = (latDeg * Math.PI) / 180;
  const lo = (lonDeg * Math.PI) / 180;
  return eqToThree(
    radius * Math.cos(la) * Math.cos(lo),
    radius * Math.cos(la) * Math.sin(lo),
    radius * Math.sin(la),
    out,
  );
}

/** A "visitable" distance scale: the true direction with the distance compressed as k·√r (r in AU). */
export const visitable = (rAu: number, k = 8) => k * Math.sqrt(rAu);

export function disposeTree(root: THREE.Object3D) {
  root.traverse((o) => {
    const m = o as THREE.Mesh;
    m.geometry?.dispose();
    const mat = m.material as THREE.Material | THREE.Material[] | undefined;
    if (Array.isArray(mat)) mat.forEach((x) => x.dispose());
    else mat?.dispose();
  });
}

/** A text sprite (canvas texture) for labels; made once at build time. */
export function label(text: string, color = '#e8eefc', height = 0.6): THREE.Sprite {
  const c = document.createElement('canvas');
  const ctx = c.getContext('2d');
  const font = 48;
  c.width = 512;
  c.height = 64;
  if (ctx) {
    ctx.font = `${font}px system-ui, sans-serif`;
    ctx.fillStyle = color;
    ctx.textBaseline = 'middle';
    ctx.fillText(text, 4, 34);
  }
  const tex = new THREE.CanvasTexture(c);
  tex.colorSpace = THREE.SRGBColorSpace;
  const s = new THREE.Sprite(new THREE.SpriteMaterial({ map: tex, transparent: true, depthWrite: false }));
  s.scale.set(height * 8, height, 1);
  s.center.set(0, 0.5);
  return s;
}

/** Fixed background stars (one Points draw). */
export function starfield(count = 1500, radius = 900): THREE.Points {
  const pos = new Float32Array(count * 3);
  let seed = 7;
  const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < count; i++) {
    const u = rnd() * 2 - 1;
    const th = rnd() * Math.PI * 2;
    const s = Math.sqrt(1 - u * u);
    pos.set([radius * s * Math.cos(th), radius * u, radius * s * Math.sin(th)], i * 3);
  }
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.BufferAttribute(pos, 3));
  return new THREE.Points(g, new THREE.PointsMaterial({ color: 0xffffff, size: 1.5, sizeAttenuation: false }));
}
