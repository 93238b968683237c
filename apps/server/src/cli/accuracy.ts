/**
 * `npm run accuracy` — measures the figures of the "How accurate is Cosmos?" page now, against the configured
 * database's catalogue (DATABASE_URL, or the PGlite database in DATA_DIR; the bundled catalogue when it is empty),
 * with the same code as the accuracy job, and prints them (`--json` for the report as the API serves it). It stores
 * nothing: the job's report is the one the page shows.
 */
import type { AccuracyReport } from '@cosmos/contracts';
import { ConfigError, loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { measure } from '../modules/accuracy/accuracy.service.ts';
import { ensureNominalCatalogue } from '../modules/catalog/catalog.service.ts';
import { catalogueLoader } from '../modules/catalog/catalogue-loader.ts';
import { SkyEngine } from '../sky/engine.ts';

const n = (x: number | null | undefined, d = 2) => (x === null || x === undefined ? 'n/a' : x.toFixed(d));
const pct = (x: number | null) => (x === null ? 'not enough data yet' : `${(x * 100).toFixed(1)} %`);

export function printReport(r: AccuracyReport): string {
  const out: string[] = [`How accurate is Cosmos? measured ${r.measuredAt}`, ''];
  const head = (title: string, f: { method: string; sampleSize: number; measuredAt: string }) =>
    out.push(title, `  method: ${f.method}`, `  sample: ${f.sampleSize}, measured ${f.measuredAt}`);
  if (r.passTiming) {
    const { reference: a, sample: b } = r.passTiming;
    head('Pass timing', r.passTiming);
    out.push(
      `  vs python-sgp4 + astropy: ${a.passes} passes over ${a.sites} sites, ${a.missed} missed; error median ${n(a.medianSeconds)} s, 95 % ${n(a.p95Seconds)} s, max ${n(a.maxSeconds)} s; culmination elevation within ${n(a.maxElevationErrorDeg, 3)}°`,
      `  catalogue sample vs 1-second scan: ${b.objects} objects × ${b.sites} sites × ${b.hours} h = ${b.passes} passes, ${b.missed} missed; error median ${n(b.medianSeconds)} s, max ${n(b.maxSeconds)} s`,
      '',
    );
  }
  if (r.magnitudes) {
    head('Magnitudes (validation set)', r.magnitudes);
    for (const f of r.magnitudes.families)
      out.push(
        `  ${f.label}: MAE ${n(f.mae)} mag, bias ${f.bias >= 0 ? '+' : ''}${n(f.bias)} mag (${f.points} points, ${f.independentPoints} independent)`,
      );
    out.push('');
  }
  if (r.conjunctions) {
    const c = r.conjunctions;
    head('Conjunction recall', c);
    out.push(
      `  ${c.found} of ${c.reference} brute-force encounters under ${c.thresholdKm} km found: recall ${pct(c.recall)}; ${c.objects} catalogue + ${c.planted} planted objects, ${c.windowHours} h; max miss error ${n(c.maxMissErrorKm, 4)} km, max TCA error ${n(c.maxTcaErrorSeconds, 3)} s`,
      '',
    );
  }
  if (r.reentries) {
    const e = r.reentries;
    head('Re-entry predictions', e);
    out.push(
      `  inside the ±${e.windowPercent} % window: ${e.inside} of ${e.resolved} (${pct(e.share)}); ${e.pending} predictions waiting for their decay; decays from ${e.decaySource === 'satcat' ? 'SATCAT' : 'nowhere yet (no SATCAT fetched)'}`,
      '',
    );
  }
  if (r.catalogue) {
    const c = r.catalogue;
    head('Catalogue', c);
    out.push(
      c.completeness
        ? `  ${c.completeness.withElements} of ${c.completeness.onOrbit} on-orbit objects have current elements; ${c.completeness.missing} missing (${c.completeness.satcatSource === 'nominal' ? 'bundled SATCAT' : 'SATCAT'})`
        : '  completeness: no SATCAT stored',
      `  element ages: ${c.elementAge.fresh} fresh, ${c.elementAge.aging} aging (≥ ${c.elementAge.agingAfterDays} d), ${c.elementAge.stale} stale (≥ ${c.elementAge.staleAfterDays} d); median ${n(c.elementAge.medianDays, 1)} d, 90 % ${n(c.elementAge.p90Days, 1)} d`,
    );
  }
  return out.join('\n');
}

async function main() {
  const config = loadConfig();
  const db = await createDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
  });
  try {
    await migrate(db);
    await ensureNominalCatalogue(db);
    const engine = new SkyEngine(catalogueLoader(db));
    await engine.refreshFromDb(true);
    const report = await measure({ db }, engine);
    process.stdout.write(
      `${process.argv.includes('--json') ? JSON.stringify(report, null, 2) : printReport(report)}\n`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : (err as Error).stack}\n`);
  process.exit(1);
});
