/** Times and directions as observers read them: 24-hour clock in the place's time zone, compass points. */
export const clock = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
export const dayOf = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone });
const POINTS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'];
export const compass = (az: number) => POINTS[Math.round((((az % 360) + 360) % 360) / 22.5) % 16];
export const magnitude = (m: number) => `${m < 0 ? '−' : ''}${Math.abs(m).toFixed(1)}`;
