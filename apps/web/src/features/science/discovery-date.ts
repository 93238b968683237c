import { formatDate } from '../../lib/i18n';

/**
 * Discovery dates are the spec's English "Month YYYY" (or an ISO date): shown in the interface language when they
 * parse, as given otherwise (never an error page for an unusual date).
 */
export function discoveryDate(text: string): string {
  if (/^\d{4}-\d\d-\d\d/.test(text)) return formatDate(`${text.slice(0, 10)}T12:00:00Z`);
  const ms = Date.parse(`1 ${text} 12:00 UTC`);
  if (/^[A-Za-z]+ \d{4}$/.test(text) && Number.isFinite(ms))
    return formatDate(ms, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return text;
}

/** The discovery's time for sorting ("Month YYYY" or ISO); unreadable dates sort last. */
export function discoveryTime(text: string): number {
  const iso = /^\d{4}-\d\d-\d\d/.test(text) ? Date.parse(`${text.slice(0, 10)}T12:00:00Z`) : NaN;
  const ms = Number.isFinite(iso) ? iso : Date.parse(`1 ${text} 12:00 UTC`);
  return Number.isFinite(ms) ? ms : -Infinity;
}
