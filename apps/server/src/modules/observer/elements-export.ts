/** Element-set downloads: the stored element lines, re-read, written as 3LE or CCSDS OMM (JSON, XML). */
import { formatOmmXml, formatTleText, parseTleLines, toOmm, type TleRecord } from '@cosmos/astro';
import { MAX_ELEMENT_IDS, type ELEMENT_FORMATS } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import * as followsService from '../follows/follows.service.ts';
import * as observerRepo from './observer.repository.ts';

export interface ElementsFile {
  type: string;
  filename: string;
  content: string;
}

async function chosenIds(ctx: AppContext, engine: SkyEngine, userId: string, ids?: string): Promise<string[]> {
  if (ids) {
    const list = [...new Set(ids.split(','))];
    if (list.length > MAX_ELEMENT_IDS) throw badRequest('ids', `at most ${MAX_ELEMENT_IDS} satellites`);
    const unknown = list.find((id) => engine.get(id)?.kind !== 'sat');
    if (unknown)
      throw new AppError(404, 'not_found', `Satellite ${unknown} not found`, [{ field: 'ids', message: unknown }]);
    return list;
  }
  const set = new Set((await observerRepo.listFollowed(ctx.db, userId)).map((r) => `sat-${r.norad_id}`));
  for (const f of await followsService.list(ctx, engine, userId))
    if (f.objectId.startsWith('sat-')) set.add(f.objectId);
  return [...set].filter((id) => engine.get(id)?.kind === 'sat');
}

export async function exportElements(
  ctx: AppContext,
  engine: SkyEngine,
  userId: string,
  q: { ids?: string; format: (typeof ELEMENT_FORMATS)[number] },
  now = new Date(),
): Promise<ElementsFile> {
  const records: TleRecord[] = [];
  for (const id of await chosenIds(ctx, engine, userId, q.ids)) {
    const e = engine.get(id);
    if (e?.kind !== 'sat') continue;
    const parsed = parseTleLines(e.ref.line1, e.ref.line2, e.name);
    if (parsed.ok) records.push(parsed.records[0]);
  }
  const base = q.ids ? 'elements' : 'followed-elements';
  if (q.format === 'tle')
    return { type: 'text/plain; charset=utf-8', filename: `${base}.tle`, content: formatTleText(records) };
  if (q.format === 'omm-xml')
    return { type: 'application/xml; charset=utf-8', filename: `${base}.xml`, content: formatOmmXml(records, now) };
  return {
    type: 'application/json; charset=utf-8',
    filename: `${base}.json`,
    content: JSON.stringify(records.map(toOmm), null, 1),
  };
}
