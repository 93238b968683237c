/**
 * The astrophotography planner (issue 35, item 5): which catalogue objects cross a camera's field pointed at a target
 * from the user's place during a window, and the clean sub-windows, as JSON, CSV or iCalendar. The sky math is
 * @cosmos/astro fieldCrossings, run in a worker thread of its own (sky/planner-runner.ts); this service resolves the
 * target and the place, bounds the work (window length, one search at a time, one per user, a small queue, a time
 * limit, a cache) and presents the answer.
 */
import { resolveSkyTarget, satelliteId } from '@cosmos/astro';
import { csvDocument, FIELD_PLANNER_MAX_HOURS, passMagnitudeWithSigma } from '@cosmos/contracts';
import type { FieldPlan, FieldPlanBody } from '@cosmos/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, rateLimited } from '../../lib/errors.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import type { SkyTicker } from '../../sky/ticker.ts';
import { icsCalendar, type IcsEvent } from './ics.ts';
import { presentStation, station } from './observer.service.ts';

type Body = z.infer<typeof FieldPlanBody>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Searches in the process: one running and three waiting; more are refused with 429 rather than queued without end. */
const MAX_IN_FLIGHT = 4;
const CACHE_MAX = 100;

/** One search at a time per process (each is seconds of CPU), and one running or waiting search per user, so one
 * user cannot fill the queue and keep everyone else at 429. */
let chain: Promise<unknown> = Promise.resolve();
let waiting = 0;
const usersWaiting = new Set<string>();
function oneAtATime<T>(userId: string, job: () => Promise<T>): Promise<T> {
  if (usersWaiting.has(userId))
    throw rateLimited(5, 1, 'Your previous planner search is still running. Try again when it has finished.');
  if (waiting >= MAX_IN_FLIGHT) throw rateLimited(5, MAX_IN_FLIGHT, 'The planner is busy. Try again in a few seconds.');
  waiting++;
  usersWaiting.add(userId);
  const run = chain.then(job, job).finally(() => {
    waiting--;
    usersWaiting.delete(userId);
  });
  chain = run.catch(() => undefined);
  return run;
}

/** A plan without the place's presentation: the key holds only coordinates, and a place's name is its owner's. */
type CachedPlan = Omit<FieldPlan, 'station'>;
const cache = new Map<string, Promise<CachedPlan>>();

/**
 * Longest window for a field (hours): 12 for fields up to 15° across, shorter in proportion beyond, at least one. A
 * wide field meets objects all the time (a 14 mm lens: about 6,000 crossings an hour in a 30,000-object catalogue),
 * and each crossing costs refinement work: measured 162 s of worker time for 104° × 81° over 12 h (bench catalogue,
 * load 19), so the budget follows the field's size.
 */
export function maxWindowHours(fov: Body['fov']): number {
  const side = fov.shape === 'circle' ? fov.diameterDeg : Math.max(fov.widthDeg, fov.heightDeg);
  return Math.max(1, Math.min(FIELD_PLANNER_MAX_HOURS, (FIELD_PLANNER_MAX_HOURS * 15) / side));
}

function window(body: Body, now: number): { from: number; to: number } {
  const from = Date.parse(body.from);
  const to = Date.parse(body.to);
  if (!(to > from)) throw badRequest('to', 'must be after from');
  const maxHours = maxWindowHours(body.fov);
  if (to - from > maxHours * HOUR)
    throw badRequest(
      'to',
      maxHours < FIELD_PLANNER_MAX_HOURS
        ? `with a field this wide the window may be at most ${maxHours.toFixed(1)} hours long`
        : `the window may be at most ${FIELD_PLANNER_MAX_HOURS} hours long`,
    );
  // Element sets age: beyond two weeks a prediction of seconds means nothing (and before a month ago neither).
  if (from < now - 30 * DAY || to > now + 14 * DAY) throw badRequest('from', 'must lie within the next 14 days');
  return { from, to };
}

