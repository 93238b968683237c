/**
 * Element sets out: CCSDS OMM (Orbit Mean-Elements Message, CCSDS 502.0-B-3) as JSON and XML with the
 * standard keyword names (the layout CelesTrak serves), and 3LE text. The mean elements are the TLE's own
 * (SGP4 theory, TEME frame), so a consumer propagating them with SGP4 gets what we do. `parseOmmXml`
 * reads our XML (and CelesTrak's) back into records through the same path as OMM JSON.
 */
import { parseOmmArray } from './omm.ts';
import type { CatalogParseResult, TleRecord } from './tle.ts';

/** One OMM in CelesTrak's flat JSON form: CCSDS keywords, metadata and TLE parameters side by side. */
export interface OmmJson {
  OBJECT_NAME: string;
  OBJECT_ID: string;
  CENTER_NAME: 'EARTH';
  REF_FRAME: 'TEME';
  TIME_SYSTEM: 'UTC';
  MEAN_ELEMENT_THEORY: 'SGP4';
  EPOCH: string;
  MEAN_MOTION: number;
  ECCENTRICITY: number;
  INCLINATION: number;
  RA_OF_ASC_NODE: number;
  ARG_OF_PERICENTER: number;
  MEAN_ANOMALY: number;
  EPHEMERIS_TYPE: 0;
  CLASSIFICATION_TYPE: string;
  NORAD_CAT_ID: number;
  ELEMENT_SET_NO: number;
  REV_AT_EPOCH: number;
  BSTAR: number;
  MEAN_MOTION_DOT: number;
  MEAN_MOTION_DDOT: number;
}

/** "98067A" → "1998-067A" (NORAD's two-digit years: 57–99 are 19xx). */
export function ommObjectId(intl: string): string {
  const m = /^(\d\d)(\d{3})(\S*)$/.exec(intl.trim());
  if (!m) return intl.trim();
  const yy = Number(m[1]);
  return `${yy < 57 ? 2000 + yy : 1900 + yy}-${m[2]}${m[3]}`;
}

/** The exact epoch (year + fractional day, 1e-8 day) as ISO 8601 with microseconds, as CCSDS writes it. */
export function ommEpoch(e: { year: number; day: number }): string {
  const dayInt = Math.floor(e.day);
  const micros = Math.round((e.day - dayInt) * 86_400e6);
  const date = new Date(Date.UTC(e.year, 0, dayInt) + Math.floor(micros / 1000));
  const us = String(micros % 1_000_000).padStart(6, '0');
  return `${date.toISOString().slice(0, 19)}.${us}`;
}

export function toOmm(r: TleRecord): OmmJson {
  return {
    OBJECT_NAME: r.name || String(r.noradId),
    OBJECT_ID: ommObjectId(r.intlDesignator),
    CENTER_NAME: 'EARTH',
    REF_FRAME: 'TEME',
    TIME_SYSTEM: 'UTC',
    MEAN_ELEMENT_THEORY: 'SGP4',
    EPOCH: ommEpoch(r.epochYearDay),
    MEAN_MOTION: r.meanMotionRevPerDay,
    ECCENTRICITY: r.eccentricity,
    INCLINATION: r.inclinationDeg,
    RA_OF_ASC_NODE: r.raanDeg,
    ARG_OF_PERICENTER: r.argPerigeeDeg,
    MEAN_ANOMALY: r.meanAnomalyDeg,
    EPHEMERIS_TYPE: 0,
    CLASSIFICATION_TYPE: r.classification || 'U',
    NORAD_CAT_ID: r.noradId,
    ELEMENT_SET_NO: r.elementSetNo,
    REV_AT_EPOCH: r.revNumber,
    BSTAR: r.bstar,
    MEAN_MOTION_DOT: r.meanMotionDot,
    MEAN_MOTION_DDOT: r.meanMotionDdot,
  };
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const META = ['OBJECT_NAME', 'OBJECT_ID', 'CENTER_NAME', 'REF_FRAME', 'TIME_SYSTEM', 'MEAN_ELEMENT_THEORY'] as const;
const MEAN = [
  'EPOCH',
  'MEAN_MOTION',
  'ECCENTRICITY',
  'INCLINATION',
  'RA_OF_ASC_NODE',
  'ARG_OF_PERICENTER',
  'MEAN_ANOMALY',
] as const;
const TLE_PARAMS = [
  'EPHEMERIS_TYPE',
  'CLASSIFICATION_TYPE',
  'NORAD_CAT_ID',
  'ELEMENT_SET_NO',
  'REV_AT_EPOCH',
  'BSTAR',
  'MEAN_MOTION_DOT',
  'MEAN_MOTION_DDOT',
] as const;

/** CCSDS NDM/XML (OMM 2.0) with one `<omm>` per object, each its own segment. */
export function formatOmmXml(records: TleRecord[], creationDate: Date, originator = 'COSMOS'): string {
  const tags = (o: OmmJson, keys: readonly (keyof OmmJson)[], pad: string) =>
    keys.map((k) => `${pad}<${k}>${xmlEscape(String(o[k]))}</${k}>`).join('\n');
  const omms = records.map((r) => {
    const o = toOmm(r);
    return [
      '  <omm id="CCSDS_OMM_VERS" version="2.0">',
      '    <header>',
      `      <CREATION_DATE>${creationDate.toISOString().slice(0, 23)}</CREATION_DATE>`,
      `      <ORIGINATOR>${xmlEscape(originator)}</ORIGINATOR>`,
      '    </header>',
      '    <body>',
      '      <segment>',
      '        <metadata>',
      tags(o, META, '          '),
      '        </metadata>',
      '        <data>',
      '          <meanElements>',
      tags(o, MEAN, '            '),
      '          </meanElements>',
      '          <tleParameters>',
      tags(o, TLE_PARAMS, '            '),
      '          </tleParameters>',
      '        </data>',
      '      </segment>',
      '    </body>',
      '  </omm>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ndm xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://sanaregistry.org/r/ndmxml_unqualified/ndmxml-2.0.0-master-2.0.xsd">',
    ...omms,
    '</ndm>',
    '',
  ].join('\n');
}

/** Name line + the two element lines per object (the "3LE" layout CelesTrak serves). */
export const formatTleText = (records: TleRecord[]) =>
  records.map((r) => `${r.name || r.noradId}\n${r.line1}\n${r.line2}\n`).join('');

const xmlUnescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** OMM XML → records: each `<omm>`'s keyword elements, read flat, through the OMM JSON parser. */
export function parseOmmXml(xml: string): CatalogParseResult {
  const items = [...xml.matchAll(/<omm\b[\s\S]*?<\/omm>/g)].map(([omm]) => {
    const o: Record<string, string> = {};
    for (const m of omm.matchAll(/<([A-Z_]+)>([^<]*)<\/\1>/g)) o[m[1]] = xmlUnescape(m[2].trim());
    return o;
  });
  if (items.length === 0) return { ok: false, errors: [{ line: 0, reason: 'no <omm> element found' }] };
  return parseOmmArray(items);
}
