/**
 * Standard magnitudes by family, from published photometry. Each entry says where its number comes from.
 *
 * Two kinds of published numbers are used, and each family says which (`kind`):
 * - 'std90': a standard magnitude at 1,000 km and 90° phase angle, used with the diffuse-sphere phase law
 *   (visual observers' lists: McCants' Quicksat qs.mag, the values Heavens-Above uses).
 * - 'mean1000': the mean of observed magnitudes adjusted to 1,000 km (Mallama et al.). It already averages over
 *   the phase angles the satellites were seen at, and mitigated spacecraft follow no simple phase law, so it is
 *   used with a flat phase law and a wider uncertainty (the spread of the individual magnitudes).
 *
 * sigma is one standard deviation of a single predicted magnitude around the truth, not of the published mean.
 * Families without published photometry we could cite (Iridium NEXT, Kuiper production satellites, most rocket
 * bodies) are left out on purpose: they fall back to the size class, with the size class's wider sigma.
 */
export type PhaseLaw = 'diffuse-sphere' | 'flat';

export interface MagnitudeFamily {
  id: string;
  label: string;
  mag: number;
  sigma: number;
  kind: 'std90' | 'mean1000';
  phaseLaw: PhaseLaw;
  /** 'measured': the number is for this very object; 'family': for the design it belongs to. */
  basis: 'measured' | 'family';
  source: string;
}

export const MAGNITUDE_FAMILIES: readonly MagnitudeFamily[] = [
  {
    id: 'iss',
    label: 'ISS',
    mag: -1.8,
    sigma: 0.5,
    kind: 'std90',
    phaseLaw: 'diffuse-sphere',
    basis: 'measured',
    source: 'McCants, Quicksat standard magnitudes (qs.mag), ISS -1.8; solar-array attitude spreads it by about ±0.5',
  },
  {
    id: 'tiangong',
    label: 'Tiangong (Tianhe core module and attached modules)',
    mag: -0.5,
    sigma: 0.7,
    kind: 'std90',
    phaseLaw: 'diffuse-sphere',
    basis: 'measured',
    source: "Visual observers' estimates listed by Heavens-Above for CSS (Tianhe); no refereed photometry found",
  },
  {
    id: 'hubble',
    label: 'Hubble Space Telescope',
    mag: 2.2,
    sigma: 0.5,
    kind: 'std90',
    phaseLaw: 'diffuse-sphere',
    basis: 'measured',
    source: 'McCants, Quicksat standard magnitudes (qs.mag), HST 2.2',
  },
  {
    id: 'sl16-rb',
    label: 'SL-16 (Zenit-2) rocket body',
    mag: 2.5,
    sigma: 0.8,
    kind: 'std90',
    phaseLaw: 'diffuse-sphere',
    basis: 'family',
    source:
      'McCants, Quicksat standard magnitudes (qs.mag), SL-16 R/B about 2.5; tumbling bodies vary by ±1 during a pass',
  },
  {
    id: 'starlink-original',
    label: 'Starlink Gen 1 Original (v1.0, no mitigation)',
    mag: 6.0,
    sigma: 0.8,
    kind: 'mean1000',
    phaseLaw: 'flat',
    basis: 'family',
    source:
      'Mallama & Respler 2022, arXiv:2210.17268: characteristic magnitude 4.7 overhead at 550 km, i.e. 6.0 at 1,000 km',
  },
  {
    id: 'starlink-visorsat',
    label: 'Starlink Gen 1 VisorSat',
    mag: 7.5,
    sigma: 0.8,
    kind: 'mean1000',
    phaseLaw: 'flat',
    basis: 'family',
    source: 'Mallama & Respler 2022, arXiv:2210.17268: characteristic magnitude 6.2 at 550 km, i.e. 7.5 at 1,000 km',
  },
  {
    id: 'starlink-post-visorsat',
    label: 'Starlink Gen 1 Post-VisorSat (v1.5)',
    mag: 6.8,
    sigma: 0.8,
    kind: 'mean1000',
    phaseLaw: 'flat',
    basis: 'family',
    source: 'Mallama & Respler 2022, arXiv:2210.17268: characteristic magnitude 5.5 at 550 km, i.e. 6.8 at 1,000 km',
  },
  {
    id: 'starlink-v2mini',
    label: 'Starlink V2 Mini, brightness mitigation on',
    mag: 7.87,
    sigma: 0.8,
    kind: 'mean1000',
    phaseLaw: 'flat',
    basis: 'family',
    source: 'Mallama et al. 2023, arXiv:2306.06657: mean 1,000-km magnitude 7.87 ± 0.09 in brightness mitigation mode',
  },
  {
    id: 'starlink-v2mini-unmitigated',
    label: 'Starlink V2 Mini, no mitigation (orbit raising)',
    mag: 5.17,
    sigma: 0.9,
    kind: 'mean1000',
    phaseLaw: 'flat',
    basis: 'family',
    source: 'Mallama et al. 2023, arXiv:2306.06657: mitigation dims by a factor of 12 (2.70 mag), so 7.87 - 2.70',
  },
  {
    id: 'starlink-dtc',
    label: 'Starlink Direct-to-Cell, brightness mitigation on',
    mag: 6.47,
    sigma: 0.8,
    kind: 'mean1000',
    phaseLaw: 'flat',
    basis: 'family',
    source: 'Mallama et al. 2025, arXiv:2502.03651: mean 1,000-km magnitude 6.47 in brightness mitigation mode',
  },
  {
    id: 'starlink-dtc-early',
    label: 'Starlink Direct-to-Cell, before the 2024 attitude change',
    mag: 5.5,
    sigma: 0.9,
    kind: 'mean1000',
    phaseLaw: 'flat',
    basis: 'family',
    source: 'Mallama et al. 2024, arXiv:2407.03092: mean 1,000-km magnitude 5.50',
  },
  {
    id: 'oneweb',
    label: 'OneWeb',
    mag: 7.6,
    sigma: 0.6,
    kind: 'mean1000',
    phaseLaw: 'flat',
    basis: 'family',
    source:
      'About magnitude 8 at 1,200 km (SpaceNews 2020, astronomers at the EAS meeting), i.e. 7.6 at 1,000 km; residual spread 0.6 mag (Romero-Colmenares et al. 2026, arXiv:2603.21859)',
  },
  {
    id: 'qianfan',
    label: 'Qianfan (Spacesail)',
    mag: 5.24,
    sigma: 0.8,
    kind: 'mean1000',
    phaseLaw: 'flat',
    basis: 'family',
    source: 'Mallama et al. 2025, arXiv:2505.07194: mean 1,000-km magnitude 5.24 ± 0.04 (1,161 observations)',
  },
  {
    id: 'bluebird',
    label: 'AST SpaceMobile BlueBird',
    mag: 3.84,
    sigma: 0.9,
    kind: 'mean1000',
    phaseLaw: 'flat',
    basis: 'family',
    source: 'Mallama et al. 2025, arXiv:2505.05820 (BlueBird): mean 1,000-km magnitude 3.84',
  },
];

