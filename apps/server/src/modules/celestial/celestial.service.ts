import { CelestialObject, type CatalogueFilters, type CelestialType } from '@cosmos/contracts';
import { satelliteFilter } from '../../sky/catalogue-search.ts';
import { serializerCompiler } from '../../plugins/serializer.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { rateLimited } from '../auth/guards.ts';
import { COMPUTE_SLICE, ComputeGate, MAX_WAITING, SKY_COMPUTE_POLICY } from './compute-budget.ts';

/** One per process: the event loop it protects is the process's. */
const gate = new ComputeGate();
import type { SkyEngine } from '../../sky/engine.ts';
import type { DirectoryEntry } from '../../sky/objects.ts';
import type { SkyFrame } from '../../sky/frame-cache.ts';
import { Sgp4Error, objectAt, objectInFrame } from '../../sky/objects.ts';
import { parseSkyTime } from '../../sky/time.ts';

export const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

const encodeCursor = (key: string) => Buffer.from(key, 'utf8').toString('base64url');
function decodeCursor(cursor: string): string {
  const key = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^\d:[0-9a-z-]{1,80}$/.test(key)) throw badRequest('cursor', 'cursor is not one this server issued');
  return key;
}

/** A page of objects at one instant; states are computed only for the page. */
export function listObjects(
  engine: SkyEngine,
  q: { type?: CelestialType; q?: string; at?: string; limit: number; cursor?: string },
) {
  // Without `at`, a list is "now" to the whole second: concurrent requests (and the pages of one
  // catalogue walk) share one frame, so each object is computed once per second, not once per request.
  const t = parseSkyTime(q.at, 'at', Math.floor(Date.now() / 1000) * 1000);
  const afterKey = q.cursor ? decodeCursor(q.cursor) : undefined;
  const { entries, more } = engine.page({ type: q.type, q: q.q, afterKey, limit: q.limit });
  const frame = engine.frames.at(t);
  const items: CelestialObject[] = [];
  for (const e of entries) {
    // A satellite SGP4 cannot place at this time is left out of lists (GET /:id answers 422 with the reason).
    const o = objectInFrame(e, frame);
    if (o) items.push(o);
  }
  const last = entries.at(-1);
  return { items, nextCursor: more && last ? encodeCursor(engine.sortKey(last.id)!) : null };
}

/** The contract's fast-json-stringify serializer for one object (writes only the schema's properties). */
const objectJson = serializerCompiler({ schema: CelestialObject });

/**
 * One object's JSON at the frame's instant (null: SGP4 cannot place it then). Only the string is kept
 * in the frame, not the object: less that survives into the old generation, shorter GC pauses.
 */
function jsonAt(e: DirectoryEntry, frame: SkyFrame): string | null {
  const memo = frame.objects.get(e.id);
  if (memo !== undefined) return memo && objectJson(memo);
  try {
    return objectJson(objectAt(e, frame.t, undefined, frame));
  } catch (err) {
    if (err instanceof Sgp4Error) return null;
    throw err;
  }
}

/**
 * A page as a JSON array string: each object is computed and serialised once per instant (shared by
 * every request for that instant), so a request costs the page scan and a join — proportional to the page.
 * With an explicit `at`, objects not yet computed at that instant are charged to the caller's compute
 * budget (429 when spent); without it every caller shares one frame per second, so the work is bounded
 * by the catalogue whoever asks. Either way they are computed in slices of COMPUTE_SLICE, yielding to
 * the event loop between slices.
 */
export async function listObjectsJson(
  engine: SkyEngine,
  q: CatalogueFilters & { type?: CelestialType; q?: string; at?: string; limit: number; cursor?: string },
  /** Spends the caller's compute budget; answers the seconds to wait when it is spent. */
  charge?: (cost: number) => number,
) {
  const t = parseSkyTime(q.at, 'at', Math.floor(Date.now() / 1000) * 1000);
  const afterKey = q.cursor ? decodeCursor(q.cursor) : undefined;
  const match = satelliteFilter(q);
  const { entries, more } = engine.page({ type: q.type, q: q.q, match, afterKey, limit: q.limit });
  const frame = engine.frames.at(t);
  const missing = entries.filter((e) => !frame.json.has(e.id));
  if (charge && q.at !== undefined && missing.length > 0) {
    const wait = charge(missing.length);
    if (wait > 0)
      throw rateLimited(
        wait,
        SKY_COMPUTE_POLICY.capacity,
        'Too many positions computed at new times. Try again shortly, or ask for fewer objects.',
      );
  }
  if (missing.length > COMPUTE_SLICE) {
    if (!(await gate.enter()))
      throw rateLimited(1, MAX_WAITING, 'The sky is busy computing other pages. Try again in a moment.');
    try {
      for (let i = 0; i < missing.length; i++) {
        if (i > 0 && i % COMPUTE_SLICE === 0) await new Promise((r) => setImmediate(r));
        const e = missing[i]!;
        if (frame.json.has(e.id)) continue; // a concurrent request for the same instant got there first
        frame.json.set(e.id, jsonAt(e, frame));
      }
    } finally {
      gate.leave();
    }
  }
  const parts: string[] = [];
  for (const e of entries) {
    // The frame may have been dropped by a catalogue reload meanwhile; compute what is missing then.
    const j = frame.json.get(e.id) ?? jsonAt(e, frame);
    if (j !== null) parts.push(j);
  }
  const last = entries.at(-1);
  return { body: `[${parts.join(',')}]`, nextCursor: more && last ? encodeCursor(engine.sortKey(last.id)!) : null };
}

export function findEntry(engine: SkyEngine, id: string) {
  if (!ID_PATTERN.test(id))
    throw badRequest('id', 'id must be lower-case letters, digits and dashes, e.g. mars, sat-25544, star-32349');
  const e = engine.get(id);
  if (!e) throw notFound('Celestial object');
  return e;
}

export function getObject(engine: SkyEngine, id: string, q: { at?: string; tsince?: number }) {
  const e = findEntry(engine, id);
  if (q.tsince !== undefined && q.at !== undefined) throw badRequest('tsince', 'give either at or tsince, not both');
  if (q.tsince !== undefined && e.kind !== 'sat')
    throw badRequest('tsince', 'tsince (minutes from the element-set epoch) applies to satellites only');
  const t = parseSkyTime(q.at);
  return objectAt(e, t, q.tsince);
}
