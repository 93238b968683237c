import { latencyMs, lookAngles, nextPasses, propagateAt, twoline2satrecSafe, type Pass } from './iss-math';
import { gmstAt } from '@cosmos/astro';
import * as THREE from 'three';
import { eqToThree, geoToThree, label } from '../frame';
import { makeEarth } from '../earth';
import type { Info, SceneInputs, SceneModule } from '../types';
import { fmt, fmtDuration, fmtTime, sunDirection, tr } from './common';

const R = 6.378; // Earth radius in scene units (1 unit = 1000 km, as in @cosmos/astro scene.ts)
const TRACK = 180; // ground-track points: the next ~1.5 orbits at 45 s steps

/** Space Station Tour: ride along the ISS, the Earth lit by the real Sun, the ground track and the next pass over the user. */
export function spaceStation(inputs: SceneInputs): SceneModule {
  const satrec = twoline2satrecSafe(inputs);
  const root = new THREE.Group();
  const earth = makeEarth(R);
  root.add(earth.fixed);
  const sunLight = new THREE.DirectionalLight(0xffffff, 2.5);
  root.add(sunLight, new THREE.AmbientLight(0x334466, 0.6));

  // The station: a small truss-and-panels model.
  const iss = new THREE.Group();
  const body = new THREE.Mesh(
    new THREE.CylinderGeometry(0.012, 0.012, 0.09, 8),
    new THREE.MeshStandardMaterial({ color: 0xdddddd, metalness: 0.4, roughness: 0.5 }),
  );
  body.rotation.z = Math.PI / 2;
  const panels = new THREE.Mesh(
    new THREE.BoxGeometry(0.012, 0.004, 0.16),
    new THREE.MeshStandardMaterial({ color: 0x2a4fa8, emissive: 0x0a1540, metalness: 0.2 }),
  );
  const beacon = new THREE.Mesh(
    new THREE.SphereGeometry(0.02, 12, 8),
    new THREE.MeshBasicMaterial({ color: 0xffcc33 }),
  );
  iss.add(body, panels, beacon);
  iss.name = 'ISS';
  const issLabel = label('ISS', '#ffcc33', 0.12);
  issLabel.position.set(0.03, 0.03, 0);
  iss.add(issLabel);
  root.add(iss);

  // Ground track (Earth-fixed, so it is drawn inside the rotating group).
  const trackPos = new Float32Array(TRACK * 3);
  const trackGeo = new THREE.BufferGeometry();
  trackGeo.setAttribute('position', new THREE.BufferAttribute(trackPos, 3));
  const track = new THREE.Line(
    trackGeo,
    new THREE.LineBasicMaterial({ color: 0xffcc33, transparent: true, opacity: 0.8 }),
  );
  earth.fixed.add(track);

  // The user's ground station.
  const station = new THREE.Mesh(
    new THREE.ConeGeometry(0.06, 0.18, 8),
    new THREE.MeshBasicMaterial({ color: 0x33ff99 }),
  );
  station.name = 'station';
  geoToThree(inputs.station.lat, inputs.station.lon, R + 0.05, station.position);
  station.lookAt(0, 0, 0);
  station.rotateX(-Math.PI / 2);
  earth.fixed.add(station);

  // State: a propagated position and velocity, extrapolated per frame (no allocation in update).
  const r0 = new THREE.Vector3();
  const v0 = new THREE.Vector3();
  let t0 = 0;
  let geo = { lat: 0, lon: 0, alt_km: 0 };
  let speed = 0;
  let passes: Pass[] = [];
  let passesAt = 0;
  const scratchDate = new Date();
  const follow = new THREE.Vector3();
  let gmst0 = 0;

  const refreshTrack = (t: number) => {
    const v = new THREE.Vector3();
    for (let i = 0; i < TRACK; i++) {
      const p = propagateAt(satrec, new Date(t + i * 45_000));
      if (!p.ok) continue;
      geoToThree(p.geodetic.lat, p.geodetic.lon, R + 0.02, v).toArray(trackPos, i * 3);
    }
    trackGeo.attributes.position.needsUpdate = true;
    trackGeo.computeBoundingSphere();
  };

  const module: SceneModule = {
    root,
    pickables: [iss, earth.mesh, station],
    follow,
    camera: { position: [0, 0.3, 0.6], target: [0, 0, 0], near: 0.005, far: 3000 },
    refreshMs: 1000,
    refresh(t) {
      scratchDate.setTime(t);
      const p = propagateAt(satrec, scratchDate);
      if (!p.ok) return;
      eqToThree(p.r[0] / 1000, p.r[1] / 1000, p.r[2] / 1000, r0);
      eqToThree(p.v[0] / 1000, p.v[1] / 1000, p.v[2] / 1000, v0);
      speed = Math.hypot(p.v[0], p.v[1], p.v[2]);
      geo = p.geodetic;
      if (t0 === 0) {
        // First state: place the camera above and behind the station, looking down past it at the Earth.
        const up = r0.clone().normalize();
        const back = v0.clone().normalize().multiplyScalar(-1.4);
        const cam = r0.clone().addScaledVector(up, 0.7).add(back);
        module.camera.position = [cam.x, cam.y, cam.z];
        module.camera.target = [r0.x, r0.y, r0.z];
      }
      t0 = t;
      gmst0 = gmstAt(scratchDate.getTime());
      sunDirection(t, earth.sunDir);
      sunLight.position.copy(earth.sunDir).multiplyScalar(100);
      if (t - passesAt > 60_000 || passes.length === 0 || passes[0].set.time < t) {
        refreshTrack(t);
        passes = nextPasses(satrec, inputs.station, t);
        passesAt = t;
      }
    },
    update(t) {
      const dt = (t - t0) / 1000;
      iss.position.copy(r0).addScaledVector(v0, dt);
      follow.copy(iss.position);
      // Earth rotation: GMST advances 360.9856° per day.
      earth.fixed.rotation.y = gmst0 + dt * 7.2921159e-5;
      iss.lookAt(0, 0, 0);
    },
    select(hit) {
      if (hit.object === earth.mesh) return null;
      if (hit.object === station) return stationInfo(Date.now());
      return module.info(Date.now());
    },
    info(t): Info {
      const next = passes[0];
      const look = lookAngles(inputs.station, [r0.x * 1000, -r0.z * 1000, r0.y * 1000], new Date(t));
      return {
        title: tr('iss.title'),
        lines: [
          tr('iss.over', {
            lat: `${fmt(Math.abs(geo.lat), 1)}°${geo.lat >= 0 ? 'N' : 'S'}`,
            lon: `${fmt(Math.abs(geo.lon), 1)}°${geo.lon >= 0 ? 'E' : 'W'}`,
            alt: fmt(geo.alt_km),
            speed: fmt(speed, 2),
          }),
          tr('iss.from', {
            station: inputs.stationLabel,
            elevation: fmt(look.elevationDeg, 1),
            range: fmt(look.rangeKm),
            light: fmt(latencyMs(look.rangeKm), 1),
          }),
          next
            ? tr('iss.nextPass', {
                time: fmtTime(new Date(next.rise.time)),
                in: fmtDuration(next.rise.time - t),
                max: fmt(next.maxElevationDeg),
              })
            : tr('iss.noPass'),
          tr('iss.elements', { source: inputs.issTle?.source === 'live' ? tr('iss.live') : tr('iss.nominal') }),
        ],
      };
    },
    dispose() {},
  };
  function stationInfo(t: number): Info {
    return {
      title: tr('station.title', { station: inputs.stationLabel }),
      lines: [
        `${fmt(inputs.station.lat, 2)}°, ${fmt(inputs.station.lon, 2)}°`,
        ...passes.slice(0, 3).map((p) =>
          tr('station.pass', {
            time: fmtTime(new Date(p.rise.time)),
            max: fmt(p.maxElevationDeg),
            duration: fmtDuration(p.set.time - p.rise.time),
          }),
        ),
        passes.length ? '' : tr('station.noPass', { time: fmtTime(new Date(t)) }),
      ].filter(Boolean),
    };
  }
  return module;
}
