/**
 * Relative band brightness of a blackbody (Planck's law), used to scale star point sizes per
 * display layer (visible / infrared / ultraviolet).
 *
 *   B_λ(T) = 2hc² / λ⁵ · 1 / (exp(hc / (λ k T)) − 1)
 *
 * integrated over the band with composite Simpson's rule on a log-λ grid (the spectrum spans
 * decades). Normalisation: the band integral divided by the integral of the same band for the
 * Sun's effective temperature (5772 K), i.e. 1 = "as bright in this band as a Sun-like surface
 * of equal area".
 */
export type SpectralBand = 'visible' | 'infrared' | 'uv';

/** Band limits in nanometres. */
export const BANDS: Readonly<Record<SpectralBand, readonly [number, number]>> = {
  uv: [10, 380],
  visible: [380, 750],
  infrared: [750, 5000],
};

const H = 6.62607015e-34;
const C = 299_792_458;
const KB = 1.380649e-23;
export const SUN_TEFF_K = 5772;

/** Spectral radiance B_λ in W·sr⁻¹·m⁻³ at wavelength λ (nm). */
export function planckRadiance(lambdaNm: number, temperatureK: number): number {
  const l = lambdaNm * 1e-9;
  const x = (H * C) / (l * KB * temperatureK);
  if (x > 700) return 0; // exp overflow: negligible emission
  return (2 * H * C * C) / l ** 5 / Math.expm1(x);
}

/** ∫ B_λ dλ over [λ1, λ2] nm (W·sr⁻¹·m⁻²), Simpson's rule in ln λ with n (even) panels. */
export function bandRadiance(temperatureK: number, band: SpectralBand, n = 200): number {
  const [a, b] = BANDS[band];
  const la = Math.log(a);
  const h = (Math.log(b) - la) / n;
  let sum = 0;
  for (let i = 0; i <= n; i++) {
    const lam = Math.exp(la + i * h);
    const w = i === 0 || i === n ? 1 : i % 2 === 1 ? 4 : 2;
    sum += w * planckRadiance(lam, temperatureK) * lam * 1e-9; // dλ = λ d(ln λ)
  }
  return (sum * h) / 3;
}

const SUN_BAND: Record<SpectralBand, number> = {
  uv: bandRadiance(SUN_TEFF_K, 'uv'),
  visible: bandRadiance(SUN_TEFF_K, 'visible'),
  infrared: bandRadiance(SUN_TEFF_K, 'infrared'),
};

/** Band radiance relative to a 5772 K surface (see module doc). */
export function relativeBandBrightness(temperatureK: number, band: SpectralBand): number {
  if (!(temperatureK > 0)) return 0;
  return bandRadiance(temperatureK, band) / SUN_BAND[band];
}

/** Fraction of the total blackbody output (σT⁴/π) that falls in the band, 0..1. */
export function bandFraction(temperatureK: number, band: SpectralBand): number {
  const SIGMA = 5.670374419e-8;
  return bandRadiance(temperatureK, band) / ((SIGMA * temperatureK ** 4) / Math.PI);
}
