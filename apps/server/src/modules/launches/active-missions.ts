/**
 * Mission Control's "Active Missions": crewed stations, the vehicles visiting them, and a short list of
 * notable science and Earth-observation missions — whichever of them the catalogue holds now. Recognised
 * by catalogue number where it is fixed and by name otherwise (the names CelesTrak's GP data uses).
 */
import type { ActiveMission } from '@cosmos/contracts';
import type { SkyEngine } from '../../sky/engine.ts';
import { cosparFromTle, orbitOf } from './launch-objects.ts';
import { ISS_NORAD_ID, TIANGONG_NORAD_ID, satelliteId } from '@cosmos/astro';

const STATIONS = new Set([ISS_NORAD_ID, TIANGONG_NORAD_ID]);
const STATION_NAME = /^(ISS\b|CSS\b|TIANHE|TIANGONG)/;
const VISITING = /\b(CREW DRAGON|DRAGON|SOYUZ[- ]MS|PROGRESS[- ]MS|SHENZHOU|TIANZHOU|STARLINER|CYGNUS|HTV)\b/;
const NOTABLE =
  /\b(HST|HUBBLE|SWIFT|FERMI|CHANDRA|TESS|LANDSAT \d+|SENTINEL-\d\w?|TERRA|AQUA|ICESAT-2|SWOT|GOES \d+)\b/;
const MAX_NOTABLE = 12;

export function activeMissions(engine: SkyEngine): ActiveMission[] {
  const out: ActiveMission[] = [];
  let notable = 0;
  for (const s of engine.satellites) {
    const name = s.name.toUpperCase();
    const kind: ActiveMission['kind'] | null =
      STATIONS.has(s.noradId) || STATION_NAME.test(name)
        ? 'station'
        : VISITING.test(name)
          ? 'crew-vehicle'
          : NOTABLE.test(name) && notable < MAX_NOTABLE
            ? 'notable'
            : null;
    if (!kind) continue;
    if (kind === 'notable') notable++;
    const o = orbitOf(s);
    out.push({
      id: satelliteId(s.noradId),
      name: s.name,
      kind,
      designator: cosparFromTle(s.line1) ?? '',
      perigeeKm: Math.round(o.perigeeKm),
      apogeeKm: Math.round(o.apogeeKm),
      inclinationDeg: Math.round(o.inclinationDeg * 100) / 100,
    });
  }
  const rank = { station: 0, 'crew-vehicle': 1, notable: 2 };
  return out.sort((a, b) => rank[a.kind] - rank[b.kind] || a.name.localeCompare(b.name));
}
