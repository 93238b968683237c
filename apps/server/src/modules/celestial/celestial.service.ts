import { CelestialObject, type CelestialType } from '@cosmos/contracts';
import { serializerCompiler } from '../../plugins/serializer.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { objectAt, objectInFrame } from '../../sky/objects.ts';
import { parseSkyTime } from '../../sky/time.ts';

export const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

const encodeCursor = (key: string) => Buffer.from(key, 'utf8').toString('base64url');
function decodeCursor(cursor: string): string {
  const key = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^\d:[0-9a-z-]{1,80}$/.test(key)) throw badRequest('cursor', 'cursor is not one this server issued');
  return key;
}

/** A page of objects at one instant; states are computed only for the page. */
export function listObjects(engine: SkyEngine, q: { type?: CelestialType; q?: string; at?: string; limit: number; cursor?: string }) {
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
 * A page as a JSON array string: each object is computed and serialised once per instant (shared by
 * every request for that instant), so a request costs the page scan and a join — proportional to the page.
 */
export function listObjectsJson(engine: SkyEngine, q: { type?: CelestialType; q?: string; at?: string; limit: number; cursor?: string }) {
  const t = parseSkyTime(q.at, 'at', Math.floor(Date.now() / 1000) * 1000);
  const afterKey = q.cursor ? decodeCursor(q.cursor) : undefined;
  const { entries, more } = engine.page({ type: q.type, q: q.q, afterKey, limit: q.limit });
  const frame = engine.frames.at(t);
  const parts: string[] = [];
  for (const e of entries) {
    let j = frame.json.get(e.id);
    if (j === undefined) {
      const o = objectInFrame(e, frame);
      j = o ? objectJson(o) : null;
      frame.json.set(e.id, j);
    }
    if (j !== null) parts.push(j);
  }
  const last = entries.at(-1);
  return { body: `[${parts.join(',')}]`, nextCursor: more && last ? encodeCursor(engine.sortKey(last.id)!) : null };
}

export function findEntry(engine: SkyEngine, id: string) {
  if (!ID_PATTERN.test(id)) throw badRequest('id', 'id must be lower-case letters, digits and dashes, e.g. mars, sat-25544, star-32349');
  const e = engine.get(id);
  if (!e) throw notFound('Celestial object');
  return e;
}

export function getObject(engine: SkyEngine, id: string, q: { at?: string; tsince?: number }) {
  const e = findEntry(engine, id);
  if (q.tsince !== undefined && q.at !== undefined) throw badRequest('tsince', 'give either at or tsince, not both');
  if (q.tsince !== undefined && e.kind !== 'sat') throw badRequest('tsince', 'tsince (minutes from the element-set epoch) applies to satellites only');
  const t = parseSkyTime(q.at);
  return objectAt(e, t, q.tsince);
}
