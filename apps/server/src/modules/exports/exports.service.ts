import { csvLine, type ExportBody, type ExportField } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import { requireFeature } from '../entitlements/entitlements.ts';
import { requireQuota } from '../usage/usage.service.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { FRAME_UNITS, exportTime, rowAt, selectEntries, type ExportRow, type ExportValue } from './export-source.ts';

/** Most rows one export may hold (objects × time steps); larger requests are split by the client. */
export const MAX_ROWS = 50_000;
/** Rows computed or rendered between yields to the event loop, so a large export never stalls other requests. */
const CHUNK = 400;
const yieldToLoop = () => new Promise<void>((r) => setImmediate(r));

type Row = Partial<Record<ExportField, ExportValue>>;

/** The span the ephemerides are accurate and fast for; far-off dates cost much more per position. */
export const EXPORT_RANGE = { from: Date.parse('1900-01-01T00:00:00Z'), to: Date.parse('2100-12-31T23:59:59Z') };

/** Rows of the chosen fields; `sgp4Errors` counts rows a satellite could not be placed for (kept, with `error`). */
export async function buildRows(engine: SkyEngine, body: ExportBody): Promise<{ rows: Row[]; sgp4Errors: number }> {
  const objects = selectEntries(engine, body);
  const from = Date.parse(body.from);
  const to = Date.parse(body.to);
  if (from < EXPORT_RANGE.from || from > EXPORT_RANGE.to)
    throw badRequest('from', 'Exports cover 1900-01-01 to 2100-12-31');
  if (to > EXPORT_RANGE.to) throw badRequest('to', 'Exports cover 1900-01-01 to 2100-12-31');
  const stepMs = body.stepMinutes * 60_000;
  const steps = Math.floor((to - from) / stepMs) + 1;
  if (steps * objects.length > MAX_ROWS) {
    throw badRequest(
      'stepMinutes',
      `This export would have ${steps * objects.length} rows (${objects.length} objects × ${steps} times); at most ${MAX_ROWS}. Use a larger step, a shorter range, or fewer objects (ids or type).`,
    );
  }
  const rows: Row[] = [];
  let sgp4Errors = 0;
  for (let i = 0; i < steps; i++) {
    const at = exportTime(from + i * stepMs);
    for (const o of objects) {
      if (rows.length > 0 && rows.length % CHUNK === 0) await yieldToLoop();
      const full: ExportRow = rowAt(o, at);
      if (full.error !== null) sgp4Errors++;
      rows.push(Object.fromEntries(body.fields.map((f) => [f, full[f]])) as Row);
    }
  }
  return { rows, sgp4Errors };
}

// Control characters XML 1.0 cannot carry are dropped; the five specials become entities.
const xmlEscape = (v: ExportValue | undefined) =>
  (v === null || v === undefined ? '' : String(v))
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

async function mapChunked(rows: Row[], fn: (r: Row) => string): Promise<string[]> {
  const out: string[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % (CHUNK * 5) === 0) await yieldToLoop();
    out[i] = fn(rows[i]!);
  }
  return out;
}

export async function render(
  body: ExportBody,
  rows: Row[],
  sgp4Errors = 0,
): Promise<{ content: string; type: string; ext: string }> {
  if (body.format === 'csv') {
    const lines = [body.fields.join(','), ...(await mapChunked(rows, (r) => csvLine(body.fields.map((f) => r[f]))))];
    return { content: `${lines.join('\r\n')}\r\n`, type: 'text/csv; charset=utf-8', ext: 'csv' };
  }
  if (body.format === 'xml') {
    const items = await mapChunked(
      rows,
      (r) => `  <object>${body.fields.map((f) => `<${f}>${xmlEscape(r[f])}</${f}>`).join('')}</object>`,
    );
    return {
      content: `<?xml version="1.0" encoding="UTF-8"?>\n<export from="${xmlEscape(body.from)}" to="${xmlEscape(body.to)}" stepMinutes="${body.stepMinutes}" rows="${rows.length}" sgp4Errors="${sgp4Errors}" units="TEME: km, km/s; HELIO_EQJ2000: AU, AU/day; ICRS: deg, deg, ly; mass kg, radius km, temperature K">\n${items.join('\n')}\n</export>\n`,
      type: 'application/xml; charset=utf-8',
      ext: 'xml',
    };
  }
  const head = {
    from: body.from,
    to: body.to,
    stepMinutes: body.stepMinutes,
    units: { frames: FRAME_UNITS, mass: 'kg', radius: 'km', temperature: 'K' },
    fields: body.fields,
    sgp4Errors,
  };
  const items = await mapChunked(rows, (r) => JSON.stringify(r));
  return {
    content: `${JSON.stringify(head).slice(0, -1)},"rows":[${items.join(',')}]}`,
    type: 'application/json; charset=utf-8',
    ext: 'json',
  };
}

export async function createExport(ctx: AppContext, engine: SkyEngine, userId: string, body: ExportBody) {
  await requireFeature(ctx.db, userId, 'customExports');
  await requireQuota(ctx.db, userId);
  const { rows, sgp4Errors } = await buildRows(engine, body);
  const out = await render(body, rows, sgp4Errors);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  ctx.events.emit('export.created', { userId, format: body.format, rows: rows.length });
  return { ...out, filename: `cosmos-export-${stamp}.${out.ext}` };
}
