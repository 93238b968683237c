import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { makeEarth, setEarthImagery } from './earth';

const canvas = () => Object.assign(document.createElement('canvas'), { width: 8, height: 4 });
const uniforms = (e: ReturnType<typeof makeEarth>) => (e.mesh.material as THREE.ShaderMaterial).uniforms;

describe('VR Earth imagery', () => {
  it('keeps the procedural surface until imagery arrives, then dresses every Earth, old and new', () => {
    const before = makeEarth(1);
    expect(uniforms(before).imagery!.value).toBe(0);
    const day = canvas();
    const night = canvas();
    setEarthImagery(day, night);
    expect(uniforms(before).imagery!.value).toBe(1);
    expect((uniforms(before).map!.value as THREE.Texture).image).toBe(day);
    expect((uniforms(before).nightMap!.value as THREE.Texture).image).toBe(night);
    const after = makeEarth(1);
    expect(uniforms(after).imagery!.value).toBe(1);
    expect((uniforms(after).map!.value as THREE.Texture).image).toBe(day);
  });
});
