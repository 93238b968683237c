import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { deepSpace } from './deep-space';
import { solarSystem } from './solar-system';

const T = Date.UTC(2026, 0, 1);

describe('VR scene math (no WebGL needed)', () => {
  it('Deep Space: Voyager 1 is ~170 AU out, about 23–24 light-hours away; JWST ~5 light-seconds', () => {
    const m = deepSpace();
    m.refresh(T);
    const lines = m.info(T).lines;
    const v1 = lines.find((l) => l.startsWith('Voyager 1'))!;
    const au = Number(/([\d.]+) AU from the Sun/.exec(v1)![1]);
    expect(au).toBeGreaterThan(165);
    expect(au).toBeLessThan(175);
    const hours = Number(/light-time from Earth ([\d.]+) h/.exec(v1)![1]);
    expect(hours).toBeGreaterThan(22.5);
    expect(hours).toBeLessThan(24.5);
    const jwst = lines.find((l) => l.startsWith('James Webb'))!;
    expect(Number(/light-time from Earth ([\d.]+) s/.exec(jwst)![1])).toBeCloseTo(5, 0);
    const parker = lines.find((l) => l.startsWith('Parker'))!;
    const pAu = Number(/([\d.]+) AU from the Sun/.exec(parker)![1]);
    expect(pAu).toBeGreaterThanOrEqual(0.04);
    expect(pAu).toBeLessThanOrEqual(0.74);
  });

  it('Solar System: selecting a planet instance gives its facts and distances for the scene date', () => {
    const m = solarSystem();
    m.refresh(T);
    const planets = m.pickables[0] as THREE.InstancedMesh;
    const info = m.select({ object: planets, instanceId: 3 } as unknown as THREE.Intersection)!;
    expect(info.title).toBe('Mars');
    expect(info.lines.join(' ')).toMatch(/1\.\d{3} AU from the Sun/);
    expect(info.lines.join(' ')).toMatch(/from Earth — one-way light-time/);
    expect(m.info(T).title).toContain('1 Jan 2026');
  });
});
