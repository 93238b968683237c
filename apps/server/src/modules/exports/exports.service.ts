import type { ExportBody, ExportField } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import { requireFeature } from '../entitlements/entitlements.ts';
import { requireQuota } from '../usage/usage.service.ts';
import { EXPORT_CATALOGUE, type ExportObject } from './export-source.ts';

/** Most rows one export may hold (objects × time steps); larger requests are split by the client. */
export const MAX_ROWS = 50_000;
/** Rows computed or rendered between yields to the event loop, so a large export never stalls other requests. */
const CHUNK = 400;
const yieldToLoop = () => new Promise<void>((r) => setImmediate(r));

type Row = Record<ExportField, string | number>;

function select(body: ExportBody): ExportObject[] {
  if (body.ids) {
    const byId = new Map(EXPORT_CATALOGUE.map((o) => [o.id, o]));
    const unknown = body.ids.filter((id) => !byId.has(id));
    if (unknown.length) throw badRequest('ids', `Unknown object ids: ${unknown.slice(0, 5).join(', ')}`);
    return body.ids.map((id) => byId.get(id)!);
  }
  return EXPORT_CATALOGUE.filter((o) => !body.type || o.type === body.type);
}

/** The span the ephemerides are accurate and fast for; far-off dates cost much more per position. */
export const EXPORT_RANGE = { from: Date.parse('1900-01-01T00:00:00Z'), to: Date.parse('2100-12-31T23:59:59Z') };

export async function buildRows(body: ExportBody): Promise<Row[]> {
  const objects = select(body);
  const from = Date.parse(body.from);
  const to = Date.parse(body.to);
  if (from < EXPORT_RANGE.from || from > EXPORT_RANGE.to) throw badRequest('from', 'Exports cover 1900-01-01 to 2100-12-31');
  if (to > EXPORT_RANGE.to) throw badRequest('to', 'Exports cover 1900-01-01 to 2100-12-31');
  const stepMs = body.stepMinutes * 60_000;
  const steps = Math.floor((to - from) / stepMs) + 1;
  if (steps * objects.length > MAX_ROWS) throw badRequest('stepMinutes', `This export would have ${steps * objects.length} rows; at most ${MAX_ROWS}. Use a larger step or a shorter range.`);
  const rows: Row[] = [];
  for (let i = 0; i < steps; i++) {
    const at = new Date(from + i * stepMs);
    if (i > 0 && i % Math.max(1, Math.floor(CHUNK / objects.length)) === 0) await yieldToLoop();
    for (const o of objects) {
      const s = o.state(at);
      const full: Row = { id: o.id, name: o.name, type: o.type, time: at.toISOString(), x: s.r[0], y: s.r[1], z: s.r[2], vx: s.v[0], vy: s.v[1], vz: s.v[2], mass: o.mass, radius: o.radius, temperature: o.temperature };
      rows.push(Object.fromEntries(body.fields.map((f) => [f, full[f]])) as Row);
    }
  }
  return rows;
}

const csvCell = (v: string | number) => {
  const s = String(v);
  // Quote when needed; a leading = + - @ is neutralised so spreadsheets do not run it as a formula.
  const safe = /^[=+\-@]/.test(s) && typeof v === 'string' ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const xmlEscape = (v: string | number) => String(v).replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

async function mapChunked(rows: Row[], fn: (r: Row) => string): Promise<string[]> {
  const out: string[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % (CHUNK * 5) === 0) await yieldToLoop();
    out[i] = fn(rows[i]!);
  }
  return out;
}

export async function render(body: ExportBody, rows: Row[]): Promise<{ content: string; type: string; ext: string }> {
  if (body.format === 'csv') {
    const lines = [body.fields.join(','), ...(await mapChunked(rows, (r) => body.fields.map((f) => csvCell(r[f])).join(',')))];
    return { content: `${lines.join('\r\n')}\r\n`, type: 'text/csv; charset=utf-8', ext: 'csv' };
  }
  if (body.format === 'xml') {
    const items = await mapChunked(rows, (r) => `  <object>${body.fields.map((f) => `<${f}>${xmlEscape(r[f])}</${f}>`).join('')}</object>`);
    return {
      content: `<?xml version="1.0" encoding="UTF-8"?>\n<export from="${xmlEscape(body.from)}" to="${xmlEscape(body.to)}" stepMinutes="${body.stepMinutes}" frame="HELIO_EQJ2000" units="AU, AU/day, kg, km, K">\n${items.join('\n')}\n</export>\n`,
      type: 'application/xml; charset=utf-8',
      ext: 'xml',
    };
  }
  const head = { from: body.from, to: body.to, stepMinutes: body.stepMinutes, frame: 'HELIO_EQJ2000', units: { position: 'AU', velocity: 'AU/day', mass: 'kg', radius: 'km', temperature: 'K' }, fields: body.fields };
  const items = await mapChunked(rows, (r) => JSON.stringify(r));
  return { content: `${JSON.stringify(head).slice(0, -1)},"rows":[${items.join(',')}]}`, type: 'application/json; charset=utf-8', ext: 'json' };
}

export async function createExport(ctx: AppContext, userId: string, body: ExportBody) {
  await requireFeature(ctx.db, userId, 'customExports');
  await requireQuota(ctx.db, userId);
  const out = await render(body, await buildRows(body));
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  return { ...out, filename: `cosmos-export-${stamp}.${out.ext}` };
}
