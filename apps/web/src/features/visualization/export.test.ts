import { describe, expect, it } from 'vitest';
import { buildExport, csvField, toCsv, toExportRow, xmlEscape, EXPORT_COLUMNS } from './export';
import type { VizObject } from './model';

const tricky = 'Sat, "Alpha"\nline <2> & more';
const obj = (over: Partial<VizObject> = {}): VizObject => ({
  id: 'sat-99999',
  name: tricky,
  type: 'satellite',
  catalogNumber: 99999,
  view: 'earth',
  properties: { mass: null, radius: null, temperature: null },
  size: 0.05,
  createdAt: '2026-11-21T00:00:00.000Z',
  lastUpdated: Date.parse('2026-11-21T01:00:00Z'),
  streamUrl: null,
  source: 'nominal',
  state: {
    frame: 'TEME',
    epoch: '2026-11-21T01:00:00.000Z',
    r: [7000, -1, 2.5],
    v: [0, 7.5, 0.1],
    geodetic: { lat: 0, lon: 0, alt_km: 600 },
  },
  position: { x: 7, y: -0.001, z: 0.0025 },
  ...over,
});

/** Minimal RFC 4180 parser to prove the CSV round-trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let f = '';
  let q = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (q) {
      if (c === '"' && text[i + 1] === '"') {
        f += '"';
        i++;
      } else if (c === '"') q = false;
      else f += c;
    } else if (c === '"') q = true;
    else if (c === ',') {
      row.push(f);
      f = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(f);
      rows.push(row);
      row = [];
      f = '';
      i++;
    } else f += c;
  }
  return rows;
}

describe('export escaping', () => {
  it('quotes CSV fields with commas, quotes and newlines, and round-trips', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField(null)).toBe('');
    const csv = toCsv([toExportRow(obj())]);
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows[1][EXPORT_COLUMNS.indexOf('name')]).toBe(tricky);
    expect(rows[1][EXPORT_COLUMNS.indexOf('rx')]).toBe('7000');
    expect(rows[1][EXPORT_COLUMNS.indexOf('temperatureK')]).toBe('');
  });

  it('neutralises cells a spreadsheet would run as a formula (OWASP CSV injection), as the server export does', () => {
    for (const evil of ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      const cell = csvField(evil);
      expect(cell.startsWith(`"'`)).toBe(true); // quoted, and a leading ' makes it text
      expect(cell.slice(2, -1).replace(/""/g, '"')).toBe(evil);
    }
    expect(csvField(-12.5)).toBe('-12.5'); // numbers stay numbers
    expect(csvField('Starlink-1')).toBe('Starlink-1');
    const csv = toCsv([toExportRow(obj({ name: '=HYPERLINK("http://evil.example","click")' }))]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(parseCsv(csv)[1]![EXPORT_COLUMNS.indexOf('name')]).toBe(`'=HYPERLINK("http://evil.example","click")`);
  });

  it('escapes XML and the document parses back to the same name', () => {
    expect(xmlEscape('<a & "b">')).toBe('&lt;a &amp; &quot;b&quot;&gt;');
    const { body } = buildExport([obj()], 'xml', new Date('2026-11-21T01:00:00Z'));
    const doc = new DOMParser().parseFromString(body, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.querySelector('object > name')?.textContent).toBe(tricky);
    expect(doc.querySelector('object')?.getAttribute('id')).toBe('sat-99999');
    expect(doc.querySelector('object > vy')?.textContent).toBe('7.5');
    expect(doc.querySelector('object > temperatureK')?.getAttribute('nil')).toBe('true');
  });

  it('JSON carries the spec fields and the state vector', () => {
    const { body, filename, mime } = buildExport(
      [
        obj(),
        obj({
          id: 'mars',
          name: 'Mars',
          type: 'planet',
          state: { frame: 'HELIO_EQJ2000', epoch: 'x', r: [1, 2, 3], v: [4, 5, 6] },
          properties: { mass: 6.4e23, radius: 3389.5, temperature: 210 },
        }),
      ],
      'json',
      new Date('2026-11-21T01:00:00Z'),
    );
    expect(mime).toBe('application/json');
    expect(filename).toMatch(/\.json$/);
    const parsed = JSON.parse(body);
    expect(parsed.count).toBe(2);
    expect(parsed.items[0].name).toBe(tricky);
    expect(parsed.items[1]).toMatchObject({
      name: 'Mars',
      type: 'planet',
      temperatureK: 210,
      massKg: 6.4e23,
      rx: 1,
      vz: 6,
      frame: 'HELIO_EQJ2000',
    });
  });

  it('ICRS objects export RA/Dec/distance and null vectors', () => {
    const r = toExportRow(obj({ state: { frame: 'ICRS', ra_deg: 10, dec_deg: -5, distance_ly: 8.6 } }));
    expect(r).toMatchObject({ raDeg: 10, decDeg: -5, distanceLy: 8.6, rx: null, vx: null, epoch: null });
  });
});
