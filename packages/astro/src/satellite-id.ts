/**
 * How the directory names a satellite: `sat-<catalogue number>`. Written and read here only, so the form lives in one
 * place. Catalogue numbers run to six digits (the Alpha-5 range and beyond, up to 999 999); an element set in the
 * classic TLE format cannot carry more than five (see TLE_MAX_PLAIN_CATALOGUE_NUMBER), the id and OMM can.
 */

/** A satellite's directory id; contracts brand it (`SatelliteId`) where a request carries one. */
export type SatelliteIdString = `sat-${number}`;

/** The largest catalogue number an id may carry. */
export const MAX_CATALOGUE_NUMBER = 999_999;

/** No leading zeros: one spelling per satellite (contracts' SATELLITE_ID_PATTERN is the same). */
const ID = /^sat-([1-9]\d{0,5})$/;

/** `sat-<n>` for a catalogue number in 1..999 999; anything else is a programming error (RangeError). */
export function satelliteId(noradId: number): SatelliteIdString {
  if (!Number.isInteger(noradId) || noradId < 1 || noradId > MAX_CATALOGUE_NUMBER)
    throw new RangeError(`not a catalogue number: ${noradId}`);
  return `sat-${noradId}`;
}

/** The catalogue number in a satellite id, or null when `id` is not one (a planet, a star, a malformed id). */
export function noradOf(id: string): number | null {
  const m = ID.exec(id);
  return m ? Number(m[1]) : null;
}

/** Whether `id` names a satellite. */
export const isSatelliteId = (id: string): id is SatelliteIdString => noradOf(id) !== null;

/** Catalogue numbers of the objects the portal names on its own (stations and the telescope people look for). */
export const ISS_NORAD_ID = 25544;
export const HUBBLE_NORAD_ID = 20580;
/** Tiangong's core module, Tianhe. */
export const TIANGONG_NORAD_ID = 48274;

/** The well-known objects by name, for lists that treat them alike (notable markers, station lists). */
export const WELL_KNOWN_SATELLITES = {
  iss: ISS_NORAD_ID,
  hubble: HUBBLE_NORAD_ID,
  tiangong: TIANGONG_NORAD_ID,
} as const;
