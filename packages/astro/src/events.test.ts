import { describe, expect, it } from 'vitest';
import { upcomingEvents } from './events.ts';

const minutesFrom = (iso: string, ref: string): number => Math.abs(Date.parse(iso) - Date.parse(ref)) / 60_000;

describe('upcomingEvents', () => {
  it('finds the 2024-04-08 total solar eclipse, greatest eclipse 18:17 UTC (NASA GSFC, F. Espenak)', () => {
    const ev = upcomingEvents(new Date('2024-03-01T00:00:00Z'), 60);
    for (let i = 1; i < ev.length; i++) expect(ev[i].date >= ev[i - 1].date).toBe(true);
    const ecl = ev.find((e) => e.title === 'Total solar eclipse');
    expect(ecl?.kind).toBe('alert');
    expect(minutesFrom(ecl?.date ?? '', '2024-04-08T18:17:00Z')).toBeLessThan(5);
    // Penumbral lunar eclipse of 2024-03-25 (~07:13 UTC, NASA GSFC) is also in range.
    const lun = ev.find((e) => e.title.endsWith('lunar eclipse'));
    expect(minutesFrom(lun?.date ?? '', '2024-03-25T07:13:00Z')).toBeLessThan(15);
  });
  it('full moon 2025-01-13 22:27 UTC (USNO) and Mars opposition 2025-01-16 (NASA)', () => {
    const ev = upcomingEvents(new Date('2025-01-01T00:00:00Z'), 30);
    const full = ev.find((e) => e.title === 'Full Moon');
    expect(minutesFrom(full?.date ?? '', '2025-01-13T22:27:00Z')).toBeLessThan(3);
    const mars = ev.find((e) => e.title === 'Mars at opposition');
    expect(mars?.date.slice(0, 10)).toBe('2025-01-16');
    expect(new Set(ev.map((e) => e.id)).size).toBe(ev.length);
  });
  it('finds the Venus–Jupiter conjunction of 2023-03-01/02 (~0.5°)', () => {
    const ev = upcomingEvents(new Date('2023-02-15T00:00:00Z'), 30);
    const c = ev.find((e) => e.title === 'Venus–Jupiter conjunction');
    expect(c).toBeDefined();
    expect(['2023-03-01', '2023-03-02']).toContain(c?.date.slice(0, 10));
  });
});
