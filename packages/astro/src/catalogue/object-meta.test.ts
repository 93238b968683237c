import { describe, expect, it } from 'vitest';
import { generateNominalCatalogue, generateNominalSatcat } from '../nominal-catalogue.ts';
import { parseCatalogText } from '../catalog-text.ts';
import {
  classifyOrbit,
  normalizeCospar,
  objectGroup,
  objectTypeFromName,
  parseObjectType,
  rcsSizeFrom,
} from './object-meta.ts';
import { parseSatcatCsv, splitCsvLine } from './satcat.ts';

describe('orbit class', () => {
  // Reference values: the objects' published apsides (CelesTrak SATCAT, 2024).
  it.each([
    ['ISS', 413, 422, 51.6, 'LEO'],
    ['GPS BIIF-1', 20_100, 20_260, 55, 'MEO'],
    ['GOES 16', 35_777, 35_797, 0.1, 'GEO'],
    ['inclined old GEO sat (i 14°, in the ring)', 35_700, 35_870, 14, 'GEO'],
    ['graveyard drift 300 km above GEO', 36_080, 36_110, 3, 'near-GEO'],
    ['GEO at 40° inclination', 35_780, 35_790, 40, 'near-GEO'],
    ['MOLNIYA 1-93', 1_000, 39_700, 63.4, 'HEO'],
    ['GTO rocket body', 250, 35_800, 27, 'HEO'],
    ['TESS', 108_000, 375_000, 37, 'HEO'],
    ['O3b MEO', 8_060, 8_070, 0.1, 'MEO'],
  ] as const)('%s is %s', (_name, perigeeKm, apogeeKm, inclinationDeg, expected) => {
    expect(classifyOrbit({ perigeeKm, apogeeKm, inclinationDeg })).toBe(expected);
  });
});

describe('groups', () => {
  it.each([
    ['STARLINK-1007', null, 'starlink'],
    ['ONEWEB-0012', null, 'oneweb'],
    ['GPS BIIR-2  (PRN 13)', null, 'gps'],
    ['NAVSTAR 43 (USA 132)', null, 'gps'],
    ['GSAT0101 (GALILEO-PFM)', null, 'galileo'],
    ['GSAT-30', null, null],
    ['COSMOS 2433 (GLONASS-M)', null, 'glonass'],
    ['BEIDOU-3 M1', null, 'beidou'],
    ['IRIDIUM 106', null, 'iridium'],
    ['IRIDIUM 33 DEB', null, null],
    ['ISS (ZARYA)', '1998-067A', 'stations'],
    ['POISK', '1998-067RN', 'stations'],
    ['CSS (TIANHE)', '2021-035A', 'stations'],
    ['FALCON 9 R/B', null, null],
    ['HUBBLE SPACE TELESCOPE', '1990-037B', null],
  ] as const)('%s → %s', (name, cospar, group) => {
    expect(objectGroup(name, cospar)).toBe(group);
  });
  it('debris by type belongs to no group', () => expect(objectGroup('STARLINK-30000', null, 'DEB')).toBeNull());
  it('type from name', () => {
    expect(objectTypeFromName('FENGYUN 1C DEB')).toBe('DEB');
    expect(objectTypeFromName('SL-16 R/B')).toBe('R/B');
    expect(objectTypeFromName('NOAA 19')).toBe('PAY');
  });
});

describe('designators and codes', () => {
  it('normalises both COSPAR forms', () => {
    expect(normalizeCospar('98067A')).toBe('1998-067A');
    expect(normalizeCospar('1998-067a')).toBe('1998-067A');
    expect(normalizeCospar('24001ABC')).toBe('2024-001ABC');
    expect(normalizeCospar('57001B')).toBe('1957-001B');
    expect(normalizeCospar('1998-67A')).toBeNull();
    expect(normalizeCospar('ISS')).toBeNull();
  });
  it('object types and RCS', () => {
    expect(parseObjectType('ROCKET BODY')).toBe('R/B');
    expect(parseObjectType('RB')).toBe('R/B');
    expect(parseObjectType('XYZ')).toBeNull();
    expect(rcsSizeFrom('0.05')).toBe('SMALL');
    expect(rcsSizeFrom('0.5')).toBe('MEDIUM');
    expect(rcsSizeFrom('399')).toBe('LARGE');
    expect(rcsSizeFrom('')).toBeNull();
  });
});

