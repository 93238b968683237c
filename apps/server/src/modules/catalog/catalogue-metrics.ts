/**
 * Completeness on /metrics: SATCAT's on-orbit objects and how many of them have elements, read from the
 * database at scrape time. Tests build several apps in one process, so the newest registered app answers.
 */
import { Gauge } from 'prom-client';
import type { Db } from '../../db/client.ts';
import { registry } from '../../lib/metrics.ts';
import { catalogueCompleteness } from './catalog.service.ts';

const sources: Db[] = [];

const gauge = new Gauge({
  name: 'catalog_on_orbit_objects',
  help: 'On-orbit objects in SATCAT, by whether the catalogue has an element set for them (with_elements | missing)',
  labelNames: ['elements'] as const,
  registers: [registry],
  async collect() {
    const db = sources.at(-1);
    const c = db ? await catalogueCompleteness(db).catch(() => null) : null;
    this.set({ elements: 'with_elements' }, c?.withElements ?? 0);
    this.set({ elements: 'missing' }, c?.missing ?? 0);
  },
});
void gauge;

/** Register this app's database for the scrape; the returned function unregisters it (app close). */
export function measureCompleteness(db: Db): () => void {
  sources.push(db);
  return () => {
    const i = sources.lastIndexOf(db);
    if (i >= 0) sources.splice(i, 1);
  };
}
