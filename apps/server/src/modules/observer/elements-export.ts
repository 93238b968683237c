/** Element-set downloads: the stored element lines, re-read, written as 3LE or CCSDS OMM (JSON, XML). */
import {
  TLE_MAX_PLAIN_CATALOGUE_NUMBER,
  formatOmmXml,
  formatTleText,
  parseTleLines,
  toOmm,
  type TleRecord,
} from '@cosmos/astro';
import { MAX_ELEMENT_IDS, type ELEMENT_FORMATS } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { followedIds } from '../follows/follows.service.ts';

export interface ElementsFile {
  type: string;
  filename: string;
  content: string;
  /** Chosen objects a TLE cannot carry (catalogue number above 99999): left out of a TLE file, never of OMM. */
  notInTle: string[];
  /** Chosen objects whose elements are the bundled nominal designs, not measured orbits. */
  nominal: string[];
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
  const set = await followedIds(ctx.db, userId, 'satellite');
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
  const nominal: string[] = [];
  for (const id of await chosenIds(ctx, engine, userId, q.ids)) {
    const e = engine.get(id);
    if (e?.kind !== 'sat') continue;
    const parsed = parseTleLines(e.ref.line1, e.ref.line2, e.name);
    if (parsed.ok) records.push(parsed.records[0]);
    if (e.ref.source === 'nominal') nominal.push(id);
  }
  const base = q.ids ? 'elements' : 'followed-elements';
  const notInTle = records.filter((r) => r.noradId > TLE_MAX_PLAIN_CATALOGUE_NUMBER).map((r) => `sat-${r.noradId}`);
  if (q.format === 'tle') {
    const carried = records.filter((r) => r.noradId <= TLE_MAX_PLAIN_CATALOGUE_NUMBER);
    if (carried.length === 0 && notInTle.length > 0)
      throw badRequest(
        'format',
        `TLE cannot carry catalogue numbers above 99999 (${notInTle.slice(0, 5).join(', ')}); choose omm-json or omm-xml`,
      );
    const content = formatTleText(carried);
    return { type: 'text/plain; charset=utf-8', filename: `${base}.tle`, content, notInTle, nominal };
  }
  const common = { notInTle: [], nominal };
  if (q.format === 'omm-xml')
    return {
      type: 'application/xml; charset=utf-8',
      filename: `${base}.xml`,
      content: formatOmmXml(records, now),
      ...common,
    };
  return {
    type: 'application/json; charset=utf-8',
    filename: `${base}.json`,
    content: JSON.stringify(records.map(toOmm), null, 1),
    ...common,
  };
}
