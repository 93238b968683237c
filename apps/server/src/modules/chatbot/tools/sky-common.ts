/** Wording the sky answers share: object links, the "set your location" prompt, latitudes and ordinals. */
import type { Citation } from '@cosmos/contracts';
import type { SkyTarget } from '../sky-targets.ts';

export const objectHref = (t: SkyTarget) =>
  `/data-visualization?object=${encodeURIComponent(t.kind === 'satellite' ? `sat-${t.noradId ?? ''}` : t.id)}`;
export const cite = (t: SkyTarget): Citation => ({ kind: 'object', title: t.name, href: objectHref(t) });
export const NEEDS_LOCATION =
  'Your location is not set, so I cannot say that for your sky. On your Profile page select Edit Profile, fill in Ground station latitude (°) and Ground station longitude (°), then Save Changes, and ask again.';
export const ordinal = (n: number) => ['next', 'one after that', 'third'][n] ?? `${n + 1}th`;
export const lat = (v: number) => `${Math.abs(v).toFixed(1)}° ${v >= 0 ? 'N' : 'S'}`;
export const lon = (v: number) => `${Math.abs(v).toFixed(1)}° ${v >= 0 ? 'E' : 'W'}`;
/** "The Sun", "The Moon", else the object's own name. */
export const ago = (t: SkyTarget) => (t.kind === 'body' && ['sun', 'moon'].includes(t.id) ? `The ${t.name}` : t.name);
