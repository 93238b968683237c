/**
 * Client-side export (spec: "happens on the client and makes no call") of the filtered objects as
 * JSON, CSV (RFC 4180 quoting) or XML (escaped text and attributes), with the spec's fields
 * and the state vector at the scene's time.
 */
import { csvCell, csvDocument } from '@cosmos/contracts';
import type { VizObject } from './model';
import { saveBlob } from '../../lib/download';

export const EXPORT_FORMATS = ['json', 'csv', 'xml'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportRow {
  id: string;
  name: string;
  type: string;
  size: number;
  temperatureK: number | null;
  massKg: number | null;
  radiusKm: number | null;
  x: number;
  y: number;
  z: number;
  frame: string;
  epoch: string | null;
  /** TEME km / HELIO AU; null for ICRS. */
  rx: number | null;
  ry: number | null;
  rz: number | null;
  /** TEME km/s / HELIO AU/day. */
  vx: number | null;
  vy: number | null;
  vz: number | null;
  raDeg: number | null;
  decDeg: number | null;
  distanceLy: number | null;
  source: string;
  lastUpdated: string;
  createdAt: string;
  streamUrl: string | null;
}

export const EXPORT_COLUMNS: readonly (keyof ExportRow)[] = [
  'id',
  'name',
  'type',
  'size',
  'temperatureK',
  'massKg',
  'radiusKm',
  'x',
  'y',
  'z',
  'frame',
  'epoch',
  'rx',
  'ry',
  'rz',
  'vx',
  'vy',
  'vz',
  'raDeg',
  'decDeg',
  'distanceLy',
  'source',
  'lastUpdated',
  'createdAt',
  'streamUrl',
];

export function toExportRow(o: VizObject): ExportRow {
  const s = o.state;
  const rv = s.frame === 'ICRS' ? null : s;
  return {
    id: o.id,
    name: o.name,
    type: o.type,
    size: o.size,
    temperatureK: o.properties.temperature,
    massKg: o.properties.mass,
    radiusKm: o.properties.radius,
    x: o.position.x,
    y: o.position.y,
    z: o.position.z,
    frame: s.frame,
    epoch: s.frame === 'ICRS' ? null : s.epoch,
    rx: rv ? rv.r[0] : null,
    ry: rv ? rv.r[1] : null,
    rz: rv ? rv.r[2] : null,
    vx: rv ? rv.v[0] : null,
    vy: rv ? rv.v[1] : null,
    vz: rv ? rv.v[2] : null,
    raDeg: s.frame === 'ICRS' ? s.ra_deg : null,
    decDeg: s.frame === 'ICRS' ? s.dec_deg : null,
    distanceLy: s.frame === 'ICRS' ? s.distance_ly : null,
    source: o.source,
    lastUpdated: new Date(o.lastUpdated).toISOString(),
    createdAt: o.createdAt,
    streamUrl: o.streamUrl,
  };
}

/** The server export's CSV writer (packages/contracts csv.ts): RFC 4180 quoting and formula neutralising. */
export const csvField = csvCell;

export function toCsv(rows: readonly ExportRow[]): string {
  return csvDocument(
    EXPORT_COLUMNS,
    rows.map((r) => EXPORT_COLUMNS.map((c) => r[c])),
  );
}

/** Escape for XML text and attribute values; drops characters XML 1.0 forbids. */
export function xmlEscape(v: unknown): string {
  return (
    String(v)
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      .replace(/\r/g, '&#13;')
  );
}

export function toXml(rows: readonly ExportRow[], meta: { generatedAt: string; sceneTime: string }): string {
  const out = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<celestialData generatedAt="${xmlEscape(meta.generatedAt)}" sceneTime="${xmlEscape(meta.sceneTime)}" count="${rows.length}">`,
  ];
  for (const r of rows) {
    out.push(`  <object id="${xmlEscape(r.id)}">`);
    for (const c of EXPORT_COLUMNS) {
      if (c === 'id') continue;
      const v = r[c];
      out.push(v === null ? `    <${c} nil="true"/>` : `    <${c}>${xmlEscape(v)}</${c}>`);
    }
    out.push('  </object>');
  }
  out.push('</celestialData>');
  return `${out.join('\n')}\n`;
}

export function toJson(rows: readonly ExportRow[], meta: { generatedAt: string; sceneTime: string }): string {
  return JSON.stringify({ ...meta, count: rows.length, items: rows }, null, 2);
}

export function buildExport(objects: readonly VizObject[], format: ExportFormat, sceneTime: Date, now = new Date()) {
  const rows = objects.map(toExportRow);
  const meta = { generatedAt: now.toISOString(), sceneTime: sceneTime.toISOString() };
  const body = format === 'json' ? toJson(rows, meta) : format === 'csv' ? toCsv(rows) : toXml(rows, meta);
  const mime = format === 'json' ? 'application/json' : format === 'csv' ? 'text/csv' : 'application/xml';
  const stamp = sceneTime.toISOString().replace(/[:.]/g, '-');
  return { body, mime, filename: `celestial-data-${stamp}.${format}` };
}

/** Triggers a download of a Blob; no network call. */
export function downloadText(body: string, mime: string, filename: string) {
  saveBlob(new Blob([body], { type: `${mime};charset=utf-8` }), filename);
}