/** Objects whose own magnitude is listed (catalogue number → family id). */
export const FAMILY_BY_NORAD_ID: Readonly<Record<number, string>> = {
  25544: 'iss',
  48274: 'tiangong',
  20580: 'hubble',
  // SL-16 (Zenit-2 second stage) rocket bodies: 11 m × 3.9 m, among the brightest debris.
  ...Object.fromEntries(
    [22220, 22566, 23088, 23405, 24298, 25400, 25407, 26070, 31793].map((id) => [id, 'sl16-rb'] as const),
  ),
};

/** Starlink design by launch date (SpaceX's fleet history, as Mallama's papers group it). */
const STARLINK_ERAS: readonly [since: string, family: string][] = [
  ['2023-02-27', 'starlink-v2mini'],
  ['2021-05-26', 'starlink-post-visorsat'],
  ['2020-08-07', 'starlink-visorsat'],
  ['0000-01-01', 'starlink-original'],
];
/** Below this altitude a V2 Mini is still raising its orbit, when brightness mitigation is not yet in use. */
export const STARLINK_ORBIT_RAISING_BELOW_KM = 450;

export interface FamilyHints {
  launchDate?: string | null;
  altitudeKm?: number | null;
}

/** The family an object belongs to, or null (then the size class applies). */
export function familyOf(noradId: number, name: string, hints: FamilyHints = {}): MagnitudeFamily | null {
  const byId = FAMILY_BY_NORAD_ID[noradId];
  const n = name.toUpperCase();
  let id: string | null = byId ?? null;
  if (!id && n.startsWith('STARLINK')) {
    // Every Direct-to-Cell satellite has flown dimmed since SpaceX changed their attitude in 2024.
    if (/\bDTC\b|DIRECT.TO.CELL/.test(n)) id = 'starlink-dtc';
    else {
      const date = hints.launchDate ?? '9999-12-31'; // unknown launch: today's fleet is mostly V2 Mini
      id = STARLINK_ERAS.find(([since]) => date >= since)![1];
      if (id === 'starlink-v2mini' && (hints.altitudeKm ?? Infinity) < STARLINK_ORBIT_RAISING_BELOW_KM)
        id = 'starlink-v2mini-unmitigated';
    }
  } else if (!id && n.startsWith('ONEWEB')) id = 'oneweb';
  else if (!id && /^QIANFAN|^SPACESAIL/.test(n)) id = 'qianfan';
  else if (!id && /^BLUEBIRD/.test(n)) id = 'bluebird';
  return id ? (MAGNITUDE_FAMILIES.find((f) => f.id === id) ?? null) : null;
}
