/**
 * Launch trains (issue 34): objects launched in the last 14 days that still fly strung together along one orbit, with
 * the lead's visible passes over the user's place. Elements come, in order of preference, from SUPGP_URL (supplemental
 * pre-launch and operator elements, when configured: fetched at most hourly per process), from the catalogue (objects
 * SATCAT says were launched in the window), or the bundled sample train (labelled so). The train finding is astro's
 * `findTrains`.
 */
import {
  findTrains,
  parseCatalogText,
  sampleTrainTles,
  satelliteId,
  toSatrec,
  type TleRecord,
  type TrainCandidate,
} from '@cosmos/astro';
import type { LaunchTrains } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { magnitudeOf } from '../../sky/satellite-info.ts';
import { passesFor } from '../../sky/passes.ts';
import { presentStation, station as observerStation } from '../observer/observer.service.ts';
import { catalogueUrls } from '../catalog/catalogue-sources.ts';
import { cosparFromTle } from './launch-objects.ts';

export const TRAIN_WINDOW_DAYS = 14;
const DAY = 86_400_000;
const SUPGP_TTL_MS = 3_600_000;
const FETCH_TIMEOUT_MS = 20_000;
const MAX_BYTES = 20_000_000;

type Fetched = { at: number; records: TleRecord[] | null; error: string | null };
const supgpCache = new WeakMap<AppContext['config'], Fetched>();

/** SUPGP_URL's element sets (cached an hour; a failure is cached as well, so an unreachable source is not hammered). */
export async function supplementalElements(ctx: AppContext, fetchImpl: typeof fetch = fetch): Promise<Fetched | null> {
  const urls = catalogueUrls(ctx.config.SUPGP_URL);
  if (urls.length === 0) return null;
  const hit = supgpCache.get(ctx.config);
  if (hit && Date.now() - hit.at < SUPGP_TTL_MS) return hit;
  let out: Fetched;
  try {
    const records: TleRecord[] = [];
    for (const url of urls) {
      const res = await fetchImpl(url, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        headers: { accept: 'application/json, text/plain' },
      });
      if (!res.ok) throw new Error(`supplemental elements source answered HTTP ${res.status}`);
      const text = await res.text();
      if (text.length > MAX_BYTES) throw new Error('supplemental elements source answer is too large');
      const parsed = parseCatalogText(text);
      if (!parsed.ok) throw new Error(`supplemental elements did not parse: ${parsed.errors[0]?.reason ?? 'unknown'}`);
      records.push(...parsed.records);
    }
    out = { at: Date.now(), records, error: null };
  } catch (err) {
    out = { at: Date.now(), records: null, error: (err as Error).message.slice(0, 300) };
    ctx.log.warn({ err: out.error }, 'supplemental elements unavailable; trains from the catalogue');
  }
  supgpCache.set(ctx.config, out);
  return out;
}

const launchOf = (line1: string) => cosparFromTle(line1)?.slice(0, 8) ?? 'unknown';
type Tle = { noradId: number; name: string; line1: string; line2: string };
const candidate = (t: Tle): TrainCandidate | null => {
  try {
    return { noradId: t.noradId, name: t.name, launch: launchOf(t.line1), satrec: toSatrec(t) };
  } catch {
    return null;
  }
};

/** "STARLINK-11001", "STARLINK-11002" → "STARLINK". */
function commonName(names: string[]): string {
  const first = names[0] ?? '';
  let n = first.length;
  for (const x of names) while (n > 0 && x.slice(0, n) !== first.slice(0, n)) n--;
  return first.slice(0, n).replace(/[\s\-_/]*\d*$/, '') || first;
}

export async function launchTrains(
  ctx: AppContext,
  engine: SkyEngine,
  userId: string,
  locationId?: string,
  fetchImpl: typeof fetch = fetch,
): Promise<LaunchTrains> {
  const now = Date.now();
  const sup = await supplementalElements(ctx, fetchImpl);
  const since = new Date(now - TRAIN_WINDOW_DAYS * DAY).toISOString().slice(0, 10);
  let source: LaunchTrains['source'] = 'catalogue';
  let tles: Tle[];
  if (sup?.records?.length) {
    source = 'supplemental';
    // Only element sets of the window: supplemental files also carry long-flying satellites' operator ephemerides.
    tles = sup.records.filter((r) => r.epoch.getTime() > now - TRAIN_WINDOW_DAYS * DAY);
  } else {
    tles = engine.satellites.filter((s) => (s.info.launchDate ?? '') >= since && !s.info.decayDate);
  }
  let trains = findTrains(
    tles.map(candidate).filter((c) => c !== null),
    now,
  );
  if (trains.length === 0) {
    source = 'sample';
    tles = sampleTrainTles(new Date(now));
    trains = findTrains(
      tles.map(candidate).filter((c) => c !== null),
      now,
    );
  }
  const byId = new Map(tles.map((t) => [t.noradId, t]));
  let place: Awaited<ReturnType<typeof observerStation>> | null = null;
  try {
    place = await observerStation(ctx, userId, locationId);
  } catch (err) {
    if (!(err instanceof AppError && err.status === 409)) throw err;
  }
  return {
    source,
    sourceError: sup?.error ?? null,
    windowDays: TRAIN_WINDOW_DAYS,
    station: place && presentStation(place),
    computedAt: new Date(now).toISOString(),
    trains: trains.slice(0, 3).map((t) => {
      const lead = byId.get(t.lead)!;
      const inCatalogue = engine.satellites.find((s) => s.noradId === t.lead);
      return {
        launch: t.launch,
        name: commonName(t.members.map((id) => byId.get(id)?.name ?? '')),
        members: t.members.length,
        memberIds: t.members.slice(0, 60).map(satelliteId),
        leadId: satelliteId(t.lead),
        leadName: lead.name,
        lengthKm: t.lengthKm,
        maxGapKm: t.maxGapKm,
        passes: place
          ? passesFor({
              tle: lead,
              noradId: lead.noradId,
              name: lead.name,
              magnitude: inCatalogue ? magnitudeOf(inCatalogue) : undefined,
              station: { lat: place.lat, lon: place.lon, heightKm: place.heightKm ?? 0 },
              from: now,
              days: 2,
              minEl: 10,
              visibleOnly: true,
            }).slice(0, 3)
          : [],
      };
    }),
  };
}
