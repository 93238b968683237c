/**
 * Names the assistant recognises as sky objects: the Sun, Moon and planets, the bright named stars,
 * the deep-sky catalogue and well-known satellites. Satellites other than these are looked up in the
 * catalogue by the sky tool.
 */
import { BRIGHT_STARS, DEEP_SKY_OBJECTS, SMALL_BODIES, SOLAR_SYSTEM_BODIES, type SolarSystemId } from '@cosmos/astro';

export type SkyTarget =
  | { kind: 'body'; id: SolarSystemId; name: string }
  | { kind: 'star'; id: string; name: string; raDeg: number; decDeg: number; distanceLy: number | null }
  | { kind: 'deep'; id: string; name: string; raDeg: number; decDeg: number; distanceLy: number }
  | { kind: 'small'; id: string; name: string }
  | { kind: 'satellite'; noradId: number | null; name: string };

/** Satellites people ask about by nickname; the NORAD number finds them in the catalogue. */
const SATELLITES: { re: RegExp; noradId: number; name: string }[] = [
  { re: /\biss\b|\bspace station\b|\bzarya\b/, noradId: 25544, name: 'ISS (ZARYA)' },
  { re: /\bhubble\b|\bhst\b/, noradId: 20580, name: 'Hubble Space Telescope' },
  { re: /\btiangong\b|\bcss\b/, noradId: 48274, name: 'Tiangong (CSS)' },
];

/** A well-known satellite by catalogue number (the entity extractor's option), else a catalogue lookup by number. */
export function satelliteByNorad(noradId: number): SkyTarget {
  const known = SATELLITES.find((s) => s.noradId === noradId);
  return { kind: 'satellite', noradId, name: known?.name ?? `#${noradId}` };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const words = (name: string) =>
  name
    .toLowerCase()
    .replace(/\s*\(.*\)\s*/g, ' ')
    .trim();

const BODY_PATTERNS = SOLAR_SYSTEM_BODIES.filter((b) => b.id !== 'earth').map((b) => ({
  re: new RegExp(`\\b${escape(b.name.toLowerCase())}\\b`),
  b,
}));
const STAR_PATTERNS = BRIGHT_STARS.filter((s) => s.name && !/^HIP /.test(s.name)).map((s) => ({
  re: new RegExp(`\\b${escape(words(s.name))}\\b`),
  s,
}));
const SMALL_PATTERNS = SMALL_BODIES.map((b) => ({ re: new RegExp(`\\b${escape(words(b.name))}\\b`), b }));
const DEEP_PATTERNS = DEEP_SKY_OBJECTS.flatMap((d) => {
  const alias = /\((M\d+|NGC \d+)\)/.exec(d.name)?.[1];
  return [words(d.name), ...(alias ? [alias.toLowerCase()] : [])].map((n) => ({
    re: new RegExp(`(^|\\s)${escape(n)}(\\s|\\?|$)`),
    d,
  }));
});

/** The first sky object named in a normalised question, if any. */
export function findTarget(t: string): SkyTarget | undefined {
  for (const s of SATELLITES) if (s.re.test(t)) return { kind: 'satellite', noradId: s.noradId, name: s.name };
  // "the sun"/"sunset" before "moon" checks would misfire on "moonrise": match the body words exactly.
  if (/\bmoon(rise|set)?\b/.test(t)) return { kind: 'body', id: 'moon', name: 'Moon' };
  if (/\bsun(rise|set)?\b/.test(t)) return { kind: 'body', id: 'sun', name: 'Sun' };
  for (const { re, b } of BODY_PATTERNS) if (re.test(t)) return { kind: 'body', id: b.id, name: b.name };
  for (const { re, s } of STAR_PATTERNS)
    if (re.test(t))
      return { kind: 'star', id: s.id, name: s.name, raDeg: s.raDeg, decDeg: s.decDeg, distanceLy: s.distanceLy };
  for (const { re, b } of SMALL_PATTERNS) if (re.test(t)) return { kind: 'small', id: b.id, name: b.name };
  for (const { re, d } of DEEP_PATTERNS)
    if (re.test(t))
      return { kind: 'deep', id: d.id, name: d.name, raDeg: d.raDeg, decDeg: d.decDeg, distanceLy: d.distanceLy };
  const sat = /\bsatellite\s+(?:called\s+|named\s+)?([a-z0-9-]+(?:\s[a-z0-9-]+)?)/.exec(t);
  if (sat) return { kind: 'satellite', noradId: null, name: sat[1]!.toUpperCase() };
  return undefined;
}
