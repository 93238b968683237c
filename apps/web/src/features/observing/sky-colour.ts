/**
 * The chart's sky by the Sun's altitude, in the five phases observers use (day; civil, nautical and astronomical
 * twilight; night): a zenith and a horizon colour for a radial gradient, and a text colour that reads on it.
 */
import { darknessOf, type SkyDarkness } from '@cosmos/astro';

export interface SkyColours {
  phase: SkyDarkness;
  zenith: string;
  horizon: string;
  /** Labels (constellation names) drawn on this sky. */
  label: string;
  /** Grid lines and figures. */
  grid: string;
}

const COLOURS: Record<SkyDarkness, Omit<SkyColours, 'phase'>> = {
  day: { zenith: '#3f7fd6', horizon: '#a9d0f2', label: '#0d1b2a', grid: '#1a3a6a' },
  civil: { zenith: '#294c88', horizon: '#e0a070', label: '#e3f2fd', grid: '#9fb8e0' },
  nautical: { zenith: '#15254b', horizon: '#34507e', label: '#bbdefb', grid: '#5c6bc0' },
  astronomical: { zenith: '#0a1230', horizon: '#17244a', label: '#90caf9', grid: '#5c6bc0' },
  night: { zenith: '#020611', horizon: '#0a1126', label: '#90caf9', grid: '#5c6bc0' },
};

export function skyColours(sunAltDeg: number): SkyColours {
  const phase = darknessOf(sunAltDeg);
  return { phase, ...COLOURS[phase] };
}
