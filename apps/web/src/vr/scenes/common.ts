import {
  bodyHelioState,
  generateNominalCatalogue,
  parseCatalogText,
  toSatrec,
  type TleRecord,
  ISS_NORAD_ID,
} from '@cosmos/astro';
import type * as THREE from 'three';
import { eqToThree } from '../frame';
import { formatNumber, i18n } from '../../lib/i18n';

/** World-space unit vector from the Earth toward the Sun at `t` (ms), written into `out`. */
export function sunDirection(t: number, out: THREE.Vector3): THREE.Vector3 {
  const e = bodyHelioState('earth', new Date(t)).r;
  return eqToThree(-e[0], -e[1], -e[2], out).normalize();
}

let nominal: { at: number; records: TleRecord[] } | null = null;
/** The bundled nominal catalogue (published constellation designs), epoch = now; parsed once per visit. */
export function nominalCatalogue(): TleRecord[] {
  if (nominal && Date.now() - nominal.at < 3_600_000) return nominal.records;
  const parsed = parseCatalogText(generateNominalCatalogue({ epoch: new Date() }));
  const records = parsed.ok ? parsed.records : [];
  nominal = { at: Date.now(), records };
  return records;
}

export function issRecord() {
  const r = nominalCatalogue().find((x) => x.noradId === ISS_NORAD_ID);
  if (!r) throw new Error('ISS missing from the nominal catalogue');
  return r;
}

export { toSatrec };

/** Numbers in the interface language. */
export const fmt = (n: number, digits = 0) =>
  formatNumber(n, { maximumFractionDigits: digits, minimumFractionDigits: digits });
/** A text of the VR scenes in the interface language (apps/web/src/vr/locales). */
export const tr = (key: string, vars?: Record<string, unknown>) => i18n.t(`vr-scenes:${key}`, vars);

export function fmtDuration(ms: number) {
  const s = Math.abs(ms) / 1000;
  if (s < 120) return `${fmt(s, 1)} s`;
  if (s < 7200) return `${fmt(s / 60, 1)} min`;
  return `${fmt(s / 3600, 2)} h`;
}

export const fmtTime = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