const SATCAT = `OBJECT_NAME,OBJECT_ID,NORAD_CAT_ID,OBJECT_TYPE,OPS_STATUS_CODE,OWNER,LAUNCH_DATE,LAUNCH_SITE,DECAY_DATE,PERIOD,INCLINATION,APOGEE,PERIGEE,RCS,DATA_STATUS_CODE,ORBIT_CENTER,ORBIT_TYPE
ISS (ZARYA),1998-067A,25544,PAY,+,ISS,1998-11-20,TTMTR,,92.87,51.64,422,413,399.05,,EA,ORB
"SL-16 R/B, spare",1990-046B,20625,R/B,-,CIS,1990-05-15,TTMTR,,103.1,71,840,830,,,EA,ORB
FENGYUN 1C DEB,1999-025AB,29000,DEB,,PRC,1999-05-10,TSC,2019-01-02,,,,,0.02,,EA,IMP
`;

describe('SATCAT CSV', () => {
  it('parses CelesTrak rows, quoted fields included', () => {
    const res = parseSatcatCsv(SATCAT);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.records).toHaveLength(3);
    expect(res.records[0]).toMatchObject({
      noradId: 25544,
      cospar: '1998-067A',
      owner: 'ISS',
      rcsSize: 'LARGE',
      apogeeKm: 422,
    });
    expect(res.records[1]).toMatchObject({ name: 'SL-16 R/B, spare', objectType: 'R/B', rcsSize: null });
    expect(res.records[2]).toMatchObject({ objectType: 'DEB', decayDate: '2019-01-02', periodMin: null });
  });
  it('rejects the whole file, naming every bad line', () => {
    const bad = SATCAT.replace('1998-11-20', '20/11/1998').replace('29000,DEB', '29000,ROCK') + 'X,1998-067B,abc,PAY\n';
    const res = parseSatcatCsv(bad);
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.errors.map((e) => e.line)).toEqual([2, 4, 5]);
    expect(res.errors[0].reason).toMatch(/LAUNCH_DATE/);
  });
  it('needs a NORAD column', () => {
    const res = parseSatcatCsv('NAME,TYPE\nA,PAY\n');
    expect(res.ok || res.errors[0]).toMatchObject({ line: 1 });
  });
  it('splits quoted CSV', () => {
    expect(splitCsvLine('a,"b,""c""",d')).toEqual(['a', 'b,"c"', 'd']);
    expect(splitCsvLine('a,"b')).toBeNull();
  });
});

describe('nominal metadata', () => {
  const epoch = new Date('2025-01-01T00:00:00Z');
  const parsed = parseCatalogText(generateNominalCatalogue({ epoch }));
  const satcat = generateNominalSatcat({ epoch });
  it('covers every nominal object with the same numbers', () => {
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(satcat.map((s) => s.noradId)).toEqual(parsed.records.map((r) => r.noradId));
  });
  it('gives every filter something: types, orbit classes, groups', () => {
    if (!parsed.ok) return;
    const types = new Set(satcat.map((s) => s.objectType));
    expect([...types].sort()).toEqual(['DEB', 'PAY', 'R/B']);
    const classes = new Set(
      parsed.records.map((r) =>
        classifyOrbit({ perigeeKm: r.perigeeAltKm, apogeeKm: r.apogeeAltKm, inclinationDeg: r.inclinationDeg }),
      ),
    );
    expect([...classes].sort()).toEqual(['GEO', 'HEO', 'LEO', 'MEO', 'near-GEO']);
    const groups = new Set(satcat.map((s) => objectGroup(s.name, s.cospar, s.objectType)));
    for (const g of ['starlink', 'oneweb', 'gps', 'galileo', 'glonass', 'beidou', 'iridium', 'stations'])
      expect(groups.has(g as never), g).toBe(true);
    expect(satcat.find((s) => s.noradId === 25544)?.cospar).toBe('1998-067A');
  });
});
