/** Times as observers read them: 24-hour clock in the place's time zone. Passes: @cosmos/contracts pass-text.ts. */
export const clock = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
export const dayOf = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone });
export const magnitude = (m: number) => `${m < 0 ? '−' : ''}${Math.abs(m).toFixed(1)}`;
/** "Fri 27 Nov", "Sat 28 Nov": the evening and the morning of a night, from its evening's date (YYYY-MM-DD). */
export function nightDates(date: string, lang?: string): { evening: string; morning: string } {
  const f = new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const evening = Date.parse(`${date}T12:00:00Z`);
  return { evening: f.format(evening), morning: f.format(evening + 86_400_000) };
}
