/**
 * When the 3D page fetches its catalogue again: the server announces each catalogue change on the socket
 * (`catalogue.version`, issue 31), and the list said which version the page holds (`x-catalogue-version`). This
 * replaces comparing 32 sampled positions of every `celestialDataUpdate` with our own SGP4 (docs/adr/0021).
 */
import type { CatalogueVersionEvent } from '@cosmos/contracts';

/** Spread the fetches of every open page over a few seconds instead of all at once. */
export const RELOAD_DELAY_MS = 5000;

/**
 * Reload on a version newer than the one held; an unknown held version (an older server, the offline catalogue
 * after a failure) reloads too, since the announcement says the server has a catalogue now.
 */
export function shouldReloadCatalogue(held: number | null, event: CatalogueVersionEvent): boolean {
  return held === null || event.version > held;
}
