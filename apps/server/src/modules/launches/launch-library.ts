/**
 * Parsing the public Launch Library 2 JSON (`/2.2.0/launch/upcoming/` and `/previous/` answers: an object
 * with `results`, or a bare array of launches). All-or-nothing: one malformed entry rejects the whole
 * answer, and every problem is named by its index, the launch id when readable, and the field.
 */

/** One launch as stored (the columns of `launches`). */
export interface LaunchRecord {
  id: string;
  name: string;
  statusAbbrev: string;
  statusName: string;
  net: Date;
  windowStart: Date | null;
  windowEnd: Date | null;
  vehicle: string;
  provider: string | null;
  missionName: string | null;
  missionDescription: string | null;
  missionType: string | null;
  orbit: string | null;
  padName: string | null;
  padLocation: string | null;
  launchDesignator: string | null;
}

export type LaunchParse = { ok: true; launches: LaunchRecord[] } | { ok: false; errors: string[] };

const ID = /^[A-Za-z0-9-]{1,64}$/;
/** COSPAR launch designator: year and launch number of the year (2026-123); LL2 sometimes adds the piece letter. */
const DESIGNATOR = /^(\d{4}-\d{3})[A-Z]{0,3}$/;
const MAX_TEXT = 4000;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseLaunchLibrary(text: string): LaunchParse {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    return { ok: false, errors: [`not JSON: ${(err as Error).message}`] };
  }
  const list = Array.isArray(doc) ? doc : isObj(doc) && Array.isArray(doc.results) ? doc.results : null;
  if (!list) return { ok: false, errors: ['expected a Launch Library answer: an object with "results" or an array'] };
  const errors: string[] = [];
  const launches: LaunchRecord[] = [];
  list.forEach((entry, i) => {
    const found: string[] = [];
    const rec = parseEntry(entry, (field, reason) => found.push(`${field}: ${reason}`));
    const id = isObj(entry) && typeof entry.id === 'string' ? ` (id ${entry.id.slice(0, 64)})` : '';
    if (rec && found.length === 0) launches.push(rec);
    else errors.push(...found.map((f) => `results[${i}]${id}: ${f}`));
  });
  return errors.length ? { ok: false, errors } : { ok: true, launches };
}

function parseEntry(e: unknown, err: (field: string, reason: string) => void): LaunchRecord | null {
  if (!isObj(e)) {
    err('entry', 'must be an object');
    return null;
  }
  const str = (v: unknown, field: string, required = false): string | null => {
    if (v === undefined || v === null || v === '') {
      if (required) err(field, 'is required');
      return null;
    }
    if (typeof v !== 'string') {
      err(field, 'must be a string');
      return null;
    }
    return v.slice(0, MAX_TEXT);
  };
  const date = (v: unknown, field: string, required = false): Date | null => {
    const s = str(v, field, required);
    if (s === null) return null;
    const d = new Date(s);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(s) || Number.isNaN(d.getTime())) {
      err(field, `must be an ISO date-time, got '${s.slice(0, 40)}'`);
      return null;
    }
    return d;
  };
  const sub = (v: unknown, field: string): Obj => {
    if (v === undefined || v === null) return {};
    if (!isObj(v)) err(field, 'must be an object');
    return isObj(v) ? v : {};
  };

  const id = str(e.id, 'id', true);
  if (id !== null && !ID.test(id)) err('id', 'must be 1–64 letters, digits or dashes');
  const name = str(e.name, 'name', true);
  const status = sub(e.status, 'status');
  if (!isObj(e.status)) err('status', 'is required');
  const statusAbbrev = str(status.abbrev, 'status.abbrev', true);
  const statusName = str(status.name, 'status.name') ?? statusAbbrev;
  const net = date(e.net, 'net', true);
  const windowStart = date(e.window_start, 'window_start');
  const windowEnd = date(e.window_end, 'window_end');
  if (windowStart && windowEnd && windowEnd < windowStart) err('window_end', 'is before window_start');
  const rocket = sub(e.rocket, 'rocket');
  const config = sub(rocket.configuration, 'rocket.configuration');
  const vehicle =
    str(config.full_name, 'rocket.configuration.full_name') ?? str(config.name, 'rocket.configuration.name', true);
  const provider = str(sub(e.launch_service_provider, 'launch_service_provider').name, 'launch_service_provider.name');
  const mission = sub(e.mission, 'mission');
  const orbit = sub(mission.orbit, 'mission.orbit');
  const pad = sub(e.pad, 'pad');
  const location = sub(pad.location, 'pad.location');
  // LL2 2.2 puts the designator under mission, later versions on the launch itself.
  const designatorRaw =
    str(e.launch_designator, 'launch_designator') ?? str(mission.launch_designator, 'mission.launch_designator');
  let launchDesignator: string | null = null;
  if (designatorRaw !== null) {
    const m = DESIGNATOR.exec(designatorRaw.trim());
    if (m) launchDesignator = m[1]!;
    else err('launch_designator', `must look like 2026-123, got '${designatorRaw.slice(0, 20)}'`);
  }
  if (id === null || name === null || statusAbbrev === null || net === null || vehicle === null) return null;
  return {
    id,
    name,
    statusAbbrev,
    statusName: statusName ?? statusAbbrev,
    net,
    windowStart,
    windowEnd,
    vehicle,
    provider,
    missionName: str(mission.name, 'mission.name'),
    missionDescription: str(mission.description, 'mission.description'),
    missionType: str(mission.type, 'mission.type'),
    orbit: str(orbit.name, 'mission.orbit.name'),
    padName: str(pad.name, 'pad.name'),
    padLocation: str(location.name, 'pad.location.name'),
    launchDesignator,
  };
}
