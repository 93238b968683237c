/**
 * Visual magnitude of a satellite, the model visual observers use (McCants, Heavens-Above), with extinction:
 *
 *   m = m_std + 5·log10(ρ / 1000 km) − 2.5·log10(F(φ)) − 2.5·log10(f) + k·X(z)
 *
 * m_std is the standard magnitude at 1,000 km (at 90° phase angle for the diffuse-sphere law); ρ the range;
 * F the family's phase law (diffuse sphere normalised to 1 at φ = 90°, or flat where the published magnitude
 * already averages over phase angles); f the visible fraction of the Sun's disc (penumbra); k the extinction
 * coefficient (mag per airmass, about 0.2 in V at a good site) and X the Kasten–Young airmass at zenith
 * distance z. Standard magnitudes come from published photometry by family (magnitude-families.ts), else from
 * the radar size class; each carries its uncertainty. See docs/features/observing.md.
 */
import {
  familyOf,
  FAMILY_BY_NORAD_ID,
  MAGNITUDE_FAMILIES,
  type FamilyHints,
  type PhaseLaw,
} from './magnitude-families.ts';

export { MAGNITUDE_FAMILIES, familyOf, type MagnitudeFamily, type PhaseLaw } from './magnitude-families.ts';

/** Objects with a standard magnitude of their own (kept for callers that list them). */
export const KNOWN_STANDARD_MAGNITUDES: Readonly<Record<number, { name: string; mag: number }>> = Object.fromEntries(
  Object.entries(FAMILY_BY_NORAD_ID).map(([id, fam]) => {
    const f = MAGNITUDE_FAMILIES.find((x) => x.id === fam)!;
    return [Number(id), { name: f.label, mag: f.mag }];
  }),
);

/** Radar-cross-section size classes as CelesTrak's SATCAT names them, with a representative area. */
export type SizeClass = 'small' | 'medium' | 'large';
export const SIZE_CLASS_AREA_M2: Readonly<Record<SizeClass, number>> = { small: 0.1, medium: 1, large: 10 };
/** Diffuse albedo assumed for the size-based default. */
export const DEFAULT_ALBEDO = 0.2;
/**
 * One sigma of a size-class magnitude: a class spans a factor of ten in area (±1.25 mag) and albedos run from
 * about 0.05 to 0.5 (±1.25 mag), so about 1.5 mag.
 */
export const SIZE_CLASS_SIGMA = 1.5;
/** Extinction in V at a good site, mag per airmass (configurable by the caller). */
export const DEFAULT_EXTINCTION_K = 0.2;
/** Uncertainty of k itself (sites and nights range from about 0.15 to 0.3). */
const EXTINCTION_K_SIGMA = 0.05;
const SUN_MAGNITUDE = -26.74;

/**
 * Standard magnitude of a diffuse sphere of cross-section `areaM2` and albedo ρ (Hejduk 2011):
 * m = −26.74 − 2.5·log10(A·ρ·(2/(3π²))·[(π − φ)cos φ + sin φ] / d²) at d = 1,000 km, φ = 90°.
 */
export function standardMagnitudeFromArea(areaM2: number, albedo = DEFAULT_ALBEDO): number {
  const phase90 = 2 / (3 * Math.PI * Math.PI);
  return SUN_MAGNITUDE - 2.5 * Math.log10((areaM2 * albedo * phase90) / 1e12);
}

/** Size class guessed from the catalogue name when no radar size is known. */
export function sizeClassFromName(name: string): SizeClass {
  const n = name.toUpperCase();
  if (/\bDEB\b|DEBRIS|\bCOOLANT\b/.test(n)) return 'small';
  if (/R\/B|ROCKET BODY|STARLINK|ONEWEB|\bISS\b/.test(n)) return 'large';
  return 'medium';
}

export interface StandardMagnitude {
  mag: number;
  /** 'known': this object's own published value; 'family': its design's; 'size': its radar size class. */
  source: 'known' | 'family' | 'size';
  /** One sigma of a predicted magnitude from this standard magnitude (before extinction). */
  sigma: number;
  /** What the value rests on, as the user reads it: this object measured, its family, or its size. */
  basis: 'measured' | 'family' | 'size';
  /** Family id (magnitude-families.ts), null for the size class. */
  family: string | null;
  phaseLaw: PhaseLaw;
}

/** The standard magnitude used for a catalogue object; `hints` (launch date, altitude) refine the family. */
export function standardMagnitude(
  noradId: number,
  name: string,
  sizeClass?: SizeClass,
  hints: FamilyHints = {},
): StandardMagnitude {
  const fam = familyOf(noradId, name, hints);
  if (fam)
    return {
      mag: fam.mag,
      source: fam.basis === 'measured' ? 'known' : 'family',
      sigma: fam.sigma,
      basis: fam.basis,
      family: fam.id,
      phaseLaw: fam.phaseLaw,
    };
  const area = SIZE_CLASS_AREA_M2[sizeClass ?? sizeClassFromName(name)];
  return {
    mag: Math.round(standardMagnitudeFromArea(area) * 10) / 10,
    source: 'size',
    sigma: SIZE_CLASS_SIGMA,
    basis: 'size',
    family: null,
    phaseLaw: 'diffuse-sphere',
  };
}

