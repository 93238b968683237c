/**
 * What the sky chart draws at one instant, as plain data: the stars the sky shows then (placed on the dome), the
 * constellation figures and names, the planets, Sun and Moon, the sky's colours, and the followed satellites with
 * their pass tracks. PlanetariumView computes these in memos; SkyChart draws them.
 */
import {
  apparentAltitudeDeg,
  apparentRaDec,
  bodyMagnitude,
  equatorialUnit,
  limitingMagnitude,
  luminariesAt,
  type SolarSystemId,
} from '@cosmos/astro';
import { skyColours } from './sky-colour';
import type { SkyData } from './sky-data';
import { domeXY, skyProjector } from './sky-dome';
import type { Pick } from './sky-picks';
import { passTracks, satelliteNow, type SkySatellite } from './sky-satellites';

/** The dome's radius in chart units, and half the chart's width (room for the cardinal letters). */
export const R = 100;
export const HALF = R + 8;
/** Satellites' pass tracks are drawn for the chosen time ± this (a pass under way at either end is drawn whole). */
const TRACK_WINDOW_MS = 30 * 60_000;
const PLANETS: SolarSystemId[] = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune'];
export type SatMode = 'all' | 'visible' | 'none';

export interface Home {
  latitude: number;
  longitude: number;
  elevationM?: number | null;
}
export interface Site {
  lat: number;
  lon: number;
  heightKm: number;
}

export type SkyScene = ReturnType<typeof skyScene>;

/** The sky over `home` at `now`: stars, figures, names in the reader's language `lang`, bodies and colours. */
export function skyScene(
  data: SkyData,
  home: Home,
  site: Site,
  now: number,
  lang: string,
  names: Map<number, { name: string; id: string }>,
) {
  const { latitude: lat, longitude: lon } = home;
  // One rotation per redraw for the catalogue's places (J2000), another for the planets' (of the date).
  const sky = skyProjector(lat, lon, now, true);
  const at = sky.at;
  const atOfDate = skyProjector(lat, lon, now, false).at;
  const units = starUnits(data);
  // The faintest star the sky shows now at the zenith (twilight, Moon), so a daytime sky has no stars.
  const lum = luminariesAt(site, now);
  const skyLimit = limitingMagnitude({
    sunAltitudeDeg: lum.sunAltitudeDeg,
    moonAltitudeDeg: lum.moonAltitudeDeg,
    moonPhaseAngleDeg: lum.moonPhaseAngleDeg,
    moonSeparationDeg: 90 - lum.moonAltitudeDeg,
    targetAltitudeDeg: 90,
  });
  const stars: Pick[] = [];
  data.stars.forEach((s, i) => {
    if (s.mag > Math.max(skyLimit, -2)) return;
    const p = sky.unit(units[3 * i]!, units[3 * i + 1]!, units[3 * i + 2]!);
    if (p.altDeg <= 0) return;
    const named = names.get(i);
    stars.push({
      kind: 'star',
      xy: domeXY(p, R),
      p,
      mag: s.mag,
      ra: s.ra,
      dec: s.dec,
      name: named?.name ?? null,
      id: named?.id ?? null,
    });
  });
  const lines: string[] = [];
  for (const c of data.lines)
    for (const run of c.runs) {
      let d = '';
      let pen = false;
      for (const [ra, dec] of run) {
        const p = at(ra, dec);
        if (p.altDeg < 0) {
          pen = false;
          continue;
        }
        const [x, y] = domeXY(p, R);
        d += `${pen ? 'L' : 'M'}${x.toFixed(2)} ${y.toFixed(2)}`;
        pen = true;
      }
      if (d.includes('L')) lines.push(d);
    }
  // The IAU name ("Boötes") always; in another language the reader's own name under it ("Boyero", "Boote", "Boieiro").
  const constellations = data.names
    .map((n) => ({ n, p: at(n.ra, n.dec) }))
    .filter(({ p }) => p.altDeg > 5)
    .map(({ n, p }) => {
      const iau = n.names.name || n.id;
      const local = lang !== 'en' ? n.names[lang] : undefined;
      return { id: n.id, xy: domeXY(p, R), iau, local: local && local !== iau ? local : null };
    });
  const place = { lat, lon, heightM: home.elevationM ?? 0 };
  const date = new Date(now);
  const bodies = [...PLANETS, 'moon' as const, 'sun' as const]
    .map((id): Pick | null => {
      const eq = apparentRaDec(id, date, place);
      const p = atOfDate(eq.raDeg, eq.decDeg);
      return p.altDeg > 0 ? { kind: 'body', id, xy: domeXY(p, R), p, mag: bodyMagnitude(id, now) } : null;
    })
    .filter((b): b is Pick => b !== null);
  return {
    stars,
    lines,
    constellations,
    bodies,
    moonLit: lum.moonIllumination,
    colours: skyColours(lum.sunAltitudeDeg),
    skyLimit,
  };
}

