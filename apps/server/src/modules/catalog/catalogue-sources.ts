/**
 * Fetching the refresh's sources: every CATALOG_URL entry (TLE/3LE or OMM JSON) and SATCAT_URL (CSV).
 * All or nothing: the first source that cannot be fetched or parsed fails the whole refresh, with the
 * source and the line (OMM: item index) in the message, so the last good catalogue stays.
 */
import { parseCatalogText, parseSatcatCsv, type SatcatRecord, type TleRecord } from '@cosmos/astro';

const FETCH_TIMEOUT_MS = 60_000;

/** CATALOG_URL's entries: comma-separated, blanks ignored. */
export const catalogueUrls = (value: string) =>
  value
    .split(',')
    .map((u) => u.trim())
    .filter((u) => u !== '' && u !== 'off');

/** Where a message names a source: host and path, no query secrets beyond what the operator configured. */
const label = (url: string) => url.replace(/^https?:\/\//, '').slice(0, 120);

async function fetchText(url: string, fetchImpl: typeof fetch, accept: string): Promise<string> {
  const res = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept } });
  if (!res.ok) throw new Error(`${label(url)} answered HTTP ${res.status}`);
  return res.text();
}

export interface FetchedCatalogue {
  records: TleRecord[];
  /** null when SATCAT_URL is off. */
  satcat: SatcatRecord[] | null;
}

export async function fetchCatalogueSources(
  urls: string[],
  satcatUrl: string,
  fetchImpl: typeof fetch,
): Promise<FetchedCatalogue> {
  const texts = await Promise.all(urls.map((u) => fetchText(u, fetchImpl, 'text/plain, application/json')));
  const records: TleRecord[] = [];
  texts.forEach((text, i) => {
    const parsed = parseCatalogText(text);
    if (!parsed.ok) {
      const e = parsed.errors[0];
      const where = text.trimStart().startsWith('[') || text.trimStart().startsWith('{') ? 'item' : 'line';
      const more = parsed.errors.length > 1 ? ` (and ${parsed.errors.length - 1} more)` : '';
      throw new Error(`catalogue ${label(urls[i])} did not parse: ${where} ${e?.line}: ${e?.reason}${more}`);
    }
    // A later source wins for an object listed twice (e.g. active payloads and a debris group).
    records.push(...parsed.records);
  });
  if (satcatUrl === 'off') return { records, satcat: null };
  const csv = await fetchText(satcatUrl, fetchImpl, 'text/csv, text/plain');
  const sc = parseSatcatCsv(csv);
  if (!sc.ok) {
    const e = sc.errors[0];
    const more = sc.errors.length > 1 ? ` (and ${sc.errors.length - 1} more)` : '';
    throw new Error(`SATCAT ${label(satcatUrl)} did not parse: line ${e?.line}: ${e?.reason}${more}`);
  }
  return { records, satcat: sc.records };
}
