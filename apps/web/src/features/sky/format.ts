import { formatNumber, formatTime } from '../../lib/i18n';

/**
 * Times as observers read them: 24-hour clock in the place's time zone, in the interface language (not the
 * browser's). Passes: @cosmos/contracts pass-text.ts.
 */
export const clock = (iso: string, timeZone?: string) =>
  formatTime(iso, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...(timeZone ? { timeZone } : {}) });
/** "−1.2" with a true minus sign, and the interface language's decimal separator ("−1,2" in it/pt/es/fr/de). */
export const magnitude = (m: number) =>
  `${m <= -0.05 ? '−' : ''}${formatNumber(Math.abs(m), { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`;
/** "Fri 27 Nov", "Sat 28 Nov": the evening and the morning of a night, from its evening's date (YYYY-MM-DD). */
export function nightDates(date: string, lang?: string): { evening: string; morning: string } {
  const f = new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const evening = Date.parse(`${date}T12:00:00Z`);
  return { evening: f.format(evening), morning: f.format(evening + 86_400_000) };
}
