/**
 * accuracy_state (the last report) and reentry_forecasts (predictions kept for scoring). The run claim is the
 * shared refresh lease 'accuracy' (modules/leases).
 */
import type { AccuracyReport } from '@cosmos/contracts';
import type { Queryable } from '../../db/client.ts';

export const getReport = async (q: Queryable) =>
  (
    await q.query<{ report: AccuracyReport | null; measured_at: Date | null }>(
      'SELECT report, measured_at FROM accuracy_state WHERE id = 1',
    )
  )[0]!;

export const saveReport = (q: Queryable, report: AccuracyReport) =>
  q.query('UPDATE accuracy_state SET report = $1::jsonb, measured_at = now() WHERE id = 1', [JSON.stringify(report)]);

export interface ForecastRow {
  norad_id: number;
  predicted_at: Date;
  window_start: Date;
  window_end: Date;
}

/** One prediction per object per day: the first of the day is kept. */
export async function recordForecasts(
  q: Queryable,
  rows: { noradId: number; predictedMs: number; windowStartMs: number; windowEndMs: number }[],
  now: Date,
) {
  if (rows.length === 0) return;
  await q.query(
    `INSERT INTO reentry_forecasts (norad_id, predicted_on, predicted_at, predicted_time, window_start, window_end)
     SELECT n, ($2::timestamptz AT TIME ZONE 'UTC')::date, $2, to_timestamp(p / 1000.0), to_timestamp(s / 1000.0),
            to_timestamp(e / 1000.0)
       FROM unnest($1::int[], $3::float8[], $4::float8[], $5::float8[]) AS f(n, p, s, e)
     ON CONFLICT (norad_id, predicted_on) DO NOTHING`,
    [
      rows.map((r) => r.noradId),
      now,
      rows.map((r) => r.predictedMs),
      rows.map((r) => r.windowStartMs),
      rows.map((r) => r.windowEndMs),
    ],
  );
}

/** Predictions of the last year (older ones say little about today's model). */
export const listForecasts = (q: Queryable) =>
  q.query<ForecastRow>(
    `SELECT norad_id, predicted_at, window_start, window_end FROM reentry_forecasts
      WHERE predicted_at > now() - interval '365 days' ORDER BY predicted_at`,
  );
