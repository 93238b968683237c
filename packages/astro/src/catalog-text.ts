/**
 * One entry point for a catalogue file: OMM JSON (a leading '[' or '{') or TLE/3LE text.
 * Kept apart from tle.ts so the two formats' parsers do not import each other.
 */
import { parseOmmArray } from './omm.ts';
import { parseTleText, type CatalogParseResult } from './tle.ts';

/** Parse either TLE/3LE text or OMM JSON (detected by a leading '[' or '{'). */
export function parseCatalogText(text: string): CatalogParseResult {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(trimmed);
    } catch (e) {
      return { ok: false, errors: [{ line: 0, reason: `invalid JSON: ${(e as Error).message}` }] };
    }
    return parseOmmArray(json);
  }
  return parseTleText(text);
}