/** The stars' J2000 unit vectors, made once per catalogue (x, y, z of star i at 3i…3i+2). */
const unitsOf = new WeakMap<SkyData, Float64Array>();
function starUnits(data: SkyData): Float64Array {
  let u = unitsOf.get(data);
  if (!u) {
    u = new Float64Array(data.stars.length * 3);
    data.stars.forEach((s, i) => u!.set(equatorialUnit(s.ra, s.dec), 3 * i));
    unitsOf.set(data, u);
  }
  return u;
}

export interface Track {
  key: string;
  segments: { d: string; visible: boolean }[];
}

/** The followed satellites' pass tracks around `now` (only those with a sunlit part in 'visible' mode). */
export function satelliteTracks(sats: SkySatellite[], site: Site, now: number, mode: SatMode): Track[] {
  if (mode === 'none') return [];
  return sats.flatMap((sat) =>
    passTracks(sat, site, now - TRACK_WINDOW_MS, now + TRACK_WINDOW_MS)
      .filter((pass) => mode === 'all' || pass.some((p) => p.visible))
      .map((pass, i) => ({
        key: `${sat.name}-${i}`,
        segments: trackSegments(pass.map((p) => ({ xy: domeXY(p, R), visible: p.visible }))),
      })),
  );
}

/** The followed satellites above the horizon at `tick`, as clickable points (refracted like the stars). */
export function satellitePicks(sats: SkySatellite[], site: Site, tick: number, mode: SatMode): Pick[] {
  if (mode === 'none') return [];
  return sats.flatMap((sat): Pick[] => {
    const p = satelliteNow(sat, site, tick);
    if (!p || p.altDeg <= 0 || (mode === 'visible' && !p.visible)) return [];
    const shown = { altDeg: apparentAltitudeDeg(p.altDeg), azDeg: p.azDeg };
    const id = `sat-${Number(sat.satrec.satnum)}`;
    return [{ kind: 'sat', xy: domeXY(shown, R), p: shown, mag: p.magnitude, id, name: sat.name, sat }];
  });
}

/** Splits a pass track into runs where the satellite can or cannot be seen (solid / dashed on the chart). */
function trackSegments(points: { xy: [number, number]; visible: boolean }[]) {
  const out: { d: string; visible: boolean }[] = [];
  let cur: { d: string; visible: boolean } | null = null;
  let last = '';
  for (const p of points) {
    const xy = `${p.xy[0].toFixed(2)} ${p.xy[1].toFixed(2)}`;
    if (!cur || cur.visible !== p.visible) {
      // Start the new run where the last one ended, so the track has no gaps.
      cur = { d: `M${last || xy}L${xy}`, visible: p.visible };
      out.push(cur);
    } else cur.d += `L${xy}`;
    last = xy;
  }
  return out;
}

/**
 * Only named or bright stars answer a click: with thousands of faint ones drawn, nearly every click landed near one
 * and "click the sky to identify what passed there" never got its turn.
 */
export const isClickableStar = (s: Pick) => s.kind === 'star' && (s.name !== null || s.mag <= 3.5);
