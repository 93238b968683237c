/**
 * Well-known black holes and star clusters. Coordinates J2000 (SIMBAD); distances and masses from
 * the discovery/standard references noted per entry (values rounded; for display).
 */
export interface DeepSkyObject {
  id: string;
  name: string;
  type: 'blackHole' | 'cluster';
  raDeg: number;
  decDeg: number;
  distanceLy: number;
  massSun: number | null;
  note: string;
}

const o = (
  id: string,
  name: string,
  type: DeepSkyObject['type'],
  raDeg: number,
  decDeg: number,
  distanceLy: number,
  massSun: number | null,
  note: string,
): DeepSkyObject => ({ id, name, type, raDeg, decDeg, distanceLy, massSun, note });

export const DEEP_SKY_OBJECTS: readonly DeepSkyObject[] = [
  o(
    'sgr-a-star',
    'Sagittarius A*',
    'blackHole',
    266.4168,
    -29.0078,
    26_670,
    4.3e6,
    'Milky Way centre; GRAVITY 2019 (8.18 kpc), EHT 2022',
  ),
  o('m87-star', 'M87*', 'blackHole', 187.7059, 12.3911, 53.5e6, 6.5e9, 'EHT 2019 first black-hole image'),
  o('cygnus-x-1', 'Cygnus X-1', 'blackHole', 299.5903, 35.2016, 7_200, 21.2, 'Miller-Jones et al. 2021'),
  o(
    'v404-cygni',
    'V404 Cygni',
    'blackHole',
    306.0159,
    33.8672,
    7_800,
    9,
    'X-ray nova; distance 2.39 kpc (VLBI parallax)',
  ),
  o('a0620-00', 'A0620-00 (V616 Mon)', 'blackHole', 95.6854, -0.3457, 3_300, 6.6, 'one of the nearest X-ray binaries'),
  o('gaia-bh1', 'Gaia BH1', 'blackHole', 262.1713, -0.5811, 1_560, 9.62, 'El-Badry et al. 2023; dormant'),
  o('gaia-bh2', 'Gaia BH2', 'blackHole', 207.5696, -59.2389, 3_800, 8.9, 'El-Badry et al. 2023; dormant'),
  o(
    'gaia-bh3',
    'Gaia BH3',
    'blackHole',
    294.8292,
    14.9317,
    1_926,
    32.7,
    'Gaia Collaboration 2024; most massive stellar BH in the Galaxy',
  ),
  o(
    'ton-618',
    'TON 618',
    'blackHole',
    187.1037,
    31.4773,
    10.8e9,
    6.6e10,
    'hyperluminous quasar; light-travel distance',
  ),
  o('m45', 'Pleiades (M45)', 'cluster', 56.75, 24.1167, 444, 800, 'open cluster; Gaia DR2 distance'),
  o('hyades', 'Hyades', 'cluster', 66.75, 15.87, 153, 400, 'nearest open cluster'),
  o('m44', 'Beehive (M44)', 'cluster', 130.1, 19.67, 577, 500, 'open cluster in Cancer'),
  o('double-cluster', 'Double Cluster (h & χ Persei)', 'cluster', 35.1, 57.14, 7_500, null, 'NGC 869 + NGC 884'),
  o('jewel-box', 'Jewel Box (NGC 4755)', 'cluster', 193.4, -60.37, 6_400, null, 'open cluster in Crux'),
  o(
    'omega-centauri',
    'Omega Centauri (NGC 5139)',
    'cluster',
    201.697,
    -47.4795,
    17_090,
    4e6,
    'largest Milky Way globular',
  ),
  o('47-tuc', '47 Tucanae (NGC 104)', 'cluster', 6.0236, -72.0813, 14_700, 7e5, 'globular near the SMC'),
  o('m13', 'Hercules Cluster (M13)', 'cluster', 250.4235, 36.4613, 22_200, 6e5, 'globular; Arecibo message target'),
  o('m22', 'M22', 'cluster', 279.0998, -23.9048, 10_600, 2.9e5, 'globular in Sagittarius'),
  o('m4', 'M4', 'cluster', 245.8968, -26.5258, 7_200, 1e5, 'one of the nearest globulars'),
  o('m3', 'M3', 'cluster', 205.5484, 28.3773, 33_900, 4.5e5, 'globular in Canes Venatici'),
];
