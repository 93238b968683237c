import type { Appearance } from '../../scene/engine';
import { LAYER_TINT, layerBrightness, TYPE_COLORS, type SpectralLayer, type VizObject } from './model';
import { HUBBLE_NORAD_ID, ISS_NORAD_ID, satelliteId } from '@cosmos/astro';

const PX: Partial<Record<VizObject['type'], number>> = {
  planet: 8,
  moon: 4.5,
  asteroid: 3.5,
  comet: 4,
  satellite: 2.5,
  blackHole: 6,
  cluster: 6,
};
const NOTABLE = new Set<string>([satelliteId(ISS_NORAD_ID), satelliteId(HUBBLE_NORAD_ID)]);

/** Point colour and pixel size from type, temperature and the spectral layer (Planck band brightness). */
export function appearanceOf(o: VizObject, layer: SpectralLayer): Appearance {
  const b = layerBrightness(o.properties.temperature, layer);
  const tint = LAYER_TINT[layer];
  const base = TYPE_COLORS[o.type];
  let px: number;
  if (o.id === 'sun') px = 16;
  else if (o.type === 'star') px = Math.min(9, Math.max(2, 2 + o.size * 2));
  else if (NOTABLE.has(o.id)) px = 6;
  else px = PX[o.type] ?? 3;
  const k = 0.3 + 0.7 * Math.min(1, b);
  return { color: [base[0] * tint[0] * k, base[1] * tint[1] * k, base[2] * tint[2] * k], size: px * (0.55 + 0.45 * b) };
}