/** Diffuse-sphere phase law normalised to 1 at φ = 90° (φ in radians). */
export function diffusePhase(phaseRad: number): number {
  return (Math.PI - phaseRad) * Math.cos(phaseRad) + Math.sin(phaseRad);
}

/**
 * Relative airmass by Kasten & Young (1989), Applied Optics 28, 4735: X = 1 / (cos z + 0.50572·(96.07995° − z)^−1.6364),
 * z the apparent zenith distance in degrees; 1 at the zenith, about 38 at the horizon. Below the horizon: Infinity.
 */
export function airmassKastenYoung(elevationDeg: number): number {
  if (!(elevationDeg > -0.5)) return Infinity;
  const z = 90 - Math.min(90, elevationDeg);
  return 1 / (Math.cos((z * Math.PI) / 180) + 0.50572 * (96.07995 - z) ** -1.6364);
}

/** Extinction in magnitudes at an elevation: k · X. */
export const extinctionMagnitudes = (elevationDeg: number, k = DEFAULT_EXTINCTION_K) =>
  k * airmassKastenYoung(elevationDeg);

export interface MagnitudeOptions {
  /** Apparent elevation of the satellite, degrees: adds k·X when given. */
  elevationDeg?: number;
  /** Extinction coefficient, mag per airmass (default 0.2). */
  extinctionK?: number;
  phaseLaw?: PhaseLaw;
}

/** Predicted visual magnitude, or null when no sunlight reaches the observer from the satellite. */
export function visualMagnitude(
  standardMag: number,
  rangeKm: number,
  phaseRad: number,
  sunFraction = 1,
  opts: MagnitudeOptions = {},
): number | null {
  const p = opts.phaseLaw === 'flat' ? 1 : diffusePhase(phaseRad);
  if (!(sunFraction > 0) || !(p > 1e-9) || !(rangeKm > 0)) return null;
  const ext = opts.elevationDeg === undefined ? 0 : extinctionMagnitudes(opts.elevationDeg, opts.extinctionK);
  return standardMag + 5 * Math.log10(rangeKm / 1000) - 2.5 * Math.log10(p) - 2.5 * Math.log10(sunFraction) + ext;
}

export interface MagnitudePrediction {
  mag: number;
  /** One sigma: the standard magnitude's, and the extinction coefficient's when an elevation was given. */
  sigma: number;
  basis: StandardMagnitude['basis'];
}

/** A magnitude with its uncertainty and basis ("mag 3.1 ± 0.6, from its family"), or null in shadow. */
export function predictMagnitude(
  std: StandardMagnitude,
  rangeKm: number,
  phaseRad: number,
  sunFraction = 1,
  opts: Omit<MagnitudeOptions, 'phaseLaw'> = {},
): MagnitudePrediction | null {
  const mag = visualMagnitude(std.mag, rangeKm, phaseRad, sunFraction, { ...opts, phaseLaw: std.phaseLaw });
  if (mag === null) return null;
  return { mag, sigma: magnitudeSigmaAt(std.sigma, opts.elevationDeg), basis: std.basis };
}

/**
 * One sigma of a predicted magnitude seen at `elevationDeg` (rounded to 0.1): the standard magnitude's sigma and the
 * extinction coefficient's uncertainty times the airmass, added in quadrature. Without an elevation, the standard
 * magnitude's sigma alone.
 */
export function magnitudeSigmaAt(stdSigma: number, elevationDeg?: number): number {
  const x = elevationDeg === undefined ? 0 : airmassKastenYoung(elevationDeg);
  return Math.round(Math.hypot(stdSigma, EXTINCTION_K_SIGMA * (Number.isFinite(x) ? x : 0)) * 10) / 10;
}

/** What the pass search needs of a standard magnitude; a bare number is a diffuse sphere without a sigma. */
export type PassMagnitudeModel = number | Pick<StandardMagnitude, 'mag' | 'sigma' | 'phaseLaw'>;
export const magnitudeModel = (m: PassMagnitudeModel) =>
  typeof m === 'number'
    ? { mag: m, sigma: null as number | null, phaseLaw: 'diffuse-sphere' as PhaseLaw }
    : { mag: m.mag, sigma: m.sigma as number | null, phaseLaw: m.phaseLaw };
export type MagnitudeModel = ReturnType<typeof magnitudeModel>;