export async function fieldPlan(
  ctx: AppContext,
  engine: SkyEngine,
  ticker: SkyTicker,
  userId: string,
  body: Body,
): Promise<FieldPlan> {
  const { from, to } = window(body, Date.now());
  const s = await station(ctx, userId, body.locationId);
  const site = { lat: s.lat, lon: s.lon, heightKm: s.heightKm };
  let target: { name: string | null; raDeg: number; decDeg: number };
  if ('name' in body.target) {
    const t = resolveSkyTarget(body.target.name, (from + to) / 2, site);
    if (!t) throw badRequest('target.name', 'unknown target: give a planet, a Messier number, a star name or RA/Dec');
    target = t;
  } else target = { name: null, ...body.target };
  const fov = body.fov;
  const key = JSON.stringify([site, target, fov, from, to, body.minAltitudeDeg, body.minCleanMinutes, engine.version]);
  let p = cache.get(key);
  if (!p) {
    p = oneAtATime(userId, async (): Promise<CachedPlan> => {
      const t0 = performance.now();
      // A worker that stops or throws is the server's trouble, not the request's: 503, never a bare 500.
      const found = await ticker
        .fieldCrossings({
          site,
          raDeg: target.raDeg,
          decDeg: target.decDeg,
          fov,
          from,
          to,
          minAltitudeDeg: body.minAltitudeDeg,
          minCleanSeconds: body.minCleanMinutes * 60,
        })
        .catch((err: Error) => {
          ctx.log.warn({ err: err.message }, 'field plan failed');
          throw new AppError(503, 'not_available', 'The planner could not finish this search. Try again.');
        });
      if (!found) throw new AppError(503, 'not_available', 'The catalogue was just refreshed. Try again.');
      const { sats, result } = found;
      const iso = (ms: number) => new Date(Math.round(ms)).toISOString();
      const win = ([a, b]: [number, number]) => ({ start: iso(a), end: iso(b) });
      const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
      return {
        target,
        fov:
          fov.shape === 'circle'
            ? { shape: 'circle' as const, widthDeg: fov.diameterDeg, heightDeg: fov.diameterDeg }
            : { shape: 'rect' as const, widthDeg: fov.widthDeg, heightDeg: fov.heightDeg },
        from: iso(from),
        to: iso(to),
        fieldUp: result.fieldUp.map(win),
        clean: result.clean.map(win),
        crossings: result.crossings.map((c) => ({
          id: satelliteId(sats[c.index]!.noradId),
          name: sats[c.index]!.name,
          start: iso(c.start),
          end: iso(c.end),
          clippedStart: c.clippedStart,
          clippedEnd: c.clippedEnd,
          closestTime: iso(c.closest.time),
          separationDeg: round(c.closest.separationDeg),
          azimuthDeg: round(c.closest.azimuthDeg, 1),
          elevationDeg: round(c.closest.elevationDeg, 1),
          magnitude: c.magnitude,
          sigma: c.sigma,
          sunlit: c.sunlit,
        })),
        satellites: sats.length,
        computeMs: Math.round(performance.now() - t0),
      };
    });
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(key, p);
    p.catch(() => cache.delete(key));
  }
  return { ...(await p), station: presentStation(s) };
}

const targetLabel = (p: FieldPlan) =>
  p.target.name ?? `RA ${p.target.raDeg.toFixed(2)}° Dec ${p.target.decDeg.toFixed(2)}°`;

/** The clean sub-windows and the crossings as one CSV (a `kind` column tells them apart). */
export function fieldPlanCsv(p: FieldPlan): string {
  const header = ['kind', 'start', 'end', 'object', 'id', 'magnitude', 'sigma', 'sunlit', 'separation_deg', 'target'];
  const rows = [
    ...p.clean.map((w) => ['clean', w.start, w.end, '', '', '', '', '', '', targetLabel(p)]),
    ...p.crossings.map((c) => [
      'crossing',
      c.start,
      c.end,
      c.name,
      c.id,
      c.magnitude,
      c.sigma,
      c.sunlit,
      c.separationDeg,
      targetLabel(p),
    ]),
  ];
  return csvDocument(header, rows);
}

/** The clean sub-windows as calendar events, with the sunlit crossings between them as short events. */
export function fieldPlanIcs(p: FieldPlan, lang?: string): string {
  const label = targetLabel(p);
  const geo = { lat: p.station.lat, lon: p.station.lon };
  const events: IcsEvent[] = [
    ...p.clean.map((w) => ({
      uid: `clean-${w.start}-${label}@cosmos`,
      start: w.start,
      end: w.end,
      summary: `Clean window: ${label}`,
      description: `No sunlit satellite crosses the ${p.fov.widthDeg.toFixed(2)}° × ${p.fov.heightDeg.toFixed(2)}° field.`,
      geo,
    })),
    ...p.crossings
      .filter((c) => c.sunlit)
      .map((c) => ({
        uid: `crossing-${c.id}-${c.start}@cosmos`,
        start: c.start,
        end: c.end,
        summary: `${c.name} crosses ${label}`,
        description:
          c.magnitude === null
            ? `${c.name} in the field (in the Earth's shadow part of the time).`
            : `${c.name} in the field, magnitude ${passMagnitudeWithSigma(c.magnitude, c.sigma, lang)}.`,
        geo,
      })),
  ];
  return icsCalendar(`Cosmos planner: ${label}`, events);
}
