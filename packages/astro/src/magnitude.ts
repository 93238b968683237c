/**
 * Visual magnitude of a satellite, the model visual observers use (McCants, Heavens-Above):
 *
 *   m = m_std + 5·log10(ρ / 1000 km) − 2.5·log10((π − φ)·cos φ + sin φ) − 2.5·log10(f)
 *
 * m_std is the standard (intrinsic) magnitude at 1,000 km range and 90° phase angle; ρ the range;
 * φ the phase angle (Sun–satellite–observer); the middle term is the diffuse (Lambertian) sphere's
 * phase function normalised to 1 at φ = 90°; f the visible fraction of the Sun's disc (penumbra).
 * Atmospheric extinction is not modelled. See docs/features/observing.md.
 */

/** Standard magnitudes of well-known objects (approximate values from visual observers' lists). */
export const KNOWN_STANDARD_MAGNITUDES: Readonly<Record<number, { name: string; mag: number }>> = {
  25544: { name: 'ISS', mag: -1.8 },
  48274: { name: 'Tiangong (CSS Tianhe)', mag: -0.5 },
  20580: { name: 'Hubble Space Telescope', mag: 2.2 },
  // SL-16 (Zenit-2 second stage) rocket bodies: 11 m × 3.9 m, among the brightest debris.
  22220: { name: 'SL-16 R/B', mag: 2.5 },
  22566: { name: 'SL-16 R/B', mag: 2.5 },
  23088: { name: 'SL-16 R/B', mag: 2.5 },
  23405: { name: 'SL-16 R/B', mag: 2.5 },
  24298: { name: 'SL-16 R/B', mag: 2.5 },
  25400: { name: 'SL-16 R/B', mag: 2.5 },
  25407: { name: 'SL-16 R/B', mag: 2.5 },
  26070: { name: 'SL-16 R/B', mag: 2.5 },
  31793: { name: 'SL-16 R/B', mag: 2.5 },
};

/** Radar-cross-section size classes as CelesTrak's SATCAT names them, with a representative area. */
export type SizeClass = 'small' | 'medium' | 'large';
export const SIZE_CLASS_AREA_M2: Readonly<Record<SizeClass, number>> = { small: 0.1, medium: 1, large: 10 };
/** Diffuse albedo assumed for the size-based default. */
export const DEFAULT_ALBEDO = 0.2;
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
  source: 'known' | 'size';
}

/** The standard magnitude used for a catalogue object. */
export function standardMagnitude(noradId: number, name: string, sizeClass?: SizeClass): StandardMagnitude {
  const known = KNOWN_STANDARD_MAGNITUDES[noradId];
  if (known) return { mag: known.mag, source: 'known' };
  const area = SIZE_CLASS_AREA_M2[sizeClass ?? sizeClassFromName(name)];
  return { mag: Math.round(standardMagnitudeFromArea(area) * 10) / 10, source: 'size' };
}

/** Diffuse-sphere phase law normalised to 1 at φ = 90° (φ in radians). */
export function diffusePhase(phaseRad: number): number {
  return (Math.PI - phaseRad) * Math.cos(phaseRad) + Math.sin(phaseRad);
}

/** Predicted visual magnitude, or null when no sunlight reaches the observer from the satellite. */
export function visualMagnitude(
  standardMag: number,
  rangeKm: number,
  phaseRad: number,
  sunFraction = 1,
): number | null {
  const p = diffusePhase(phaseRad);
  if (!(sunFraction > 0) || !(p > 1e-9) || !(rangeKm > 0)) return null;
  return standardMag + 5 * Math.log10(rangeKm / 1000) - 2.5 * Math.log10(p) - 2.5 * Math.log10(sunFraction);
}
