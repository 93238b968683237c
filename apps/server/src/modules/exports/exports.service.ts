import type { ExportBody, ExportField } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import { requireFeature } from '../entitlements/entitlements.ts';
import { requireQuota } from '../usage/usage.service.ts';
import { EXPORT_CATALOGUE, type ExportObject } from './export-source.ts';

/** Most rows one export may hold (objects × time steps); larger requests are split by the client. */
export const MAX_ROWS = 100_000;

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

export function buildRows(body: ExportBody): Row[] {
  const objects = select(body);
  const from = Date.parse(body.from);
  const to = Date.parse(body.to);
  const stepMs = body.stepMinutes * 60_000;
  const steps = Math.floor((to - from) / stepMs) + 1;
  if (steps * objects.length > MAX_ROWS) throw badRequest('stepMinutes', `This export would have ${steps * objects.length} rows; at most ${MAX_ROWS}. Use a larger step or a shorter range.`);
  const rows: Row[] = [];
  for (let i = 0; i < steps; i++) {
    const at = new Date(from + i * stepMs);
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

export function render(body: ExportBody, rows: Row[]): { content: string; type: string; ext: string } {
  if (body.format === 'csv') {
    const lines = [body.fields.join(','), ...rows.map((r) => body.fields.map((f) => csvCell(r[f])).join(','))];
    return { content: `${lines.join('\r\n')}\r\n`, type: 'text/csv; charset=utf-8', ext: 'csv' };
  }
  if (body.format === 'xml') {
    const items = rows.map((r) => `  <object>${body.fields.map((f) => `<${f}>${xmlEscape(r[f])}</${f}>`).join('')}</object>`);
    return {
      content: `<?xml version="1.0" encoding="UTF-8"?>\n<export from="${xmlEscape(body.from)}" to="${xmlEscape(body.to)}" stepMinutes="${body.stepMinutes}" frame="HELIO_EQJ2000" units="AU, AU/day, kg, km, K">\n${items.join('\n')}\n</export>\n`,
      type: 'application/xml; charset=utf-8',
      ext: 'xml',
    };
  }
  const doc = { from: body.from, to: body.to, stepMinutes: body.stepMinutes, frame: 'HELIO_EQJ2000', units: { position: 'AU', velocity: 'AU/day', mass: 'kg', radius: 'km', temperature: 'K' }, fields: body.fields, rows };
  return { content: JSON.stringify(doc), type: 'application/json; charset=utf-8', ext: 'json' };
}

export async function createExport(ctx: AppContext, userId: string, body: ExportBody) {
  await requireFeature(ctx.db, userId, 'customExports');
  await requireQuota(ctx.db, userId);
  const out = render(body, buildRows(body));
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  return { ...out, filename: `cosmos-export-${stamp}.${out.ext}` };
}
