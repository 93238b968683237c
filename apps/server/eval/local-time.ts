/**
 * Local time at the evaluation's site, computed here and not by the assistant: the site's time zone, an instant's
 * local calendar fields, the instant of a local hour, and the day and instant a question's named time ("tomorrow at
 * 10 pm", "on Christmas", "Friday evening") stands for.
 */
import tzLookup from '@photostructure/tz-lookup';
import { EVAL_SITE } from './eval-app.ts';

/** A time named in the question: `days` from today, the next `date` (MM-DD) or `weekday` (0 Sunday … 6 Saturday), at a local `hour`. */
export interface At {
  days?: number;
  date?: string;
  weekday?: number;
  hour?: number;
  /** The question says "evening" ("morgen Abend", "vendredi soir"): the night up to midnight only. */
  evening?: boolean;
}

export const TZ = tzLookup(EVAL_SITE.lat, EVAL_SITE.lon);

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: TZ,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'short',
});
export function local(t: Date) {
  const p = Object.fromEntries(PARTS.formatToParts(t).map((x) => [x.type, x.value]));
  return {
    y: Number(p.year),
    m: Number(p.month),
    d: Number(p.day),
    h: Number(p.hour),
    min: Number(p.minute),
    s: Number(p.second),
    wd: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(p.weekday!),
  };
}
const offset = (t: number) => {
  const l = local(new Date(t));
  return Date.UTC(l.y, l.m - 1, l.d, l.h, l.min, l.s) - Math.floor(t / 1000) * 1000;
};
/** The instant of local y-m-d hh:00 (days may overflow: Date.UTC normalises). */
export function localInstant(y: number, m: number, d: number, hour: number) {
  const guess = Date.UTC(y, m - 1, d, hour);
  let t = guess - offset(guess);
  t = guess - offset(t);
  return new Date(t);
}
/** The local day the question names (as y, m, d), and the instant it names (its hour, else now's time of day). */
export function resolveAt(at: At, now: Date) {
  const today = local(now);
  let add = at.days ?? 0;
  if (at.weekday !== undefined) add = (at.weekday - today.wd + 7) % 7;
  let { y, m, d } = today;
  if (at.date) {
    const [mm, dd] = at.date.split('-').map(Number) as [number, number];
    if (mm < today.m || (mm === today.m && dd < today.d)) y++;
    [m, d] = [mm, dd];
  }
  const day = new Date(Date.UTC(y, m - 1, d + add));
  const ymd = { y: day.getUTCFullYear(), m: day.getUTCMonth() + 1, d: day.getUTCDate() };
  const instant =
    at.hour !== undefined
      ? localInstant(ymd.y, ymd.m, ymd.d, at.hour)
      : new Date(localInstant(ymd.y, ymd.m, ymd.d, 0).getTime() + (today.h * 60 + today.min) * 60_000);
  return { ...ymd, instant };
}
